import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// Custom groups (`NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`), as ported code uses them: a waterfall
/// section of one tall group, a repeated mosaic, an estimated height, and providers that give too many frames or none.
final class CompositionalCustomGroupTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func frames(_ harness: LayoutHarness<CompositionalLayout>, section: Int = 0) -> [Rect?] {
        (0..<harness.collectionView.numberOfItems(inSection: section)).map {
            harness.layout.attributesForItem(at: ElementPath(item: $0, section: section))?.frame
        }
    }

    /// The common port of a Pinterest layout: every item's frame worked out in two columns, shortest column first,
    /// and handed over as one custom group as tall as the tallest column.
    func testAWaterfallOfOneCustomGroupPutsEachItemWhereItsFrameSays() {
        let heights: [Double] = [120, 80, 60, 100, 40, 90, 70]
        let width = 320.0, gap = 10.0, column = (width - gap) / 2
        var columns = [0.0, 0.0], expected: [Rect] = []
        for h in heights {
            let c = columns[0] <= columns[1] ? 0 : 1
            expected.append(Rect(x: Double(c) * (column + gap), y: columns[c], width: column, height: h))
            columns[c] += h + gap
        }
        let tallest = columns.max()! - gap
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(tallest))) { _ in
            expected.map { CollectionLayoutGroupCustomItem(frame: $0) }
        }
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        let harness = LayoutHarness(CompositionalLayout(section: section), size: Size(width: width, height: 480),
                                    sections: [HarnessSection(items: heights.count)])
        XCTAssertEqual(frames(harness), expected.map { Rect(x: $0.minX, y: $0.minY + 8, width: $0.width, height: $0.height) })
        XCTAssertEqual(harness.layout.contentSize, Size(width: width, height: tallest + 16))
        let found = harness.layout.attributesForElements(in: Rect(x: 0, y: 150, width: width, height: 1)).map { $0.indexPath.item }
        XCTAssertEqual(Set(found), Set(expected.indices.filter { expected[$0].minY + 8 <= 151 && expected[$0].maxY + 8 > 150 }),
                       "a query finds the cells of a custom group by their own frames")
        assertLayoutContract(harness)
    }

    /// A group of thousands of cells (a whole waterfall, as `tessera attributes` walks it a screen at a time) is
    /// queried through an index of its cells' reaches: every query finds exactly the cells whose frames meet the
    /// rectangle, with cells out of order, taller than their neighbours, of no height, and a repeated large group.
    func testALargeCustomGroupIsQueriedByItsCellsReachesAndFindsExactlyTheCellsThatMeetTheRectangle() {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func random(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        // A waterfall of 2000 cells in three columns, with one cell in fifty placed back near the top, one in forty
        // very tall, and one in sixty of no height.
        var bottoms = [0.0, 0.0, 0.0], frames: [Rect] = []
        for item in 0..<2000 {
            let c = bottoms.indices.min { bottoms[$0] < bottoms[$1] }!
            let height = item % 60 == 7 ? 0 : item % 40 == 3 ? 900 : Double(40 + random(120))
            if item % 50 == 11 {
                frames.append(Rect(x: Double(random(200)), y: Double(random(400)), width: 100, height: height))
                continue
            }
            frames.append(Rect(x: Double(c) * 107, y: bottoms[c], width: 100, height: height))
            bottoms[c] += height + 7
        }
        let tallest = bottoms.max()!
        let waterfall = CollectionLayoutSection(group: CollectionLayoutGroup.custom(
            layoutSize: size(.fractionalWidth(1), .absolute(tallest))) { _ in frames.map { CollectionLayoutGroupCustomItem(frame: $0) } })
        // A second section repeats a group of 100 cells whose frames run upwards.
        let mosaic = CollectionLayoutSection(group: CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(500))) { _ in
            (0..<100).map { CollectionLayoutGroupCustomItem(frame: Rect(x: Double($0 % 3) * 100, y: 495 - Double($0) * 5, width: 90, height: 5)) }
        })
        let layout = CompositionalLayout { section, _ in section == 0 ? waterfall : mosaic }
        let harness = LayoutHarness(layout, size: Size(width: 330, height: 480),
                                    sections: [HarnessSection(items: 2000), HarnessSection(items: 450)])
        harness.layout.prepareIfNeeded()
        let content = harness.layout.contentSize
        let cells = (0..<2).flatMap { s in
            (0..<harness.collectionView.numberOfItems(inSection: s)).compactMap {
                harness.layout.attributesForItem(at: ElementPath(item: $0, section: s))
            }
        }
        XCTAssertEqual(cells.count, 2450)
        for k in 0..<300 {
            let y = Double(random(Int(content.height) + 200)) - 100
            let height = k % 5 == 0 ? 0 : Double(random(900))
            // Edges exactly on cell edges too: a rectangle from one cell's top to another's bottom.
            let rect = k % 7 == 0 ? Rect(x: 0, y: cells[k].frame.minY, width: 330, height: cells[k + 1].frame.maxY - cells[k].frame.minY)
                : Rect(x: Double(random(300)) - 20, y: y, width: Double(random(400)), height: height)
            let found = harness.layout.attributesForElements(in: rect).filter { $0.category == .cell }.map(\.key)
            let expected = cells.filter { $0.frame.intersects(rect) }.map(\.key)
            XCTAssertEqual(found.sorted(), expected.sorted(), "\(rect)")
        }
        assertLayoutContract(harness)
    }

    /// A horizontal layout of the same kind, as a user's sideways waterfall would be: rows of cells of varied widths,
    /// one custom group for the section, in real coordinates. The index works in the turned layout the engine places,
    /// and every query still finds exactly the cells whose frames meet its rectangle.
    func testALargeCustomGroupInAHorizontalLayoutFindsExactlyTheCellsThatMeetTheRectangle() {
        var rights = [0.0, 0.0, 0.0, 0.0], frames: [Rect] = []
        for item in 0..<1500 {
            let r = rights.indices.min { rights[$0] < rights[$1] }!
            let width = Double(30 + (item * 37) % 90)
            frames.append(Rect(x: rights[r], y: Double(r) * 52, width: width, height: 48))
            rights[r] += width + 6
        }
        let group = CollectionLayoutGroup.custom(layoutSize: size(.absolute(rights.max()!), .fractionalHeight(1))) { _ in
            frames.map { CollectionLayoutGroupCustomItem(frame: $0) }
        }
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let harness = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration),
                                    size: Size(width: 480, height: 208), sections: [HarnessSection(items: 1500)])
        harness.layout.prepareIfNeeded()
        let cells = (0..<1500).compactMap { harness.layout.attributesForItem(at: ElementPath(item: $0, section: 0)) }
        XCTAssertEqual(cells.map(\.frame), frames, "precondition: the cells lie where their frames say")
        for k in 0..<120 {
            let rect = Rect(x: Double(k * 311 % 40_000) - 50, y: Double(k % 5) * 40, width: Double(k % 9) * 90, height: Double(k % 4) * 60)
            let found = harness.layout.attributesForElements(in: rect).filter { $0.category == .cell }.map(\.key)
            XCTAssertEqual(found.sorted(), cells.filter { $0.frame.intersects(rect) }.map(\.key).sorted(), "\(rect)")
        }
        assertLayoutContract(harness)
    }

    /// A mosaic group repeated down the section: the provider is asked each time the group is placed, with the
    /// group's size as its container; the last group holds only the items that are left.
    func testARepeatedCustomGroupIsAskedEachTimeAndTheLastHoldsWhatIsLeft() {
        var asked: [CollectionLayoutEnvironment.Container] = []
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(200))) { environment in
            asked.append(environment.container)
            let w = environment.container.effectiveContentSize.width, h = environment.container.effectiveContentSize.height
            return [CollectionLayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: w * 2 / 3, height: h)),
                    CollectionLayoutGroupCustomItem(frame: Rect(x: w * 2 / 3, y: 0, width: w / 3, height: h / 2)),
                    CollectionLayoutGroupCustomItem(frame: Rect(x: w * 2 / 3, y: h / 2, width: w / 3, height: h / 2))]
        }
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let harness = LayoutHarness(CompositionalLayout(section: section), size: Size(width: 340, height: 480), sections: [8])
        let f = frames(harness)
        XCTAssertEqual(f[0], Rect(x: 10, y: 0, width: 200, height: 200), "its frames are from the group's own corner")
        XCTAssertEqual(f[2], Rect(x: 210, y: 100, width: 100, height: 100))
        XCTAssertEqual(f[3], Rect(x: 10, y: 210, width: 200, height: 200), "the next group is the spacing further down")
        XCTAssertEqual(f[7], Rect(x: 210, y: 420, width: 100, height: 100), "the third group holds the two items left")
        XCTAssertEqual(harness.layout.contentSize.height, 620)
        XCTAssertEqual(asked.count, 3, "one question for each group placed")
        XCTAssertEqual(asked.first?.contentSize, Size(width: 320, height: 200), "the container is the group")
        XCTAssertEqual(asked.first?.effectiveContentSize, Size(width: 300, height: 200), "less the group's insets")
        assertLayoutContract(harness)
    }

    /// An estimated height is as far as the frames reach; each item's stacking order adds to its section's.
    func testAnEstimatedCustomGroupIsAsTallAsItsFramesAndKeepsTheirStackingOrder() {
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .estimated(50))) { _ in
            [CollectionLayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 100, height: 70), zIndex: 0),
             CollectionLayoutGroupCustomItem(frame: Rect(x: 50, y: 20, width: 100, height: 110), zIndex: 3)]
        }
        let section = CollectionLayoutSection(group: group)
        section.decorationItems = [.background(elementKind: "background")]
        let harness = LayoutHarness(CompositionalLayout(section: section), size: Size(width: 320, height: 480), sections: [4])
        let f = frames(harness)
        XCTAssertEqual(f[2], Rect(x: 0, y: 130, width: 100, height: 70), "the first group is 130 tall, where its frames end")
        XCTAssertEqual(harness.layout.contentSize.height, 260)
        let z = (0..<4).map { harness.layout.attributesForItem(at: ElementPath(item: $0, section: 0))?.zIndex }
        XCTAssertEqual(z, [1, 4, 1, 4], "a background raises cells by 1, and the custom item's zIndex adds to that")
        assertLayoutContract(harness)
    }

    /// A provider that gives no frames places nothing, so the section cannot repeat it for ever; one that gives more
    /// frames than there are items places only as many as there are.
    func testAProviderWithNoFramesEndsTheSectionAndExtraFramesAreLeftUnused() {
        let empty = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(40))) { _ in [] }
        let harness = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: empty)),
                                    size: Size(width: 320, height: 480), sections: [5])
        XCTAssertEqual(frames(harness), [nil, nil, nil, nil, nil])
        XCTAssertEqual(harness.layout.attributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 480)).count, 0)
        XCTAssertEqual(harness.layout.contentSize.height, 0)

        let many = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(40))) { _ in
            (0..<1000).map { CollectionLayoutGroupCustomItem(frame: Rect(x: Double($0 % 8) * 40, y: 0, width: 40, height: 40)) }
        }
        let two = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: many)),
                                size: Size(width: 320, height: 480), sections: [2, 3])
        XCTAssertEqual(frames(two, section: 1), [Rect(x: 0, y: 40, width: 40, height: 40), Rect(x: 40, y: 40, width: 40, height: 40),
                                                  Rect(x: 80, y: 40, width: 40, height: 40)])
        XCTAssertEqual(two.layout.contentSize.height, 80, "one group for each section")
        assertLayoutContract(two)
    }

    /// A custom group nested in a row takes the room the row gives it, beside ordinary items.
    func testACustomGroupNestedInARowTakesItsSlot() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let custom = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1))) { environment in
            let s = environment.container.contentSize
            return [CollectionLayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: s.width, height: s.height / 2)),
                    CollectionLayoutGroupCustomItem(frame: Rect(x: s.width / 4, y: s.height / 2, width: s.width / 2, height: s.height / 2))]
        }
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item, custom])
        let harness = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: row)),
                                    size: Size(width: 200, height: 480), sections: [6])
        let f = frames(harness)
        XCTAssertEqual(f[0], Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(f[1], Rect(x: 100, y: 0, width: 100, height: 50))
        XCTAssertEqual(f[2], Rect(x: 125, y: 50, width: 50, height: 50))
        XCTAssertEqual(f[3], Rect(x: 0, y: 100, width: 100, height: 100))
        XCTAssertEqual(f[5], Rect(x: 125, y: 150, width: 50, height: 50))
        assertLayoutContract(harness)
    }
}

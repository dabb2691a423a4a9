import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// The compositional layout, checked against layouts from Apple's "Implementing Modern Collection Views" sample
/// and the rules of UIKit's documentation (an item's fraction is of its group; content insets shrink an item
/// after it is placed; a section's top inset lies between its header and its items).
final class CompositionalLayoutTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func frames(_ harness: LayoutHarness<CompositionalLayout>, section: Int = 0) -> [Rect] {
        (0..<harness.collectionView.numberOfItems(inSection: section)).compactMap {
            harness.layout.attributesForItem(at: ElementPath(item: $0, section: section))?.frame
        }
    }

    /// The sample's "Grid": five items a row, each a fifth of the width and as tall as it is wide, inset by 2.
    func testAGridOfFractionalItemsFillsEachRowAndInsetsEachCell() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [12])
        let f = frames(harness)
        XCTAssertEqual(f.count, 12)
        XCTAssertEqual(f[0], Rect(x: 2, y: 2, width: 60, height: 60))
        XCTAssertEqual(f[4], Rect(x: 258, y: 2, width: 60, height: 60))
        XCTAssertEqual(f[5], Rect(x: 2, y: 66, width: 60, height: 60), "the sixth item starts the second row")
        XCTAssertEqual(f[11], Rect(x: 66, y: 130, width: 60, height: 60), "the last row is partly filled, in the same columns")
        XCTAssertEqual(layout.contentSize, Size(width: 320, height: 192), "three rows of 64, the last one whole")
        assertLayoutContract(harness)
    }

    /// The sample's "Two-Column Grid": `subitem:count:` shares the row between two items with 10 points between.
    func testACountedGroupSharesItsWidthAndKeepsItsCountWithSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let harness = LayoutHarness(CompositionalLayout(section: section), size: Size(width: 320, height: 480), sections: [5])
        let f = frames(harness)
        XCTAssertEqual(f[0], Rect(x: 10, y: 10, width: 145, height: 44))
        XCTAssertEqual(f[1], Rect(x: 165, y: 10, width: 145, height: 44))
        XCTAssertEqual(f[2], Rect(x: 10, y: 64, width: 145, height: 44))
        XCTAssertEqual(f[4], Rect(x: 10, y: 118, width: 145, height: 44))
        XCTAssertEqual(harness.layout.contentSize.height, 172)
        assertLayoutContract(harness)
    }

    /// iOS 16's `repeatingSubitem:count:` keeps the item's own size; flexible spacing shares the rest of the row.
    func testARepeatingGroupKeepsItsItemsSizeAndFlexibleSpacingSpreadsThem() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
        let repeating = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                          repeatingSubitem: item, count: 3)
        let harness = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: repeating)),
                                    size: Size(width: 320, height: 480), sections: [3])
        XCTAssertEqual(frames(harness).map(\.minX), [0, 50, 100])
        XCTAssertEqual(frames(harness).map(\.width), [50, 50, 50])

        // Filling with flexible spacing of at least 10: six 50-point items fit in 320 (6×50 + 5×10 = 350 > 320,
        // so five), and the 50 points left over widen the four gaps to 22.5.
        let flexible = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        flexible.interItemSpacing = .flexible(10)
        let spread = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: flexible)),
                                   size: Size(width: 320, height: 480), sections: [7])
        XCTAssertEqual(frames(spread).map(\.minX), [0, 67.5, 135, 202.5, 270, 0, 67.5])
        XCTAssertEqual(frames(spread).map(\.minY), [0, 0, 0, 0, 0, 50, 50])
    }

    /// Nested groups, as the sample's "Nested Groups": a large item beside a column of two, repeated.
    func testNestedGroupsPlaceTheirItemsInTurn() {
        let large = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                    subitem: small, count: 2)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
        let harness = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: group)),
                                    size: Size(width: 300, height: 480), sections: [5])
        XCTAssertEqual(frames(harness), [Rect(x: 0, y: 0, width: 210, height: 200),
                                         Rect(x: 210, y: 0, width: 90, height: 100),
                                         Rect(x: 210, y: 100, width: 90, height: 100),
                                         Rect(x: 0, y: 200, width: 210, height: 200),
                                         Rect(x: 210, y: 200, width: 90, height: 100)])
        assertLayoutContract(harness)
    }

    /// Headers and footers take room outside the section's insets; a background covers the whole section.
    func testHeadersFootersAndBackgroundsSurroundTheSection() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 15, trailing: 20)
        section.interGroupSpacing = 4
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                      elementKind: .sectionHeader, alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)),
                                                      elementKind: .sectionFooter, alignment: .bottom),
        ]
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        section.decorationItems = [background]
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [2, 1])
        let header = layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, Rect(x: 20, y: 0, width: 280, height: 30), "as wide as the content, within the insets")
        XCTAssertEqual(frames(harness), [Rect(x: 20, y: 35, width: 280, height: 40), Rect(x: 20, y: 79, width: 280, height: 40)])
        let footer = layout.attributesForSupplementaryView(ofKind: .sectionFooter, at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(footer?.frame, Rect(x: 20, y: 134, width: 280, height: 20), "below the bottom inset")
        let backdrop = layout.attributesForDecorationView(ofKind: "background", at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(backdrop?.frame, Rect(x: 2, y: 2, width: 316, height: 150), "the whole section, across, less its insets")
        XCTAssertEqual(backdrop?.zIndex, 0)
        XCTAssertEqual(header?.zIndex, 1, "a section with a background raises its other elements")
        XCTAssertEqual(harness.layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.zIndex, 1)
        XCTAssertEqual(frames(harness, section: 1).first?.minY, 154 + 12 + 35, "the next section starts 12 below")
        XCTAssertEqual(layout.contentSize.height, 154 + 12 + 30 + 5 + 40 + 15 + 20)

        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        harness.collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 0))?.frame,
                       Rect(x: 0, y: 0, width: 320, height: 30))
        assertLayoutContract(harness)
    }

    func testAPinnedHeaderStaysOnScreenWhileItsSectionIs() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                               elementKind: .sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = CompositionalLayout(section: section)
        // Section 0: header 0..<30, ten items to 530; section 1 from 530.
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [10, 10])
        func headerFrame(_ s: Int, at y: Double) -> LayoutAttributes? {
            harness.scroll(to: Point(x: 0, y: y))
            return layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: s))
        }
        XCTAssertEqual(headerFrame(0, at: 0)?.frame.minY, 0)
        XCTAssertEqual(headerFrame(0, at: 0)?.zIndex, 0)
        XCTAssertEqual(headerFrame(0, at: 200)?.frame.minY, 200)
        XCTAssertEqual(headerFrame(0, at: 200)?.zIndex, 10)
        XCTAssertEqual(headerFrame(0, at: 510)?.frame.minY, 500, "pushed up by the end of its section")
        XCTAssertEqual(headerFrame(1, at: 510)?.frame.minY, 530)
        harness.scroll(to: Point(x: 0, y: 300))
        let headers = layout.attributesForElements(in: harness.bounds).filter { $0.category == .supplementary }
        XCTAssertEqual(headers.map(\.frame.minY), [300], "the query gives the pinned header where it is pinned")
        assertLayoutContract(harness)
    }

    func testASectionProviderIsAskedPerSectionWithTheCollectionViewsSize() {
        var asked: [(Int, Size)] = []
        let layout = CompositionalLayout { index, environment in
            asked.append((index, environment.container.effectiveContentSize))
            let columns = index == 0 ? 1 : 4
            let item = CollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1 / Double(columns)), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }
        let harness = LayoutHarness(layout, size: Size(width: 400, height: 300), sections: [2, 6])
        XCTAssertEqual(asked.map(\.0), [0, 1])
        XCTAssertEqual(asked.first?.1, Size(width: 400, height: 300))
        XCTAssertEqual(frames(harness, section: 0).map(\.width), [400, 400])
        XCTAssertEqual(frames(harness, section: 1).map(\.minX), [0, 100, 200, 300, 0, 100])
        XCTAssertEqual(frames(harness, section: 1).first?.minY, 80)
        assertLayoutContract(harness)
    }

    /// A million items: the query finds the rows on screen without looking at the rest.
    func testAQueryAtAMillionItemsReturnsOnlyWhatIsOnScreen() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        let harness = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: group)),
                                    size: Size(width: 320, height: 480), sections: [1_000_000])
        XCTAssertEqual(harness.layout.contentSize.height, 250_000 * 80)
        let visible = harness.layout.attributesForElements(in: Rect(x: 0, y: 8_000_000, width: 320, height: 480))
        XCTAssertEqual(visible.count, 24)
        XCTAssertEqual(visible.map(\.indexPath.item).min(), 400_000)
    }

    /// The sample's "Item Badges": a 20-point badge on each cell's top trailing corner, moved out by 30% of its size.
    func testABadgeIsAnchoredToEachCell() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [10])
        let first = layout.attributesForSupplementaryView(ofKind: "badge", at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(first?.frame, Rect(x: 61, y: -1, width: 20, height: 20), "cell (5, 5, 70, 70): its top trailing corner, out by 6")
        XCTAssertEqual(first?.zIndex, 1, "above its cell")
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "badge", at: ElementPath(item: 5, section: 0))?.frame,
                       Rect(x: 141, y: 79, width: 20, height: 20))
        XCTAssertNil(layout.attributesForSupplementaryView(ofKind: "badge", at: ElementPath(item: 10, section: 0)))
        let top = layout.attributesForElements(in: Rect(x: 0, y: -2, width: 320, height: 2))
        XCTAssertEqual(top.map(\.indexPath.item), [0, 1, 2, 3], "the badges reach above the content; the cells do not")
        XCTAssertTrue(top.allSatisfy { $0.category == .supplementary })
        assertLayoutContract(harness)
    }

    /// Whole groups are placed once and copied down the section; placing each afresh gives the same frames.
    func testCopiedGroupsAreWhereGroupsPlacedOneByOneWouldBe() {
        let large = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)))
        large.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let dot = CollectionLayoutSupplementaryItem(layoutSize: size(.fractionalWidth(0.2), .absolute(6)), elementKind: "dot",
                                                    containerAnchor: CollectionLayoutAnchor(edges: [.bottom], absoluteOffset: Point(x: 1, y: 4)))
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(30)), supplementaryItems: [dot])
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)), subitems: [small])
        column.interItemSpacing = .flexible(3)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [large, column])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 7
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        for count in [0, 1, 4, 5, 9, 23] {
            let copied = PlacedSection(section: section, count: count, top: 11, width: 320, height: 480)
            let placed = PlacedSection(section: section, count: count, top: 11, width: 320, height: 480,
                                       hasMeasurements: true, measured: { _ in nil })
            XCTAssertEqual(copied.cellFrames, placed.cellFrames, "\(count) items")
            XCTAssertEqual(copied.estimatedAxes, placed.estimatedAxes, "\(count) items")
            XCTAssertEqual(copied.groupFirstItem, placed.groupFirstItem, "\(count) items")
            XCTAssertEqual(copied.runningMaxY, placed.runningMaxY, "\(count) items")
            XCTAssertEqual(copied.trailingMinY, placed.trailingMinY, "\(count) items")
            XCTAssertEqual(copied.frame, placed.frame, "\(count) items")
            XCTAssertEqual(copied.supplements, placed.supplements, "\(count) items")
            XCTAssertEqual(copied.groupFirstSupplement, placed.groupFirstSupplement, "\(count) items")
        }
    }

    /// Items of no width cannot make a group repeat them for ever.
    func testItemsOfNoWidthStillEndTheirGroup() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(0), .absolute(10)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])
        let harness = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: group)),
                                    size: Size(width: 320, height: 480), sections: [3])
        XCTAssertEqual(frames(harness).map(\.minY), [0, 10, 20])
    }
}

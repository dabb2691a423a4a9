import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// Sections that scroll sideways (`orthogonalScrollingBehavior`), as the carousels of Apple's "Implementing Modern
/// Collection Views" sample ("Orthogonal Sections", "Orthogonal Section Behaviors"): one row of groups, moved by its
/// own offset, coming to rest by its behaviour.
final class CompositionalOrthogonalSectionTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Section 0: a carousel of 100 × 80 groups, 10 apart, inset 16 either side; section 1: a 4-column grid.
    private func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
                          count: Int = 20) -> LayoutHarness<CompositionalLayout> {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let cardGroup = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(80)), subitems: [item])
        let row = CollectionLayoutSection(group: cardGroup)
        row.orthogonalScrollingBehavior = behavior
        row.interGroupSpacing = 10
        row.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let gridItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let grid = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [gridItem]))
        let layout = CompositionalLayout(sectionProvider: { s, _ in s == 0 ? row : grid })
        return LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [HarnessSection(items: count), HarnessSection(items: 12)])
    }

    private func frame(_ h: LayoutHarness<CompositionalLayout>, _ section: Int, _ item: Int) -> Rect? {
        h.layout.attributesForItem(at: ElementPath(item: item, section: section))?.frame
    }

    func testTheGroupsOfASectionThatScrollsSidewaysLieInOneRow() {
        let h = carousel()
        XCTAssertEqual(frame(h, 0, 0), Rect(x: 16, y: 0, width: 100, height: 80))
        XCTAssertEqual(frame(h, 0, 1), Rect(x: 126, y: 0, width: 100, height: 80))
        XCTAssertEqual(frame(h, 0, 19), Rect(x: 16 + 19 * 110, y: 0, width: 100, height: 80))
        XCTAssertEqual(frame(h, 1, 0), Rect(x: 0, y: 80, width: 80, height: 80), "the next section starts below the row")
        XCTAssertEqual(h.layout.contentSize, Size(width: 320, height: 80 + 3 * 80), "the row is as tall as a group")
        // 16 + 20 groups of 100 + 19 gaps of 10 + 16 = 2222, of which 320 show.
        XCTAssertEqual(h.layout.orthogonalScrollRange(forSection: 0), 0...1902)
        XCTAssertEqual(h.layout.orthogonalScrollRange(forSection: 1), 0...0, "a section that does not scroll sideways")
        XCTAssertEqual(h.layout.orthogonalSection(at: Point(x: 300, y: 40)), 0)
        XCTAssertNil(h.layout.orthogonalSection(at: Point(x: 300, y: 120)))
        let shown = h.layout.attributesForElements(in: h.bounds).filter { $0.indexPath.section == 0 }.map(\.indexPath.item)
        XCTAssertEqual(shown.sorted(), [0, 1, 2], "only the groups across the screen, not the whole row")
        assertLayoutContract(h)
    }

    func testAnOffsetMovesTheRowAndNothingElse() {
        let h = carousel()
        let prepares = h.layout.prepareCount
        h.layout.setOrthogonalOffset(250, forSection: 0)
        h.layoutIfNeeded()
        XCTAssertEqual(h.layout.orthogonalOffset(forSection: 0), 250)
        XCTAssertEqual(frame(h, 0, 0)?.minX, 16 - 250)
        XCTAssertEqual(frame(h, 1, 0), Rect(x: 0, y: 80, width: 80, height: 80))
        // Groups k with 16 + 110k − 250 < 320 and 116 + 110k − 250 > 0: k = 2…5.
        let shown = h.layout.attributesForElements(in: h.bounds).filter { $0.indexPath.section == 0 }.map(\.indexPath.item)
        XCTAssertEqual(shown.sorted(), [2, 3, 4, 5])
        XCTAssertEqual(h.layout.prepareCount, prepares + 1, "one prepare for the invalidation")
        XCTAssertFalse(h.layout.pendingInvalidation.requiresRecompute)
        assertLayoutContract(h)
        h.layout.setOrthogonalOffset(250, forSection: 1)
        XCTAssertEqual(h.layout.orthogonalOffset(forSection: 1), 0, "a section that does not scroll sideways keeps 0")
    }

    func testARowThatGetsShorterKeepsAnOffsetItCanRestAt() {
        let h = carousel()
        h.layout.setOrthogonalOffset(1800, forSection: 0)
        h.reload(sections: [HarnessSection(items: 5), HarnessSection(items: 12)])
        // 16 + 5 × 100 + 4 × 10 + 16 = 572: the row rests at most 252 in.
        XCTAssertEqual(h.layout.orthogonalOffset(forSection: 0), 252)
        XCTAssertEqual(frame(h, 0, 4)?.maxX, 320 - 16)
    }

    func testFreeScrollingRestsWhereItDecelerates() {
        let h = carousel(.continuous)
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 437, start: 0, velocity: 2), 437)
        XCTAssertFalse(h.layout.orthogonalSectionPages(0))
    }

    func testGroupLeadingBoundaryRestsTheNearestGroupAtTheLeadingInset() {
        let h = carousel(.continuousGroupLeadingBoundary)
        // Groups rest at 110k: 500 is nearest 550 (group 5). Near the end, the end (1902) is a resting place too,
        // or the last group could never be seen whole: 1890 rests there, not on group 17 at 1870.
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 500, start: 0, velocity: 2), 550)
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 1890, start: 0, velocity: 2), 1902)
        XCTAssertFalse(h.layout.orthogonalSectionPages(0))
    }

    func testPagingTurnsOnePageOfTheCollectionViewsWidth() {
        let h = carousel(.paging)
        XCTAssertTrue(h.layout.orthogonalSectionPages(0))
        h.layout.setOrthogonalOffset(200, forSection: 0)
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 200, start: 0, velocity: 0), 320, "past half a page")
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 200, start: 0, velocity: -1), 0, "flicked back")
        h.layout.setOrthogonalOffset(100, forSection: 0)
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 900, start: 0, velocity: 3), 320,
                       "however hard the flick, one page")
        h.layout.setOrthogonalOffset(1800, forSection: 0)
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 1902, start: 1600, velocity: 1), 1902,
                       "the last page rests with the row's end at the edge")
    }

    func testGroupPagingMovesOneGroupASwipe() {
        let h = carousel(.groupPaging)
        XCTAssertTrue(h.layout.orthogonalSectionPages(0))
        h.layout.setOrthogonalOffset(130, forSection: 0)
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 130, start: 110, velocity: 0), 110, "slow: the nearest")
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 600, start: 110, velocity: 2), 220, "a flick: the next")
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 600, start: 0, velocity: 2), 110,
                       "one group from where the drag began")
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 0, start: 110, velocity: -2), 110,
                       "a flick back from past a group rests on it")
    }

    func testCentredGroupPagingCentresTheGroupItRestsOn() {
        let h = carousel(.groupPagingCentered)
        h.layout.setOrthogonalOffset(100, forSection: 0)
        // Group k is centred at 16 + 110k + 50 − 160 = 110k − 94: group 2 at 126 is nearest 100.
        let rest = h.layout.orthogonalRestingOffset(forSection: 0, proposed: 100, start: 126, velocity: 0)
        XCTAssertEqual(rest, 126)
        h.layout.setOrthogonalOffset(rest, forSection: 0)
        let card = frame(h, 0, 2)!
        XCTAssertEqual(card.midX, 160, "centred in the collection view")
        h.layout.setOrthogonalOffset(10, forSection: 0)
        XCTAssertEqual(h.layout.orthogonalRestingOffset(forSection: 0, proposed: 10, start: 16, velocity: -1), 0,
                       "the first group cannot be centred: the row rests at its start")
    }

    func testBadgesMoveWithTheirCells() {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: ElementKind("badge"),
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(80)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        let h = LayoutHarness(CompositionalLayout(section: section), size: Size(width: 320, height: 480), sections: [HarnessSection(items: 10)])
        h.layout.setOrthogonalOffset(150, forSection: 0)
        let cell = frame(h, 0, 3)!
        let b = h.layout.attributesForSupplementaryView(ofKind: ElementKind("badge"), at: ElementPath(item: 3, section: 0))!.frame
        XCTAssertEqual(cell.minX, 300 - 150)
        XCTAssertEqual(b, Rect(x: cell.maxX - 20, y: cell.minY, width: 20, height: 20), "the badge stays in its cell's corner")
        assertLayoutContract(h)
    }

    /// The common carousel effect, ported as iOS apps write it: each card scales with its distance from the centre
    /// of the screen, `item.frame.midX - offset.x` being where it is across the screen.
    func testAVisibleItemsHandlerScalesTheCardsByTheirDistanceFromTheCentre() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(80)), subitems: [item]))
        row.orthogonalScrollingBehavior = .groupPagingCentered
        row.interGroupSpacing = 10
        var calls: [(items: [ElementPath], offset: Point, width: Double)] = []
        row.visibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((items.map(\.indexPath), offset, environment.container.contentSize.width))
            for item in items {
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(0.5, 1 - distance / environment.container.contentSize.width)
                item.transform = Transform2D(scaleX: scale, y: scale)
                item.zIndex = scale == 1 ? 5 : 0
            }
        }
        let h = LayoutHarness(CompositionalLayout(section: row), size: Size(width: 320, height: 480), sections: [HarnessSection(items: 10)])
        // Card 3 spans 330…430 in the row: centred on the screen at offset 220.
        h.layout.setOrthogonalOffset(220, forSection: 0)
        h.layoutIfNeeded()
        calls.removeAll()
        let shown = h.layout.attributesForElements(in: h.bounds)
        XCTAssertEqual(calls.count, 1, "one call for the section's items in a query")
        XCTAssertEqual(calls.first?.offset, Point(x: 220, y: 0), "the row's offset in x")
        XCTAssertEqual(calls.first?.width, 320)
        XCTAssertEqual(Set(calls.first?.items ?? []), Set(shown.map(\.indexPath)))
        let card3 = shown.first { $0.indexPath.item == 3 }!
        XCTAssertEqual(card3.center.x, 160, "shown where the row's offset puts it")
        XCTAssertEqual(card3.transform, Transform2D(scaleX: 1, y: 1))
        XCTAssertEqual(card3.zIndex, 5)
        let card2 = shown.first { $0.indexPath.item == 2 }!
        XCTAssertEqual(card2.transform, Transform2D(scaleX: 1 - 110.0 / 320, y: 1 - 110.0 / 320), "110 points off centre")
        XCTAssertEqual(h.layout.attributesForItem(at: ElementPath(item: 2, section: 0)), card2, "the same attributes one by one")
        assertLayoutContract(h)
    }

    /// A section that does not scroll sideways is given the collection view's offset, and scrolling the page asks again.
    func testAVisibleItemsHandlerOfASectionDownThePageFollowsThePagesOffset() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        var offsets: [Point] = []
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            for item in items { item.alpha = item.frame.minY < offset.y + 100 ? 0.5 : 1 }
        }
        let h = LayoutHarness(CompositionalLayout(section: section), size: Size(width: 320, height: 480), sections: [HarnessSection(items: 40)])
        XCTAssertTrue(h.layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 300, width: 320, height: 480)))
        h.scroll(to: Point(x: 0, y: 300))
        offsets.removeAll()
        let shown = h.layout.attributesForElements(in: h.bounds)
        XCTAssertEqual(offsets, [Point(x: 0, y: 300)])
        XCTAssertEqual(shown.filter { $0.alpha == 0.5 }.map(\.indexPath.item).sorted(), [6, 7], "the row under the top 100 points")
        assertLayoutContract(h)
    }
}

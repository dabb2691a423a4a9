import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// Views anchored to groups (`group.supplementaryItems`), as ported code sets them: a title over each row, which the
/// group's top inset makes room for; a tag beside each row; a group in a row that scrolls sideways, and a custom group.
final class CompositionalGroupSupplementaryTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Rows of four 50-point items under a 20-point title each: the group's top inset of 20 makes room for the title,
    /// anchored to the top of the group's whole room. Each title is at its row's first item, before that item's badge.
    func testATitleAnchoredToEachRowSitsInTheRoomItsInsetLeaves() {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(70)), subitems: [item])
        row.contentInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        row.supplementaryItems = [CollectionLayoutSupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)),
                                                                    elementKind: "title",
                                                                    containerAnchor: CollectionLayoutAnchor(edges: [.top]))]
        let section = CollectionLayoutSection(group: row)
        section.interGroupSpacing = 10
        let layout = CompositionalLayout(section: section)
        let harness = LayoutHarness(layout, size: Size(width: 200, height: 480), sections: [10])
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame, Rect(x: 0, y: 20, width: 50, height: 50))
        let titles = (0..<10).compactMap { layout.attributesForSupplementaryView(ofKind: "title", at: ElementPath(item: $0, section: 0)) }
        XCTAssertEqual(titles.map(\.indexPath.item), [0, 4, 8], "one for each row, at its first item")
        XCTAssertEqual(titles.map(\.frame), [Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 80, width: 200, height: 20),
                                             Rect(x: 0, y: 160, width: 200, height: 20)])
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "badge", at: ElementPath(item: 4, section: 0))?.frame,
                       Rect(x: 40, y: 100, width: 10, height: 10), "the row's first item keeps its own badge")
        let found = layout.attributesForElements(in: Rect(x: 0, y: 75, width: 200, height: 10)).compactMap(\.elementKind)
        XCTAssertEqual(found, ["title"], "a query finds the title between the rows")
        assertLayoutContract(harness)
    }

    /// A tag anchored beside each card of a row that scrolls sideways moves with the row, and one on a custom group
    /// is laid out too.
    func testViewsOnGroupsMoveWithTheirRowAndCustomGroupsHaveThem() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let card = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(80)), subitems: [item])
        card.supplementaryItems = [CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(30), .absolute(12)), elementKind: "tag",
            containerAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 4, y: -4)))]
        let row = CollectionLayoutSection(group: card)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        let custom = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(60))) { _ in
            [CollectionLayoutGroupCustomItem(frame: Rect(x: 10, y: 10, width: 40, height: 40))]
        }
        custom.supplementaryItems = [CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)),
                                                                       elementKind: "tag", containerAnchor: CollectionLayoutAnchor(edges: [.trailing]))]
        let layout = CompositionalLayout(sectionProvider: { s, _ in s == 0 ? row : CollectionLayoutSection(group: custom) })
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [6, 2])
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "tag", at: ElementPath(item: 2, section: 0))?.frame,
                       Rect(x: 224, y: 64, width: 30, height: 12))
        layout.setOrthogonalOffset(150, forSection: 0)
        harness.layoutIfNeeded()
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "tag", at: ElementPath(item: 2, section: 0))?.frame,
                       Rect(x: 74, y: 64, width: 30, height: 12), "it moved with its card")
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "tag", at: ElementPath(item: 1, section: 1))?.frame,
                       Rect(x: 300, y: 160, width: 20, height: 20), "the second custom group's, at its trailing edge")
        assertLayoutContract(harness)
    }
}

import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// Edge spacing (`NSCollectionLayoutItem.edgeSpacing`), by its documentation: items keep their size and move; it is
/// applied before content insets; flexible edges share the group's spare room.
final class CompositionalEdgeSpacingTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func frames(_ group: CollectionLayoutGroup, items: Int, width: Double = 320) -> [Rect] {
        let harness = LayoutHarness(CompositionalLayout(section: CollectionLayoutSection(group: group)),
                                    size: Size(width: width, height: 480), sections: [HarnessSection(items: items)])
        assertLayoutContract(harness)
        return (0..<items).compactMap { harness.layout.attributesForItem(at: ElementPath(item: $0, section: 0))?.frame }
    }

    /// The documentation's diagram: three 20-point squares in a row, 2 points of trailing edge spacing each; each keeps
    /// its size and moves 2 points on from the one before.
    func testTrailingSpacingMovesEachItemOnAndKeepsItsSize() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(20), .absolute(20)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(2), bottom: nil)
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), repeatingSubitem: item, count: 3)
        XCTAssertEqual(frames(row, items: 3), [Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 22, y: 0, width: 20, height: 20),
                                               Rect(x: 44, y: 0, width: 20, height: 20)])
    }

    /// Along the axis the spacing is room the item takes: 50-point items with 10 points before each fit five to a
    /// 320-point row, not six.
    func testFixedSpacingAlongTheRowTakesRoomSoFewerItemsFit() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(40)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let f = frames(row, items: 7)
        XCTAssertEqual(f.prefix(5).map(\.minX), [10, 70, 130, 190, 250])
        XCTAssertEqual(f[5], Rect(x: 10, y: 40, width: 50, height: 40), "the sixth starts the next row")
    }

    /// Flexible leading and trailing edges share the row's spare room: a lone item is centred. Across the row,
    /// flexible top and bottom centre it in the group's height; a flexible top alone pushes it to the bottom.
    func testFlexibleEdgesCentreAnItemAlongAndAcrossItsGroup() {
        let centred = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        centred.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0),
                                                          bottom: .flexible(0))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: centred, count: 1)
        XCTAssertEqual(frames(row, items: 1), [Rect(x: 110, y: 30, width: 100, height: 40)])

        let low = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        low.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(8), top: .flexible(4), trailing: nil, bottom: .fixed(6))
        let bottomRow = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: low, count: 2)
        XCTAssertEqual(frames(bottomRow, items: 2), [Rect(x: 8, y: 54, width: 100, height: 40), Rect(x: 116, y: 54, width: 100, height: 40)],
                       "the top takes what the fixed bottom leaves")
    }

    /// Flexible edges and a flexible inter-item spacing share the spare room evenly: two 100-point items in a
    /// 320-point row with flexible leading edges and flexible gaps have three shares of the 120 left, 40 each.
    func testFlexibleEdgesAndFlexibleGapsShareTheSpareRoomEvenly() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 2)
        row.interItemSpacing = .flexible(0)
        XCTAssertEqual(frames(row, items: 2).map(\.minX), [40, 220])
    }

    /// In a column the top and bottom edges are along the axis; edge spacing comes before the item's content insets.
    func testInAColumnTopAndBottomAreAlongAndContentInsetsComeAfter() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(50)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(10), trailing: nil, bottom: nil)
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [item])
        let f = frames(column, items: 3, width: 200)
        XCTAssertEqual(f[0], Rect(x: 102, y: 12, width: 96, height: 46), "pushed right by its flexible leading edge, then inset")
        XCTAssertEqual(f[1], Rect(x: 102, y: 72, width: 96, height: 46))
        XCTAssertEqual(f[2].minY, 132, "two fit in 120 (2 × 60); the third starts the next column")
    }
}

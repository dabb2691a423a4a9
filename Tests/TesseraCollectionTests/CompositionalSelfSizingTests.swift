import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A compositional list whose items estimate their height, as `UICollectionLayoutListConfiguration` lists and most
/// compositional feeds do: each cell on screen gets the height it asks for, and the rows below move down to make room.
final class CompositionalSelfSizingTests: XCTestCase {
    /// A cell whose content is 30, 50 or 70 points high by item.
    final class RowCell: TestCell {
        static func height(uid: Int) -> Double { 30 + Double(uid % 3) * 20 }
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var a = attributes
            a.size.height = Self.height(uid: uid)
            a.size.width = 999 // not estimated: the layout keeps its own width
            return a
        }
    }

    private func list(spacing: Double = 4) -> CompositionalLayout {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        return CompositionalLayout(section: section)
    }

    func testRowsOnScreenTakeTheHeightTheirCellsAskForAndTheRestKeepTheEstimate() {
        let layout = list()
        let f = Fixture(counts: [200], layout: layout, cellClass: RowCell.self)
        let visible = f.collectionView.indexPathsForVisibleItems.sorted()
        XCTAssertGreaterThan(visible.count, 5)
        var y = 0.0
        for path in visible {
            let frame = layout.attributesForItem(at: path)?.frame
            XCTAssertEqual(frame, Rect(x: 0, y: y, width: 320, height: RowCell.height(uid: path.item)), "\(path)")
            XCTAssertEqual(f.cell(path)?.attributes?.frame, frame, "\(path)")
            y += RowCell.height(uid: path.item) + 4
        }
        XCTAssertEqual(layout.attributesForItem(at: ip(0, 199))?.size.height, 44, "never shown: the estimate")
        XCTAssertEqual(layout.attributesForItem(at: ip(0, 198))!.frame.maxY + 4, layout.attributesForItem(at: ip(0, 199))!.frame.minY)
    }

    func testAnItemThatDoesNotEstimateKeepsItsSize() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let f = Fixture(counts: [50], layout: layout, cellClass: RowCell.self)
        for path in f.collectionView.indexPathsForVisibleItems {
            XCTAssertEqual(f.cell(path)?.attributes?.size, Size(width: 320, height: 44), "\(path)")
        }
    }
}

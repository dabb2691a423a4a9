import TesseraGeometry
import TesseraGestures
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

    /// A header or footer view that asks for a height: 60 for a header, 36 for a footer, whatever it is given.
    final class SizingHeader: ReusableView {
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var a = attributes
            a.size.height = attributes.elementKind == .sectionHeader ? 60 : 36
            a.size.width = 999 // not estimated: the layout keeps its own width
            return a
        }
    }

    /// Headers and footers estimated at 44, as Apple's samples and list sections give them, take the height their view
    /// asks for, and the items below move to make room; an absolute one keeps its height whatever its view asks.
    func testHeadersAndFootersThatEstimateTheirHeightTakeTheHeightTheirViewsAskFor() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        let estimated = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = CollectionLayoutSection(group: group)
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: .sectionHeader, alignment: .top)
        header.contentInsets = DirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
        section.boundarySupplementaryItems = [
            header,
            CollectionLayoutBoundarySupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .absolute(20)),
                                                      elementKind: .sectionFooter, alignment: .bottom),
        ]
        let layout = CompositionalLayout(section: section)
        let data = TestDataSource(counts: [3, 3])
        let view = CollectionView(size: Size(width: 320, height: 480), layout: layout, clock: VirtualClock())
        view.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        view.register(SizingHeader.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: "header")
        view.register(SizingHeader.self, forSupplementaryViewOfKind: .sectionFooter, withReuseIdentifier: "header")
        view.dataSource = data
        view.tick()
        let first = layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ip(0, 0))?.frame
        XCTAssertEqual(first, Rect(x: 8, y: 0, width: 304, height: 60), "its view's height; the estimated axis has no inset")
        XCTAssertEqual(layout.attributesForItem(at: ip(0, 0))?.frame.minY, 60, "the items start below it")
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: .sectionFooter, at: ip(0, 0))?.frame.height, 20,
                       "an absolute footer keeps its height")
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ip(1, 0))?.frame,
                       Rect(x: 8, y: 200, width: 304, height: 60), "section 1's header, after 60 + 3 × 40 + 20")
        XCTAssertEqual(view.supplementaryView(forElementKind: .sectionHeader, at: ip(0, 0))?.attributes?.frame.height, 60)
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

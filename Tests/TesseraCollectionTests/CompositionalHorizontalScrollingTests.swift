import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A horizontal compositional layout in a collection view: the content scrolls sideways, a section that scrolls
/// orthogonally takes drags up and down, and cells that estimate their width take the width they ask for.
final class CompositionalHorizontalScrollingTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private var horizontal: CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return configuration
    }

    /// Section 0: 20 cards of 150 × 100, 10 apart down a column, inset 16 above and below (2222 long, 1742 past the
    /// 480 that shows); section 1: columns of four.
    private func fixture() -> (Fixture, CompositionalLayout) {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let cards = CollectionLayoutSection(group: .vertical(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item]))
        cards.orthogonalScrollingBehavior = .continuous
        cards.interGroupSpacing = 10
        cards.contentInsets = DirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
        let cell = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let grid = CollectionLayoutSection(group: .vertical(layoutSize: size(.absolute(80), .fractionalHeight(1)), subitems: [cell]))
        let layout = CompositionalLayout(sectionProvider: { s, _ in s == 0 ? cards : grid }, configuration: horizontal)
        return (Fixture(counts: [20, 200], layout: layout), layout)
    }

    func testAnUpAndDownDragOnTheColumnMovesItAndASidewaysOneScrollsTheContent() {
        let (f, layout) = fixture()
        let cv = f.collectionView
        XCTAssertEqual(layout.orthogonalScrollRange(forSection: 0), 0...1742)
        cv.beginDragging(at: Point(x: 60, y: 300), translation: Point(x: 3, y: -12))
        XCTAssertEqual(cv.orthogonallyDraggedSection, 0)
        XCTAssertFalse(cv.isDragging)
        cv.drag(translation: Point(x: 20, y: -250))
        f.advance(.milliseconds(16))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 250)
        XCTAssertEqual(cv.contentOffset, .zero)
        XCTAssertEqual(f.cell(ip(0, 3))?.attributes?.frame.minY, 16 + 330 - 250, "the cells on screen follow the column")
        // A release at 1000 points per second upwards decelerates the column as the content would.
        cv.endDragging(velocity: Point(x: 0, y: -1000))
        f.advance(.seconds(10))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 250 + 499, accuracy: 1e-9)
        // Sideways, the content itself scrolls.
        cv.beginDragging(at: Point(x: 60, y: 300), translation: Point(x: -12, y: 3))
        XCTAssertNil(cv.orthogonallyDraggedSection)
        XCTAssertTrue(cv.isDragging)
        cv.drag(translation: Point(x: -100, y: 30))
        XCTAssertEqual(cv.contentOffset, Point(x: 100, y: 0))
        cv.endDragging(velocity: .zero)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 749, accuracy: 1e-9)
    }

    /// A cell that asks for 60, 90 or 120 points of width by item, and keeps the height it is given: only the width,
    /// the axis its item estimates, differs from what the layout gave it.
    final class WidthCell: TestCell {
        static func width(uid: Int) -> Double { 60 + Double(uid % 3) * 30 }
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var a = attributes
            a.size.width = Self.width(uid: uid)
            return a
        }
    }

    func testCellsThatEstimateTheirWidthTakeTheWidthTheyAskFor() {
        let chip = size(.estimated(44), .fractionalHeight(1))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.estimated(44), .absolute(40)), subitems: [CollectionLayoutItem(layoutSize: chip)])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let layout = CompositionalLayout(section: section, configuration: horizontal)
        let f = Fixture(counts: [100], layout: layout, cellClass: WidthCell.self)
        let visible = f.collectionView.indexPathsForVisibleItems.sorted()
        XCTAssertGreaterThan(visible.count, 3)
        var x = 0.0
        for path in visible {
            XCTAssertEqual(layout.attributesForItem(at: path)?.frame, Rect(x: x, y: 0, width: WidthCell.width(uid: path.item), height: 40),
                           "\(path)")
            x += WidthCell.width(uid: path.item) + 8
        }
        XCTAssertEqual(layout.attributesForItem(at: ip(0, 99))?.size.width, 44, "never shown: the estimate")
    }
}

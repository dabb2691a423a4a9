import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Apple's "Implementing Modern Collection Views" sample, "Section Headers and Footers", ported as a user would port
/// it: a compositional layout of 44-point rows under estimated headers and footers, fed by a diffable data source whose
/// supplementary view provider makes labels that size themselves. Nothing here was written for it.
final class ModernCollectionViewsPortTests: XCTestCase {
    static let sectionHeaderElementKind: ElementKind = "section-header-element-kind"
    static let sectionFooterElementKind: ElementKind = "section-footer-element-kind"

    /// A supplementary view whose label wraps to 30 points for a header and 20 for a footer.
    final class TitleView: ReusableView {
        var title = ""
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var a = attributes
            a.size.height = attributes.elementKind == ModernCollectionViewsPortTests.sectionHeaderElementKind ? 30 : 20
            return a
        }
    }

    func testTheSectionHeadersAndFootersSampleRunsAsOnIOS() throws {
        // createLayout(), as the sample writes it.
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = CollectionLayoutItem(layoutSize: itemSize)
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let headerFooterSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = CollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize,
                                                                      elementKind: Self.sectionHeaderElementKind, alignment: .top)
        let sectionFooter = CollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize,
                                                                      elementKind: Self.sectionFooterElementKind, alignment: .bottom)
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        let layout = CompositionalLayout(section: section)

        // configureDataSource(), likewise.
        let clock = VirtualClock()
        let collectionView = CollectionView(size: Size(width: 390, height: 844), layout: layout, clock: clock)
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: Self.sectionHeaderElementKind, withReuseIdentifier: "title")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: Self.sectionFooterElementKind, withReuseIdentifier: "title")
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, identifier in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? TestCell)?.uid = identifier
            return cell
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            let title = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
            (title as? TitleView)?.title = "\(kind) for section \(indexPath.section)"
            return title
        }
        let itemsPerSection = 5
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        for sectionIndex in 0..<5 {
            snapshot.appendSections([sectionIndex])
            let itemOffset = sectionIndex * itemsPerSection
            snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        for _ in 0..<3 { clock.advance(by: .milliseconds(16)); collectionView.tick() }

        // Header 30, inset 10, five rows of 44 five apart (240), inset 10, footer 20: 310 a section.
        let header = try XCTUnwrap(layout.attributesForSupplementaryView(ofKind: Self.sectionHeaderElementKind, at: ElementPath(item: 0, section: 0)))
        XCTAssertEqual(header.frame, Rect(x: 10, y: 0, width: 370, height: 30))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame, Rect(x: 10, y: 40, width: 370, height: 44))
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: Self.sectionFooterElementKind, at: ElementPath(item: 0, section: 0))?.frame,
                       Rect(x: 10, y: 290, width: 370, height: 20))
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: Self.sectionHeaderElementKind, at: ElementPath(item: 0, section: 1))?.frame.minY, 310)
        XCTAssertEqual((collectionView.cellForItem(at: ElementPath(item: 2, section: 1)) as? TestCell)?.uid, 7)

        // Scrolled to the end, the last section's header and footer size themselves too.
        try collectionView.scrollToItem(at: ElementPath(item: 4, section: 4), at: .bottom, animated: false)
        for _ in 0..<3 { clock.advance(by: .milliseconds(16)); collectionView.tick() }
        XCTAssertEqual(layout.contentSize.height, 5 * 310)
        XCTAssertEqual(collectionView.contentOffset.y, collectionView.maximumContentOffset.y)
    }
}

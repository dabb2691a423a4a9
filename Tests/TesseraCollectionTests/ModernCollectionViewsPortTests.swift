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

        // Scrolled to the last item, the last section's header and footer size themselves too, and the item's bottom
        // edge is at the bottom of the screen, as UIKit's `.bottom` puts it, its footer below.
        try collectionView.scrollToItem(at: ElementPath(item: 4, section: 4), at: .bottom, animated: false)
        for _ in 0..<3 { clock.advance(by: .milliseconds(16)); collectionView.tick() }
        XCTAssertEqual(layout.contentSize.height, 5 * 310)
        let last = try XCTUnwrap(layout.attributesForItem(at: ElementPath(item: 4, section: 4)))
        XCTAssertEqual(last.frame.maxY, 5 * 310 - 30, "above the inset and the footer")
        XCTAssertEqual(collectionView.contentOffset.y, last.frame.maxY - collectionView.bounds.height)
    }

    /// The "Outline" sample's menu item: a class with subitems, hashed by identity, as the sample writes it.
    final class OutlineItem: Hashable {
        let title: String
        let subitems: [OutlineItem]
        init(title: String, subitems: [OutlineItem] = []) {
            self.title = title
            self.subitems = subitems
        }
        static func == (a: OutlineItem, b: OutlineItem) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A delegate that does what the sample's disclosure accessory does: a tap on a parent expands or collapses it.
    final class OutlineDelegate: CollectionViewDelegate {
        weak var dataSource: CollectionViewDiffableDataSource<Int, OutlineItem>?
        var opened: [String] = []
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ElementPath) {
            guard let dataSource, let item = dataSource.itemIdentifier(for: indexPath) else { return }
            collectionView.deselectItem(at: indexPath, animated: false)
            guard !item.subitems.isEmpty else { opened.append(item.title); return }
            var outline = dataSource.snapshot(for: 0)
            if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
            dataSource.apply(outline, to: 0)
        }
    }

    func testTheOutlineSampleExpandsAndCollapsesItsMenuAsOnIOS() throws {
        let menuItems = [
            OutlineItem(title: "Compositional Layout", subitems: [
                OutlineItem(title: "Getting Started", subitems: [OutlineItem(title: "Grid"), OutlineItem(title: "Inset Items Grid")]),
                OutlineItem(title: "Advanced Layouts", subitems: [OutlineItem(title: "Nested Groups")]),
            ]),
            OutlineItem(title: "Diffable Data Source", subitems: [OutlineItem(title: "Mountains Search"), OutlineItem(title: "Settings: Wi-Fi")]),
            OutlineItem(title: "Lists", subitems: [OutlineItem(title: "Simple List"), OutlineItem(title: "Reorderable List")]),
        ]
        // createLayout() and configureDataSource(), as the sample writes them (a sidebar list, cells from registrations).
        let layout = CompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .sidebar))
        let clock = VirtualClock()
        let collectionView = CollectionView(size: Size(width: 390, height: 844), layout: layout, clock: clock)
        // The sample's two cell registrations: one for a parent, one for a leaf.
        let containerCellRegistration = CollectionView.CellRegistration<TestCell, OutlineItem> { cell, _, item in
            cell.uid = 1_000 + item.subitems.count
        }
        let cellRegistration = CollectionView.CellRegistration<TestCell, OutlineItem> { cell, _, _ in cell.uid = 0 }
        let dataSource = CollectionViewDiffableDataSource<Int, OutlineItem>(collectionView: collectionView) { view, indexPath, item in
            item.subitems.isEmpty ? view.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
                                  : view.dequeueConfiguredReusableCell(using: containerCellRegistration, for: indexPath, item: item)
        }
        let delegate = OutlineDelegate()
        delegate.dataSource = dataSource
        collectionView.delegate = delegate
        // initialSnapshot(): every item appended under its parent, recursively.
        var snapshot = DiffableDataSourceSectionSnapshot<OutlineItem>()
        func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
            snapshot.append(menuItems, to: parent)
            for menuItem in menuItems where !menuItem.subitems.isEmpty {
                addItems(menuItem.subitems, to: menuItem)
            }
        }
        addItems(menuItems, to: nil)
        dataSource.apply(snapshot, to: 0, animatingDifferences: false)
        func settle() { for _ in 0..<40 { clock.advance(by: .milliseconds(16)); collectionView.tick() } }
        func titles() -> [String] {
            (0..<collectionView.numberOfItems(inSection: 0)).compactMap { dataSource.itemIdentifier(for: ElementPath(item: $0, section: 0))?.title }
        }
        func tap(_ title: String) throws {
            let row = try XCTUnwrap(titles().firstIndex(of: title), title)
            let frame = try XCTUnwrap(layout.attributesForItem(at: ElementPath(item: row, section: 0))?.frame)
            collectionView.handleTap(at: Point(x: frame.midX, y: frame.midY) - collectionView.contentOffset)
            settle()
        }
        settle()
        XCTAssertEqual(titles(), ["Compositional Layout", "Diffable Data Source", "Lists"])

        try tap("Compositional Layout")
        try tap("Getting Started")
        XCTAssertEqual(titles(), ["Compositional Layout", "Getting Started", "Grid", "Inset Items Grid", "Advanced Layouts",
                                  "Diffable Data Source", "Lists"])
        XCTAssertEqual(dataSource.snapshot(for: 0).level(of: menuItems[0].subitems[0].subitems[0]), 2)
        // Rows below an expanded parent moved down to make room, one row apart.
        let lists = try XCTUnwrap(layout.attributesForItem(at: ElementPath(item: 6, section: 0))?.frame)
        let above = try XCTUnwrap(layout.attributesForItem(at: ElementPath(item: 5, section: 0))?.frame)
        XCTAssertEqual(lists.minY, above.maxY, accuracy: 1e-9)
        XCTAssertEqual((collectionView.cellForItem(at: ElementPath(item: 1, section: 0)) as? TestCell)?.uid, 1_002,
                       "a parent's cell, from the container registration")
        XCTAssertEqual((collectionView.cellForItem(at: ElementPath(item: 2, section: 0)) as? TestCell)?.uid, 0, "a leaf's")
        try tap("Grid")
        XCTAssertEqual(delegate.opened, ["Grid"], "a leaf opens its sample")

        try tap("Compositional Layout")
        XCTAssertEqual(titles(), ["Compositional Layout", "Diffable Data Source", "Lists"], "collapsed with everything under it")
        XCTAssertTrue(dataSource.snapshot(for: 0).isExpanded(menuItems[0].subitems[0]), "a child keeps its own state")
        try tap("Compositional Layout")
        XCTAssertEqual(titles().count, 7, "and shows it again when its parent opens")
    }
}

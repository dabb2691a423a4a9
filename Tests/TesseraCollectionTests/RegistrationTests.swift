import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Cell and supplementary registrations (`UICollectionView.CellRegistration`, `SupplementaryRegistration`), as every
/// sample of "Implementing Modern Collection Views" makes its cells: no identifiers registered by hand, the handler
/// configures each cell for its item, and each registration reuses its own cells.
final class RegistrationTests: XCTestCase {
    /// A flow of 300 × 30 rows under 20-point headers, fed by a diffable data source whose cells come from
    /// registrations: `even` for even items, `odd` for odd ones, both `TestCell`s.
    private final class Rig {
        let clock = VirtualClock()
        let view: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, Int>
        /// The cells each registration's handler configured, by identity.
        final class Cells { var even = Set<ObjectIdentifier>(), odd = Set<ObjectIdentifier>() }
        let cells = Cells()

        init(sections: Int = 1, items: Int = 200) {
            let flow = FlowLayout()
            flow.itemSize = Size(width: 300, height: 30)
            flow.minimumLineSpacing = 0
            flow.headerReferenceSize = Size(width: 320, height: 20)
            view = CollectionView(size: Size(width: 320, height: 480), layout: flow, clock: clock)
            let cells = cells
            let even = CollectionView.CellRegistration<TestCell, Int> { cell, _, item in
                cell.uid = item
                cells.even.insert(ObjectIdentifier(cell))
            }
            let odd = CollectionView.CellRegistration<TestCell, Int> { cell, _, item in
                cell.uid = -item
                cells.odd.insert(ObjectIdentifier(cell))
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
                item % 2 == 0 ? view.dequeueConfiguredReusableCell(using: even, for: indexPath, item: item)
                              : view.dequeueConfiguredReusableCell(using: odd, for: indexPath, item: item)
            }
            let header = CollectionView.SupplementaryRegistration<TestHeader>(elementKind: .sectionHeader) { view, kind, indexPath in
                view.sectionUID = kind == .sectionHeader ? indexPath.section : -1
            }
            dataSource.supplementaryViewProvider = { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            for s in 0..<sections {
                snapshot.appendSections([s])
                snapshot.appendItems(Array(s * items..<(s + 1) * items))
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            view.tick()
        }
    }

    func testEachCellIsConfiguredForItsItemByItsRegistrationAndReusedOnlyByIt() {
        let rig = Rig()
        let view = rig.view
        XCTAssertEqual((view.cellForItem(at: ElementPath(item: 4, section: 0)) as? TestCell)?.uid, 4, "the even registration's handler")
        XCTAssertEqual((view.cellForItem(at: ElementPath(item: 5, section: 0)) as? TestCell)?.uid, -5, "the odd one's")
        XCTAssertEqual((view.supplementaryView(forElementKind: .sectionHeader, at: ElementPath(item: 0, section: 0)) as? TestHeader)?.sectionUID, 0)
        let created = view.createdViewCount
        // A long scroll reuses cells: each registration's own, so an even row never shows an odd cell's leftovers.
        for y in stride(from: 0.0, through: 3000, by: 100) {
            view.setContentOffset(Point(x: 0, y: y), animated: false)
            rig.clock.advance(by: .milliseconds(16))
            view.tick()
            for path in view.indexPathsForVisibleItems {
                let uid = (view.cellForItem(at: path) as? TestCell)?.uid
                XCTAssertEqual(uid, path.item % 2 == 0 ? path.item : -path.item, "\(path) at \(y)")
            }
        }
        XCTAssertGreaterThan(view.reusedViewCount, 50)
        XCTAssertTrue(rig.cells.even.isDisjoint(with: rig.cells.odd), "no cell served both registrations")
        XCTAssertLessThan(view.createdViewCount - created, 10, "scrolling made next to no new cells")
    }

    func testOneRegistrationServesTwoCollectionViews() {
        let registration = CollectionView.CellRegistration<TestCell, Int> { cell, _, item in cell.uid = item * 10 }
        final class Source: CollectionViewDataSource {
            let registration: CollectionView.CellRegistration<TestCell, Int>
            init(_ registration: CollectionView.CellRegistration<TestCell, Int>) { self.registration = registration }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
            }
        }
        let source = Source(registration)
        let clock = VirtualClock()
        let views = (0..<2).map { _ in CollectionView(size: Size(width: 320, height: 480), layout: FlowLayout(), clock: clock) }
        for view in views {
            view.dataSource = source
            view.tick()
            XCTAssertEqual((view.cellForItem(at: ElementPath(item: 2, section: 0)) as? TestCell)?.uid, 20)
        }
        let other = CollectionView.CellRegistration<TestCell, Int> { _, _, _ in }
        XCTAssertNotEqual(registration.reuseIdentifier, other.reuseIdentifier, "each registration has its own pool")
    }
}

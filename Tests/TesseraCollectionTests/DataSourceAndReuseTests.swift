import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class DataSourceAndReuseTests: XCTestCase {
    func testEveryVisibleItemGetsACellFromTheDataSourceWithItsAttributes() {
        let f = Fixture(counts: [30])
        // 320 wide: 5 columns of 50 at 10 pt spacing; 480 tall + 64 margin → rows up to y 544.
        let cell = f.cell(ip(0, 7))
        XCTAssertEqual(cell?.uid, 7)
        XCTAssertEqual(cell?.attributes, f.flow.attributesForItem(at: ip(0, 7)))
        XCTAssertNotNil(f.cell(ip(0, 29)))
    }

    func testOnlyElementsInTheLiveRectangleHaveViews() {
        let f = Fixture(counts: [200])
        let expected = f.flow.attributesForElements(in: f.collectionView.liveRect).count
        XCTAssertEqual(f.collectionView.liveCellCount, expected)
        XCTAssertNil(f.cell(ip(0, 199)))
    }

    func testWithAMillionItemsTheLiveCellCountStaysProportionalToTheScreen() {
        let f = Fixture(counts: [1_000_000], delegate: false)
        let atTop = f.collectionView.liveCellCount
        XCTAssertLessThan(atTop, 200)
        f.collectionView.contentOffset = Point(x: 0, y: f.collectionView.contentSize.height / 2)
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.liveCellCount, atTop)
        XCTAssertLessThan(f.collectionView.createdViewCount, 2 * atTop + 10)
    }

    func testScrollingRecyclesCellsAndCallsPrepareForReuseOnEveryReuse() {
        let f = Fixture(counts: [1000])
        let created = f.collectionView.createdViewCount
        for step in 1...20 {
            f.collectionView.contentOffset = Point(x: 0, y: Double(step) * 100)
            f.collectionView.tick()
        }
        XCTAssertGreaterThan(f.collectionView.reusedViewCount, 0)
        XCTAssertLessThan(f.collectionView.createdViewCount, created + 15)
        let cells = f.collectionView.visibleCells.compactMap { $0 as? TestCell }
        let reused = cells.filter { $0.reuseCount > 0 }
        XCTAssertFalse(reused.isEmpty)
        XCTAssertEqual(f.collectionView.indexPathsForPreparedItems.count, f.collectionView.liveCellCount)
        XCTAssertLessThan(f.collectionView.visibleCells.count, f.collectionView.liveCellCount, "margin cells are not visible")
        for path in f.collectionView.indexPathsForVisibleItems {
            XCTAssertEqual(f.cell(path)?.uid, path.item, "a reused cell must show its new item")
        }
    }

    func testUnchangedAttributesAreNotAppliedAgain() {
        let f = Fixture(counts: [10])
        let cell = f.cell(ip(0, 0))!
        let before = cell.applyCount
        f.collectionView.tick()
        f.collectionView.tick()
        XCTAssertEqual(cell.applyCount, before)
    }

    func testSupplementaryViewsComeFromTheDataSourcePerKind() {
        let flow = FlowLayout()
        flow.headerReferenceSize = Size(width: 0, height: 30)
        let f = Fixture(counts: [3, 3], layout: flow)
        let header = f.collectionView.supplementaryView(forElementKind: .sectionHeader, at: ip(1, 0)) as? TestHeader
        XCTAssertEqual(header?.sectionUID, -2)
        XCTAssertEqual(header?.attributes?.frame.height, 30)
    }

    /// UIKit's `indexPath(for:)`, `visibleSupplementaryViews(ofKind:)`,
    /// `indexPathsForVisibleSupplementaryElements(ofKind:)` and the collection view's `layoutAttributesForItem(at:)`
    /// and `layoutAttributesForSupplementaryElement(ofKind:at:)`.
    func testViewsAndAttributesCanBeFoundFromTheCollectionView() {
        let flow = FlowLayout()
        flow.headerReferenceSize = Size(width: 0, height: 30)
        let f = Fixture(counts: [3, 3, 40, 3], layout: flow)
        let cell = f.cell(ip(2, 1))!
        XCTAssertEqual(f.collectionView.indexPath(for: cell), ip(2, 1))
        XCTAssertNil(f.collectionView.indexPath(for: TestCell()))
        let header = f.collectionView.supplementaryView(forElementKind: .sectionHeader, at: ip(1, 0))!
        XCTAssertEqual(f.collectionView.indexPath(forSupplementaryView: header), ip(1, 0))
        XCTAssertEqual(f.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: .sectionHeader), [ip(0, 0), ip(1, 0), ip(2, 0)],
                       "the last section's header is below the screen")
        XCTAssertTrue(f.collectionView.visibleSupplementaryViews(ofKind: .sectionHeader)[1] === header)
        XCTAssertEqual(f.collectionView.visibleSupplementaryViews(ofKind: .sectionFooter).count, 0)
        XCTAssertEqual(f.collectionView.layoutAttributesForItem(at: ip(2, 1)), flow.attributesForItem(at: ip(2, 1)))
        XCTAssertEqual(f.collectionView.layoutAttributesForSupplementaryElement(ofKind: .sectionHeader, at: ip(3, 0))?.frame.height, 30)
        XCTAssertNil(f.collectionView.layoutAttributesForItem(at: ip(9, 0)))
        flow.itemSize = Size(width: 60, height: 60)
        XCTAssertEqual(f.collectionView.layoutAttributesForItem(at: ip(0, 0))?.size, Size(width: 60, height: 60),
                       "an invalidated layout is prepared before it answers")
    }

    /// UIKit's `reconfigureItems(at:)`: the data source configures the item's existing cell again ("preserving the
    /// existing cells for the items"), which keeps its state and is not prepared for reuse.
    func testReconfiguringAnItemUpdatesItsOwnCellInPlace() {
        let f = Fixture(counts: [100])
        f.collectionView.selectItem(at: ip(0, 2))
        let cell = f.cell(ip(0, 2))!
        let reuses = cell.reuseCount, created = f.collectionView.createdViewCount
        f.data.sections[0][2].version = 7
        f.data.sections[0][90].version = 7
        f.collectionView.reconfigureItems(at: [ip(0, 2), ip(0, 90)])
        XCTAssertTrue(f.cell(ip(0, 2)) === cell, "the same cell")
        XCTAssertEqual(cell.version, 7)
        XCTAssertEqual(cell.reuseCount, reuses, "not prepared for reuse")
        XCTAssertTrue(cell.isSelected, "its state is kept")
        XCTAssertEqual(f.collectionView.createdViewCount, created)
        XCTAssertNil(f.collectionView.preparedCellForItem(at: ip(0, 90)), "an item without a cell is skipped")
    }

    /// A reconfigure inside an update names items as they were before it, as a reload does, and is done once the update
    /// is committed: the data source was asked at once, with the old index path against the new data, and trapped
    /// ("Index out of range") or configured the wrong item.
    func testAReconfigureInsideABatchUpdateConfiguresTheItemAtItsNewPlaceAfterTheUpdate() throws {
        let f = Fixture(counts: [30])
        let cell = try XCTUnwrap(f.cell(ip(0, 12)))
        try f.collectionView.performBatchUpdates(animation: nil, { batch in
            f.data.sections[0][12].version = 7
            f.data.sections[0].removeSubrange(0..<10)
            batch.deleteItems(at: (0..<10).map { ip(0, $0) })
            f.collectionView.reconfigureItems(at: [ip(0, 12), ip(0, 3)])
        })
        f.advance(.milliseconds(16))
        XCTAssertTrue(f.cell(ip(0, 2)) === cell, "the same cell, now at item 2")
        XCTAssertEqual(cell.uid, 12)
        XCTAssertEqual(cell.version, 7, "configured from the item's new data")
        XCTAssertEqual(f.cell(ip(0, 2))?.uid, 12)
    }

    /// A data source that answers a reconfigure with a cell of another identifier: that cell takes the item's place.
    func testAReconfigureThatDequeuesAnotherKindOfCellReplacesTheCell() {
        final class Badge: TestCell {}
        final class Switching: CollectionViewDataSource {
            var badged: Set<Int> = []
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
                badged.contains(indexPath.item)
                    ? collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
                    : collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let data = Switching()
        let cv = CollectionView(size: Size(width: 320, height: 480), layout: FlowLayout(), clock: VirtualClock())
        cv.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(Badge.self, forCellWithReuseIdentifier: "badge")
        cv.dataSource = data
        cv.layoutIfNeeded()
        let old = cv.cellForItem(at: ip(0, 3))
        data.badged = [3]
        cv.reconfigureItems(at: [ip(0, 3)])
        let new = cv.cellForItem(at: ip(0, 3))
        XCTAssertTrue(new is Badge)
        XCTAssertFalse(old === new)
        XCTAssertEqual(new?.attributes, old?.attributes, "placed where the old cell was")
        XCTAssertEqual(cv.visibleCells.filter { $0 is Badge }.count, 1)
    }

    func testDecorationViewsAreMadeFromTheLayoutsRegistrationWithCustomAttributes() {
        let layout = DecoratedLayout()
        layout.register(Backdrop.self, forDecorationViewOfKind: "backdrop")
        let f = Fixture(counts: [4], layout: layout)
        let presented = f.collectionView.presentedAttributes.filter { $0.category == .decoration }
        XCTAssertEqual(presented.count, 1)
        var backdrops: [Backdrop] = []
        f.collectionView.forEachPresentedElement { view, _ in if let b = view as? Backdrop { backdrops.append(b) } }
        XCTAssertEqual(backdrops.count, 1)
        XCTAssertEqual(backdrops.first?.shade, 0.25, "apply(_:) must carry the custom attributes")
    }

    func testTheFlowLayoutReadsItemSizesFromTheCollectionViewDelegate() {
        let f = Fixture(counts: [3], delegate: false)
        f.data.sizes[ip(0, 1)] = Size(width: 80, height: 20)
        f.collectionView.delegate = f.data
        f.collectionView.tick()
        XCTAssertEqual(f.cell(ip(0, 1))?.attributes?.size, Size(width: 80, height: 20))
    }

    func testCellsFromAFactoryAreUsed() {
        let f = Fixture(counts: [1])
        var made = 0
        f.collectionView.register(forCellWithReuseIdentifier: "cell") { made += 1; return TestCell() }
        f.collectionView.reloadData()
        f.collectionView.tick()
        XCTAssertEqual(made, 0, "the pooled cell is reused first")
        f.data.sections[0].append(TestItem(uid: 99))
        f.collectionView.reloadData()
        f.collectionView.tick()
        XCTAssertEqual(made, 1)
    }
}

/// Sets a custom attribute on its one decoration.
enum Shade: CustomAttributeKey {
    static let name = "shade"
    static let defaultValue = 0.0
}

final class Backdrop: ReusableView {
    var shade = -1.0
    override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        shade = attributes[Shade.self]
    }
}

/// A flow layout with one decoration behind section 0.
final class DecoratedLayout: FlowLayout {
    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result = super.attributesForElements(in: rect)
        if let d = attributesForDecorationView(ofKind: "backdrop", at: ip(0, 0)), d.frame.intersects(rect) { result.append(d) }
        return result
    }
    override func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard kind == "backdrop", indexPath == ip(0, 0) else { return nil }
        var a = LayoutAttributes(forDecorationOfKind: kind, at: indexPath, frame: Rect(x: 0, y: 0, width: 320, height: 100))
        a.zIndex = -1
        a[Shade.self] = 0.25
        return a
    }
}

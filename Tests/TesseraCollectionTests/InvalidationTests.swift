import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class InvalidationTests: XCTestCase {
    func testManyInvalidationsBeforeALayoutPassCauseOnePrepare() {
        let f = Fixture(counts: [10])
        let before = f.layout.prepareCount
        for _ in 0..<5 { f.layout.invalidateLayout() }
        f.flow.itemSize = Size(width: 40, height: 40)
        f.collectionView.tick()
        XCTAssertEqual(f.layout.prepareCount, before + 1)
        f.collectionView.tick()
        XCTAssertEqual(f.layout.prepareCount, before + 1, "no invalidation, no prepare")
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes?.size, Size(width: 40, height: 40))
    }

    /// UPCarouselFlowLayout sets its `sectionInset` and `minimumLineSpacing` from the bounds after `super.prepare()`:
    /// that invalidation is the layout's next prepare, not lost, so the first frame already has the carousel's insets.
    func testALayoutThatInvalidatesItselfInPrepareIsPreparedAgainAtOnce() {
        final class Carousel: FlowLayout {
            override func prepare() {
                super.prepare()
                guard let bounds = collectionView?.bounds else { return }
                scrollDirection = .horizontal
                sectionInset = EdgeInsets(top: 0, left: (bounds.width - itemSize.width) / 2, bottom: 0,
                                          right: (bounds.width - itemSize.width) / 2)
                minimumLineSpacing = 0
            }
        }
        let carousel = Carousel()
        carousel.itemSize = Size(width: 200, height: 300)
        let f = Fixture(counts: [10], layout: carousel)
        f.collectionView.tick()
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes?.frame.minX, 60, "the first card centred on the first frame")
        XCTAssertEqual(f.cell(ip(0, 1))?.attributes?.frame.minX, 260, "no spacing between cards")
        XCTAssertEqual(carousel.contentSize.width, 60 + 10 * 200 + 60)
        XCTAssertFalse(carousel.needsPrepare)
        // Setting a value a property already has invalidates nothing, so the carousel settles after one more prepare.
        let prepared = carousel.prepareCount
        f.collectionView.tick()
        XCTAssertEqual(carousel.prepareCount, prepared)
    }

    /// A layout that invalidates itself in every `prepare()` would loop for ever; each pass prepares it a bounded
    /// number of times and goes on.
    func testALayoutThatAlwaysInvalidatesItselfCostsPreparesNotAHang() {
        final class Restless: FlowLayout {
            override func prepare() {
                super.prepare()
                invalidateLayout()
            }
        }
        let restless = Restless()
        let f = Fixture(counts: [10], layout: restless)
        let before = restless.prepareCount
        f.collectionView.tick()
        XCTAssertLessThanOrEqual(restless.prepareCount - before, Layout.maximumPreparesPerPass)
        XCTAssertTrue(restless.needsPrepare)
        XCTAssertNotNil(f.cell(ip(0, 0)), "the pass goes on and shows the cells")
    }

    func testReloadDataRereadsTheDataSource() {
        let f = Fixture(counts: [2])
        f.data.sections[0] += [TestItem(uid: 50), TestItem(uid: 51)]
        XCTAssertEqual(f.collectionView.numberOfItems(inSection: 0), 2, "counts change only on reload or update")
        f.collectionView.reloadData()
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(f.cell(ip(0, 3))?.uid, 51)
    }

    func testTheLayoutIsAskedAboutEveryScrollAndResize() {
        let spy = SpyFlowLayout()
        let f = Fixture(counts: [100], layout: spy)
        spy.boundsChecks.removeAll()
        f.collectionView.contentOffset = Point(x: 0, y: 10)
        f.collectionView.contentOffset = Point(x: 0, y: 20)
        f.collectionView.size = Size(width: 300, height: 480)
        XCTAssertEqual(spy.boundsChecks, [Rect(x: 0, y: 10, width: 320, height: 480), Rect(x: 0, y: 20, width: 320, height: 480),
                                          Rect(x: 0, y: 20, width: 300, height: 480)])
    }

    func testABoundsChangeTheLayoutCaresAboutInvalidatesItWithItsContext() {
        let spy = SpyFlowLayout()
        let f = Fixture(counts: [100], layout: spy)
        let before = spy.prepareCount
        f.collectionView.contentOffset = Point(x: 0, y: 10)
        f.collectionView.tick()
        XCTAssertEqual(spy.prepareCount, before, "a plain flow layout ignores scrolling")
        spy.invalidateOnBoundsChange = true
        f.collectionView.contentOffset = Point(x: 0, y: 20)
        f.collectionView.contentOffset = Point(x: 0, y: 30)
        f.collectionView.tick()
        XCTAssertEqual(spy.prepareCount, before + 1)
    }

    /// UIKit: "The default implementation of this method creates an instance of the class provided by the
    /// invalidationContextClass class method and returns it" (UIKit documentation,
    /// UICollectionViewLayout.invalidationContext(forBoundsChange:)): a fresh context. Its two data flags are
    /// read-only and set by the collection view: `invalidateEverything` "when you change the current layout object,
    /// change the data source of the collection view, or call the reloadData() method" (UIKit documentation,
    /// UICollectionViewLayoutInvalidationContext.invalidateEverything), `invalidateDataSourceCounts` "when you insert
    /// or delete items or call the collection view's reloadData() method" (AppKit's twin class says so; UIKit's
    /// overview lists the same occasions). A scroll is none of these, so a layout that rebuilds on those flags does
    /// not rebuild on every scroll frame.
    func testAScrollTheLayoutAsksToBeInvalidatedForClaimsNeitherEverythingNorNewCounts() {
        let list = ListLayout()
        let f = Fixture(counts: [100], layout: list)
        list.invalidatesOnBoundsChange = true
        let rebuilds = list.rebuilds, prepares = list.prepareCount
        for frame in 1...10 {
            f.collectionView.contentOffset = Point(x: 0, y: Double(frame) * 7)
            f.collectionView.tick()
        }
        XCTAssertEqual(list.prepareCount, prepares + 10, "the layout asked, so each frame prepares it")
        let seen = list.contexts.suffix(10)
        XCTAssertEqual(seen.filter(\.invalidateEverything).count, 0)
        XCTAssertEqual(seen.filter(\.invalidateDataSourceCounts).count, 0)
        XCTAssertEqual(list.rebuilds, rebuilds, "a layout that rebuilds on those flags keeps its rows while scrolling")
        XCTAssertEqual(f.collectionView.contentSize.height, 5000)
    }

    /// A batch update sets `invalidateDataSourceCounts` (set "when you insert or delete items or call ...
    /// reloadData()") but not `invalidateEverything`, which UIKit sets when the layout or the data source object
    /// changes or on `reloadData()` (UIKit documentation, UICollectionViewLayoutInvalidationContext; here
    /// `invalidateLayout()` sets it too, as the shorthand for a context that asks for everything).
    func testABatchUpdateClaimsNewCountsButNotEverythingAndReloadDataClaimsBoth() throws {
        let list = ListLayout()
        let f = Fixture(counts: [10], layout: list)
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].insert(TestItem(uid: 50), at: 0)
            batch.insertItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(list.contexts.last?.invalidateDataSourceCounts, true)
        XCTAssertEqual(list.contexts.last?.invalidateEverything, false)
        f.collectionView.reloadData()
        f.collectionView.tick()
        XCTAssertEqual(list.contexts.last?.invalidateDataSourceCounts, true)
        XCTAssertEqual(list.contexts.last?.invalidateEverything, true)
        list.invalidateLayout()
        f.collectionView.tick()
        XCTAssertEqual(list.contexts.last?.invalidateEverything, true)
    }

    func testContentSizeComesFromTheLayout() {
        let f = Fixture(counts: [12])
        // 5 columns → 3 rows of 50 with 10 between.
        XCTAssertEqual(f.collectionView.contentSize, Size(width: 320, height: 170))
    }
}

/// A layout written as many UIKit layouts are: `prepare()` builds a cache only when it is empty, and an override of
/// `invalidateLayout()` empties it (UIKit documents the method as overridable, "you must call super").
private final class CachingListLayout: Layout {
    private var cache: [LayoutAttributes] = []
    private(set) var invalidations = 0

    override func invalidateLayout() {
        invalidations += 1
        cache.removeAll()
        super.invalidateLayout()
    }

    override func prepare() {
        super.prepare()
        guard cache.isEmpty, let collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            cache.append(LayoutAttributes(forCellAt: ElementPath(item: item, section: 0),
                                          frame: Rect(x: 0, y: Double(item) * 50, width: 320, height: 50)))
        }
    }

    override var contentSize: Size { Size(width: 320, height: Double(cache.count) * 50) }

    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        indexPath.section == 0 && indexPath.item < cache.count ? cache[indexPath.item] : nil
    }
}

final class OverriddenInvalidateLayoutTests: XCTestCase {
    func testALayoutThatEmptiesItsCacheInInvalidateLayoutShowsTheItemsReloadDataAdds() {
        let layout = CachingListLayout()
        let f = Fixture(counts: [3], layout: layout)
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.contentSize.height, 150)
        let before = layout.invalidations
        f.data.sections[0] += [TestItem(uid: 50), TestItem(uid: 51)]
        f.collectionView.reloadData()
        f.collectionView.tick()
        XCTAssertEqual(layout.invalidations, before + 1, "reloadData invalidates everything through the override")
        XCTAssertEqual(f.collectionView.contentSize.height, 250)
        XCTAssertEqual(f.cell(ip(0, 4))?.uid, 51)
    }
}

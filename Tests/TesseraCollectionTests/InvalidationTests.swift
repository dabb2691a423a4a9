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

    func testContentSizeComesFromTheLayout() {
        let f = Fixture(counts: [12])
        // 5 columns → 3 rows of 50 with 10 between.
        XCTAssertEqual(f.collectionView.contentSize, Size(width: 320, height: 170))
    }
}

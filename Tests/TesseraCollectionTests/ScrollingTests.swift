import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class ScrollingTests: XCTestCase {
    func testAPanMovesTheContentWithTheFinger() {
        let f = Fixture(counts: [200])
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 30, y: -120))
        XCTAssertEqual(f.collectionView.contentOffset, Point(x: 0, y: 120), "vertical content does not scroll sideways")
        XCTAssertTrue(f.collectionView.isDragging)
    }

    func testDraggingPastTheEdgeRubberBandsWithUIKitsFormula() {
        let f = Fixture(counts: [200])
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: 100))
        let stretch: Double = 100 * 0.55 / 480
        let expected: Double = (1 - 1 / (stretch + 1)) * 480
        XCTAssertEqual(f.collectionView.contentOffset.y, -expected, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.rubberBand(100, dimension: 480), expected)
    }

    func testAFlingDeceleratesAtTheNormalRateTowardsItsProjectedRest() {
        let f = Fixture(counts: [2000])
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -100))
        f.collectionView.endDragging(velocity: Point(x: 0, y: -1000))
        // 1000 pt/s at 0.998 per ms travels 1 · 0.998 / 0.002 = 499 points.
        XCTAssertEqual(f.collectionView.scrollTarget?.y ?? 0, 100 + 499, accuracy: 1e-9)
        f.advance(.milliseconds(16))
        let moved = f.collectionView.contentOffset.y - 100
        XCTAssertEqual(moved, 499 * (1 - pow(0.998, 16)), accuracy: 1e-6)
        XCTAssertTrue(f.collectionView.isDecelerating)
        f.advance(.seconds(10))
        XCTAssertEqual(f.collectionView.contentOffset.y, 599, accuracy: 1e-9)
        XCTAssertFalse(f.collectionView.isDecelerating)
    }

    func testTheRestingPointGoesThroughTheLayoutsTargetContentOffset() {
        let spy = SpyFlowLayout()
        var seen: (Point, Point)?
        spy.snap = { proposed, velocity in
            seen = (proposed, velocity)
            return Point(x: proposed.x, y: (proposed.y / 60).rounded() * 60)
        }
        let f = Fixture(counts: [2000], layout: spy)
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -100))
        f.collectionView.endDragging(velocity: Point(x: 0, y: -1000))
        XCTAssertEqual(seen?.1, Point(x: 0, y: 1), "the layout gets the content's velocity, in points per millisecond")
        XCTAssertEqual(f.collectionView.scrollTarget, Point(x: 0, y: 600))
        f.advance(.seconds(10))
        XCTAssertEqual(f.collectionView.contentOffset.y, 600)
    }

    func testReleasingPastTheEdgeBouncesBack() {
        let f = Fixture(counts: [200])
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: 80))
        f.collectionView.endDragging(velocity: .zero)
        f.advance(.milliseconds(100))
        XCTAssertLessThan(f.collectionView.contentOffset.y, 0)
        f.advance(.seconds(2))
        XCTAssertEqual(f.collectionView.contentOffset.y, 0)
    }

    func testScrollToItemPutsItAtTheRequestedPosition() throws {
        let f = Fixture(counts: [500])
        let frame = f.flow.attributesForItem(at: ip(0, 200))!.frame
        try f.collectionView.scrollToItem(at: ip(0, 200), at: .top, animated: false)
        XCTAssertEqual(f.collectionView.contentOffset.y, frame.minY)
        try f.collectionView.scrollToItem(at: ip(0, 200), at: .centeredVertically, animated: true)
        XCTAssertTrue(f.collectionView.isScrollAnimating)
        f.advance(.milliseconds(400))
        XCTAssertEqual(f.collectionView.contentOffset.y, frame.midY - 240)
        XCTAssertNotNil(f.cell(ip(0, 200)))
        try f.collectionView.scrollToItem(at: ip(0, 499), at: .top, animated: false)
        XCTAssertEqual(f.collectionView.contentOffset, f.collectionView.maximumContentOffset, "clamped to the content")
    }

    func testTheContentInsetWidensTheScrollableRange() {
        let f = Fixture(counts: [200])
        f.collectionView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        XCTAssertEqual(f.collectionView.minimumContentOffset.y, -20)
        XCTAssertEqual(f.collectionView.maximumContentOffset.y, f.collectionView.contentSize.height + 30 - 480)
    }
}

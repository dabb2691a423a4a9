import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class FlingIntoEdgeTests: XCTestCase {
    /// 200 items in a 5-column grid: the content offset ranges over 0…1910.
    private func flung(_ f: Fixture, velocity: Double = -3000) {
        f.collectionView.contentOffset = Point(x: 0, y: 1700)
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -100))
        f.collectionView.endDragging(velocity: Point(x: 0, y: velocity))
    }

    /// Ticks every `step` until `end`, returning the offsets seen.
    private func run(_ f: Fixture, step: Duration, until end: Duration) -> [Duration: Double] {
        var seen: [Duration: Double] = [:]
        while f.clock.now < end {
            f.advance(step)
            seen[f.clock.now] = f.collectionView.contentOffset.y
        }
        return seen
    }

    func testAFlingIntoTheEdgeOvershootsItAndSpringsBack() {
        let f = Fixture(counts: [200])
        let edge = f.collectionView.maximumContentOffset.y
        XCTAssertEqual(edge, 1910)
        flung(f)
        XCTAssertEqual(f.collectionView.scrollTarget?.y, edge, "it comes to rest on the edge")
        let seen = run(f, step: .milliseconds(8), until: .seconds(3)).sorted { $0.key < $1.key }.map(\.value)
        let peak = seen.max()!
        XCTAssertGreaterThan(peak, edge + 10, "momentum carries the content past the edge")
        XCTAssertLessThan(peak, edge + f.collectionView.bounds.height * 0.55, "the rubber band resists the stretch")
        XCTAssertEqual(seen.last, edge, "and it springs back to rest on the edge")
        XCTAssertFalse(f.collectionView.isDecelerating)
        let peakIndex = seen.firstIndex(of: peak)!
        XCTAssertTrue(zip(seen[peakIndex...], seen[(peakIndex + 1)...]).allSatisfy { $0 >= $1 }, "back without oscillating")
    }

    func testTheSpeedIsContinuousWhereTheFlingMeetsTheEdge() {
        let f = Fixture(counts: [200])
        flung(f)
        guard case .decelerating(let d) = f.collectionView.scrollState, case .overshoot(let o) = d.y else {
            return XCTFail("expected an overshoot")
        }
        let before = d.y.position(at: o.edgeTime - 1e-4).0, after = d.y.position(at: o.edgeTime + 1e-4).0
        XCTAssertEqual((after - before) / 2e-4, o.edgeVelocity, accuracy: o.edgeVelocity * 0.01)
    }

    func testTheOvershootDoesNotDependOnHowOftenFramesTick() {
        let a = Fixture(counts: [200]), b = Fixture(counts: [200])
        flung(a)
        flung(b)
        let fine = run(a, step: .milliseconds(7), until: .milliseconds(1120))
        let coarse = run(b, step: .milliseconds(16), until: .milliseconds(1120))
        for k in 1...10 {
            let t = Duration.milliseconds(112 * k)
            XCTAssertNotNil(coarse[t])
            XCTAssertEqual(fine[t], coarse[t], "at \(t)")
        }
    }

    func testALayoutThatSnapsAwayFromTheEdgeStillDecidesWhereTheFlingRests() {
        let spy = SpyFlowLayout()
        spy.snap = { _, _ in Point(x: 0, y: 1800) }
        let f = Fixture(counts: [200], layout: spy)
        flung(f)
        let seen = run(f, step: .milliseconds(16), until: .seconds(3)).values
        XCTAssertLessThanOrEqual(seen.max()!, 1800, "no overshoot past a resting point the layout chose")
        XCTAssertEqual(f.collectionView.contentOffset.y, 1800)
    }

    func testWithoutBouncingAFlingStopsAtTheEdge() {
        let f = Fixture(counts: [200])
        f.collectionView.bounces = false
        flung(f)
        let seen = run(f, step: .milliseconds(16), until: .seconds(10)).values
        XCTAssertEqual(seen.max(), 1910)
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -200))
        XCTAssertEqual(f.collectionView.contentOffset.y, 1910, "nor does a drag stretch past it")
    }
}

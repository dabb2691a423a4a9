import XCTest
import TesseraGeometry
@testable import TesseraGestures

final class VelocityTrackerTests: XCTestCase {
    func testQuadraticMotionGivesTheExactSlopeAtTheNewestSample() {
        let tracker = VelocityTracker()
        // x(t) = 3 + 0.5 t + 0.002 t², t in ms: slope at t = 90 is 0.86 pt/ms = 860 pt/s.
        for k in 0...9 {
            let t = Double(10 * k)
            tracker.add(time: .milliseconds(10 * k), value: Point(x: 3 + 0.5 * t + 0.002 * t * t, y: -2 * t))
        }
        let v = tracker.velocity(at: .milliseconds(90))
        XCTAssertEqual(v.x, 860, accuracy: 1e-6)
        XCTAssertEqual(v.y, -2000, accuracy: 1e-6)
    }

    func testFewerThanThreeSamplesGiveZero() {
        let tracker = VelocityTracker()
        tracker.add(time: .zero, value: .zero)
        tracker.add(time: .milliseconds(10), value: Point(x: 10, y: 0))
        XCTAssertEqual(tracker.velocity(at: .milliseconds(10)), .zero)
    }

    func testAGapLongerThan40msCutsTheHistory() {
        let tracker = VelocityTracker()
        for k in 0...3 { tracker.add(time: .milliseconds(10 * k), value: Point(x: Double(100 * k), y: 0)) }
        tracker.add(time: .milliseconds(80), value: Point(x: 300, y: 0))
        tracker.add(time: .milliseconds(90), value: Point(x: 301, y: 0))
        XCTAssertEqual(tracker.velocity(at: .milliseconds(90)), .zero, "only two samples after the pause")
    }

    func testAFingerThatStoppedHasZeroVelocity() {
        let tracker = VelocityTracker()
        for k in 0...5 { tracker.add(time: .milliseconds(10 * k), value: Point(x: Double(10 * k), y: 0)) }
        XCTAssertEqual(tracker.velocity(at: .milliseconds(90)).x, 1000, accuracy: 1e-9)
        XCTAssertEqual(tracker.velocity(at: .milliseconds(91)), .zero)
    }

    func testTheRingBufferKeepsOnlyTheNewestSamples() {
        let tracker = VelocityTracker()
        // 30 samples 2 ms apart: the first 10 fall out of the 20-sample history.
        for k in 0..<30 { tracker.add(time: .milliseconds(2 * k), value: Point(x: k < 10 ? 0 : Double(4 * k), y: 0)) }
        XCTAssertEqual(tracker.velocity(at: .milliseconds(58)).x, 2000, accuracy: 1e-6)
    }
}

import XCTest
import TesseraGeometry
@testable import TesseraGestures
import TesseraTesting

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

    func testMillisecondsAreTheComponentsFormulaForEveryDuration() {
        var rng = SplitMix64(seed: 7)
        var durations: [Duration] = [.zero, .nanoseconds(1), .nanoseconds(-1), .seconds(1), .seconds(-1),
                                     .milliseconds(1_234_567), .nanoseconds(8_333_333), .seconds(Int64.max / 2),
                                     Duration(_high: 499_999_999_999_999_999, low: .max),
                                     Duration(_high: 499_999_999_999_999_999, low: 0), Duration(_high: -1, low: 0),
                                     Duration(_high: Int64.max >> 6, low: .max), Duration(_high: Int64.min >> 6, low: 0)]
        // Every duration whose components exist: at most 2⁶³ seconds either way.
        for _ in 0..<20_000 {
            let high = Int64(bitPattern: rng.next()) >> (6 + rng.next() % 58)
            durations.append(Duration(_high: high, low: rng.next()))
            durations.append(.nanoseconds(Int64(rng.next() % 10_000_000_000_000)))
            durations.append(.microseconds(Int64(rng.next() % 100_000_000_000)))
        }
        for d in durations {
            let c = d.components
            let expected = Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
            XCTAssertEqual(VelocityTracker.milliseconds(d).bitPattern, expected.bitPattern, "\(d)")
        }
    }

    func testTheFitIsTheOneWalkOfFlutterBitForBit() {
        // Against the plain ring-buffer walk, operation for operation: random cadences, gaps, bursts
        // past the history size and resets, every estimate compared to the last bit.
        var rng = SplitMix64(seed: 11)
        for _ in 0..<1000 {
            let tracker = VelocityTracker(), reference = ReferenceTracker()
            var now = Duration.milliseconds(Int64(rng.next() % 100_000))
            for _ in 0..<Int(rng.next() % 60) {
                let gaps: [Duration] = [.microseconds(3), .milliseconds(8), .nanoseconds(8_333_333), .milliseconds(16),
                                        .milliseconds(41), .milliseconds(120), .nanoseconds(Int64(rng.next() % 20_000_000))]
                now += gaps[Int(rng.next() % UInt64(gaps.count))]
                // Now and then a sample out of time order, which the fit must walk as the plain walk does.
                if rng.next() % 25 == 0 { now -= .milliseconds(Int64(rng.next() % 30)) }
                if rng.next() % 40 == 0 { tracker.reset(); reference.reset() }
                let value = Point(x: Double(Int64(bitPattern: rng.next() % 2_000_000)) / 7 - 100_000,
                                  y: Double(rng.next() % 1_000) / 3)
                tracker.add(time: now, value: value)
                reference.add(time: now, value: value)
                for at in [now, now + .milliseconds(40), now + .milliseconds(41)] {
                    let v = tracker.velocity(at: at), w = reference.velocity(at: at, bothAxes: true)
                    XCTAssertEqual(v.x.bitPattern, w.x.bitPattern)
                    XCTAssertEqual(v.y.bitPattern, w.y.bitPattern)
                    XCTAssertEqual(tracker.scalarVelocity(at: at).bitPattern, reference.velocity(at: at, bothAxes: false).x.bitPattern)
                }
            }
        }
    }
}

/// The velocity fit as first written: a ring buffer walked with modular indices, one sum at a time.
private final class ReferenceTracker {
    var samples = [(time: Double, value: Point)](repeating: (0, Point(x: 0, y: 0)), count: GestureConstants.velocityHistorySize)
    var newest = -1, count = 0, newestTime = Duration.zero

    func reset() { newest = -1; count = 0 }

    func add(time: Duration, value: Point) {
        newest = (newest + 1) % samples.count
        let c = time.components
        samples[newest] = (Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15, value)
        newestTime = time
        count = min(count + 1, samples.count)
    }

    func velocity(at now: Duration, bothAxes: Bool) -> Point {
        guard count > 0 else { return .zero }
        let last = samples[newest]
        let horizon = 100.0, stopped = 40.0
        guard now - newestTime <= GestureConstants.velocityAssumeStopped else { return .zero }
        var n = 0, index = newest, previous = last.time
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var x0 = 0.0, x1 = 0.0, x2 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        while n < count {
            let s = samples[index]
            let tau = s.time - last.time
            if -tau > horizon || abs(previous - s.time) > stopped { break }
            previous = s.time
            let tau2 = tau * tau
            s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
            x0 += s.value.x; x1 += s.value.x * tau; x2 += s.value.x * tau2
            if bothAxes { y0 += s.value.y; y1 += s.value.y * tau; y2 += s.value.y * tau2 }
            n += 1
            index = index == 0 ? samples.count - 1 : index - 1
        }
        guard n >= 3 else { return .zero }
        let s0 = Double(n)
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard abs(det) > 1e-9 * max(1, s0 * s2 * s4) else { return .zero }
        func slope(_ v0: Double, _ v1: Double, _ v2: Double) -> Double {
            (s0 * (v1 * s4 - s3 * v2) - v0 * (s1 * s4 - s3 * s2) + s2 * (s1 * v2 - v1 * s2)) / det * 1000
        }
        return Point(x: slope(x0, x1, x2), y: bothAxes ? slope(y0, y1, y2) : 0)
    }
}

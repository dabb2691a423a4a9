import XCTest
@testable import TesseraGestures
import TesseraTesting

final class ClockTests: XCTestCase {
    func testTimersFireInDeadlineOrderAndNowIsTheDeadline() {
        let clock = VirtualClock()
        var fired: [(String, Duration)] = []
        clock.schedule(after: .milliseconds(300)) { fired.append(("b", clock.now)) }
        clock.schedule(after: .milliseconds(100)) { fired.append(("a", clock.now)) }
        clock.schedule(after: .milliseconds(300)) { fired.append(("c", clock.now)) }
        clock.advance(by: .milliseconds(299))
        XCTAssertEqual(fired.map(\.0), ["a"])
        clock.advance(by: .milliseconds(2))
        XCTAssertEqual(fired.map(\.0), ["a", "b", "c"])
        XCTAssertEqual(fired.map(\.1), [.milliseconds(100), .milliseconds(300), .milliseconds(300)])
        XCTAssertEqual(clock.now, .milliseconds(301))
    }

    func testCancelledTimerNeverFires() {
        let clock = VirtualClock()
        var fired = false
        let timer = clock.schedule(after: .seconds(1)) { fired = true }
        XCTAssertTrue(clock.isScheduled(timer))
        clock.cancel(timer)
        clock.advance(by: .seconds(2))
        XCTAssertFalse(fired)
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testTimeNeverRunsBackwards() {
        let clock = VirtualClock()
        clock.advance(to: .seconds(5))
        clock.advance(to: .seconds(3))
        XCTAssertEqual(clock.now, .seconds(5))
    }

    func testTimerScheduledWhileFiringForNowFiresInTheSameAdvance() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: .milliseconds(10)) {
            log.append("first")
            clock.schedule(after: .zero) { log.append("second") }
        }
        clock.advance(by: .milliseconds(10))
        XCTAssertEqual(log, ["first", "second"])
    }

    final class CountingTarget: ClockTimerTarget {
        var fired: [Int] = []
        func clockTimerFired(tag: Int) { fired.append(tag) }
    }

    func testTheClockHoldsATimerTargetUntilItsTimerFiresIsCancelledOrTheClockGoesAway() {
        let clock = VirtualClock()
        weak var firing: CountingTarget?
        do {
            let target = CountingTarget()
            firing = target
            clock.schedule(after: .milliseconds(10), target: target, tag: 1)
        }
        XCTAssertNotNil(firing, "held while its timer waits")
        clock.advance(by: .milliseconds(10))
        XCTAssertNil(firing, "let go once the timer fired")

        weak var cancelled: CountingTarget?
        var timer: VirtualClock.Timer?
        do {
            let target = CountingTarget()
            cancelled = target
            timer = clock.schedule(after: .seconds(1), target: target, tag: 2)
        }
        XCTAssertNotNil(cancelled)
        clock.cancel(timer!)
        XCTAssertNil(cancelled, "let go once the timer was cancelled")

        weak var orphaned: CountingTarget?
        do {
            let other = VirtualClock(), target = CountingTarget()
            orphaned = target
            other.schedule(after: .seconds(1), target: target, tag: 3)
        }
        XCTAssertNil(orphaned, "a clock that goes away lets go of its targets")
    }

    func testTheInlineDurationOperationsAreTheOperators() {
        var rng = SplitMix64(seed: 3)
        var values: [Duration] = [.zero, .nanoseconds(1), .nanoseconds(-1), .seconds(3), .milliseconds(-40),
                                  Duration(_high: 0, low: .max), Duration(_high: -1, low: .max), Duration(_high: -1, low: 0)]
        for _ in 0..<300 {
            values.append(Duration(_high: Int64(bitPattern: rng.next()) >> (2 + rng.next() % 62), low: rng.next()))
            values.append(.nanoseconds(Int64(bitPattern: rng.next()) >> 20))
        }
        for a in values {
            for b in values {
                XCTAssertEqual(a.isBefore(b), a < b, "\(a) < \(b)")
                XCTAssertEqual(a.isSame(as: b), a == b, "\(a) == \(b)")
                XCTAssertEqual(a.adding(b), a + b, "\(a) + \(b)")
            }
        }
    }
}

import XCTest
@testable import TesseraGestures

final class StateMachineTests: XCTestCase {
    func testDiscreteRecognizersGoFromPossibleToRecognizedOrFailedOnly() {
        XCTAssertTrue(GestureState.possible.canTransition(to: .recognized, continuous: false))
        XCTAssertTrue(GestureState.possible.canTransition(to: .failed, continuous: false))
        XCTAssertFalse(GestureState.possible.canTransition(to: .began, continuous: false))
        XCTAssertFalse(GestureState.failed.canTransition(to: .recognized, continuous: false))
    }

    func testContinuousRecognizersBeginChangeAndEndOrCancel() {
        let legal: [(GestureState, GestureState)] = [(.possible, .began), (.began, .changed), (.changed, .changed),
                                                     (.changed, .ended), (.began, .cancelled), (.ended, .possible)]
        for (a, b) in legal { XCTAssertTrue(a.canTransition(to: b, continuous: true), "\(a) → \(b)") }
        XCTAssertFalse(GestureState.possible.canTransition(to: .ended, continuous: true))
        XCTAssertFalse(GestureState.possible.canTransition(to: .changed, continuous: true))
        XCTAssertFalse(GestureState.possible.canTransition(to: .cancelled, continuous: true))
    }

    func testTranscriptNamesCallEndedEndedWhenContinuousAndRecognizedWhenDiscrete() {
        let all: [GestureState] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        XCTAssertEqual(all.map { $0.name(continuous: true) },
                       ["possible", "began", "changed", "ended", "cancelled", "failed"])
        XCTAssertEqual(all.map { $0.name(continuous: false) },
                       ["possible", "began", "changed", "recognized", "cancelled", "failed"])
        XCTAssertEqual(GestureState.recognized, .ended, "one state, as UIKit's .recognized is .ended")
    }

    func testResetsAreReportedWhenAsked() {
        let t = GestureTester(TapGestureRecognizer())
        t.router.reportsResets = true
        t.route(down(1, 5, 5, at: 0)); t.route(up(1, 5, 5, at: 10))
        XCTAssertEqual(t.states("tap"), [.recognized, .possible])
    }

    func testRouterAdvancesTheClockToEachEventsTime() {
        let t = GestureTester(TapGestureRecognizer())
        t.route(down(1, 5, 5, at: 250))
        XCTAssertEqual(t.clock.now, .milliseconds(250))
    }

    func testClockTargetTimersFireInOrderAndCancel() {
        final class Target: ClockTimerTarget { var tags: [Int] = []; func clockTimerFired(tag: Int) { tags.append(tag) } }
        let clock = VirtualClock(), target = Target()
        clock.schedule(after: .milliseconds(20), target: target, tag: 2)
        clock.schedule(after: .milliseconds(10), target: target, tag: 1)
        let cancelled = clock.schedule(after: .milliseconds(15), target: target, tag: 9)
        clock.cancel(cancelled)
        clock.advance(by: .milliseconds(30))
        XCTAssertEqual(target.tags, [1, 2])
    }
}

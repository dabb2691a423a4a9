import XCTest
@testable import TesseraGestures

/// UIKit's `delaysTouchesEnded`: a lifted touch's end waits for recognizers that are still undecided.
final class DelaysTouchesEndedTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)
    let up1 = up(1, 100, 100, at: 50)
    let down2 = down(2, 102, 101, at: 200)
    let up2 = up(2, 102, 101, at: 260)

    private func delayingDoubleTap() -> TapGestureRecognizer {
        let doubleTap = TapGestureRecognizer.doubleTap()
        doubleTap.delaysTouchesEnded = true
        return doubleTap
    }

    // Apple's delaysTouchesEnded reference: "When the value of this property is true (the default) and the
    // gesture recognizer is analyzing touch events, the window suspends delivery of touch objects in the
    // UITouch.Phase.ended phase to the attached view. If the gesture recognizer subsequently recognizes its
    // gesture, these touch objects are canceled … If the gesture recognizer doesn't recognize its gesture,
    // the window delivers these objects in an invocation of the view's touchesEnded(_:with:) method."
    // (developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended)

    func testEveryRecognizerDelaysTouchesEndedByDefaultAsUIKitsDo() {
        let all: [GestureRecognizer] = [TapGestureRecognizer(), TapGestureRecognizer.doubleTap(), PanGestureRecognizer(),
                                        PinchGestureRecognizer(), RotationGestureRecognizer(),
                                        LongPressGestureRecognizer(), SwipeGestureRecognizer()]
        XCTAssertEqual(all.map(\.delaysTouchesEnded), Array(repeating: true, count: all.count))
    }

    func testByDefaultADoubleTapHoldsTheFirstTapsEndUntilItFails() {
        let t = GestureTester(TapGestureRecognizer.doubleTap())
        t.route(down1); t.route(up1)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)"], "the double tap still waits for a second tap")
        t.advance(to: 350)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"])
    }

    func testByDefaultADoubleTapGivesTheViewBeganBeganCancelledCancelled() {
        let t = GestureTester(TapGestureRecognizer.doubleTap())
        t.route(down1); t.route(up1); t.route(down2); t.route(up2)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "began 2 (102, 101)",
                                    "cancelled 1 (100, 100)", "cancelled 2 (102, 101)"],
                       "the view never sees the first tap end, so it cannot act on it before the double tap wins")
    }

    func testWithDelaysTouchesEndedOffATouchEndReachesTheViewAsTheFingerLifts() {
        let doubleTap = TapGestureRecognizer.doubleTap()
        doubleTap.delaysTouchesEnded = false
        let t = GestureTester(doubleTap)
        t.route(down1); t.route(up1)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"])
        t.route(down2); t.route(up2)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)", "began 2 (102, 101)",
                                    "cancelled 2 (102, 101)"])
    }

    func testATouchEndIsHeldUntilTheDoubleTapFails() {
        let t = GestureTester(delayingDoubleTap())
        t.route(down1); t.route(up1)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)"], "the double tap still waits for a second tap")
        t.advance(to: 349)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)"])
        t.advance(to: 350)
        XCTAssertEqual(t.states("doubleTap"), [.failed])
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"])
        XCTAssertTrue(t.router.viewTouches.isEmpty)
    }

    func testAHeldTouchEndBecomesACancelWhenTheDoubleTapRecognizes() {
        let t = GestureTester(delayingDoubleTap())
        t.route(down1); t.route(up1); t.route(down2); t.route(up2)
        XCTAssertEqual(t.states("doubleTap"), [.recognized])
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "began 2 (102, 101)",
                                    "cancelled 1 (100, 100)", "cancelled 2 (102, 101)"])
        XCTAssertTrue(t.router.viewTouches.isEmpty)
    }

    func testWithoutCancelsTouchesInViewARecognizedDoubleTapReleasesTheHeldEnd() {
        let doubleTap = delayingDoubleTap()
        doubleTap.cancelsTouchesInView = false
        let t = GestureTester(doubleTap)
        t.route(down1); t.route(up1); t.route(down2)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "began 2 (102, 101)"])
        t.route(up2)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "began 2 (102, 101)",
                                    "ended 1 (100, 100)", "ended 2 (102, 101)"])
    }

    func testATapWaitingForTheDoubleTapHoldsTheEndAndCancelsItWhenItRecognizes() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        tap.require(toFail: doubleTap)
        tap.delaysTouchesEnded = true
        let t = GestureTester(tap, doubleTap)
        t.route(down1); t.route(up1)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)"], "the tap is still possible, waiting on the double tap")
        t.advance(to: 350)
        XCTAssertEqual(t.states("tap"), [.recognized])
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "cancelled 1 (100, 100)"])
    }

    func testATouchEndHeldByTwoRecognizersWaitsForBothToFail() {
        let doubleTap = delayingDoubleTap()
        let tripleTap = TapGestureRecognizer(taps: 3)
        tripleTap.delaysTouchesEnded = true
        tripleTap.interTapTimeout = .milliseconds(500)
        let t = GestureTester(doubleTap, tripleTap)
        t.route(down1); t.route(up1)
        t.advance(to: 350)
        XCTAssertEqual(t.states("doubleTap"), [.failed])
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)"], "the triple tap still holds it")
        t.advance(to: 550)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"])
    }

    func testARecognizerDecidedAsTheFingerLiftsHoldsNothing() {
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        tap.delaysTouchesEnded = true
        pan.delaysTouchesEnded = true
        let tapTester = GestureTester(tap)
        tapTester.route(down1); tapTester.route(up1)
        XCTAssertEqual(tapTester.view.log, ["began 1 (100, 100)", "cancelled 1 (100, 100)"], "the tap recognized at the lift")
        let panTester = GestureTester(pan)
        panTester.route(down1); panTester.route(up1)
        XCTAssertEqual(panTester.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"], "the pan failed at the lift")
    }

    func testAHeldEndBecomesACancelWhenAPossiblePanBeginsAfterwards() {
        let pan = PanGestureRecognizer()
        pan.delaysTouchesEnded = true
        let t = GestureTester(pan)
        t.route(down(1, 100, 100, at: 0)); t.route(down(2, 200, 100, at: 10))
        t.route(up(1, 100, 100, at: 20))
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "began 2 (200, 100)"], "the pan may still begin with finger 2")
        t.route(move(2, 240, 100, at: 30))
        XCTAssertEqual(t.states("pan"), [.began])
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "began 2 (200, 100)",
                                    "cancelled 1 (100, 100)", "cancelled 2 (240, 100)"])
    }

    func testRemovingTheHoldingRecognizerDeliversTheHeldEnd() {
        let doubleTap = delayingDoubleTap()
        let t = GestureTester(doubleTap)
        t.route(down1); t.route(up1)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)"])
        t.router.remove(doubleTap)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"])
        XCTAssertEqual(t.clock.pendingCount, 0)
    }

    func testDelayingBothTheBeginningAndTheEndShowsAFailedDoubleTapsTouchWhole() {
        let doubleTap = delayingDoubleTap()
        doubleTap.delaysTouchesBegan = true
        let t = GestureTester(doubleTap)
        t.route(down1); t.route(up1)
        XCTAssertEqual(t.view.log, [])
        t.advance(to: 350)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"])
    }
}

/// A pan stays possible while one finger rests, so it holds the end of every touch that comes and goes beside it.
final class HeldTouchEndLimitTests: XCTestCase {
    func testPastTheLimitTheOldestHeldEndReachesTheViewAndTheRecordsStayBounded() {
        let t = GestureTester(PanGestureRecognizer())
        t.route(down(1, 100, 100, at: 0))
        let limit = GestureRouter.maximumHeldTouchEnds, taps = limit + 40
        for k in 0..<taps {
            t.route(down(k + 2, 200, 200, at: Double(10 + 2 * k)))
            t.route(up(k + 2, 200, 200, at: Double(11 + 2 * k)))
        }
        let ended = t.view.log.filter { $0.hasPrefix("ended") }
        // Each tap past the limit lets the oldest held end through, in order.
        XCTAssertEqual(ended, (0..<(taps - limit)).map { "ended \($0 + 2) (200, 200)" })
        XCTAssertLessThanOrEqual(t.router.viewTouches.count, limit + 1, "the resting finger and the held ends")
        // When the resting finger lifts, the pan fails and every end still held reaches the view.
        t.route(up(1, 100, 100, at: Double(20 + 2 * taps)))
        XCTAssertEqual(t.view.log.filter { $0.hasPrefix("ended") }.count, taps + 1)
        XCTAssertEqual(t.router.viewTouches.count, 0)
    }
}

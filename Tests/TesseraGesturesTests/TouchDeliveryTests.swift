import XCTest
@testable import TesseraGestures

/// What the view (the collection view's highlight) receives: delaysTouchesBegan and cancelsTouchesInView.
final class TouchDeliveryTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)

    func testViewReceivesTheTouchWhenNoRecognizerWins() {
        let t = GestureTester(PanGestureRecognizer())
        t.route(down1); t.route(move(1, 105, 100, at: 10)); t.route(up(1, 105, 100, at: 20))
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "moved 1 (105, 100)", "ended 1 (105, 100)"])
    }

    func testCancelsTouchesInViewCancelsTheViewsTouchWhenThePanBegins() {
        let t = GestureTester(PanGestureRecognizer())
        t.route(down1); t.route(move(1, 105, 100, at: 10)); t.route(move(1, 120, 100, at: 20))
        t.route(move(1, 140, 100, at: 30)); t.route(up(1, 140, 100, at: 40))
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "moved 1 (105, 100)", "cancelled 1 (120, 100)"])
    }

    func testWithoutCancelsTouchesInViewTheViewKeepsItsTouch() {
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let t = GestureTester(pan)
        t.route(down1); t.route(move(1, 120, 100, at: 20)); t.route(up(1, 120, 100, at: 40))
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "moved 1 (120, 100)", "ended 1 (120, 100)"])
    }

    func testRecognizedTapCancelsTheViewsTouchInsteadOfEndingIt() {
        let t = GestureTester(TapGestureRecognizer())
        t.route(down1); t.route(up(1, 100, 100, at: 50))
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "cancelled 1 (100, 100)"])
    }

    func testDelaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        let t = GestureTester(pan)
        t.route(down1); t.route(move(1, 105, 100, at: 10))
        XCTAssertEqual(t.view.log, [], "held back while the pan might still begin")
        t.route(up(1, 105, 100, at: 20))
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (105, 100)"])
    }

    func testDelaysTouchesBeganDropsTheTouchWhenTheRecognizerBegins() {
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        let t = GestureTester(pan)
        t.route(down1); t.route(move(1, 130, 100, at: 10)); t.route(up(1, 130, 100, at: 20))
        XCTAssertEqual(t.view.log, [])
        XCTAssertTrue(t.router.viewTouches.isEmpty)
    }

    func testDelayingDoubleTapHoldsTheFirstTapUntilItsWindowCloses() {
        let doubleTap = TapGestureRecognizer.doubleTap()
        doubleTap.delaysTouchesBegan = true
        let t = GestureTester(doubleTap)
        t.route(down1); t.route(up(1, 100, 100, at: 50))
        t.advance(to: 349)
        XCTAssertEqual(t.view.log, [])
        t.advance(to: 350)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"])
    }

    func testDelayingDoubleTapThatRecognizesHidesBothTapsFromTheView() {
        let doubleTap = TapGestureRecognizer.doubleTap()
        doubleTap.delaysTouchesBegan = true
        let t = GestureTester(doubleTap)
        t.route(down1); t.route(up(1, 100, 100, at: 50))
        t.route(down(2, 100, 100, at: 150)); t.route(up(2, 100, 100, at: 200))
        XCTAssertEqual(t.states("doubleTap"), [.recognized])
        XCTAssertEqual(t.view.log, [])
    }

    func testTouchDelayedByTwoRecognizersWaitsForBothToFail() {
        let pan = PanGestureRecognizer(), longPress = LongPressGestureRecognizer()
        pan.delaysTouchesBegan = true
        longPress.delaysTouchesBegan = true
        longPress.allowableMovement = 3
        let t = GestureTester(pan, longPress)
        t.route(down1); t.route(move(1, 105, 100, at: 10))
        XCTAssertEqual(t.states("longPress"), [.failed])
        XCTAssertEqual(t.view.log, [], "the pan still holds it")
        t.route(up(1, 105, 100, at: 20))
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (105, 100)"])
    }

    func testATouchNoLongerDelayedAtItsBeginningBeginsAtOnceWhileItsEndIsStillHeld() {
        // The double tap holds the lift back (delaysTouchesEnded) while the long press, which delayed the
        // beginning, fails as the finger lifts: the view hears the touch begin now and end only later.
        let doubleTap = TapGestureRecognizer.doubleTap(), longPress = LongPressGestureRecognizer()
        longPress.delaysTouchesBegan = true
        let t = GestureTester(doubleTap, longPress)
        t.route(down1)
        XCTAssertEqual(t.view.log, [])
        t.route(up(1, 100, 100, at: 50))
        XCTAssertEqual(t.states("longPress"), [.failed])
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)"])
        t.advance(to: 350)
        XCTAssertEqual(t.view.log, ["began 1 (100, 100)", "ended 1 (100, 100)"])
    }
}


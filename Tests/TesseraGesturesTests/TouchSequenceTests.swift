import XCTest
import TesseraGeometry
@testable import TesseraGestures

/// Recognizers across touches: which touches a recognizer competes for, and what happens when one finger
/// lifts in the same event as another lands (real touchscreens report both in one frame).
final class TouchSequenceTests: XCTestCase {
    private func panTranslation(_ r: GestureReport?) -> Point? {
        guard let r, case let .pan(t, _) = r.values else { return nil }
        return t
    }

    /// A single tap that waits for its double tap recognizes (for the first finger) as the next finger drags:
    /// the drag's pan, which shares no touch with the tap, goes on. UIKit excludes recognizers through the
    /// touches they were delivered; Flutter's arenas are per pointer.
    func testADelayedTapRecognizingDoesNotFailAPanOnAnotherFinger() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap(), pan = PanGestureRecognizer()
        tap.require(toFail: doubleTap)
        let t = GestureTester(tap, doubleTap, pan)
        t.route(down(1, 45, 115, at: 0)); t.route(up(1, 45, 115, at: 80))
        t.route(down(2, 45, 115, at: 200))
        for k in 1...6 { t.route(move(2, 45, 115 - 10 * Double(k), at: 200 + 8 * Double(k))) }
        t.route(up(2, 45, 55, at: 300))
        XCTAssertEqual(t.states("tap"), [.ended], "the first tap is recognized once the double tap fails")
        XCTAssertEqual(t.states("doubleTap"), [.failed])
        XCTAssertEqual(t.states("pan"), [.failed, .began, .changed, .changed, .changed, .changed, .ended],
                       "the pan fails the first tap's touch, then pans the second")
        XCTAssertEqual(panTranslation(t.reports("pan").last), Point(x: 0, y: -60))
    }

    /// Recognizers that share a touch still exclude each other: a long press that begins on a finger fails
    /// the pan waiting on the same finger.
    func testARecognizerStillFailsThoseThatShareItsTouch() {
        let press = LongPressGestureRecognizer(), pan = PanGestureRecognizer()
        let t = GestureTester(press, pan)
        t.route(down(1, 100, 100, at: 0))
        t.advance(to: 600)
        t.route(move(1, 100, 160, at: 620))
        t.route(up(1, 100, 160, at: 700))
        XCTAssertEqual(t.states("longPress"), [.began, .changed, .ended])
        XCTAssertEqual(t.states("pan"), [.failed])
    }

    /// One finger lifts as another lands, in one event, and neither moves: nothing pans.
    func testAFingerSwapInOneEventDoesNotMoveThePan() {
        let pan = PanGestureRecognizer()
        let t = GestureTester(pan)
        t.route(down(1, 160, 300, at: 0))
        t.route(up(1, 160, 300, at: 50), down(2, 160, 200, at: 50))
        t.route(move(2, 160, 200, at: 100))
        t.route(up(2, 160, 200, at: 150))
        XCTAssertEqual(t.states("pan"), [.failed], "no finger moved")
        XCTAssertEqual(pan.translation, .zero)
    }

    /// The same swap during a pan keeps the translation continuous, as fingers that overlap do.
    func testAFingerSwapInOneEventKeepsARunningPanContinuous() {
        let pan = PanGestureRecognizer()
        let t = GestureTester(pan)
        t.route(down(1, 200, 300, at: 0))
        t.route(move(1, 200, 270, at: 20))
        t.route(move(1, 200, 250, at: 40))
        t.route(up(1, 200, 250, at: 60), down(2, 100, 198, at: 60))
        XCTAssertEqual(pan.translation, Point(x: 0, y: -50), "the swap itself moves nothing")
        t.route(move(2, 100, 188, at: 80))
        XCTAssertEqual(pan.translation, Point(x: 0, y: -60), "the new finger moves it on from there")
        t.route(up(2, 100, 188, at: 100))
        XCTAssertEqual(panTranslation(t.reports("pan").last), Point(x: 0, y: -60))
    }

    /// A tap that failed during a pan stays failed while the touch sequence goes on: a finger that lands as the
    /// pan's last one lifts, in one event, rests and lifts is no tap. UIKit resets a recognizer only after the
    /// event, and then it "receives no further updates for touches that have begun but haven't ended".
    func testAFailedTapIsNotGivenAFingerThatLandsAsItsLastOneLifts() {
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        let t = GestureTester(tap, pan)
        t.route(down(1, 200, 300, at: 0))
        t.route(move(1, 200, 270, at: 20))
        t.route(move(1, 200, 250, at: 40))
        t.route(up(1, 200, 250, at: 200), down(2, 200, 250, at: 200))
        t.route(up(2, 200, 250, at: 300))
        XCTAssertEqual(t.states("tap"), [.failed], "the resting finger is part of the pan's touch sequence")
        XCTAssertEqual(t.states("pan").last, .ended)
    }

    /// A pinch with more than two fingers is located at the centroid of all of them, from its beginning to its
    /// end, as UIKit's `location(in:)` is "the centroid of the touches involved in the gesture".
    func testAPinchOfFourFingersIsLocatedAtTheirCentroidThroughout() {
        let pinch = PinchGestureRecognizer()
        let t = GestureTester(pinch)
        t.route(down(1, 100, 100, at: 0), down(2, 220, 100, at: 0), down(3, 100, 380, at: 0), down(4, 220, 380, at: 0))
        for k in 1...5 {
            let d = 10 * Double(k)
            t.route(move(1, 100 - d, 100 - d, at: 10 * Double(k)), move(2, 220 + d, 100 - d, at: 10 * Double(k)),
                    move(3, 100 - d, 380 + d, at: 10 * Double(k)), move(4, 220 + d, 380 + d, at: 10 * Double(k)))
        }
        t.route(up(1, 50, 50, at: 80), up(2, 270, 50, at: 80), up(3, 50, 430, at: 80), up(4, 270, 430, at: 80))
        let reports = t.reports("pinch")
        XCTAssertEqual(reports.first?.state, .began)
        XCTAssertEqual(reports.last?.state, .ended)
        for r in reports { XCTAssertEqual(r.location, Point(x: 160, y: 240), "\(r.stateName)") }
    }
}

extension TouchSequenceTests {
    /// A cancelled touch fails a pan, pinch or rotation that has not begun, as it fails a tap, a long press and a
    /// swipe: the other finger's drag went on to pan, though the touch sequence had been cancelled under it.
    func testACancelledTouchFailsContinuousRecognizersThatHaveNotBegun() {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let t = GestureTester(pan, pinch, rotation)
        t.router.arena.allowSimultaneousRecognition(pinch, rotation)
        t.route(down(1, 100, 100, at: 0), down(2, 200, 100, at: 0))
        t.route(cancelled(2, 200, 100, at: 20))
        for k in 1...6 { t.route(move(1, 100, 100 + 10 * Double(k), at: 20 + 10 * Double(k))) }
        t.route(up(1, 100, 160, at: 100))
        XCTAssertEqual(t.states("pan"), [.failed])
        XCTAssertEqual(t.states("pinch"), [.failed])
        XCTAssertEqual(t.states("rotation"), [.failed])
    }
}

import XCTest
import TesseraGeometry
@testable import TesseraGestures

final class PinchTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)
    let down2 = down(2, 200, 100, at: 5)

    private func scales(_ t: GestureTester) -> [String] {
        t.reports("pinch").map { r -> String in
            guard case let .pinch(scale, _) = r.values else { return "?" }
            return "\(r.stateName) \(GestureReport.short(scale))"
        }
    }

    func testPinchScaleIsAbsoluteFromTheStart() {
        let t = GestureTester(PinchGestureRecognizer())
        t.route(down1); t.route(down2)
        t.route(move(2, 205, 100, at: 20))
        XCTAssertTrue(t.reports.isEmpty, "5 pt of span change is under the slop")
        t.route(move(2, 250, 100, at: 40))
        t.route(move(1, 50, 100, at: 60))
        t.route(up(1, 50, 100, at: 70), up(2, 250, 100, at: 70))
        XCTAssertEqual(scales(t), ["began 1.5", "changed 2", "ended 2"])
    }

    func testPinchWithOneFingerStationaryStillScales() {
        let pinch = PinchGestureRecognizer()
        let t = GestureTester(pinch)
        t.route(down1); t.route(down2)
        for k in 1...10 { t.route(move(2, 200 + Double(10 * k), 100, at: 5 + Double(10 * k))) }
        XCTAssertEqual(t.states("pinch").first, .began)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
        XCTAssertEqual(pinch.focalPoint, Point(x: 200, y: 100))
        XCTAssertEqual(pinch.location, Point(x: 200, y: 100))
    }

    func testTwoFingerPanDoesNotChangePinchScaleMoreThanTheSpanChanged() {
        let pinch = PinchGestureRecognizer(), pan = PanGestureRecognizer()
        let t = GestureTester(pinch, pan)
        t.router.arena.allowSimultaneousRecognition(pinch, pan)
        t.route(down1); t.route(down2)
        var maxSpanChange = 0.0
        for k in 1...20 {
            // Both fingers travel together; the second wobbles by up to 0.8 pt, as real fingers do.
            let d = Double(k) * 6, wobble = k % 2 == 0 ? 0.8 : -0.3
            let a = Point(x: 100 + d, y: 100 + d / 2), b = Point(x: 200 + d + wobble, y: 100 + d / 2)
            t.route(move(1, a.x, a.y, at: 5 + Double(10 * k)), move(2, b.x, b.y, at: 5 + Double(10 * k)))
            maxSpanChange = max(maxSpanChange, abs(a.distance(to: b) - 100))
            XCTAssertEqual(pinch.scale, a.distance(to: b) / 100, accuracy: 1e-12)
            XCTAssertLessThanOrEqual(abs(pinch.scale - 1), maxSpanChange / 100 + 1e-12)
        }
        XCTAssertEqual(t.states("pan"), [.began] + Array(repeating: .changed, count: 18))
        XCTAssertEqual(t.states("pinch"), [], "the span never changed past the slop")
    }

    func testPinchUnderTheSlopNeverBegins() {
        let t = GestureTester(PinchGestureRecognizer())
        t.route(down1); t.route(down2)
        t.route(move(2, 209, 100, at: 20))
        t.route(up(1, 100, 100, at: 30), up(2, 209, 100, at: 30))
        XCTAssertEqual(t.states("pinch"), [.failed])
    }

    func testPinchVelocityIsInScalePerSecond() {
        let pinch = PinchGestureRecognizer()
        let t = GestureTester(pinch)
        t.route(down1); t.route(down2)
        // The span grows 10 pt every 10 ms: 0.1 scale per 10 ms = 10 per second.
        for k in 1...8 { t.route(move(2, 200 + Double(10 * k), 100, at: 5 + Double(10 * k))) }
        XCTAssertEqual(pinch.velocity, 10, accuracy: 1e-9)
    }

    /// UIKit's `scale` is settable ("You may set the scale factor"): the usual pattern sets it back to 1 on every
    /// change and applies each step's factor. The product of the steps is the whole pinch.
    func testSettingTheScaleReBasesItSoEachStepReadsItsOwnFactor() {
        let pinch = PinchGestureRecognizer()
        var product = 1.0, steps = 0, resetting = true
        pinch.addTarget { r in
            let p = r as! PinchGestureRecognizer
            guard resetting, p.state == .began || p.state == .changed else { return }
            product *= p.scale
            steps += 1
            p.scale = 1
            XCTAssertEqual(p.scale, 1, "reads what was set until the fingers move")
        }
        let t = GestureTester(pinch)
        t.route(down1); t.route(down2)
        for k in 1...8 { t.route(move(2, 200 + Double(10 * k), 100, at: 5 + Double(10 * k))) }
        XCTAssertEqual(steps, 7, "it began at a span of 120")
        XCTAssertEqual(product, 1.8, accuracy: 1e-12, "the span went from 100 to 180")
        XCTAssertEqual(pinch.velocity, 10 / 1.8, accuracy: 1e-9, "in units of the scale as set: the rate relative to the last step")
        resetting = false
        pinch.scale = 2
        t.route(move(2, 290, 100, at: 95))
        XCTAssertEqual(pinch.scale, 2 * 190.0 / 180, accuracy: 1e-12)
        t.route(up(1, 100, 100, at: 100), up(2, 290, 100, at: 100))
        pinch.scale = 0
        XCTAssertEqual(t.states("pinch").last, .ended)
    }

    func testOneFingerIsNotAPinch() {
        let t = GestureTester(PinchGestureRecognizer())
        t.route(down1); t.route(move(1, 300, 300, at: 20)); t.route(up(1, 300, 300, at: 30))
        XCTAssertEqual(t.states("pinch"), [.failed])
    }

    func testAThirdFingerTakesOverWithoutAJumpInScale() {
        let pinch = PinchGestureRecognizer()
        let t = GestureTester(pinch)
        t.route(down1); t.route(down2)
        t.route(move(2, 300, 100, at: 20))
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
        t.route(down(3, 100, 300, at: 30))
        t.route(up(2, 300, 100, at: 40))  // pair is now 1 and 3, 200 pt apart
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
        t.route(move(3, 100, 500, at: 50))
        XCTAssertEqual(pinch.scale, 4, accuracy: 1e-12)
        XCTAssertEqual(t.states("pinch").filter { $0 == .ended }, [])
    }

    // Apple's UIPinchGestureRecognizer reference: "The gesture ends (UIGestureRecognizerStateEnded) when
    // both fingers lift from the view" (developer.apple.com/documentation/uikit/uipinchgesturerecognizer).

    func testLiftingOneFingerKeepsThePinchChangedWithItsScaleUntilTheOtherLifts() {
        let pinch = PinchGestureRecognizer()
        let t = GestureTester(pinch)
        t.route(down1); t.route(down2)
        t.route(move(2, 300, 100, at: 20))
        t.route(up(2, 300, 100, at: 40))
        XCTAssertEqual(pinch.state, .changed, "one finger is still down")
        t.route(move(1, 80, 130, at: 60))
        XCTAssertEqual(pinch.location, Point(x: 80, y: 130), "with one finger the pinch is where that finger is")
        t.route(up(1, 80, 130, at: 80))
        XCTAssertEqual(scales(t), ["began 2", "changed 2", "changed 2", "ended 2"],
                       "the lone finger changes nothing: the scale stays where the pair left it")
        XCTAssertEqual(t.reports("pinch").last?.time, time(80), "it ends as the last finger lifts")
    }

    func testAFingerPutBackDownContinuesTheSamePinchWithoutAJumpAndIsNotAPan() {
        let pinch = PinchGestureRecognizer(), pan = PanGestureRecognizer()
        let t = GestureTester(pinch, pan)
        t.route(down1); t.route(down2)
        t.route(move(2, 300, 100, at: 20))
        t.route(up(2, 300, 100, at: 40))
        t.route(down(3, 150, 100, at: 60)) // 50 pt from finger 1, where the pair was 200 pt apart
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12, "re-anchored: the new pair starts at the old scale")
        t.route(move(3, 200, 100, at: 80)) // the new pair's span doubles
        XCTAssertEqual(pinch.scale, 4, accuracy: 1e-12)
        t.route(up(1, 100, 100, at: 100), up(3, 200, 100, at: 100))
        XCTAssertEqual(t.states("pinch"), [.began, .changed, .changed, .changed, .ended])
        XCTAssertEqual(t.states("pan"), [.failed], "the pinch keeps the fingers; no pan begins with them")
    }

    func testThePinchIsCancelledIfTheRemainingFingerIsCancelled() {
        let pinch = PinchGestureRecognizer()
        let t = GestureTester(pinch)
        t.route(down1); t.route(down2)
        t.route(move(2, 300, 100, at: 20))
        t.route(up(2, 300, 100, at: 40))
        t.route(cancelled(1, 100, 100, at: 60))
        XCTAssertEqual(t.states("pinch"), [.began, .changed, .cancelled])
    }
}

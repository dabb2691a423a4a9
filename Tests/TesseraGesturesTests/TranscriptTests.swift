import Foundation
import XCTest
import TesseraGeometry
@testable import TesseraGestures

/// Whole transcripts, as the simulator will write them, with every recognizer the collection view uses.
final class TranscriptTests: XCTestCase {
    /// The collection view's set: tap waits for double tap, pinch and rotation run together.
    private func collectionViewTester() -> GestureTester {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        tap.require(toFail: doubleTap)
        let t = GestureTester(tap, doubleTap, TapGestureRecognizer.twoFingerTap(), pinch,
                              PanGestureRecognizer(), LongPressGestureRecognizer(), rotation)
        t.router.arena.allowSimultaneousRecognition(pinch, rotation)
        return t
    }

    func testDoubleTapTranscript() {
        let t = collectionViewTester()
        t.route(down(1, 100, 100, at: 0)); t.route(up(1, 100, 100, at: 60))
        t.route(down(2, 103, 98, at: 250)); t.route(up(2, 103, 98, at: 320))
        t.advance(to: 1000)
        assertTranscript(t.transcript(), """
            0.06 twoFingerTap failed (100, 100) touches=1
            0.06 pinch failed (100, 100) touches=1 scale=1 velocity=0
            0.06 pan failed (100, 100) touches=1 translation=(0, 0) velocity=(0, 0)
            0.06 longPress failed (100, 100) touches=1
            0.06 rotation failed (100, 100) touches=1 rotation=0 velocity=0
            0.32 doubleTap recognized (103, 98) touches=1
            0.32 tap failed (100, 100) touches=1
            0.32 twoFingerTap failed (103, 98) touches=1
            0.32 pinch failed (103, 98) touches=1 scale=1 velocity=0
            0.32 pan failed (103, 98) touches=1 translation=(0, 0) velocity=(0, 0)
            0.32 longPress failed (103, 98) touches=1
            0.32 rotation failed (103, 98) touches=1 rotation=0 velocity=0
            """)
    }

    func testTimesPrintInTheirShortestDecimalForm() {
        func report(_ ns: Int64) -> GestureReport {
            GestureReport(time: .nanoseconds(ns), recognizer: "tap", state: .recognized, continuous: false, location: .zero,
                          touches: 1, values: .none)
        }
        // 1.27 s + the 0.3 s double-tap window: one second plus 0.57 rounds twice to 1.5699999999999998.
        XCTAssertEqual(report(1_570_000_000).seconds, 1.57)
        XCTAssertTrue(report(1_570_000_000).jsonLine.hasPrefix("{\"t\":1.57,"), report(1_570_000_000).jsonLine)
        XCTAssertEqual(report(600_000_000).seconds, 0.6)
        XCTAssertEqual(report(16_666_667).seconds, 0.016666667)
        XCTAssertEqual(report(3_016_666_667).seconds, 3.016666667)
    }

    func testPinchAndRotateTranscript() {
        let t = collectionViewTester()
        t.route(down(1, 100, 200, at: 0)); t.route(down(2, 200, 200, at: 8))
        // Finger 2 moves out and round finger 1: span 100 → 160, 0° → 30°, every 16 ms.
        for k in 1...3 {
            let a = Double(10 * k) * .pi / 180, r = 100 + 20 * Double(k)
            t.route(move(2, 100 + r * cos(a), 200 + r * sin(a), at: 8 + Double(16 * k)))
        }
        // Finger 1 lifts first: both stay changed, unchanged, until finger 2 lifts too (as UIKit's).
        t.route(up(1, 100, 200, at: 70)); t.route(up(2, 100 + 160 * cos(.pi / 6), 280, at: 75))
        assertTranscript(t.transcript(failures: false), """
            0.024 pinch began (159.088, 210.419) touches=2 scale=1.2 velocity=0
            0.024 rotation began (159.088, 210.419) touches=2 rotation=0.175 velocity=0
            0.04 pinch changed (165.778, 223.941) touches=2 scale=1.4 velocity=0
            0.04 rotation changed (165.778, 223.941) touches=2 rotation=0.349 velocity=0
            0.056 pinch changed (169.282, 240) touches=2 scale=1.6 velocity=12.5
            0.056 rotation changed (169.282, 240) touches=2 rotation=0.524 velocity=10.908
            0.07 pinch changed (169.282, 240) touches=2 scale=1.6 velocity=12.5
            0.07 rotation changed (169.282, 240) touches=2 rotation=0.524 velocity=10.908
            0.075 pinch ended (238.564, 280) touches=1 scale=1.6 velocity=12.5
            0.075 rotation ended (238.564, 280) touches=1 rotation=0.524 velocity=10.908
            """)
    }

    func testLongPressDragTranscriptAsJSONLines() {
        let t = collectionViewTester()
        t.route(down(1, 40, 60, at: 0))
        t.advance(to: 500)
        t.route(move(1, 40, 90, at: 600)); t.route(up(1, 40, 90, at: 650))
        XCTAssertEqual(t.reports.filter { $0.state != .failed }.map(\.jsonLine), [
            #"{"t":0.5,"recognizer":"longPress","state":"began","location":[40,60],"touches":1}"#,
            #"{"t":0.6,"recognizer":"longPress","state":"changed","location":[40,90],"touches":1}"#,
            #"{"t":0.65,"recognizer":"longPress","state":"ended","location":[40,90],"touches":1}"#,
        ])
    }

    func testJSONLinesCarryEachRecognizersValues() {
        let pan = GestureReport(time: .milliseconds(512), recognizer: "pan", state: .changed, continuous: true,
                                location: Point(x: 1.5, y: 2), touches: 1,
                                values: .pan(translation: Point(x: 10, y: -3.25), velocity: Point(x: 400, y: 0)))
        XCTAssertEqual(pan.jsonLine, #"{"t":0.512,"recognizer":"pan","state":"changed","location":[1.5,2],"#
                       + #""touches":1,"translation":[10,-3.25],"velocity":[400,0]}"#)
        let pinch = GestureReport(time: .seconds(1), recognizer: "pinch", state: .ended, continuous: true, location: .zero,
                                  touches: 2, values: .pinch(scale: 1.25, velocity: -0.5))
        XCTAssertEqual(pinch.jsonLine, #"{"t":1,"recognizer":"pinch","state":"ended","location":[0,0],"#
                       + #""touches":2,"scale":1.25,"velocity":-0.5}"#)
        let swipe = GestureReport(time: .zero, recognizer: "swipe", state: .recognized, continuous: false,
                                  location: .zero, touches: 1, values: .swipe(direction: .left))
        XCTAssertTrue(swipe.jsonLine.hasSuffix(#","direction":"left"}"#))
    }

    func testJSONLineNumbersAreShortestRoundTripIntegersPlainAndNonFiniteNull() {
        let rotation = GestureReport(time: .nanoseconds(1), recognizer: "rotation", state: .changed, continuous: true,
                                     location: Point(x: -7, y: -0.0), touches: 12,
                                     values: .rotation(angle: 0.1 + 0.2, velocity: -.infinity))
        XCTAssertEqual(rotation.jsonLine, #"{"t":1e-09,"recognizer":"rotation","state":"changed","location":[-7,0],"#
                       + #""touches":12,"rotation":0.30000000000000004,"velocity":null}"#)
        let far = GestureReport(time: .seconds(123_456), recognizer: "pan", state: .changed, continuous: true,
                                location: Point(x: 1e15, y: 999_999_999_999_999), touches: 0,
                                values: .pan(translation: Point(x: -123_456_789_012, y: .nan), velocity: Point(x: 2.5e-7, y: -1e300)))
        XCTAssertEqual(far.jsonLine, #"{"t":123456,"recognizer":"pan","state":"changed","location":[1000000000000000.0,999999999999999],"#
                       + #""touches":0,"translation":[-123456789012,null],"velocity":[2.5e-07,-1e+300]}"#)
    }

    func testJSONLineIntegersKeepEveryDigitAndTheirSign() {
        // Extremes of the digit writer: one digit, a sign, and Int64's ends (20 bytes for `min`).
        let cases: [(Int64, String)] = [(0, "0"), (7, "7"), (-7, "-7"), (10, "10"), (-100, "-100"),
                                        (Int64.max, "9223372036854775807"), (Int64.min, "-9223372036854775808")]
        for (value, text) in cases {
            var bytes: [UInt8] = Array("x".utf8)
            JSONText.appendInteger(value, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "x" + text)
        }
        let many = GestureReport(time: .zero, recognizer: "tap", state: .ended, continuous: false, location: Point(x: -0.5, y: 1e-5),
                                 touches: Int.max, values: .none)
        XCTAssertEqual(many.jsonLine, #"{"t":0,"recognizer":"tap","state":"recognized","location":[-0.5,1e-05],"touches":9223372036854775807}"#)
        for state in [GestureState.possible, .began, .changed, .ended, .cancelled, .failed] {
            for continuous in [false, true] {
                let line = GestureReport(time: .zero, recognizer: "r", state: state, continuous: continuous, location: .zero,
                                         touches: 1, values: .none).jsonLine
                XCTAssertTrue(line.contains(#""state":"\#(state.name(continuous: continuous))","#), line)
            }
        }
    }

    func testJSONLineEscapesARecognizerNameThatNeedsIt() throws {
        // A subclass chooses its own name; the line must stay one valid JSON object whatever it is.
        let report = GestureReport(time: .zero, recognizer: "my \"tap\"\\\n", state: .ended, continuous: false, location: .zero,
                                   touches: 1, values: .none)
        XCTAssertEqual(report.jsonLine, #"{"t":0,"recognizer":"my \"tap\"\\\n","state":"recognized","location":[0,0],"touches":1}"#)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.jsonLine.utf8)) as? [String: Any])
        XCTAssertEqual(object["recognizer"] as? String, "my \"tap\"\\\n")
    }

    func testReportSpaceConvertsReportedLocations() {
        let t = GestureTester(TapGestureRecognizer())
        t.router.reportSpace = OffsetCoordinateSpace(origin: Point(x: 0, y: -500))
        t.route(down(1, 10, 20, at: 0)); t.route(up(1, 10, 20, at: 30))
        assertTranscript(t.transcript(), "0.03 tap recognized (10, 520) touches=1")
    }

    // UIKit's UIGestureRecognizer.touchesEnded(_:with:): "If the gesture recognizer is interpreting a
    // continuous gesture, it should set its state to UIGestureRecognizer.State.ended upon receiving this
    // message. If it is interpreting a discrete gesture, it should set its state to recognized."
    // (`.recognized` is `.ended` by another name; transcripts say which one the recognizer meant.)

    func testContinuousGesturesEndAndDiscreteOnesAreRecognizedInTranscripts() {
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        let t = GestureTester(tap, pan)
        t.route(down(1, 100, 100, at: 0)); t.route(up(1, 100, 100, at: 50))
        t.route(down(2, 100, 100, at: 500)); t.route(move(2, 160, 100, at: 550)); t.route(up(2, 160, 100, at: 600))
        XCTAssertEqual(t.reports.filter { $0.state == .ended }.map(\.jsonLine), [
            #"{"t":0.05,"recognizer":"tap","state":"recognized","location":[100,100],"touches":1}"#,
            #"{"t":0.6,"recognizer":"pan","state":"ended","location":[160,100],"touches":1,"translation":[60,0],"velocity":[0,0]}"#,
        ])
        XCTAssertEqual(t.reports.filter { $0.state == .ended }.map { $0.transcriptLine.split(separator: " ")[2] },
                       ["recognized", "ended"], "the short lines name the state the same way")
    }

    func testLongPressPinchAndRotationEndAndSwipeAndTwoFingerTapAreRecognized() {
        let press = LongPressGestureRecognizer(), swipe = SwipeGestureRecognizer(direction: .right)
        let pressTester = GestureTester(press)
        pressTester.route(down(1, 40, 60, at: 0)); pressTester.advance(to: 500); pressTester.route(up(1, 40, 60, at: 600))
        let swipeTester = GestureTester(swipe)
        swipeTester.route(down(1, 0, 100, at: 0))
        for k in 1...6 { swipeTester.route(move(1, Double(20 * k), 100, at: Double(10 * k))) }
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let twoFingers = GestureTester(pinch, rotation, TapGestureRecognizer.twoFingerTap())
        twoFingers.router.arena.allowSimultaneousRecognition(pinch, rotation)
        twoFingers.route(down(1, 100, 100, at: 0), down(2, 200, 100, at: 0))
        twoFingers.route(move(2, 200, 200, at: 20)) // span 100 → 141, 0° → 45°
        twoFingers.route(up(1, 100, 100, at: 40), up(2, 200, 200, at: 40))
        let twoFingerTap = GestureTester(TapGestureRecognizer.twoFingerTap())
        twoFingerTap.route(down(1, 100, 100, at: 0), down(2, 200, 100, at: 0))
        twoFingerTap.route(up(1, 100, 100, at: 40), up(2, 200, 100, at: 40))
        let finished = [pressTester, swipeTester, twoFingers, twoFingerTap].flatMap { t in
            t.transcript().filter { $0.contains(" ended ") || $0.contains(" recognized ") }
                .map { $0.split(separator: " ")[1...2].joined(separator: " ") }
        }
        XCTAssertEqual(finished, ["longPress ended", "swipe recognized", "pinch ended", "rotation ended",
                                  "twoFingerTap recognized"])
    }
}

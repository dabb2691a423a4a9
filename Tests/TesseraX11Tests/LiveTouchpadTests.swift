import Foundation
import XCTest
import TesseraGeometry
import TesseraX11

/// Touchpad gestures (XInput 2.4) and smooth scrolling in the window, on a real Xorg: a pinch
/// responds as a touchscreen pinch of the same scale does, a two-finger swipe scrolls, and
/// scrolling valuators replace the wheel buttons. Each session replays to its live state.
final class LiveTouchpadTests: LiveTouchTestCase {
    func testATouchpadPinchLeavesTheStateATouchscreenPinchOfTheSameScaleLeaves() throws {
        // The touchscreen: a span of 200 spread to 300 about (160, 300).
        let screen = try open(recording: "screen-pinch")
        try stroke(ids: [1, 2], from: [Point(x: 60, y: 300), Point(x: 260, y: 300)],
                   to: [Point(x: 10, y: 300), Point(x: 310, y: 300)])
        usleep(300_000)
        let byScreen = try quit(screen)

        // The touchpad: the server reports the scale rising to 1.5 with the pointer at (160, 300).
        let pad = try open(recording: "pad-pinch")
        try movePointer(to: Point(x: 160, y: 300))
        let touchpad = try self.touchpad
        try touchpad.pinch(.begin)
        try touchpad.sync()
        for step in 1...12 {
            usleep(16_000)
            try touchpad.pinch(.update, scale: 1 + 0.5 * Double(step) / 12)
            try touchpad.sync()
        }
        try touchpad.pinch(.end, scale: 1.5)
        try touchpad.sync()
        usleep(300_000)
        let byPad = try quit(pad)

        XCTAssertTrue(byPad.contains(#""itemSize":[90,90]"#), byPad)
        XCTAssertEqual(byPad, byScreen, "the layout responds to the touchpad as to the touchscreen")
        // Two fingers, put down around the pointer, and nothing else.
        XCTAssertEqual(try lines("down", in: pad), ["3 60 300", "4 260 300"])
        let transcript = try assertReplayEqualsLiveState(pad, live: byPad)
        XCTAssertTrue(transcript.contains(#""recognizer":"pinch","state":"ended","location":[160,300],"touches":2,"scale":1.5"#), transcript)
    }

    func testATouchpadPinchThatTurnsDrivesTheRotationRecognizerWithTheServersAngle() throws {
        let session = try open("spread", recording: "pad-rotation")
        try movePointer(to: Point(x: 160, y: 240))
        let touchpad = try self.touchpad
        try touchpad.pinch(.begin)
        for _ in 1...9 {
            usleep(16_000)
            try touchpad.pinch(.update, scale: 1, angleDelta: 5)
            try touchpad.sync()
        }
        try touchpad.pinch(.end, scale: 1)
        try touchpad.sync()
        usleep(300_000)
        let live = try quit(session)
        let transcript = try assertReplayEqualsLiveState(session, live: live)
        // 45 degrees clockwise, as the server summed it.
        let rotation = transcript.split(separator: "\n").last { $0.contains(#""recognizer":"rotation""#) }
        XCTAssertNotNil(rotation?.range(of: #""rotation":0.785398163397"#), "\(rotation ?? "no rotation")")
    }

    func testATwoFingerTouchpadSwipeScrolls() throws {
        let session = try open(recording: "swipe")
        try movePointer(to: Point(x: 160, y: 300))
        let touchpad = try self.touchpad
        try touchpad.swipe(.begin, fingers: 2)
        try touchpad.sync()
        for _ in 1...12 {
            usleep(16_000)
            try touchpad.swipe(.update, fingers: 2, delta: Point(x: 0, y: -10))
            try touchpad.sync()
        }
        usleep(150_000)  // a pause before lifting, so it comes to rest without a fling
        try touchpad.swipe(.end, fingers: 2)
        try touchpad.sync()
        usleep(300_000)
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""contentOffset":[0,120]"#), "the fingers moved 120 points up: \(live)")
        XCTAssertEqual(try lines("down", in: session), ["3 140 300", "4 180 300"])
        let transcript = try assertReplayEqualsLiveState(session, live: live)
        XCTAssertTrue(transcript.contains(#""recognizer":"pan","state":"began""#), transcript)
    }

    func testSmoothScrollingScrollsByFractionsOfANotchInsteadOfTheWheelButtons() throws {
        let session = try open(recording: "smooth-scroll")
        try movePointer(to: Point(x: 160, y: 300))
        let touchpad = try self.touchpad
        // Half a notch, then a whole one (120 valuator units a notch).
        try touchpad.motion(scroll: Point(x: 0, y: 60))
        try touchpad.sync()
        usleep(50_000)
        try touchpad.motion(scroll: Point(x: 0, y: 120))
        try touchpad.sync()
        usleep(300_000)
        let live = try quit(session)
        // The wheel buttons the server emulates from the scrolling are dropped: each step is seen once.
        XCTAssertEqual(try lines("wheel", in: session), ["0 0.5 160 300", "0 1 160 300"])
        XCTAssertTrue(live.contains(#""contentOffset":[0,60]"#), "40 points a notch: \(live)")
        try assertReplayEqualsLiveState(session, live: live)
    }
}

import Foundation
import XCTest
import TesseraGeometry
@testable import TesseraX11

/// The pieces of the window's conventions that need no X server: the heads-up lines, the icon, the signal pipe.
final class X11HostConventionsTests: XCTestCase {
    /// Six points a character, as a fixed-width font.
    let measure: (String) -> Double = { Double($0.count) * 6 }

    func testTheHeadsUpLineWrapsAtSegmentsToFitTheWindow() {
        let segments = ["● REC", "flow", "42 items", "tap recognized (40, 70) touches=1", "frame 0.6 ms"]
        let wide = X11Host.headsUpLines(segments, width: 1000, measure: measure)
        XCTAssertEqual(wide, ["● REC | flow | 42 items | tap recognized (40, 70) touches=1 | frame 0.6 ms"])
        let narrow = X11Host.headsUpLines(segments, width: 200, measure: measure)
        XCTAssertEqual(narrow, ["● REC | flow | 42 items", "tap recognized (40, 70) touches=1", "frame 0.6 ms"])
        for line in narrow { XCTAssertLessThanOrEqual(measure(line), 200, line) }
    }

    func testTheRecordingBadgeShowsFirstAndASegmentWiderThanTheWindowIsCut() {
        let lines = X11Host.headsUpLines(["● REC", String(repeating: "x", count: 100)], width: 120, measure: measure)
        XCTAssertEqual(lines.first, "● REC")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[1].hasSuffix("…"))
        XCTAssertLessThanOrEqual(measure(lines[1]), 120)
    }

    /// A pan's entry is wider than a 320-point window: it wraps at its spaces, so its velocity stays readable, where
    /// it was cut with "…" after its translation.
    func testASegmentWiderThanTheWindowWrapsAtItsSpaces() {
        let pan = "pan ended (160, 160) touches=1 translation=(0, -240) velocity=(0, -1.2)"
        let lines = X11Host.headsUpLines(["flow", "30 items", pan, "frame 0.4 ms"], width: 306, measure: measure)
        XCTAssertEqual(lines, ["flow | 30 items", "pan ended (160, 160) touches=1 translation=(0,",
                               "-240) velocity=(0, -1.2)", "frame 0.4 ms"])
        for line in lines { XCTAssertLessThanOrEqual(measure(line), 306, line) }
        XCTAssertEqual(lines.joined(separator: " ").components(separatedBy: "flow | 30 items ").last,
                       pan + " frame 0.4 ms", "nothing of the entry is lost")
    }

    func testTheFrameTimeIsLeftOutUntilAFrameHasBeenTimed() {
        // The first frame has no time of its own to show; an idle window kept showing "frame 0.0 ms".
        XCTAssertNil(X11Host.frameTimeSegment(nil))
        XCTAssertEqual(X11Host.frameTimeSegment(.microseconds(600)), "frame 0.6 ms")
        XCTAssertEqual(X11Host.frameTimeSegment(.zero), "frame 0.0 ms")
    }

    func testTheFrameTimeReadsAsPrintfPrintsItToATenthOfAMillisecond() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 20
        }
        // Whole nanoseconds as the monotonic clock gives them, ties (x.x5 ms) and values near them.
        var durations: [Duration] = [.zero, .nanoseconds(1), .nanoseconds(49_999), .nanoseconds(50_000), .nanoseconds(150_000),
                                     .nanoseconds(250_000), .nanoseconds(1_250_000), .nanoseconds(1_350_000), .milliseconds(999),
                                     .nanoseconds(99_950_000), .seconds(3600)]
        for _ in 0..<20_000 { durations.append(.nanoseconds(Int64(next() % 40_000_000))) }
        for k in 0..<2_000 { durations.append(.nanoseconds(Int64(k) * 50_000 + [-1, 0, 1][k % 3])) }
        for d in durations {
            let ms = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
            XCTAssertEqual(X11Host.milliseconds(d), String(format: "%.1f", ms), "\(d)")
        }
    }

    func testWheelStepsAndKeysAreNamedOnTheHeadsUpLine() {
        XCTAssertEqual(X11Host.inputNote(.wheel(delta: Point(x: 0, y: 1), location: .zero, modifiers: [])), "wheel dx +0 dy +1")
        XCTAssertEqual(X11Host.inputNote(.wheel(delta: Point(x: 0, y: -0.5), location: .zero, modifiers: .control)),
                       "wheel pinch dx +0 dy -0.5")
        XCTAssertEqual(X11Host.inputNote(.key("m")), "key m")
        XCTAssertNil(X11Host.inputNote(.tick))
    }

    func testTheIconIsOpaqueOnItsTilesAndTransparentBetweenThemAtEverySize() {
        let value = WindowIcon.netWMIcon()
        XCTAssertEqual(value.count, WindowIcon.sizes.reduce(0) { $0 + 2 + $1 * $1 })
        for size in WindowIcon.sizes {
            let pixels = WindowIcon.pixels(size: size)
            XCTAssertEqual(pixels[0] >> 24, 0, "the corner is transparent")
            XCTAssertEqual(pixels[(size / 2) * size + size / 2] >> 24, 255, "the centre tile is opaque")
            XCTAssertEqual(pixels[(size / 2) * size + size / 2] & 0xFFFFFF, 0xE86A33, "and picked out")
        }
    }

    func testASignalWakesThePollAtOnceThroughThePipe() {
        SignalWatch.install()
        SignalWatch.reset()
        defer { SignalWatch.reset() }
        XCTAssertGreaterThanOrEqual(SignalWatch.wakeDescriptor, 0)
        var idle = pollfd(fd: SignalWatch.wakeDescriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&idle, 1, 0), 0, "nothing to read before a signal")
        raise(SIGTERM)
        var woken = pollfd(fd: SignalWatch.wakeDescriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&woken, 1, 1000), 1, "a signal makes the pipe readable, so a poll waiting on it returns")
        XCTAssertEqual(SignalWatch.caught, SIGTERM)
        SignalWatch.reset()
        XCTAssertNil(SignalWatch.caught)
    }
}

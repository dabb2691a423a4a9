import Foundation
import XCTest
import TesseraDemo
import TesseraReplay
import TesseraSimulator
import TesseraTesting

/// A replay takes time proportional to the work in its log, not to the time the log spans.
final class IdleTimeTests: XCTestCase {
    func replay(_ text: String) throws -> (Replayer.Result, frames: Int) {
        let log = try EventLogReader(file: "gap.log").read(text)
        let scene = try log.loadScene(relativeTo: "/", catalog: .standard)
        var frames = 0
        var replayer = Replayer()
        replayer.progress = { _, simulation in frames = simulation.frameCount }
        return (try replayer.replay(log, scene: scene), frames)
    }

    let scene = #"scene {"layout":{"type":"flow"},"sections":[{"items":5}],"size":[320,480]}"#

    func testAPauseOfThreeHundredYearsTakesAHandfulOfFrames() throws {
        // 0 down … 9999999999 up used to tick 6×10¹¹ frames at 60 Hz, one by one.
        let (result, frames) = try replay("tessera-log 1\n\(scene)\n0 down 1 100 100\n9999999999 up 1 100 100\n")
        XCTAssertLessThan(frames, 100, "the frames before the long press fires, and no idle ones")
        XCTAssertTrue(result.transcript.contains(#""recognizer":"longPress","state":"began""#), "the long-press timer still fires")
        XCTAssertTrue(result.transcript.contains(#""t":9999999999,"recognizer":"longPress""#), result.transcript)
    }

    func testAFlingStillMovingWhenTheNextEventComesCenturiesLaterSettles() throws {
        // The fling's elapsed time, in nanoseconds, no longer fit an Int64 past 292 years: the replay trapped
        // ("Double value cannot be converted to Int64"), though the log's times go up to 317 years.
        let fling = "tessera-log 1\n\(scene.replacingOccurrences(of: "\"items\":5", with: "\"items\":10000"))\n"
            + "0 down 1 100 400\n0.016 move 1 100 350\n0.032 move 1 100 300\n0.048 move 1 100 250\n0.064 up 1 100 200\n"
        let (late, _) = try replay(fling + "9999999999.999999999 tick\n")
        let (soon, _) = try replay(fling + "1000 tick\n")
        XCTAssertGreaterThan(soon.state.contentOffset.y, 150, "precondition: the fling moved the content")
        XCTAssertEqual(late.state.contentOffset, soon.state.contentOffset, "it came to rest where it does after 1000 s")
    }

    func testSkippingIdleFramesChangesNothingAFrameByFrameReplayWouldShow() throws {
        // A fling, then a pause: the deceleration is ticked frame by frame, the pause is not.
        let text = "tessera-log 1\n\(scene.replacingOccurrences(of: "\"items\":5", with: "\"items\":300"))\n"
            + "0 down 1 100 400\n0.016 move 1 100 350\n0.032 move 1 100 300\n0.048 move 1 100 250\n0.05 up 1 100 250\n"
            + "100000 key plus\n"
        let (result, frames) = try replay(text)
        // The same inputs with every frame up to five seconds written out, each tick before the inputs
        // of its instant, as the replayer ticks them: a replay that skips nothing.
        var lines: [(Duration, Int, String)] = [(.zero, 1, "0 down 1 100 400"), (.milliseconds(16), 1, "0.016 move 1 100 350"),
                                                (.milliseconds(32), 1, "0.032 move 1 100 300"),
                                                (.milliseconds(48), 1, "0.048 move 1 100 250"),
                                                (.milliseconds(50), 1, "0.05 up 1 100 250"), (.seconds(100_000), 1, "100000 key plus")]
        for k in 1...300 { lines.append((Simulation.frameInterval * k, 0, LogTime.format(Simulation.frameInterval * k) + " tick")) }
        lines.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        let ticked = "tessera-log 1\n\(scene.replacingOccurrences(of: "\"items\":5", with: "\"items\":300"))\n"
            + lines.map(\.2).joined(separator: "\n") + "\n"
        let (reference, _) = try replay(ticked)
        XCTAssertEqual(result.state, reference.state)
        XCTAssertLessThan(frames, 400)
        XCTAssertGreaterThan(result.state.contentOffset.y, 150, "precondition: the fling moved the content")
    }

    // A paused animation counted as moving, so every frame of a pause was ticked: 9999999999 s of it would have taken
    // about a day, though a paused frame does nothing.
    func testAPauseWhileAnimationsArePausedTakesAHandfulOfFrames() throws {
        let switching = #"scene {"layout":{"type":"flow"},"alternates":[{"type":"flow","itemSize":[90,90]}],"#
            + #""sections":[{"items":20}],"size":[320,480]}"#
        let (result, frames) = try replay("tessera-log 1\n\(switching)\n0 layout 1\n0.1 key space\n100 key m\n")
        XCTAssertLessThan(frames, 100)
        guard case .object(let parameters) = result.state.parameters else { return XCTFail("\(result.state.parameters)") }
        XCTAssertEqual(parameters["itemSize"], .array([.number(90), .number(90)]), "the switch ends once the pause does, in the settling")
    }

    // Two fingers holding an interactive transition still (the Stack pinched a little open) counted as moving: a
    // hold of 10⁵ s took a minute, of 10¹⁰ s some 72 days, though the transition moves only with the fingers.
    func testFingersHoldingAnInteractiveTransitionStillTakeAHandfulOfFrames() throws {
        let stack = #"scene {"layout":{"type":"stack"},"alternates":[{"type":"flow"}],"sections":[{"items":12}],"size":[320,480]}"#
        let pinch = "0 down 1 110 240\n0 down 2 210 240\n0.016 move 1 105 240\n0.016 move 2 215 240\n"
            + "0.033 move 1 100 240\n0.033 move 2 220 240\n0.05 move 1 97 240\n0.05 move 2 223 240\n"
        let (held, frames) = try replay("tessera-log 1\n\(stack)\n\(pinch)100 up 1 97 240\n100 up 2 223 240\n")
        XCTAssertLessThan(frames, 200)
        let (soon, _) = try replay("tessera-log 1\n\(stack)\n\(pinch)5 up 1 97 240\n5 up 2 223 240\n")
        XCTAssertEqual(held.state, soon.state)
    }
}

/// `--frames` writes at most `Frames.limit` frames, and says what it skipped.
final class FrameLimitTests: XCTestCase {
    func testFramesStopAtTheLimitWithAWarning() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-frame-limit-")
        addTeardownBlock { try temporary.remove() }
        let dir = temporary.url
        // A slow drag: a move every 20 ms for half a second, so a frame is presented at each.
        var text = "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":50}],\"size\":[320,480]}\n"
        text += "0 down 1 100 400\n"
        for k in 1...25 { text += "\(Double(k) * 0.02) move 1 100 \(400 - 4 * k)\n" }
        text += "0.52 up 1 100 300\n"
        let log = try EventLogReader(file: "pan.log").read(text)
        var replayer = Replayer()
        replayer.frames = Replayer.Frames(directory: dir.path, every: 1, limit: 4)
        let result = try replayer.replay(log, scene: log.loadScene(relativeTo: "/", catalog: .basic))
        XCTAssertEqual(result.frameFiles.count, 4)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).count, 4)
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings.first?.hasPrefix("wrote the first 4 frames and skipped ") == true, "\(result.warnings)")
    }
}

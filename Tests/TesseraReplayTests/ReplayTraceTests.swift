import Foundation
import XCTest
import TesseraDemo
import TesseraGeometry
import TesseraGestures
import TesseraLayout
import TesseraRender
import TesseraSimulator
@testable import TesseraReplay

/// The trace a replay records for the trace viewer, and its animation: what they hold, that they
/// stay within their limits however long the log, and that recording them changes nothing.
final class ReplayTraceTests: XCTestCase {
    static let logs = packageRoot.appendingPathComponent("assets/logs")

    func replay(_ name: String, trace: ReplayTrace.Limits? = ReplayTrace.Limits(), animation: Replayer.Animation? = nil) throws -> Replayer.Result {
        let path = Self.logs.appendingPathComponent(name).path
        let log = try EventLogReader.load(path: path)
        let scene = try log.loadScene(relativeTo: Self.logs.path, catalog: .standard)
        var replayer = Replayer()
        replayer.trace = trace
        replayer.animation = animation
        return try replayer.replay(log, scene: scene)
    }

    func testATraceHoldsEveryReportTheTouchesTheLayoutPassesAndTheStateOverTime() throws {
        let result = try replay("flow-pinch.log")
        let trace = try XCTUnwrap(result.trace)
        XCTAssertEqual(trace.reports.map(\.jsonLine).joined(separator: "\n") + "\n", result.transcript, "every report, as the transcript has them")
        XCTAssertEqual(trace.touches.map(\.id), [1, 2])
        XCTAssertEqual(trace.touches.map(\.end), [.ended, .ended])
        XCTAssertEqual(trace.touches[0].samples.first?.location, Point(x: 110, y: 200))
        XCTAssertEqual(trace.touches[0].samples.last?.location, Point(x: 85, y: 200))
        XCTAssertEqual(trace.touches[0].samples.last?.time, .milliseconds(250))
        // Each step of the pinch invalidates the layout; the pass at the next frame prepares it once.
        let kinds = trace.events.map(\.kind)
        XCTAssertEqual(kinds.filter { $0 == .invalidation }.count, 3, "\(trace.events)")
        XCTAssertEqual(kinds.filter { $0 == .prepare }.count, 3)
        XCTAssertEqual(kinds.firstIndex(of: .invalidation).map { kinds[$0 + 1] }, .prepare)
        XCTAssertEqual(trace.states.last?.state, result.state, "the last sample is the final state")
        XCTAssertEqual(trace.states.first?.state.parameters, try XCTUnwrap(trace.states.first).state.parameters)
        XCTAssertGreaterThan(trace.states.count, 2, "the item size changed with the pinch")
        XCTAssertEqual(trace.frames.first?.reason, "start")
        XCTAssertEqual(trace.frames.last?.reason, "end")
        XCTAssertTrue(trace.frames.contains { $0.reason.contains("pinch began") }, "\(trace.frames.map(\.reason))")
        XCTAssertEqual(trace.frames.first?.scale, 2, "a 320 × 480 window is kept at 160 × 240")
        XCTAssertEqual(trace.duration, .milliseconds(250))
        XCTAssertEqual(trace.notes, [])
    }

    func testBatchUpdatesKeysAndLayoutSwitchesAreEventsWithAFrameEach() throws {
        let trace = try XCTUnwrap(try replay("flow-keys.log").trace)
        let updates = trace.events.filter { $0.kind == .batchUpdate }
        XCTAssertEqual(updates.first?.text, "insert item [0, 30]", "\(updates)")
        XCTAssertEqual(updates.first?.time, .zero)
        XCTAssertTrue(updates.contains { $0.text.hasPrefix("delete item") }, "\(updates)")
        XCTAssertTrue(trace.events.contains { $0.kind == .input && $0.text == "key plus" })
        XCTAssertTrue(trace.events.contains { $0.kind == .layoutSwitch && $0.text.hasPrefix("flow → ") }, "\(trace.events.filter { $0.kind == .layoutSwitch })")
        XCTAssertTrue(trace.frames.contains { $0.reason.contains("batch update") })
    }

    func testRecordingATraceAndAnAnimationChangesNeitherTheStateNorTheTranscript() throws {
        for name in ["flow-pinch.log", "flow-keys.log", "circle-reorder.log", "stack-pinch-cancel.log", "flow-double-tap.log"] {
            let plain = try replay(name, trace: nil)
            let recorded = try replay(name, trace: ReplayTrace.Limits(), animation: Replayer.Animation())
            XCTAssertEqual(plain.state, recorded.state, name)
            XCTAssertEqual(plain.transcript, recorded.transcript, name)
            XCTAssertNil(plain.trace)
            XCTAssertNil(plain.animation)
            XCTAssertGreaterThan(recorded.animation?.frameCount ?? 0, 2, name)
        }
    }

    func testAnAnimationStopsAtItsLimitOfFramesAndSaysSo() throws {
        let result = try replay("circle-reorder.log", trace: nil, animation: Replayer.Animation(limit: 5))
        XCTAssertLessThanOrEqual(result.animation?.frameCount ?? 0, 6, "five frames and the last")
        XCTAssertTrue(result.warnings.contains { $0.contains("the animation holds its first 5 frames") }, "\(result.warnings)")
    }

    func testALongLogStaysWithinTheLimitsAndTheNotesSaySo() throws {
        // 300 taps a quarter second apart on a flow, one tick each: far past these small limits.
        var text = "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":40}],\"size\":[200,300]}\n"
        for i in 0..<300 {
            let t = Double(i) * 0.25
            text += "\(t) down 1 \(20 + i % 3 * 60) 30\n\(t + 0.05) move 1 \(21 + i % 3 * 60) 31\n\(t + 0.1) up 1 \(21 + i % 3 * 60) 31\n"
        }
        let log = try EventLogReader().read(text)
        var limits = ReplayTrace.Limits()
        limits.frames = 12
        limits.reports = 80
        limits.touchSamples = 120
        limits.events = 40
        limits.states = 30
        var replayer = Replayer()
        replayer.trace = limits
        let result = try replayer.replay(log, scene: try log.loadScene(relativeTo: ".", catalog: .standard))
        let trace = try XCTUnwrap(result.trace)
        XCTAssertLessThanOrEqual(trace.frames.count, 12)
        XCTAssertLessThanOrEqual(trace.reports.count, 80)
        XCTAssertLessThanOrEqual(trace.touches.reduce(0) { $0 + $1.samples.count }, 120)
        XCTAssertLessThanOrEqual(trace.events.count, 40)
        XCTAssertLessThanOrEqual(trace.states.count, 30)
        XCTAssertEqual(trace.frames.last?.reason, "end")
        XCTAssertEqual(trace.states.last?.state, result.state)
        XCTAssertFalse(trace.notes.isEmpty)
        XCTAssertTrue(trace.notes.contains { $0.contains("filmstrip frames") }, "\(trace.notes)")
    }

    func testADivergenceIsWhenAPartOfTheStateTookTheValueItEndsWith() throws {
        let start = SimulationState(layout: "flow", parameters: .object(["spacing": .number(10)]), items: [[0, 1, 2]], selected: [],
                                    contentOffset: .zero, size: Size(width: 320, height: 480))
        var tapped = start
        tapped.selected = [ElementPath(item: 1, section: 0)]
        var scrolled = tapped
        scrolled.contentOffset = Point(x: 0, y: 40)
        var moved = scrolled
        moved.selected = [ElementPath(item: 2, section: 0)]
        let samples = [(0, start), (500, tapped), (900, scrolled), (1200, moved)].map {
            ReplayTrace.StateSample(time: .milliseconds($0.0), state: $0.1, hasItems: true, itemCount: 3)
        }
        var golden = tapped
        golden.parameters = .object(["spacing": .number(12)])
        let found = TraceDivergence.find(in: samples, expected: golden)
        XCTAssertEqual(found.map(\.field), ["parameters.spacing", "contentOffset", "selected"])
        XCTAssertEqual(found.map(\.time), [0, 0.9, 1.2])
        XCTAssertEqual(found.map(\.agreedBefore), [false, true, true])
        XCTAssertEqual(found[2].text, "selected: [[0, 1]] in the golden, [[0, 2]] from 1.2 s on")
    }

    func testFramesThatLookLikeTheLastOneKeptAreNotKept() throws {
        let json = #"{"size":[320,480],"layout":{"type":"flow","itemSize":[80,80]},"sections":[{"items":40}]}"#
        let simulation = try Simulation(scene: Scene.parse(Data(json.utf8), file: "scene.json", catalog: .standard))
        var filmstrip = TraceFilmstrip(limits: ReplayTrace.Limits())
        try filmstrip.start(simulation)
        // Routine frames come every 50 ms of ticks; with nothing changing, each looks like the first.
        var now = Duration.zero
        func tick() throws {
            now += .milliseconds(60)
            simulation.tick(at: now)
            try filmstrip.frameTicked(simulation)
        }
        for _ in 0..<5 { try tick() }
        XCTAssertEqual(filmstrip.frames.map(\.reason), ["start"])
        // The content scrolls: the next routine frame shows it, and the ones after, with nothing moving, do not.
        simulation.collectionView.contentOffset = Point(x: 0, y: 100)
        for _ in 0..<5 { try tick() }
        XCTAssertEqual(filmstrip.frames.map(\.reason), ["start", "frame"])
        // It scrolls back: the picture is the first one again, which is a change from the last frame kept.
        simulation.collectionView.contentOffset = .zero
        for _ in 0..<5 { try tick() }
        XCTAssertEqual(filmstrip.frames.count, 3, "\(filmstrip.frames.map { ($0.time, $0.reason) })")
        XCTAssertEqual(filmstrip.frames.first?.png, filmstrip.frames.last?.png, "the same picture as at the start")
        try filmstrip.finish(simulation)
        XCTAssertEqual(filmstrip.frames.last?.reason, "end", "the last frame is kept whatever it shows")
    }

    func testThePageCarriesTheTraceSafelyAndLoadsNothing() throws {
        let trace = try XCTUnwrap(try replay("flow-pinch.log").trace)
        let title = "evil</script><script>alert(1)</script>.log"
        let page = TraceHTML.page(for: trace, title: title, verdict: .passed(golden: "x.state.json"))
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2, "only the page's own two scripts close")
        XCTAssertTrue(page.contains("evil\\u003c/script>\\u003cscript>"), "the title in the data")
        XCTAssertTrue(page.contains("<title>evil&lt;/script&gt;"), "the title in the head")
        for remote in ["<script src", "<link", "@import", "url(http", "src=\"http", "fetch(", "XMLHttpRequest", "@font-face"] {
            XCTAssertFalse(page.contains(remote), remote)
        }
        XCTAssertEqual(page.components(separatedBy: "data:image/png;base64,").count - 1, trace.frames.count)
    }
}

/// The trace and the animated PNG are pictures shown small: a window too large to paint whole is painted at a
/// whole fraction of its pixels, not at a gigabyte a frame.
final class LargeWindowPictureTests: XCTestCase {
    func replay(_ text: String) throws -> Replayer.Result {
        let log = try EventLogReader(file: "w.log").read(text)
        var replayer = Replayer()
        replayer.trace = ReplayTrace.Limits()
        replayer.animation = Replayer.Animation()
        return try replayer.replay(log, scene: try log.loadScene(relativeTo: "/", catalog: .standard))
    }

    let tap = "1 down 1 100 100\n1.05 up 1 100 100\n"

    func testAWindowOf16384PointsASideIsPaintedAtAQuarterOfItsPixels() throws {
        let result = try replay("tessera-log 1\n" + #"scene {"size":[16384,16384],"layout":{"type":"flow"},"sections":[{"items":30}]}"#
                                + "\n" + tap)
        let animation = try XCTUnwrap(result.animation)
        XCTAssertEqual([animation.width, animation.height], [4096, 4096])
        let frame = try XCTUnwrap(result.trace?.frames.first)
        XCTAssertEqual(frame.scale % 4, 0, "points per thumbnail pixel: the quarter, times the thumbnail's own reduction")
        XCTAssertEqual(PaintBudget.divisor(for: Size(width: 16384, height: 16384)), 4)
        XCTAssertEqual(PaintBudget.divisor(for: Size(width: 1920, height: 1080)), 1, "a screen-sized window is painted whole")
        XCTAssertEqual(PaintBudget.divisor(for: Size(width: 4096, height: 4096)), 1)
    }

    func testAWindowThatGrowsPastTheAnimationsCanvasIsPaintedNoLarger() throws {
        let small = "tessera-log 1\n" + #"scene {"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":30}]}"# + "\n"
        let grown = try replay(small + "0 resize 16384 16384\n" + tap)
        let animation = try XCTUnwrap(grown.animation)
        XCTAssertEqual([animation.width, animation.height], [320, 480], "the canvas is the first window's")
    }
}

import Foundation
import XCTest
import TesseraTesting

/// `--trace`, `--apng` and `--failures-only`: the trace viewer and the animation of a replay, written
/// per log or for failing logs only, and the viewer tried in a real browser.
final class ReplayTraceCommandTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-trace-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    let scene = "scene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":7}],\"size\":[320,480]}"

    func testATraceAndAnAnimationAreWrittenForALog() throws {
        let trace = dir.appendingPathComponent("pinch.html"), apng = dir.appendingPathComponent("pinch.png")
        let result = try TesseraExecutable.run(["replay", "assets/logs/flow-pinch.log", "--trace", trace.path, "--apng", apng.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("wrote the trace to \(trace.path)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("wrote the animation to \(apng.path)"), result.stdout)
        let page = try String(contentsOf: trace, encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains(#""r":"pinch","s":"began""#))
        XCTAssertTrue(page.contains(#""verdict":{"status":"passed""#))
        let bytes = [UInt8](try Data(contentsOf: apng))
        XCTAssertEqual(Array(bytes.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10])
        XCTAssertEqual(String(decoding: bytes[37..<41], as: UTF8.self), "acTL", "an animated PNG: acTL right after IHDR")
    }

    func testWithFailuresOnlyOnlyTheFailingLogOfSeveralGetsItsTraceAndAnimation() throws {
        let pass = try write("pass.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 1 25 25\n")
        let fail = try write("fail.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 1 25 25\n")
        XCTAssertEqual(try TesseraExecutable.run(["replay", pass, fail, "--update", "--quiet"]).status, 0)
        let golden = dir.appendingPathComponent("fail.state.json").path
        let text = try String(contentsOfFile: golden, encoding: .utf8).replacingOccurrences(of: "[[0, 0]]", with: "[[0, 4]]")
        try text.write(toFile: golden, atomically: true, encoding: .utf8)
        let json = dir.appendingPathComponent("report.json").path
        let result = try TesseraExecutable.run(["replay", pass, fail, "--quiet", "--failures-only", "--json", json,
                                                "--trace", dir.path + "/traces/{name}.html", "--apng", dir.path + "/animations/{name}.png"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let exists = { (p: String) in FileManager.default.fileExists(atPath: self.dir.appendingPathComponent(p).path) }
        XCTAssertFalse(exists("traces/pass.html"), "a passing log gets none")
        XCTAssertFalse(exists("animations/pass.png"))
        XCTAssertTrue(exists("traces/fail.html"))
        XCTAssertTrue(exists("animations/fail.png"))
        let page = try String(contentsOf: dir.appendingPathComponent("traces/fail.html"), encoding: .utf8)
        XCTAssertTrue(page.contains(#""divergences":[{"field":"selected""#), "the divergence is marked")
        XCTAssertTrue(page.contains("selected: expected [[0, 4]], got [[0, 0]]"))
        let report = try String(contentsOfFile: json, encoding: .utf8)
        XCTAssertTrue(report.contains(dir.path + "/traces/fail.html"), "the trace is attached to the failing case: \(report)")
    }

    func testSeveralLogsNeedANamePatternAndATraceCannotOverwriteItsLog() throws {
        let a = try write("a.log", "tessera-log 1\n\(scene)\n"), b = try write("b.log", "tessera-log 1\n\(scene)\n")
        let several = try TesseraExecutable.run(["replay", a, b, "--trace", dir.appendingPathComponent("t.html").path])
        XCTAssertEqual(several.status, 64, several.stderr)
        XCTAssertTrue(several.stderr.contains("{name}"), several.stderr)
        let overwrite = try TesseraExecutable.run(["replay", a, "--allow-missing", "--apng", a])
        XCTAssertEqual(overwrite.status, 2, overwrite.stderr)
        XCTAssertTrue(overwrite.stderr.contains("--apng") && overwrite.stderr.contains("would overwrite the input"), overwrite.stderr)
        let alone = try TesseraExecutable.run(["replay", a, "--allow-missing", "--failures-only"])
        XCTAssertEqual(alone.status, 64, alone.stderr)
    }

    /// The viewer in Debian's chromium: the lanes are drawn, and dragging on the axis, moving the
    /// slider or opening the page at `#t=` shows another frame and other states at another time.
    func testInARealBrowserCloseEventsLabelsNeverPrintOverOneAnother() throws {
        _ = try HeadlessBrowser.executable()
        // The demo switches through nine layouts within seconds: their names would overlap on the layout lane.
        let trace = dir.appendingPathComponent("demo.html")
        let result = try TesseraExecutable.run(["replay", "assets/logs/demo.log", "--quiet", "--trace", trace.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let dom = try HeadlessBrowser.dumpDOM(URL(string: trace.absoluteString + "#selftest=1")!, scratch: dir)
        let json = try XCTUnwrap(dom.components(separatedBy: "<pre id=\"selftest-result\" hidden=\"\">").dropFirst().first?
            .components(separatedBy: "</pre>").first, "the page ran its self-test")
        let seen = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(seen.first?["overlappingLabels"] as? Int, 0, "\(seen)")
        XCTAssertGreaterThan(seen.first?["labels"] as? Int ?? 0, 2, "labels are still shown where there is room: \(seen)")
        XCTAssertTrue(dom.contains(#"data-kind="layoutSwitch""#))
        XCTAssertTrue(dom.contains(#"display="none""#), "some labels were hidden")
    }

    func testInARealBrowserTheLanesAreDrawnAndScrubbingChangesTheFrameAndTheState() throws {
        _ = try HeadlessBrowser.executable()
        // A golden whose item size the pinch does not reach, so the page also marks the divergence.
        let golden = try String(contentsOf: TesseraExecutable.packageRoot.appendingPathComponent("assets/logs/flow-pinch.state.json"), encoding: .utf8)
        let expected = try write("expected.state.json", golden.replacingOccurrences(of: "\"itemSize\": [90,90]", with: "\"itemSize\": [80,80]"))
        XCTAssertNotEqual(try String(contentsOfFile: expected, encoding: .utf8), golden, "the golden was changed")
        let trace = dir.appendingPathComponent("pinch.html")
        let result = try TesseraExecutable.run(["replay", "assets/logs/flow-pinch.log", "--expect", expected, "--quiet", "--trace", trace.path])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)

        let page = URL(string: trace.absoluteString + "#selftest=0.05,0.2")!
        let dom = try HeadlessBrowser.dumpDOM(page, scratch: dir)
        for lane in ["frames", "touches", "recognizer:pinch", "recognizer:tap", "layout", "updates", "scene"] {
            XCTAssertTrue(dom.contains("data-lane=\"\(lane)\""), "the \(lane) lane")
        }
        XCTAssertTrue(dom.contains("<body data-verdict=\"failed\""), "the verdict")
        XCTAssertTrue(dom.contains(#"class="divergence" data-field="parameters.itemSize""#), "the divergence is marked")
        XCTAssertTrue(dom.contains(#"<g class="track" data-touch-id="1">"#) && dom.contains(#"<g class="track" data-touch-id="2">"#), "a track per finger")
        let json = try XCTUnwrap(dom.components(separatedBy: "<pre id=\"selftest-result\" hidden=\"\">").dropFirst().first?
            .components(separatedBy: "</pre>").first, "the page ran its self-test")
        let seen = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(seen.map { $0["how"] as? String }, ["drag", "slider", "drag", "slider"])
        for (i, t) in [0.05, 0.05, 0.2, 0.2].enumerated() {
            XCTAssertEqual(seen[i]["time"] as? Double ?? -1, t, accuracy: 0.003, "\(seen[i])")
            XCTAssertEqual(seen[i]["fingers"] as? Int, 2, "both fingers are down: \(seen[i])")
        }
        let states = seen.map { ($0["states"] as? [String: String]) ?? [:] }
        XCTAssertEqual(states[0]["pinch"], "possible")
        XCTAssertEqual(states[1]["pinch"], "possible")
        XCTAssertEqual(states[2]["pinch"], "changed")
        XCTAssertEqual(states[3]["pinch"], "changed")
        XCTAssertNotEqual(seen[0]["frame"] as? String, seen[2]["frame"] as? String, "another frame later on")
        XCTAssertEqual(seen[0]["frame"] as? String, seen[1]["frame"] as? String, "dragging and the slider agree")
        XCTAssertLessThan(seen[0]["playhead"] as? Double ?? 0, seen[2]["playhead"] as? Double ?? 0, "the playhead moves right")

        // Opening the page at a time shows that time.
        let at = try HeadlessBrowser.dumpDOM(URL(string: trace.absoluteString + "#t=0.2")!, scratch: dir)
        XCTAssertTrue(at.contains(#"<div id="state" data-time="0.2">"#), "the state panel is at 0.2 s")
        XCTAssertTrue(at.contains(#"data-recognizer="pinch" data-state="changed""#))
        XCTAssertTrue(at.contains(#"<tr class="scene diverged" data-field="parameters">"#), "past the divergence, the differing part is marked")
    }
}

import Foundation
import XCTest
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo
import TesseraTesting

final class ReplayCommandTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-replay-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    let scene = #"scene {"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":7}],"size":[320,480]}"#

    func testSeveralLogsEachGetAVerdictAndASummary() throws {
        let a = try write("a.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 1 25 25\n")
        let b = try write("b.log", "tessera-log 1\n\(scene)\n0 key plus\n")
        let result = try TesseraExecutable.run(["replay", a, b, "--quiet", "--allow-missing"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let missing = "does not exist (allowed by --allow-missing); write it with: tessera replay"
        XCTAssertEqual(result.stdout, "NO GOLDEN \(a): \(dir.path)/a.state.json \(missing) \(a) --update\n"
                       + "NO GOLDEN \(b): \(dir.path)/b.state.json \(missing) \(b) --update\n"
                       + "0 passed, 0 failed, 2 without a golden (allowed by --allow-missing)\n")
    }

    func testAMismatchExitsWithStatusOneAndAReadableDiff() throws {
        let log = try write("tap.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 1 25 25\n")
        let expected = try write("tap.state.json", #"{"layout":"flow","parameters":{},"items":[[0,1,2,3,4,5,6]],"selected":[[0,3]],"contentOffset":[0,0],"size":[320,480]}"#)
        let result = try TesseraExecutable.run(["replay", log, "--expect", expected, "--quiet"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("FAIL \(log)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  selected: expected [[0, 3]], got [[0, 0]]"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    func testABadLogExitsWithStatusTwoNamingTheLineAndColumn() throws {
        let log = try write("bad.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 2 25 25\n")
        let result = try TesseraExecutable.run(["replay", log])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "tessera: \(log):4:6: touch 2 ends without beginning\n")
        XCTAssertTrue(result.stdout.contains("ERROR \(log)"))
    }

    func testStateTranscriptAndFramesAreWritten() throws {
        let log = try write("tap.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 1 25 25\n")
        let state = dir.appendingPathComponent("out.state.json").path
        let transcript = dir.appendingPathComponent("out.jsonl").path
        let frames = dir.appendingPathComponent("frames").path
        let result = try TesseraExecutable.run(["replay", log, "--state", state, "--transcript", transcript, "--frames", frames,
                                                "--quiet", "--allow-missing"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let stateText = try String(contentsOfFile: state, encoding: .utf8)
        XCTAssertTrue(stateText.hasPrefix(#"{"layout":"flow","parameters":{"#))
        XCTAssertTrue(stateText.contains(#""selected":[[0,0]]"#))
        let lines = try String(contentsOfFile: transcript, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(lines.contains { $0 == #"{"t":0.05,"recognizer":"tap","state":"recognized","location":[25,25],"touches":1}"# })
        let pngs = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(pngs.sorted(), ["frame-00001.png", "frame-00002.png"], "one at the tap's end, one at the end")
        // The same replay again writes the same bytes.
        let again = dir.appendingPathComponent("again.state.json").path
        _ = try TesseraExecutable.run(["replay", log, "--state", again, "--quiet"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: again)), try Data(contentsOf: URL(fileURLWithPath: state)))
    }

    func testALongTranscriptIsWrittenAsTheReplayMakesItWithTheBytesOfTheWholeOne() throws {
        // 60,000 moves make a transcript past what the screen holds back (4 MB): it is written as it comes, to the
        // file and the screen, and not kept; the bytes are those of the transcript made whole.
        var text = "tessera-log 1\n\(scene)\n0 down 1 25 25\n"
        for i in 1...60_000 { text += "\(Double(i) / 1000) move 1 25 \(25 + i % 2)\n" }
        text += "60.001 up 1 25 25\n"
        let log = try write("moves.log", text)
        let transcript = dir.appendingPathComponent("moves.jsonl").path
        let result = try TesseraExecutable.run(["replay", log, "--transcript", transcript, "--allow-missing"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let parsed = try EventLogReader().read(Data(text.utf8))
        let whole = try Replayer().replay(parsed, scene: try parsed.loadScene(relativeTo: dir.path, catalog: .standard)).transcript
        XCTAssertGreaterThan(whole.utf8.count, 4 << 20, "precondition: past the screen's hold")
        XCTAssertEqual(try String(contentsOfFile: transcript, encoding: .utf8), whole)
        XCTAssertTrue(result.stdout.contains("\n" + whole + "state {"), "the screen gets the same lines, then the state")
    }
}

import Foundation
import XCTest
@testable import TesseraSimulator
import TesseraTesting

/// Goldens as a CI user works with them, after swift-snapshot-testing's record mode and
/// Flutter's golden tests: a missing golden fails, `--update` writes and refreshes them and
/// says what changed, goldens read well in a diff, and a failure points at the difference.
final class GoldenWorkflowTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-golden-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func log(items: Int = 7, taps: [Int] = [25]) throws -> String {
        var text = "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\",\"itemSize\":[50,50]},\"sections\":[{\"items\":\(items)}],\"size\":[320,480]}\n"
        for (i, x) in taps.enumerated() {
            text += "\(i) down 1 \(x) 25\n\(i).05 up 1 \(x) 25\n"
        }
        return try write("tap.log", text)
    }

    var golden: String { dir.appendingPathComponent("tap.state.json").path }

    /// The command a report suggests can be pasted into a shell as it is, whatever the log's path holds.
    func testTheSuggestedCommandIsQuotedForTheShell() throws {
        let folder = dir.appendingPathComponent("a&b <x>'s")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: try log(), encoding: .utf8)
        let path = folder.appendingPathComponent("tap.log").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try TesseraExecutable.run(["replay", path, "--quiet"])
        let quoted = "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        XCTAssertTrue(result.stdout.contains("write it with: tessera replay \(quoted) --update"), result.stdout)
        let suggested = try XCTUnwrap(result.stdout.components(separatedBy: "write it with: ").last?.split(separator: "\n").first)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        let tessera = try XCTUnwrap(TesseraExecutable.url).path
        shell.arguments = ["-c", String(suggested).replacingOccurrences(of: "tessera replay", with: "'\(tessera)' replay")]
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tap.state.json").path), "the pasted command wrote the golden")
    }

    func testALogWithoutAGoldenIsReportedNoGoldenAndFailsUnlessAllowed() throws {
        let path = try log()
        let strict = try TesseraExecutable.run(["replay", path, "--quiet"])
        XCTAssertEqual(strict.status, 1, "a missing golden is not a pass")
        XCTAssertTrue(strict.stdout.hasPrefix("NO GOLDEN \(path): \(golden) does not exist"), strict.stdout)
        XCTAssertTrue(strict.stdout.contains("write it with: tessera replay \(path) --update"), strict.stdout)
        XCTAssertTrue(strict.stdout.hasSuffix("0 passed, 1 failed, 1 without a golden\n"), strict.stdout)
        let allowed = try TesseraExecutable.run(["replay", path, "--quiet", "--allow-missing"])
        XCTAssertEqual(allowed.status, 0)
        // Not counted as passed: the JSON report says 0 passed, 1 missing, and so does the summary.
        XCTAssertTrue(allowed.stdout.hasSuffix("0 passed, 0 failed, 1 without a golden (allowed by --allow-missing)\n"),
                      allowed.stdout)
    }

    func testUpdateWritesTheGoldenThenSaysWhatChangedAndTheNextRunPasses() throws {
        let path = try log()
        let created = try TesseraExecutable.run(["replay", path, "--quiet", "--update"])
        XCTAssertEqual(created.status, 0, created.stdout + created.stderr)
        XCTAssertTrue(created.stdout.hasPrefix("CREATED \(golden) for \(path)"), created.stdout)
        XCTAssertEqual(try TesseraExecutable.run(["replay", path, "--quiet"]).stdout, "PASS \(path)\n1 passed, 0 failed\n")

        // The log changes: a second tap selects item 1 instead.
        _ = try log(taps: [25, 85])
        let failing = try TesseraExecutable.run(["replay", path, "--quiet"])
        XCTAssertEqual(failing.status, 1)
        let updated = try TesseraExecutable.run(["replay", path, "--quiet", "--update"])
        XCTAssertEqual(updated.status, 0)
        XCTAssertTrue(updated.stdout.hasPrefix("UPDATED \(golden) for \(path):\n  selected: expected [[0, 0]], got [[0, 1]]\n"),
                      updated.stdout)
        XCTAssertTrue(updated.stdout.hasSuffix("0 passed, 0 failed, 1 golden written\n"), updated.stdout)
        XCTAssertEqual(try TesseraExecutable.run(["replay", path, "--quiet"]).status, 0)
        let again = try TesseraExecutable.run(["replay", path, "--quiet", "--update"])
        XCTAssertTrue(again.stdout.hasPrefix("UNCHANGED \(golden)"), again.stdout)
    }

    func testUpdateAndStateCannotBothWriteTheGolden() throws {
        let path = try log()
        let result = try TesseraExecutable.run(["replay", path, "--update", "--state", golden])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--state"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden))
    }

    func testGoldensArePrettyPrintedInAStableOrderAndOneLineGoldensStillRead() throws {
        let path = try log(items: 45)
        _ = try TesseraExecutable.run(["replay", path, "--quiet", "--update"])
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "{")
        XCTAssertEqual(lines[1], #"  "layout": "flow","#)
        XCTAssertTrue(lines.contains(#"    "itemSize": [50,50],"#), text)
        XCTAssertTrue(lines.contains("    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,"), text)
        let keys = ["\"layout\"", "\"parameters\"", "\"items\"", "\"selected\"", "\"contentOffset\"", "\"size\""]
        let positions = keys.map { text.range(of: $0)!.lowerBound }
        XCTAssertEqual(positions, positions.sorted(), "DESIGN.md's key order")
        // The same state on one line, as goldens were written before, still passes.
        let state = try XCTUnwrap(try TesseraExecutable.run(["replay", path, "--quiet", "--state", "-"]).stdout.split(separator: "\n").first)
        try String(state).write(toFile: golden, atomically: true, encoding: .utf8)
        XCTAssertEqual(try TesseraExecutable.run(["replay", path, "--quiet"]).status, 0)
    }

    func testAFailurePointsAtTheFirstDifferingItemTheGoldenTheUpdateCommandAndTheTranscript() throws {
        let path = try log(items: 200)
        _ = try TesseraExecutable.run(["replay", path, "--quiet", "--update"])
        var text = try String(contentsOfFile: golden, encoding: .utf8)
        text = text.replacingOccurrences(of: " 57, 58,", with: " 58, 57,")
        try text.write(toFile: golden, atomically: true, encoding: .utf8)
        let result = try TesseraExecutable.run(["replay", path, "--quiet"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains(
            "  items[0]: first difference at index 57: expected […, 54, 55, 56, →58, 57, 59, 60, …], got […, 54, 55, 56, →57, 58, 59, 60, …]"),
            result.stdout)
        XCTAssertFalse(result.stdout.contains("199"), "not the whole list")
        XCTAssertTrue(result.stdout.contains("  golden: \(golden); if the new state is right: tessera replay \(path) --update"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  the transcript's last lines:\n    {\"t\":0.05,\"recognizer\":\"tap\",\"state\":\"recognized\""),
                      result.stdout)
    }

    func testAnErrorsVerdictAndReasonShareTheReportAndStandardErrorHasTheOneLine() throws {
        let path = try write("bad.log", "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":3}],\"size\":[320,480]}\n0 up 2 5 5\n")
        let result = try TesseraExecutable.run(["replay", path, "--quiet"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "ERROR \(path): \(path):3:3: touch 2 ends without beginning\n0 passed, 1 failed\n")
        XCTAssertEqual(result.stderr, "tessera: \(path):3:3: touch 2 ends without beginning\n")
    }

    /// A log from a glob whose name begins with a dash (`*.log` giving `-touch.log`) would read as the short options
    /// `-t -o -u -c -h …`: the help was printed and the run exited 0 having replayed nothing. It is refused, and the
    /// commands the report suggests name such a log `./-name`.
    func testALogWhoseNameBeginsWithADashIsRefusedNotReadAsOptions() throws {
        let text = try String(contentsOfFile: try log(), encoding: .utf8)
        try text.write(to: dir.appendingPathComponent("-touch.log"), atomically: true, encoding: .utf8)
        let refused = try TesseraExecutable.run(["replay", "-touch.log", "--quiet"], in: dir)
        XCTAssertEqual(refused.status, 64, refused.stdout + refused.stderr)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr, "tessera: -touch.log names a file, but an argument that begins with - is read as options: "
                       + "name it ./-touch.log, or put the files after --\n")
        let named = try TesseraExecutable.run(["replay", "--quiet", "--", "-touch.log"], in: dir)
        XCTAssertEqual(named.status, 1, "after --, it is a log without a golden")
        XCTAssertTrue(named.stdout.contains("write it with: tessera replay ./-touch.log --update"), named.stdout)
        let pasted = try TesseraExecutable.run(["replay", "./-touch.log", "--update", "--quiet"], in: dir)
        XCTAssertEqual(pasted.status, 0, pasted.stdout + pasted.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("-touch.state.json").path))
    }

    /// With `--expect`, the command a failure suggests updates that golden, not the one beside the log.
    func testTheSuggestedUpdateKeepsExpect() throws {
        let path = try log()
        let expected = dir.appendingPathComponent("expected.json").path
        _ = try TesseraExecutable.run(["replay", path, "--quiet", "--expect", expected, "--update"])
        let other = try log(taps: [75])
        let result = try TesseraExecutable.run(["replay", other, "--quiet", "--expect", expected])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("if the new state is right: tessera replay \(path) --expect \(expected) --update"),
                      result.stdout)
    }

    /// Frames that differ while the state matches are no reason to update the state's golden: the report only says
    /// how to store the frames.
    func testAFramesOnlyFailureDoesNotSuggestUpdatingTheState() throws {
        let path = try log()
        let frames = dir.appendingPathComponent("frames").path, stored = dir.appendingPathComponent("stored").path
        _ = try TesseraExecutable.run(["replay", path, "--quiet", "--update", "--frames", stored])
        // The state still matches its golden; one stored frame goes missing.
        let last = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: stored).sorted().last)
        try FileManager.default.removeItem(atPath: stored + "/" + last)
        let failed = try TesseraExecutable.run(["replay", path, "--quiet", "--frames", frames, "--expect-frames", stored])
        XCTAssertEqual(failed.status, 1, failed.stdout)
        XCTAssertTrue(failed.stdout.contains("store them with: rm -f"), failed.stdout)
        XCTAssertFalse(failed.stdout.contains("if the new state is right"), failed.stdout)
    }

    /// A golden lies beside a log file: `replay /dev/stdin --update` wrote `/dev/stdin.state.json` into /dev, and
    /// `replay -` said "no such file". Both now say what to do instead.
    func testALogThatIsNoFileHasNoGoldenBesideIt() throws {
        let device = try TesseraExecutable.run(["replay", "/dev/null", "--update", "--quiet"])
        XCTAssertEqual(device.status, 2, device.stdout)
        XCTAssertTrue(device.stderr.contains("/dev/null: not a regular file, so no golden lies beside it; give --expect FILE to write one"),
                      device.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/dev/null.state.json"))
        let dash = try TesseraExecutable.run(["replay", "-"])
        XCTAssertEqual(dash.status, 64)
        XCTAssertTrue(dash.stderr.contains("- (standard input) is not one: save the log to a file first"), dash.stderr)
    }
}

import Foundation
import XCTest
import TesseraTesting

/// One log that crashes or hangs never takes down the verdicts of the other logs in the same run.
final class IsolatedReplayTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-isolated-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func testACrashingAndAHangingLogFailAloneAndTheSummaryIsPrinted() throws {
        let tessera = try XCTUnwrap(TesseraExecutable.url).path
        let scene = #"scene {"layout":{"type":"flow"},"sections":[{"items":5}],"size":[320,480]}"#
        for name in ["crash", "good", "hang", "second"] {
            try "tessera-log 1\n\(scene)\n0 key plus\n".write(to: dir.appendingPathComponent("\(name).log"), atomically: true, encoding: .utf8)
        }
        // A stand-in child: it crashes on crash.log, hangs on hang.log, and is tessera otherwise.
        let child = dir.appendingPathComponent("child.sh")
        try """
            #!/bin/sh
            for a in "$@"; do
                case "$a" in
                    *crash.log) kill -SEGV $$ ;;
                    *hang.log) exec sleep 30 ;;
                esac
            done
            exec "\(tessera)" "$@"

            """.write(to: child, atomically: true, encoding: .utf8)
        chmod(child.path, 0o755)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: tessera)
        process.arguments = ["replay", "--quiet", "--allow-missing", "--timeout", "3"] + ["crash", "good", "hang", "second"].map { dir.appendingPathComponent("\($0).log").path }
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_REPLAY_CHILD"] = child.path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let start = Date()
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationStatus, 1, stdout + stderr)
        let lines = stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, stdout)
        XCTAssertTrue(lines[0].hasPrefix("CRASH \(dir.path)/crash.log: the replay crashed (signal 11)"), stdout)
        XCTAssertTrue(lines[1].hasPrefix("NO GOLDEN \(dir.path)/good.log: \(dir.path)/good.state.json does not exist (allowed by --allow-missing)"),
                      stdout)
        XCTAssertEqual(lines[2], "TIMEOUT \(dir.path)/hang.log: the replay took longer than --timeout 3 s and was stopped")
        XCTAssertTrue(lines[3].hasPrefix("NO GOLDEN \(dir.path)/second.log: "), stdout)
        XCTAssertEqual(lines[4], "2 passed, 2 failed, 2 without a golden")
        XCTAssertTrue(stderr.contains("crash.log: the replay crashed (signal 11); the other logs go on"), stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "the hang was stopped at its timeout")
    }

    /// `--timeout` with one log, as a CI shard may be left with: the log runs in a process of its own too, so a hang
    /// ends at the timeout instead of holding the job. It used to be ignored for a single log.
    func testATimeoutStopsTheOnlyLogOfAShard() throws {
        let tessera = try XCTUnwrap(TesseraExecutable.url).path
        let scene = #"scene {"layout":{"type":"flow"},"sections":[{"items":5}],"size":[320,480]}"#
        for name in ["hang", "good"] {
            try "tessera-log 1\n\(scene)\n0 key plus\n".write(to: dir.appendingPathComponent("\(name).log"), atomically: true, encoding: .utf8)
        }
        let child = dir.appendingPathComponent("child.sh")
        try "#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in *hang.log) exec sleep 30 ;; esac; done\nexec \"\(tessera)\" \"$@\"\n"
            .write(to: child, atomically: true, encoding: .utf8)
        chmod(child.path, 0o755)
        let hang = dir.appendingPathComponent("hang.log").path, good = dir.appendingPathComponent("good.log").path
        let start = Date()
        let result = try TesseraExecutable.run(["replay", "--allow-missing", "--timeout", "2", hang],
                                               environment: ["TESSERA_REPLAY_CHILD": child.path])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("TIMEOUT \(hang): the replay took longer than --timeout 2 s"), result.stdout)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "stopped at its timeout")
        let state = dir.appendingPathComponent("good.json").path
        let alone = try TesseraExecutable.run(["replay", "--allow-missing", "--timeout", "60", good, "--state", state],
                                              environment: ["TESSERA_REPLAY_CHILD": child.path])
        XCTAssertEqual(alone.status, 0, alone.stdout + alone.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: state), "a single log's outputs are written where they were given")
    }

    /// A timeout too large says so; it was told it "must be a positive number of seconds".
    func testATimeoutTooLargeSaysSo() throws {
        let log = dir.appendingPathComponent("good.log")
        try "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[],\"size\":[320,480]}\n".write(to: log, atomically: true, encoding: .utf8)
        let huge = try TesseraExecutable.run(["replay", "--allow-missing", "--timeout", "1e308", log.path])
        XCTAssertEqual(huge.status, 64, huge.stdout)
        XCTAssertTrue(huge.stderr.contains("--timeout is at most 1000000000 seconds (about 31 years), not 1e+308"), huge.stderr)
        let negative = try TesseraExecutable.run(["replay", "--allow-missing", "--timeout=-1", log.path])
        XCTAssertTrue(negative.stderr.contains("--timeout must be a positive number of seconds"), negative.stderr)
    }

    /// The children's verdicts come back through files in a new folder of the run's own (mode 0700), not through a
    /// name built from the pid in the shared temporary folder, which another user could have made first.
    func testVerdictsComeBackThroughAPrivateFolderThatIsRemovedAfterwards() throws {
        let tessera = try XCTUnwrap(TesseraExecutable.url).path
        let scene = #"scene {"layout":{"type":"flow"},"sections":[{"items":5}],"size":[320,480]}"#
        for name in ["a", "b"] {
            try "tessera-log 1\n\(scene)\n0 key plus\n".write(to: dir.appendingPathComponent("\(name).log"), atomically: true, encoding: .utf8)
        }
        let scratch = dir.appendingPathComponent("tmp"), seen = dir.appendingPathComponent("seen.txt")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // A stand-in child that notes the result file it is handed, and its folder's mode, then is tessera.
        let child = dir.appendingPathComponent("child.sh")
        try """
            #!/bin/sh
            previous=""
            for a in "$@"; do
                if [ "$previous" = "--result-file" ]; then
                    echo "$a $(stat -c %a "$(dirname "$a")")" >> "\(seen.path)"
                fi
                previous="$a"
            done
            exec "\(tessera)" "$@"

            """.write(to: child, atomically: true, encoding: .utf8)
        chmod(child.path, 0o755)

        let result = try TesseraExecutable.run(["replay", "--quiet", "--allow-missing", path("a.log"), path("b.log")],
                                               environment: ["TESSERA_REPLAY_CHILD": child.path, "TMPDIR": scratch.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("2 passed, 0 failed, 2 without a golden\n"), result.stdout)
        let notes = try String(contentsOf: seen, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        XCTAssertEqual(notes.count, 2)
        for note in notes {
            let folder = (String(note[0]) as NSString).deletingLastPathComponent
            XCTAssertEqual((folder as NSString).deletingLastPathComponent, scratch.path, "in TMPDIR")
            XCTAssertTrue((folder as NSString).lastPathComponent.hasPrefix("tessera-replay-"), folder)
            XCTAssertEqual(note[1], "700", "a folder no other user may enter")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "removed when the run ends")
    }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
}

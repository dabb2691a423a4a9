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

        XCTAssertEqual(process.terminationStatus, 3, "a crash or a timeout is no mismatch: " + stdout + stderr)
        let lines = stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, stdout)
        XCTAssertTrue(lines[0].hasPrefix("CRASH \(dir.path)/crash.log: the replay crashed (signal 11)"), stdout)
        XCTAssertTrue(lines[1].hasPrefix("NO GOLDEN \(dir.path)/good.log: \(dir.path)/good.state.json does not exist (allowed by --allow-missing)"),
                      stdout)
        XCTAssertEqual(lines[2], "TIMEOUT \(dir.path)/hang.log: the replay took longer than --timeout 3 s and was stopped")
        XCTAssertTrue(lines[3].hasPrefix("NO GOLDEN \(dir.path)/second.log: "), stdout)
        XCTAssertEqual(lines[4], "0 passed, 2 failed, 2 crashed or timed out, 2 without a golden (allowed by --allow-missing)")
        XCTAssertTrue(stderr.contains("crash.log: the replay crashed (signal 11); the other logs go on"), stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "the hang was stopped at its timeout")
    }

    /// A child that exits without a verdict (a wrapper that never ran the replay, one that failed quietly) replayed
    /// nothing: the log is an error, not a pass. Such a wrapper passed every log, and one that exited 1 printed none.
    func testAChildWithoutAVerdictIsAnErrorNotAPass() throws {
        for name in ["a", "b"] {
            try "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":5}],\"size\":[320,480]}\n0 key plus\n"
                .write(to: dir.appendingPathComponent("\(name).log"), atomically: true, encoding: .utf8)
        }
        _ = try TesseraExecutable.run(["replay", "--quiet", "--update", dir.appendingPathComponent("a.log").path])
        for status in [0, 1] {
            let child = dir.appendingPathComponent("child-\(status).sh")
            try "#!/bin/sh\nexit \(status)\n".write(to: child, atomically: true, encoding: .utf8)
            chmod(child.path, 0o755)
            let result = try TesseraExecutable.run(["replay", "--quiet"] + ["a", "b"].map { dir.appendingPathComponent("\($0).log").path },
                                                   environment: ["TESSERA_REPLAY_CHILD": child.path])
            XCTAssertEqual(result.status, 2, result.stdout)
            XCTAssertEqual(result.stdout, """
                ERROR \(dir.path)/a.log: the replay reported no verdict (it exited with status \(status))
                ERROR \(dir.path)/b.log: the replay reported no verdict (it exited with status \(status))
                0 passed, 2 failed

                """)
        }
    }

    /// A child stopped at its timeout gives its verdict at once, even when a process it started still holds its
    /// output open: the run used to wait for that process too.
    func testATimedOutChildIsNotWaitedForThroughItsOwnChildren() throws {
        try "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":5}],\"size\":[320,480]}\n0 key plus\n"
            .write(to: dir.appendingPathComponent("hang.log"), atomically: true, encoding: .utf8)
        let child = dir.appendingPathComponent("child.sh")
        // The wrapper's own child keeps the output pipes open for 20 s.
        try "#!/bin/sh\nsleep 20 &\nwait\n".write(to: child, atomically: true, encoding: .utf8)
        chmod(child.path, 0o755)
        let start = Date()
        let result = try TesseraExecutable.run(["replay", "--quiet", "--timeout", "1", dir.appendingPathComponent("hang.log").path],
                                               environment: ["TESSERA_REPLAY_CHILD": child.path])
        XCTAssertEqual(result.status, 3, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("TIMEOUT "), result.stdout)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "the verdict did not wait for the wrapper's own child")
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
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
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
        XCTAssertTrue(result.stdout.hasSuffix("0 passed, 0 failed, 2 without a golden (allowed by --allow-missing)\n"), result.stdout)
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

/// A run stopped by a signal, as a CI runner stops a job (the signal reaches the parent alone), stops its children
/// and leaves nothing behind: the child went on writing for seconds, and the run's private folder stayed in /tmp.
final class InterruptedReplayTests: XCTestCase {
    func testATerminatedRunStopsItsChildAndRemovesItsFolder() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-interrupted-")
        defer { try? temporary.remove() }
        let dir = temporary.url
        let scratch = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":5}],\"size\":[320,480]}\n0 key plus\n"
                .write(to: dir.appendingPathComponent("\(name).log"), atomically: true, encoding: .utf8)
        }
        // A child that notes its process id, then waits on a process of its own.
        let child = dir.appendingPathComponent("child.sh"), pids = dir.appendingPathComponent("pids")
        try "#!/bin/sh\necho $$ >> '\(pids.path)'\nsleep 30 &\necho $! >> '\(pids.path)'\nwait\n"
            .write(to: child, atomically: true, encoding: .utf8)
        chmod(child.path, 0o755)
        let process = Process()
        process.executableURL = try XCTUnwrap(TesseraExecutable.url)
        process.arguments = ["replay", "--quiet", "--allow-missing"] + ["a", "b"].map { dir.appendingPathComponent("\($0).log").path }
        process.environment = ProcessInfo.processInfo.environment.merging(["TESSERA_REPLAY_CHILD": child.path, "TMPDIR": scratch.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let start = Date()
        while (try? String(contentsOf: pids, encoding: .utf8))?.split(separator: "\n").count ?? 0 < 2 {
            XCTAssertLessThan(Date().timeIntervalSince(start), 20, "the child started")
            usleep(20_000)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path).count, 1, "the run's private folder")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGTERM, "ended by the signal, as the shell should see it")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "no folder left behind")
        for pid in try String(contentsOf: pids, encoding: .utf8).split(separator: "\n").compactMap({ pid_t($0) }) {
            XCTAssertFalse(Self.isRunning(pid), "process \(pid) was stopped with the run")
        }
    }

    /// Whether `pid` runs: it exists and has not ended (an ended process waits, a zombie, until its parent's
    /// parent collects it).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}

extension InterruptedReplayTests {
    /// An import stopped by SIGINT while its output is half written leaves neither that output nor its temporary
    /// file: the temporary file stayed beside the target.
    func testAnInterruptedImportLeavesNoTemporaryFile() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-interrupted-")
        defer { try? temporary.remove() }
        let dir = temporary.url
        var text = Array("""
            # EVEMU 1.3
            N: Generic Resistive Panel
            I: 0018 04f3 2c58 0100
            P: 02 00 00 00 00 00 00 00
            B: 00 0b 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 03 03 00 00 00 00 80 73 02
            A: 00 0 1023 0 0 4
            A: 01 0 1023 0 0 4
            E: 1.000000 0001 014a 1
            E: 1.000000 0003 0000 200
            E: 1.000000 0003 0001 500
            E: 1.000000 0000 0000 0

            """.utf8)
        for k in 1...400_000 {
            let ms = 1000 + k * 4, x = 200 + k % 500
            text += Array("E: \(ms / 1000).\(String(repeating: "0", count: 3 - String(ms % 1000).count))\(ms % 1000)000 0003 0000 \(x)\nE: \(ms / 1000).\(String(repeating: "0", count: 3 - String(ms % 1000).count))\(ms % 1000)000 0000 0000 0\n".utf8)
        }
        let recording = dir.appendingPathComponent("long.evemu")
        try Data(text).write(to: recording)
        let process = Process()
        process.executableURL = try XCTUnwrap(TesseraExecutable.url)
        process.arguments = ["import", "evemu", recording.path, "--size", "320x480", "-o", dir.appendingPathComponent("out.log").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let start = Date()
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasPrefix(".out.log.tessera-") }
        }
        while temporaryFiles().isEmpty, process.isRunning {
            XCTAssertLessThan(Date().timeIntervalSince(start), 30)
            usleep(1_000)
        }
        try XCTSkipUnless(process.isRunning, "the import finished before it could be stopped")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGINT)
        XCTAssertEqual(temporaryFiles(), [], "the temporary file was removed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.log").path), "no partial output")
    }
}

extension InterruptedReplayTests {
    /// `replay … | head -1`: the closed pipe is an error the run reports, after which its private folder is removed.
    /// SIGPIPE ended the run at once, leaving the folder in /tmp.
    func testAClosedPipeEndsTheRunWithAnErrorAndNoFolderLeft() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-interrupted-")
        defer { try? temporary.remove() }
        let dir = temporary.url, scratch = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":5}],\"size\":[320,480]}\n0 key plus\n"
                .write(to: dir.appendingPathComponent("\(name).log"), atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = try XCTUnwrap(TesseraExecutable.url)
        process.arguments = ["replay", "--allow-missing"] + ["a", "b"].map { dir.appendingPathComponent("\($0).log").path }
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try out.fileHandleForReading.close()
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, stderr)
        XCTAssertEqual(process.terminationStatus, 2, stderr)
        XCTAssertTrue(stderr.contains("standard output: cannot write: Broken pipe"), stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "no folder left behind")
    }
}

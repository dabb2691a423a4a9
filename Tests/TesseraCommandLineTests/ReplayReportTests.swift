import Foundation
import XCTest
import TesseraTesting

/// Reports CI systems read (JUnit XML, JSON), shards for a job matrix, and frames of several logs.
final class ReplayReportTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-report-")
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

    /// A suite of four logs: one that passes, one whose golden differs, one without a golden, one bad.
    func suite() throws -> [String] {
        let pass = try write("pass.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 1 25 25\n")
        let fail = try write("fail.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 1 25 25\n")
        let missing = try write("missing.log", "tessera-log 1\n\(scene)\n")
        let bad = try write("bad.log", "tessera-log 1\n\(scene)\n0 up 3 1 1\n")
        XCTAssertEqual(try TesseraExecutable.run(["replay", pass, fail, "--update", "--quiet"]).status, 0)
        let golden = dir.appendingPathComponent("fail.state.json").path
        let text = try String(contentsOfFile: golden, encoding: .utf8).replacingOccurrences(of: "[[0, 0]]", with: "[[0, 4]]")
        try text.write(toFile: golden, atomically: true, encoding: .utf8)
        return [pass, fail, missing, bad]
    }

    /// The JUnit schema Jenkins' xUnit plugin publishes (junit-10.xsd), as CI provides it.
    func junitSchema() throws -> String {
        let path = ProcessInfo.processInfo.environment["TESSERA_JUNIT_XSD"] ?? ""
        if FileManager.default.fileExists(atPath: path), FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") { return path }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("CI must provide the JUnit schema (TESSERA_JUNIT_XSD) and xmllint; see .ci/run")
        }
        throw XCTSkip("set TESSERA_JUNIT_XSD to junit-10.xsd (from pytest's source package) and install libxml2-utils")
    }

    func testTheJUnitReportHasACaseAVerdictAndTheFilesOfEachLogAndValidatesAgainstTheSchema() throws {
        let logs = try suite()
        let report = dir.appendingPathComponent("report.xml").path
        let result = try TesseraExecutable.run(["replay"] + logs + ["--quiet", "--junit", report, "--frames", dir.appendingPathComponent("frames").path])
        XCTAssertEqual(result.status, 2, "bad input wins")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(xml.contains(#"<testsuite name="tessera replay" tests="4" failures="2" errors="1" skipped="0""#), xml)
        XCTAssertTrue(xml.contains(#"name="fail.log""#) && xml.contains(#"<failure type="failed" message="the final state differs from"#), xml)
        XCTAssertTrue(xml.contains("  selected: expected [[0, 4]], got [[0, 0]]") || xml.contains("selected: expected [[0, 4]], got [[0, 0]]"), xml)
        XCTAssertTrue(xml.contains(#"<failure type="missing" message=""#), xml)
        XCTAssertTrue(xml.contains(#"<error type="bad input" message=""#) && xml.contains("touch 3 ends without beginning"), xml)
        XCTAssertTrue(xml.contains("[[ATTACHMENT|\(dir.path)/frames/pass/frame-00001.png]]"), xml)

        let schema = try junitSchema()
        let lint = Process()
        lint.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        lint.arguments = ["--noout", "--schema", schema, report]
        let err = Pipe()
        lint.standardError = err
        try lint.run()
        lint.waitUntilExit()
        XCTAssertEqual(lint.terminationStatus, 0, String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    /// With `SOURCE_DATE_EPOCH`, as reproducible builds set it, the report's clock stands still: the same logs give
    /// byte-identical reports, however long each replay took.
    func testSourceDateEpochMakesTheReportsByteIdentical() throws {
        let logs = try suite()
        var reports: [String] = []
        for run in 0..<2 {
            for isolated in [true, false] {
                let report = dir.appendingPathComponent("report-\(run)-\(isolated).xml").path
                let json = dir.appendingPathComponent("report-\(run)-\(isolated).json").path
                let chosen = isolated ? logs : [logs[0]]
                _ = try TesseraExecutable.run(["replay"] + chosen + ["--quiet", "--junit", report, "--json", json],
                                              environment: ["SOURCE_DATE_EPOCH": "1700000000"])
                reports.append(try String(contentsOfFile: report, encoding: .utf8) + (try String(contentsOfFile: json, encoding: .utf8)))
            }
        }
        XCTAssertEqual(reports[0], reports[2])
        XCTAssertEqual(reports[1], reports[3])
        XCTAssertTrue(reports[0].contains(#"timestamp="2023-11-14T22:13:20""#), reports[0])
        XCTAssertTrue(reports[0].contains(#""timestamp":"2023-11-14T22:13:20""#), "the JSON report holds the run's time too")
        XCTAssertTrue(reports[0].contains(#"time="0.000""#), reports[0])
    }

    func testAllowMissingMakesALogWithoutAGoldenASkippedCaseAndTheJSONReportCountsAlike() throws {
        let logs = try suite()
        let xml = dir.appendingPathComponent("r.xml").path, json = dir.appendingPathComponent("r.json").path
        _ = try TesseraExecutable.run(["replay"] + logs + ["--quiet", "--allow-missing", "--junit", xml, "--json", json])
        XCTAssertTrue(try String(contentsOfFile: xml, encoding: .utf8).contains(#"<skipped message=""#))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
        XCTAssertEqual(object["tests"] as? Int, 4)
        XCTAssertEqual(object["passed"] as? Int, 1)
        XCTAssertEqual(object["failed"] as? Int, 1)
        XCTAssertEqual(object["errors"] as? Int, 1)
        XCTAssertEqual(object["missing"] as? Int, 1)
        let cases = object["cases"] as! [[String: Any]]
        XCTAssertEqual(cases.map { $0["status"] as? String }, ["passed", "failed", "missing", "error"])
    }

    /// `--json -` (or `--junit -`, `--state -`) gives standard output to that output alone, so a pipeline can parse
    /// it; the verdicts go to standard error. A file named `-` used to be written instead.
    func testADashReportHasStandardOutputToItselfAndTheVerdictsGoToStandardError() throws {
        let logs = try suite()
        let json = try TesseraExecutable.run(["replay"] + logs + ["--json", "-"], in: dir)
        XCTAssertEqual(json.status, 2, "the suite holds a bad log: " + json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["tests"] as? Int, 4, json.stdout)
        XCTAssertTrue(json.stderr.contains("PASS ") && json.stderr.contains("FAIL "), json.stderr)
        let junit = try TesseraExecutable.run(["replay", logs[0], "--junit", "-"], in: dir)
        XCTAssertTrue(junit.stdout.hasPrefix("<?xml"), junit.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path), "no file named -")
        let state = try TesseraExecutable.run(["replay", logs[0], "--state", "-"], in: dir)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(state.stdout.utf8)), state.stdout)
        let two = try TesseraExecutable.run(["replay", logs[0], "--state", "-", "--json", "-"], in: dir)
        XCTAssertEqual(two.status, 64)
    }

    func testAReportCannotOverwriteALogOrAGolden() throws {
        let logs = try suite()
        let result = try TesseraExecutable.run(["replay", logs[0], "--junit", dir.appendingPathComponent("pass.state.json").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--junit"), result.stderr)
    }

    func testShardsSplitASuiteDeterministicallySoEveryLogRunsInExactlyOneJob() throws {
        let logs = try (1...7).map { try write("s\($0).log", "tessera-log 1\n\(scene)\n") }
        var seen: [String] = []
        for k in 1...3 {
            let result = try TesseraExecutable.run(["replay"] + logs.reversed() + ["--quiet", "--allow-missing", "--shard", "\(k)/3"])
            seen += result.stdout.split(separator: "\n").filter { $0.hasPrefix("NO GOLDEN ") }.map { String($0.split(separator: " ")[2].dropLast()) }
        }
        XCTAssertEqual(seen.sorted(), logs.sorted(), "every log once")
        XCTAssertEqual(seen, [logs[0], logs[3], logs[6], logs[1], logs[4], logs[2], logs[5]], "dealt round-robin in path order")
        let bad = try TesseraExecutable.run(["replay", logs[0], "--shard", "4/3"])
        XCTAssertEqual(bad.status, 64, bad.stderr)
    }

    func testFramesOfSeveralLogsGoIntoAFolderEachAndOldFramesAreRemoved() throws {
        let a = try write("a.log", "tessera-log 1\n\(scene)\n0 down 1 25 25\n0.05 up 1 25 25\n")
        let b = try write("b.log", "tessera-log 1\n\(scene)\n0 key plus\n")
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames.appendingPathComponent("a"), withIntermediateDirectories: true)
        let stale = frames.appendingPathComponent("a/frame-00099.png").path
        let keep = frames.appendingPathComponent("a/notes.txt").path
        _ = FileManager.default.createFile(atPath: stale, contents: Data())
        _ = FileManager.default.createFile(atPath: keep, contents: Data())
        let result = try TesseraExecutable.run(["replay", a, b, "--quiet", "--allow-missing", "--frames", frames.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "an old frame is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: keep), "nothing else is")
        XCTAssertTrue(FileManager.default.fileExists(atPath: frames.appendingPathComponent("a/frame-00001.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: frames.appendingPathComponent("b/frame-00001.png").path))
    }
}

@testable import TesseraCommandLine

/// Progress shows on a terminal and stays quiet in CI and in pipes.
final class ReplayProgressTests: XCTestCase {
    func testProgressShowsOnlyOnAnInteractiveTerminalOutsideCI() {
        XCTAssertTrue(ReplayProgress(total: 3, environment: [:], isTerminal: true).isShown)
        XCTAssertFalse(ReplayProgress(total: 3, environment: ["CI": "true"], isTerminal: true).isShown)
        XCTAssertFalse(ReplayProgress(total: 3, environment: [:], isTerminal: false).isShown, "a pipe or a file")
        XCTAssertTrue(ReplayProgress(total: 3, environment: ["CI": "false"], isTerminal: true).isShown)
    }
}

import Foundation
import XCTest
import TesseraTesting
import TesseraRender

/// Outputs never overwrite inputs, never collide, go only over regular files, and a lost write is an error.
final class OutputSafetyTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }
    let goldenText = #"{"layout":"flow","parameters":{},"items":[[9]],"selected":[],"contentOffset":[0,0],"size":[320,480]}"# + "\n"

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-outputs-")
        try #"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":5}]}"#.write(to: url("s.json"), atomically: true, encoding: .utf8)
        try "tessera-log 1\nscene s.json\n0 key plus\n".write(to: url("x.log"), atomically: true, encoding: .utf8)
        // A golden the log does not reach: the replay must fail against it.
        try goldenText.write(to: url("x.state.json"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func url(_ name: String) -> URL { dir.appendingPathComponent(name) }
    func path(_ name: String) -> String { url(name).path }

    func assertRefused(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try TesseraExecutable.run(arguments)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "tessera: " + message + "\n", file: file, line: line)
        XCTAssertEqual(try String(contentsOf: url("x.state.json"), encoding: .utf8), goldenText, "the golden is untouched",
                       file: file, line: line)
        XCTAssertEqual(try String(contentsOf: url("x.log"), encoding: .utf8), "tessera-log 1\nscene s.json\n0 key plus\n",
                       "the log is untouched", file: file, line: line)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tessera-") }
        XCTAssertEqual(leftovers, [], "no temporary file", file: file, line: line)
    }

    func testWithSeveralLogsANamedOutputCannotReplaceAnotherLogOrItsGolden() throws {
        // "a{name}.log" is "ax.log" for x.log: written after x.log replays, over the other log.
        try "tessera-log 1\nscene s.json\n0 key plus\n".write(to: url("ax.log"), atomically: true, encoding: .utf8)
        try assertRefused(["replay", path("ax.log"), path("x.log"), "--allow-missing", "--trace", path("a{name}.log")],
                          "--trace \(path("ax.log")) would overwrite the input \(path("ax.log")); choose another path")
        XCTAssertEqual(try String(contentsOf: url("ax.log"), encoding: .utf8), "tessera-log 1\nscene s.json\n0 key plus\n")
        // "x.stat{name}.json" is x.log's golden for e.log's animated PNG.
        try "tessera-log 1\nscene s.json\n".write(to: url("e.log"), atomically: true, encoding: .utf8)
        try assertRefused(["replay", path("e.log"), path("x.log"), "--allow-missing", "--apng", path("x.stat{name}.json")],
                          "--apng \(path("x.state.json")) would overwrite the input \(path("x.state.json")); choose another path")
    }

    func testAWindowUnderHalfAPointGetsFramesOfOnePixelAndItsWarningNamesTheLog() throws {
        // The scene reader accepts a fractional window; a frame zero pixels wide was refused by libpng ("Invalid IHDR data").
        try #"{"size":[0.4,480],"layout":{"type":"flow"},"sections":[{"items":3}]}"#.write(to: url("thin.json"), atomically: true,
                                                                                            encoding: .utf8)
        try "tessera-log 1\nscene thin.json\n0 tick\n".write(to: url("thin.log"), atomically: true, encoding: .utf8)
        let result = try TesseraExecutable.run(["replay", path("thin.log"), "--allow-missing", "--frames", path("thin"), "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try PNGFile.read(path("thin/frame-00001.png"))
        XCTAssertEqual([frame.width, frame.height], [1, 480])
        XCTAssertTrue(result.stderr.hasPrefix("tessera: warning: \(path("thin.log")): the flow layout's item 0 of section 0 is 50 points "
                                              + "wide"), result.stderr)
    }

    func testAFailingLogStillFailsAgainstItsGolden() throws {
        let result = try TesseraExecutable.run(["replay", path("x.log"), "--quiet"])
        XCTAssertEqual(result.status, 1, "precondition: the golden does not match")
    }

    func testStateCannotOverwriteTheGoldenItIsCheckedAgainst() throws {
        try assertRefused(["replay", path("x.log"), "--state", path("x.state.json")],
                          "--state \(path("x.state.json")) would overwrite the input \(path("x.state.json")); choose another path")
    }

    func testStateAndExpectCannotNameTheSameFile() throws {
        try "{}".write(to: url("f.json"), atomically: true, encoding: .utf8)
        try assertRefused(["replay", path("x.log"), "--state", path("f.json"), "--expect", path("f.json")],
                          "--state \(path("f.json")) would overwrite the input \(path("f.json")); choose another path")
    }

    func testOutputsCannotOverwriteTheLogOrItsSceneHoweverTheyAreSpelled() throws {
        try assertRefused(["replay", path("x.log"), "--transcript", path("x.log")],
                          "--transcript \(path("x.log")) would overwrite the input \(path("x.log")); choose another path")
        let dotted = dir.path + "/./sub/../s.json"
        try FileManager.default.createDirectory(at: url("sub"), withIntermediateDirectories: true)
        try assertRefused(["replay", path("x.log"), "--state", dotted],
                          "--state \(dotted) would overwrite the input \(path("s.json")); choose another path")
    }

    func testTwoOutputsCannotBeOneFile() throws {
        try assertRefused(["replay", path("x.log"), "--state", path("o.json"), "--transcript", path("o.json")],
                          "--state and --transcript name the same file \(path("o.json")); give each output its own path")
    }

    func testAReportCannotBeAnotherOutputOfTheRun() throws {
        // The reports are written once every log has replayed: over the trace or the state, they would replace it.
        try assertRefused(["replay", path("x.log"), "--trace", path("o.html"), "--junit", path("o.html")],
                          "--trace and --junit name the same file \(path("o.html")); give each output its own path")
        try assertRefused(["replay", path("x.log"), "--state", path("o.json"), "--json", path("o.json")],
                          "--state and --json name the same file \(path("o.json")); give each output its own path")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("o.html")), "nothing is written")
    }

    func testFramesCannotGoWhereTheScenesPicturesAreRead() throws {
        // A scene's pictures are the PNGs in ../images beside it; frames written there would replace and remove them.
        try FileManager.default.createDirectory(at: url("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url("images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: url("s.json"), to: url("scenes/s.json"))
        try "tessera-log 1\nscene scenes/s.json\n0 key plus\n".write(to: url("p.log"), atomically: true, encoding: .utf8)
        let picture = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        try picture.write(to: url("images/frame-00001.png"))
        let result = try TesseraExecutable.run(["replay", path("p.log"), "--allow-missing", "--frames", path("images")])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("--frames \(path("images")) would overwrite the input "), result.stderr)
        XCTAssertEqual(try Data(contentsOf: url("images/frame-00001.png")), picture, "the picture is untouched")
    }

    func testNoOutputCanReplaceOneOfTheScenesPictures() throws {
        // --state over a picture the scene reads was written, with exit 0; every later replay then failed on it.
        try FileManager.default.createDirectory(at: url("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url("images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: url("s.json"), to: url("scenes/s.json"))
        try "tessera-log 1\nscene scenes/s.json\n0 key plus\n".write(to: url("p.log"), atomically: true, encoding: .utf8)
        let source = TesseraExecutable.packageRoot.appendingPathComponent("assets/images/tall-moon.png")
        try FileManager.default.copyItem(at: source, to: url("images/moon.png"))
        let picture = try Data(contentsOf: url("images/moon.png"))
        for option in ["--state", "--transcript", "--trace", "--apng"] {
            let result = try TesseraExecutable.run(["replay", path("p.log"), "--allow-missing", option, path("images/moon.png")])
            XCTAssertEqual(result.status, 2, option + ": " + result.stdout + result.stderr)
            XCTAssertTrue(result.stderr.contains("would overwrite the input "), option + ": " + result.stderr)
            XCTAssertEqual(try Data(contentsOf: url("images/moon.png")), picture, "\(option): the picture is untouched")
        }
    }

    func testWithSeveralLogsANamedOutputCannotReplaceAnotherLogsScene() throws {
        // "s{name}.json" is "sx.json" for x.log, which y.log reads as its scene.
        try FileManager.default.copyItem(at: url("s.json"), to: url("sx.json"))
        try "tessera-log 1\nscene sx.json\n0 key plus\n".write(to: url("y.log"), atomically: true, encoding: .utf8)
        let scene = try Data(contentsOf: url("sx.json"))
        let result = try TesseraExecutable.run(["replay", path("y.log"), path("x.log"), "--allow-missing", "--trace", path("s{name}.json")])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("--trace \(path("sx.json")) would overwrite the input "), result.stderr)
        XCTAssertEqual(try Data(contentsOf: url("sx.json")), scene, "y.log's scene is untouched")
    }

    func testNoOutputTakesAFramesNameInTheFramesFolderOrTheStoredFrames() throws {
        // `--trace x/frame-00001.png` replaced the first frame with the trace and passed; `--state` named a stored frame
        // of --expect-frames, which it replaced before the comparison failed on it.
        let stored = url("stored")
        try FileManager.default.createDirectory(at: stored, withIntermediateDirectories: true)
        let frame = Data([0x89, 0x50, 0x4E, 0x47])
        try frame.write(to: stored.appendingPathComponent("frame-00002.png"))
        try assertRefused(["replay", path("x.log"), "--frames", path("out"), "--trace", path("out") + "/frame-00001.png"],
                          "--trace \(path("out"))/frame-00001.png would replace a frame in --frames \(path("out")); choose another path")
        try assertRefused(["replay", path("x.log"), "--frames", path("out"), "--expect-frames", stored.path,
                           "--state", stored.path + "/frame-00002.png"],
                          "--state \(stored.path)/frame-00002.png would replace a frame in --expect-frames \(stored.path); "
                          + "choose another path")
        XCTAssertEqual(try Data(contentsOf: stored.appendingPathComponent("frame-00002.png")), frame, "the stored frame is untouched")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out")), "nothing was written")
        // Other files beside the frames are fine (the log fails against its golden, on purpose: status 1, not 2).
        let beside = try TesseraExecutable.run(["replay", path("x.log"), "--frames", path("out"), "--trace", path("out") + "/trace.html"])
        XCTAssertEqual(beside.status, 1, beside.stdout + beside.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("out") + "/trace.html"))
    }

    func testTheHeadlessDemoRefusesFramesAndTraceInOneFolderBeforeWritingAFrame() throws {
        // It wrote 28 frames into the folder, then failed to write the trace over it and left them there.
        let result = try TesseraExecutable.run(["demo", "--frames", path("both"), "--trace", path("both")], environment: ["DISPLAY": ""])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr, "tessera: --trace and --frames name the same file \(path("both")); give each output its own path\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("both")), "no frame was written")
    }

    func testAnOutputNamedWithOneCharacterIsWritten() throws {
        // Foundation's deletingLastPathComponent traps on a one-character path: every output took its folder from it.
        let result = try TesseraExecutable.run(["replay", "x.log", "--state", "a", "--transcript", "b", "--allow-missing"], in: dir)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("a")) && FileManager.default.fileExists(atPath: path("b")))
        XCTAssertEqual(ParentFolder.of("a"), "")
        XCTAssertEqual(ParentFolder.of("w/"), "")
        XCTAssertEqual(ParentFolder.of("/a"), "/")
        XCTAssertEqual(ParentFolder.of("a/b/"), "a")
        XCTAssertEqual(ParentFolder.of("x//y/z"), "x//y")
        XCTAssertEqual(ParentFolder.of("./a"), ".")
    }

    func testOnlyRegularFilesAreReplaced() throws {
        try assertRefused(["replay", path("x.log"), "--state", "/dev/full"],
                          "/dev/full: is a device; Tessera replaces only regular files")
        try "secret".write(to: url("target"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link.json"), withDestinationPath: path("target"))
        try assertRefused(["replay", path("x.log"), "--state", path("link.json")],
                          "\(path("link.json")): is a symbolic link; Tessera replaces only regular files")
        XCTAssertEqual(try String(contentsOf: url("target"), encoding: .utf8), "secret", "nothing is written through the link")
    }

    func testAnEmptyPathIsRefusedByItsOptionBeforeAnythingRuns() throws {
        // `--frames ''` wrote its PNGs into the working folder; `-o ''` was refused as ": is a directory".
        let cases: [([String], String)] = [
            (["replay", "x.log", "--frames", ""], "--frames"), (["replay", "x.log", "--state", ""], "--state"),
            (["replay", "x.log", "--transcript", ""], "--transcript"), (["replay", "x.log", "--junit", ""], "--junit"),
            (["replay", "x.log", "--expect", ""], "--expect"), (["attributes", "--scene", ""], "--scene"),
            (["import", "evemu", "r.evemu", "-o", ""], "--output"), (["import", "evemu", "", "-o", "y.log"], "<file>"),
            (["demo", "--trace", ""], "--trace"),
        ]
        for (arguments, option) in cases {
            let result = try TesseraExecutable.run(arguments, in: dir)
            XCTAssertEqual(result.status, 64, "\(arguments): " + result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("Error: \(option) takes a path, not an empty one\n"), "\(arguments): " + result.stderr)
        }
        let empty = try TesseraExecutable.run(["replay", ""], in: dir)
        XCTAssertTrue(empty.status == 64 && empty.stderr.hasPrefix("Error: a log path is empty\n"), empty.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["s.json", "x.log", "x.state.json"],
                       "nothing is written")
        // Below the command line, the writer names an empty path as such.
        XCTAssertThrowsError(try AtomicFile.write("x", to: "")) { error in
            XCTAssertEqual("\(error)", #""": an empty path names no file to write"#)
        }
    }

    func testAFullDiskOnStandardOutputIsAnErrorNotASilentSuccess() throws {
        let process = Process()
        process.executableURL = try XCTUnwrap(TesseraExecutable.url)
        process.arguments = ["attributes", "--scene", "assets/scenes/demo.json"]
        process.currentDirectoryURL = TesseraExecutable.packageRoot
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(message, "tessera: standard output: cannot write: No space left on device\n")
    }

    func testARecordingCannotOverwriteItsScene() throws {
        try assertRefused(["run", "--scene", path("s.json"), "--record", path("s.json")],
                          "--record \(path("s.json")) would overwrite the input \(path("s.json")); choose another path")
    }

    /// `import` wrote its log over the recording it read (or over --scene) without a word.
    func testAnImportCannotOverwriteItsRecordingOrItsScene() throws {
        let recording = "N: panel\nP: 02 00 00 00 00 00 00 00\nA: 35 0 100 0 0 0\nA: 36 0 100 0 0 0\nA: 39 0 65535 0 0 0\n"
            + "E: 0.000000 0003 0039 1\nE: 0.000000 0003 0035 10\nE: 0.000000 0003 0036 10\nE: 0.000000 0000 0000 0\n"
        try recording.write(to: url("r.evemu"), atomically: true, encoding: .utf8)
        try assertRefused(["import", "evemu", path("r.evemu"), "--size", "320x480", "-o", path("r.evemu")],
                          "--output \(path("r.evemu")) would overwrite the input \(path("r.evemu")); choose another path")
        XCTAssertEqual(try String(contentsOf: url("r.evemu"), encoding: .utf8), recording, "the recording is untouched")
        try assertRefused(["import", "evemu", path("r.evemu"), "--scene", path("s.json"), "-o", path("s.json")],
                          "--output \(path("s.json")) would overwrite the input \(path("s.json")); choose another path")
        XCTAssertTrue(try String(contentsOf: url("s.json"), encoding: .utf8).hasPrefix("{"), "the scene is untouched")
        let imported = try TesseraExecutable.run(["import", "evemu", path("r.evemu"), "--size", "320x480", "-o", path("r.log")])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    func testTheHeadlessDemoCannotWriteItsTraceOverTheDemoLog() throws {
        let log = TesseraExecutable.packageRoot.appendingPathComponent("assets/logs/demo.log").path
        let before = try String(contentsOfFile: log, encoding: .utf8)
        let result = try TesseraExecutable.run(["demo", "--trace", log, "--frames", path("frames")], environment: ["DISPLAY": ""])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("tessera: --trace \(log) would overwrite the input "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("demo.log; choose another path\n"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), before)
    }

    func testAFolderThatCannotBeCreatedIsNamedWithTheSystemsReason() throws {
        let frames = path("x.log") + "/frames"
        try assertRefused(["replay", path("x.log"), "--frames", frames, "--quiet"], "\(path("x.log")): is not a folder")
    }

    /// Another user's link in a sticky folder everyone may write to (as `/tmp` is) pointing at a folder of ours with an
    /// old frame: neither `--frames` nor a report may write into it or clear it. Needs root to give the link away.
    func testNoOutputGoesThroughAnotherUsersLinkInASharedFolder() throws {
        guard geteuid() == 0 else { throw XCTSkip("giving a link to another user needs root") }
        try FileManager.default.createDirectory(at: url("shared"), withIntermediateDirectories: true)
        XCTAssertEqual(chmod(path("shared"), 0o1777), 0)
        try FileManager.default.createDirectory(at: url("mine"), withIntermediateDirectories: true)
        try "an old frame".write(to: url("mine/frame-00001.png"), atomically: true, encoding: .utf8)
        let link = path("shared/frames")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path("mine"))
        XCTAssertEqual(lchown(link, 4242, 4242), 0)
        let refusal = "\(link): is a symbolic link another user (uid 4242) made in a folder everyone may write to; "
            + "Tessera does not follow it, as Linux's protected_symlinks would not"
        for output in [["--frames", link], ["--junit", link + "/r.xml"], ["--trace", link + "/t.html"], ["--state", link + "/s.json"]] {
            let result = try TesseraExecutable.run(["replay", path("x.log"), "--quiet"] + output)
            XCTAssertEqual(result.status, 2, "\(output): " + result.stdout + result.stderr)
            XCTAssertTrue(result.stderr.contains("tessera: " + refusal + "\n"), "\(output): " + result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("mine")), ["frame-00001.png"],
                       "nothing was written, and the old frame was not removed through the link")
    }

    func testReportAndStateFoldersAreMadeWhenMissingAndAFileInTheWayIsNamed() throws {
        try "tessera-log 1\nscene s.json\n".write(to: url("y.log"), atomically: true, encoding: .utf8)
        let made = try TesseraExecutable.run(["replay", path("y.log"), "--allow-missing", "--quiet", "--junit", path("reports/a/r.xml"),
                                              "--json", path("reports/r.json"), "--state", path("states/y.json")])
        XCTAssertEqual(made.status, 0, made.stderr)
        for file in ["reports/a/r.xml", "reports/r.json", "states/y.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: path(file)), file)
        }
        try assertRefused(["replay", path("x.log"), "--junit", path("x.log") + "/r.xml", "--quiet"], "\(path("x.log")): is not a folder")
    }

    func testDashWritesTheStateToStandardOutputInsteadOfAFileNamedDash() throws {
        try goldenText.replacingOccurrences(of: "[[9]]", with: "[[0,1,2,3,4,5]]")
            .write(to: url("x.state.json"), atomically: true, encoding: .utf8)
        let result = try TesseraExecutable.run(["replay", path("x.log"), "--quiet", "--state", "-"])
        XCTAssertEqual(result.stdout.split(separator: "\n").first.map(String.init),
                       #"{"layout":"flow","parameters":{"estimatedItemSize":[0,0],"footerReferenceSize":[0,0],"headerReferenceSize":[0,0],"itemSize":[50,50],"lineAlignment":"justified","minimumInteritemSpacing":10,"minimumLineSpacing":10,"scrollDirection":"vertical","sectionFootersPinToVisibleBounds":false,"sectionHeadersPinToVisibleBounds":false,"sectionInset":[0,0,0,0]},"items":[[0,1,2,3,4,5]],"selected":[],"contentOffset":[0,0],"size":[320,480]}"#)
        XCTAssertFalse(FileManager.default.fileExists(atPath: TesseraExecutable.packageRoot.appendingPathComponent("-").path))
    }
}

import Foundation
import XCTest
import TesseraTesting

/// Tessera reads what it writes and what its documentation shows.
final class ReadsWhatItWritesTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-reads-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func testAnImportIntoAFolderReachedThroughASymbolicLinkFindsItsScene() throws {
        // work/out is a link to real/deep/out: "out/../flow-grid.json" would name real/deep/flow-grid.json.
        let real = dir.appendingPathComponent("real/deep/out"), work = dir.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent("out"), withDestinationURL: real)
        try FileManager.default.copyItem(at: TesseraExecutable.packageRoot.appendingPathComponent("assets/scenes/flow-grid.json"),
                                         to: work.appendingPathComponent("flow-grid.json"))
        let recording = TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/double-tap.evemu").path
        let log = work.appendingPathComponent("out/tap.log").path
        let imported = try TesseraExecutable.run(["import", "evemu", recording, "--size", "320x480",
                                                  "--scene", work.appendingPathComponent("flow-grid.json").path, "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let replayed = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing"])
        XCTAssertEqual(replayed.status, 0, replayed.stdout + replayed.stderr)
    }

    /// An import into a folder with a space, next to a scene in a folder whose name holds ` #`, writes a log that
    /// replays: the scene line read ` #1/…` as a comment and looked for the scene `../sc dir`.
    func testAnImportNamesASceneWhosePathHoldsACommentMarkSoThatReplayFindsIt() throws {
        let scenes = dir.appendingPathComponent("sc dir #1"), out = dir.appendingPathComponent("sp ace")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let scene = scenes.appendingPathComponent("grid é.json")
        try FileManager.default.copyItem(at: TesseraExecutable.packageRoot.appendingPathComponent("assets/scenes/flow-grid.json"), to: scene)
        let recording = TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/double-tap.evemu").path
        let log = out.appendingPathComponent("imp.log").path
        let imported = try TesseraExecutable.run(["import", "evemu", recording, "--scene", scene.path, "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(try String(contentsOfFile: log, encoding: .utf8).contains("\nscene \"../sc dir #1/grid é.json\"\n"))
        let replayed = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing"])
        XCTAssertEqual(replayed.status, 0, replayed.stdout + replayed.stderr)
    }

    /// A log whose scene is missing says so naming the log as well as the scene.
    func testAMissingSceneIsNamedWithTheLog() throws {
        let log = dir.appendingPathComponent("a.log").path
        try "tessera-log 1\nscene missing.json\n0 key plus\n".write(toFile: log, atomically: true, encoding: .utf8)
        let replayed = try TesseraExecutable.run(["replay", log, "--quiet"])
        XCTAssertEqual(replayed.status, 2)
        XCTAssertTrue(replayed.stderr.hasPrefix("tessera: \(log): scene \(dir.path)/missing.json: $: "), replayed.stderr)
        let inline = dir.appendingPathComponent("inline.log").path
        try "tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":\"5\"}],\"size\":[320,480]}\n"
            .write(toFile: inline, atomically: true, encoding: .utf8)
        let bad = try TesseraExecutable.run(["replay", inline, "--quiet"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("tessera: \(inline): inline scene: $.sections[0].items: "), bad.stderr)
    }

    func testTheExampleLogInTheEventLogDocumentReplays() throws {
        let doc = try String(contentsOf: TesseraExecutable.packageRoot.appendingPathComponent("docs/event-log.md"), encoding: .utf8)
        let block = try XCTUnwrap(doc.components(separatedBy: "```").dropFirst().first).drop { $0 == "\n" }
        XCTAssertTrue(block.hasPrefix("tessera-log 1\nscene ../scenes/flow-grid.json  "), "precondition: the example has a comment on its scene line")
        let logs = dir.appendingPathComponent("logs"), scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TesseraExecutable.packageRoot.appendingPathComponent("assets/scenes/flow-grid.json"),
                                         to: scenes.appendingPathComponent("flow-grid.json"))
        try String(block).write(to: logs.appendingPathComponent("example.log"), atomically: true, encoding: .utf8)
        let replayed = try TesseraExecutable.run(["replay", logs.appendingPathComponent("example.log").path, "--quiet", "--allow-missing"])
        XCTAssertEqual(replayed.status, 0, replayed.stdout + replayed.stderr)
        XCTAssertEqual(replayed.stderr, "", "no warnings")
    }
}

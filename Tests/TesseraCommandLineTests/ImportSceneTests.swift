import Foundation
import XCTest

/// An import without --scene replays with every recognizer attached, and a log records the size
/// its touches were scaled onto.
final class ImportSceneTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-import-\(getpid())-\(abs(name.hashValue))")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func fixture(_ name: String) -> String {
        TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/\(name)").path
    }

    func testARecordedDoubleTapReplaysAsADoubleTapNotTwoTaps() throws {
        let log = dir.appendingPathComponent("dt.log").path
        let imported = try TesseraExecutable.run(["import", "evemu", fixture("double-tap.evemu"), "--size", "320x480", "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let replay = try TesseraExecutable.run(["replay", log])
        XCTAssertTrue(replay.stdout.contains(#""recognizer":"doubleTap","state":"recognized""#), replay.stdout)
        XCTAssertFalse(replay.stdout.contains(#""recognizer":"tap","state":"recognized""#), "not two single taps: \(replay.stdout)")
    }

    func testTheDefaultSceneAttachesEveryRecognizer() throws {
        let log = dir.appendingPathComponent("drag.log").path
        _ = try TesseraExecutable.run(["import", "evemu", fixture("drag-single-touch.evemu"), "--size", "320x480", "-o", log])
        let replay = try TesseraExecutable.run(["replay", log])
        for name in ["tap", "doubleTap", "pan", "longPress", "swipe"] {
            XCTAssertTrue(replay.stdout.contains(#""recognizer":"\#(name)""#), "\(name) is attached: \(replay.stdout)")
        }
    }

    func testALogWhoseSceneHasAnotherSizeStartsWithTheSizeTheTouchesWereScaledOnto() throws {
        let log = dir.appendingPathComponent("sized.log").path
        let imported = try TesseraExecutable.run(["import", "evemu", fixture("double-tap.evemu"), "--size", "400x600",
                                                  "--scene", TesseraExecutable.packageRoot.appendingPathComponent("assets/scenes/flow-grid.json").path,
                                                  "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stderr.contains("the touches were scaled onto [400,600]"), imported.stderr)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n")[2], "0 resize 400 600")
        let replay = try TesseraExecutable.run(["replay", log, "--quiet", "--state", "-"])
        XCTAssertTrue(replay.stdout.contains(#""size":[400,600]"#), replay.stdout)
    }
}

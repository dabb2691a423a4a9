import Foundation
import HexGrid
import TesseraReplay
import TesseraSimulator
import XCTest

/// The session recorded in the window replays headlessly to the state the window ended in.
final class RecordedSessionTests: XCTestCase {
    static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("logs")

    func testEveryRecordedLogReplaysToItsGoldenState() throws {
        let logs = try FileManager.default.contentsOfDirectory(atPath: Self.logs.path).filter { $0.hasSuffix(".log") }
        XCTAssertFalse(logs.isEmpty)
        for name in logs {
            let path = Self.logs.appendingPathComponent(name).path
            let log = try EventLogReader.load(path: path)
            let scene = try log.loadScene(relativeTo: Self.logs.path, catalog: LayoutCatalog.basic.adding(.hex))
            let result = try Replayer().replay(log, scene: scene)
            let golden = try String(contentsOfFile: path.replacingOccurrences(of: ".log", with: ".state.json"), encoding: .utf8)
            XCTAssertEqual(result.state.json, golden.trimmingCharacters(in: .newlines), name)
        }
    }
}

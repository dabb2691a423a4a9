import Foundation
import XCTest
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

/// Replays every recorded log in assets/logs and checks its final state against
/// the golden `.state.json` beside it, as CI does.
final class GoldenLogTests: XCTestCase {
    static let logs = packageRoot.appendingPathComponent("assets/logs")

    func replay(_ url: URL) throws -> Replayer.Result {
        let log = try EventLogReader.load(path: url.path)
        let scene = try log.loadScene(relativeTo: url.deletingLastPathComponent().path, catalog: .standard)
        var replayer = Replayer()
        if let scenePath = log.scenePath(relativeTo: url.deletingLastPathComponent().path) {
            replayer.images = try ImageLibrary.images(forSceneAt: scenePath)
        }
        return try replayer.replay(log, scene: scene)
    }

    func allLogs() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.logs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "log" }.sorted { $0.path < $1.path }
    }

    func testEveryRecordedLogReachesItsGoldenState() throws {
        let logs = try allLogs()
        XCTAssertGreaterThanOrEqual(logs.count, 9)
        for url in logs {
            let golden = url.deletingPathExtension().appendingPathExtension("state.json")
            let data = try XCTUnwrap(FileManager.default.contents(atPath: golden.path), "no golden state for \(url.lastPathComponent)")
            let expected = try SimulationState(json: JSONValue.parse(data, file: golden.path), file: golden.path)
            let result = try replay(url)
            let diff = result.state.differences(from: expected)
            XCTAssertTrue(diff.isEmpty, "\(url.lastPathComponent):\n" + diff.joined(separator: "\n"))
        }
    }

    func testReplayingTheSameLogTwiceIsByteIdentical() throws {
        for url in try allLogs() {
            let a = try replay(url), b = try replay(url)
            XCTAssertEqual(a.state.json, b.state.json, url.lastPathComponent)
            XCTAssertEqual(a.transcript, b.transcript, url.lastPathComponent)
            XCTAssertFalse(a.transcript.isEmpty, url.lastPathComponent)
        }
    }
}

import Foundation
import XCTest
import TesseraDemo
import TesseraReplay
import TesseraSimulator
import TesseraTesting

/// Replaying a log from its file, one record at a time, gives what replaying it from memory gives,
/// and a file that is not a log is refused after its first few kilobytes.
final class StreamingReplayTests: XCTestCase {
    static let logs = packageRoot.appendingPathComponent("assets/logs")

    func testEveryGoldenLogStreamsToTheSameStateAndTranscript() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.logs.path).filter { $0.hasSuffix(".log") }.sorted()
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            let path = Self.logs.appendingPathComponent(name).path
            let inMemory = try EventLogReader.load(path: path)
            let scene = try inMemory.loadScene(relativeTo: Self.logs.path, catalog: .standard)
            var replayer = Replayer()
            replayer.images = try inMemory.scenePath(relativeTo: Self.logs.path).map { try ImageLibrary.images(forSceneAt: $0) } ?? []
            let a = try replayer.replay(inMemory, scene: scene)
            let b = try replayer.replay(EventLogFile(path: path), scene: scene)
            XCTAssertEqual(a.state.json, b.state.json, name)
            XCTAssertEqual(a.transcript, b.transcript, name)
        }
    }

    func testAStreamedLogReportsTheSameErrorsAndWarnings() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-stream-")
        addTeardownBlock { try temporary.remove() }
        let dir = temporary.url
        let scene = #"scene {"layout":{"type":"flow"},"sections":[{"items":5}],"size":[320,480]}"#
        for text in ["tessera-log 1\n\(scene)\n0 down 1 10 10\n0.1 move 1 12 1",      // a cut last line
                     "tessera-log 1\n\(scene)\n0.5 key a\n0.4 key b\n",                // time going backwards
                     "\u{FEFF}tessera-log 1\r\n\(scene)\r\n0 key a\r\n",              // CR LF and a byte-order mark
                     "tessera-log 2\n", "", "tessera-log 1\n"] {
            let path = dir.appendingPathComponent("x.log").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let expected: Outcome
            do {
                let log = try EventLogReader(file: path).read(text)
                expected = .read(log.records.map(\.event), log.warnings)
            } catch { expected = .refused("\(error)") }
            let streamed: Outcome
            do {
                let file = try EventLogFile(path: path)
                var events: [InputEvent] = []
                while let r = try file.next() { events.append(r.event) }
                streamed = .read(events, file.warnings)
            } catch { streamed = .refused("\(error)") }
            XCTAssertEqual(expected, streamed, text.debugDescription)
        }
    }

    func testAFileOfNulBytesIsRefusedAtItsFirstKilobytes() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-nul-")
        addTeardownBlock { try temporary.remove() }
        let path = temporary.url.appendingPathComponent("nul.log").path
        // 64 MB of NUL bytes with no newline: the header line may be at most 4 KB, so this is refused at once.
        _ = FileManager.default.createFile(atPath: path, contents: Data(count: 64 << 20))
        XCTAssertThrowsError(try EventLogFile(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path):1:1: expected the header \"tessera-log 1\"")
        }
    }
}

/// What a reader made of a log: its events and warnings, or its error.
private enum Outcome: Equatable {
    case read([InputEvent], [String])
    case refused(String)
}

/// Records at one time form a batch, applied as one: a log of millions at one time is applied in parts, each
/// record still in order, so its memory stays flat.
final class LargeBatchReplayTests: XCTestCase {
    func testRecordsAtOneTimeBeyondTheBatchLimitAreAppliedInPartsAndNoneIsLost() throws {
        let count = Replayer.maximumBatch * 2 + 10
        let text = "tessera-log 1\n" + #"scene {"layout":{"type":"flow"},"sections":[{"items":0}],"size":[320,480]}"# + "\n"
            + String(repeating: "0 key plus\n0 tick\n", count: count / 2) + "1 tick\n"
        let log = try EventLogReader(file: "b.log").read(text)
        let scene = try log.loadScene(relativeTo: "/", catalog: .standard)
        var parts: [Int] = []
        var replayer = Replayer()
        replayer.progress = { applied, _ in parts.append(applied) }
        let result = try replayer.replay(log, scene: scene)
        XCTAssertEqual(result.state.items.first?.count, count / 2, "every key was applied")
        XCTAssertEqual(parts, [Replayer.maximumBatch, 2 * Replayer.maximumBatch, count, count + 1], "applied in parts")
    }
}

import Foundation
import XCTest
import TesseraReplay
import TesseraSimulator
import TesseraTesting

/// Two recordings never interleave in one log, and a log is never written through a link.
final class EventLogWriterTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-writer-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func testASecondRecordingToTheSameLogIsRefusedAndTheFirstIsUntouched() throws {
        let path = dir.appendingPathComponent("session.log").path
        let first = try EventLogWriter(path: path, scene: .path("s.json"))
        first.append(LogRecord(time: .zero, event: .key("a")))
        try first.flush()
        XCTAssertThrowsError(try EventLogWriter(path: path, scene: .path("other.json"))) { error in
            XCTAssertEqual("\(error)", "\(path): another recording is writing this log; choose another path or stop that recording")
        }
        first.append(LogRecord(time: .seconds(1), event: .key("b")))
        try first.close()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "tessera-log 1\nscene s.json\n0 key a\n1 key b\n")
        let next = try EventLogWriter(path: path, scene: .path("t.json"))
        try next.close()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "tessera-log 1\nscene t.json\n", "once closed, the log can be recorded again")
    }

    func testALogIsNeverWrittenThroughASymbolicLink() throws {
        let target = dir.appendingPathComponent("precious").path
        try "keep".write(toFile: target, atomically: false, encoding: .utf8)
        let link = dir.appendingPathComponent("session.log").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertThrowsError(try EventLogWriter(path: link, scene: .path("s.json"))) { error in
            XCTAssertEqual("\(error)", "\(link): is a symbolic link; Tessera records only into regular files")
        }
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep")
    }
}

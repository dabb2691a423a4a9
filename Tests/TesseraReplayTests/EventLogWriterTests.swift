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

    func testALogIsNeverWrittenThroughAnotherUsersLinkInASharedFolder() throws {
        guard geteuid() == 0 else { throw XCTSkip("giving a link to another user needs root") }
        let shared = dir.appendingPathComponent("shared").path, mine = dir.appendingPathComponent("mine").path
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: mine, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(shared, 0o1777), 0)
        try FileManager.default.createSymbolicLink(atPath: shared + "/logs", withDestinationPath: mine)
        XCTAssertEqual(lchown(shared + "/logs", 4242, 4242), 0)
        XCTAssertThrowsError(try EventLogWriter(path: shared + "/logs/session.log", scene: .path("s.json"))) { error in
            XCTAssertEqual("\(error)", "\(shared)/logs/session.log: cannot create the log: \(shared)/logs: is a symbolic link another "
                           + "user (uid 4242) made in a folder everyone may write to; Tessera does not follow it, as Linux's "
                           + "protected_symlinks would not")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mine), [])
    }

    func testAnotherUsersFileInASharedFolderIsNeitherEmptiedNorRecordedInto() throws {
        guard geteuid() == 0 else { throw XCTSkip("giving a file to another user needs root") }
        let shared = dir.appendingPathComponent("shared").path, log = shared + "/session.log"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(shared, 0o1777), 0)
        try "theirs".write(toFile: log, atomically: false, encoding: .utf8)
        XCTAssertEqual(chown(log, 4242, 4242), 0)
        XCTAssertEqual(chmod(log, 0o666), 0)
        XCTAssertThrowsError(try EventLogWriter(path: log, scene: .path("s.json"))) { error in
            XCTAssertEqual("\(error)", "\(log): is a file another user (uid 4242) made in a folder everyone may write to; Tessera "
                           + "records only into its own files there, as Linux's protected_regular would")
        }
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "theirs")
        XCTAssertEqual(chown(shared, 4242, 4242), 0)
        try EventLogWriter(path: log, scene: .path("s.json")).close()
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "tessera-log 1\nscene s.json\n",
                       "the shared folder's owner's file is recorded into")
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

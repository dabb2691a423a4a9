import Foundation
import XCTest
import TesseraSimulator
import TesseraTesting

/// Opening the files Tessera reads: a named pipe is read when something writes to it, and refused, not waited on
/// forever, when nothing does.
final class TextFileTests: XCTestCase {
    var temporary: TemporaryDirectory!

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-textfile-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func fifo(_ name: String) throws -> String {
        let path = temporary.url.appendingPathComponent(name).path
        XCTAssertEqual(mkfifo(path, 0o600), 0, String(cString: strerror(errno)))
        return path
    }

    func testANamedPipeNothingWritesToIsRefusedOnceTheWaitIsOver() throws {
        let path = try fifo("idle.json")
        let start = ContinuousClock.now
        XCTAssertThrowsError(try TextFile.openForReading(path, waitingForWriter: .milliseconds(200))) { error in
            let refusal = error as? TextFile.Refusal
            XCTAssertEqual(refusal?.line, 1)
            XCTAssertEqual(refusal?.reason, "a named pipe that nothing wrote to in 200 ms")
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(5), "refused after the wait, not left hanging")
    }

    func testANamedPipeIsReadWhenSomethingWritesToIt() throws {
        let path = try fifo("fed.json")
        let writer = Thread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            let text = Array("{\"size\":[1,1]}\n".utf8)
            _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        let data = try TextFile.read(path, limit: 1 << 20, kind: "a scene file")
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "{\"size\":[1,1]}\n")
    }

    func testARegularFileOpensAsBefore() throws {
        let url = temporary.url.appendingPathComponent("plain.json")
        try Data("{}".utf8).write(to: url)
        let fd = try TextFile.openForReading(url.path, waitingForWriter: .zero)
        XCTAssertGreaterThanOrEqual(fd, 0)
        // Blocking again, as the readers expect.
        XCTAssertEqual(fcntl(fd, F_GETFL) & O_NONBLOCK, 0)
        close(fd)
        XCTAssertEqual(try TextFile.openForReading(temporary.url.appendingPathComponent("missing").path), -1)
    }
}

import Foundation
import XCTest
@testable import TesseraRender
import TesseraTesting

final class AtomicFileTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-atomic-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() }

    func testAWriteReplacesARegularFileAndKeepsItsPermissions() throws {
        let path = dir.appendingPathComponent("state.json").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        try AtomicFile.write("new", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o600, "a private file stays private")
        XCTAssertEqual(try entries(), ["state.json"], "no temporary file is left")
    }

    func testASymbolicLinkAtTheTargetIsRefusedAndItsDestinationUntouched() throws {
        let secret = dir.appendingPathComponent("secret").path
        try "keep".write(toFile: secret, atomically: false, encoding: .utf8)
        let link = dir.appendingPathComponent("out.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret)
        XCTAssertThrowsError(try AtomicFile.write("evil", to: link)) { error in
            XCTAssertEqual("\(error)", "\(link): is a symbolic link; Tessera replaces only regular files")
        }
        XCTAssertEqual(try String(contentsOfFile: secret, encoding: .utf8), "keep")
    }

    func testDevicesAndDirectoriesAreRefused() {
        XCTAssertThrowsError(try AtomicFile.write("x", to: "/dev/full")) { error in
            XCTAssertEqual("\(error)", "/dev/full: is a device; Tessera replaces only regular files")
        }
        XCTAssertThrowsError(try AtomicFile.write("x", to: dir.path)) { error in
            XCTAssertEqual("\(error)", "\(dir.path): is a directory; Tessera replaces only regular files")
        }
    }

    func testAFailedBodyLeavesTheOldFileAndNoTemporary() throws {
        struct Boom: Error {}
        let path = dir.appendingPathComponent("frame.png").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try AtomicFile.write(to: path) { _ in throw Boom() })
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try entries(), ["frame.png"])
    }

    func testTemporaryNamesAreUnpredictableAndNeverReuseAPlantedFile() throws {
        // Whatever another user plants beside the target, the temporary file is a new one (O_EXCL) of a random name.
        let path = dir.appendingPathComponent("out.json").path
        var names: Set<String> = []
        for _ in 0..<20 {
            try AtomicFile.write(to: path) { fd in
                var buffer = [CChar](repeating: 0, count: 4096)
                let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
                XCTAssertGreaterThan(n, 0)
                names.insert(String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
        }
        XCTAssertEqual(names.count, 20, "every write uses a fresh name")
        XCTAssertTrue(names.allSatisfy { $0.hasPrefix(dir.path + "/.out.json.tessera-") }, "\(names)")
    }
}

import Foundation
import XCTest
import TesseraTesting

/// What the tests' scratch directories promise: new, private and unique while in use, and gone afterwards.
final class TemporaryDirectoryTests: XCTestCase {
    func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    func testEachDirectoryIsNewEmptyPrivateAndOfItsOwn() throws {
        let a = try TemporaryDirectory(prefix: "tessera-scratch-test-"), b = try TemporaryDirectory(prefix: "tessera-scratch-test-")
        defer { try? a.remove(); try? b.remove() }
        XCTAssertNotEqual(a.path, b.path)
        for directory in [a, b] {
            XCTAssertTrue(isDirectory(directory.path), directory.path)
            XCTAssertEqual(directory.path, directory.url.path)
            XCTAssertEqual(directory.url.deletingLastPathComponent().path, FileManager.default.temporaryDirectory.path)
            XCTAssertTrue(directory.url.lastPathComponent.hasPrefix("tessera-scratch-test-"), directory.path)
            XCTAssertEqual(directory.url.lastPathComponent.count, "tessera-scratch-test-".count + 6, directory.path)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
            let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int)
            XCTAssertEqual(mode, 0o700, "only its owner may look inside")
        }
    }

    func testRemoveTakesAwayTheDirectoryAndEverythingInIt() throws {
        let directory = try TemporaryDirectory(prefix: "tessera-scratch-test-")
        let deep = directory.url.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: deep.appendingPathComponent("file.txt"))
        try Data("y".utf8).write(to: directory.url.appendingPathComponent(".hidden"))
        try directory.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path), directory.path)
        XCTAssertNoThrow(try directory.remove(), "a second removal does nothing")
    }

    func testReleasingItRemovesTheDirectory() throws {
        var directory: TemporaryDirectory? = try TemporaryDirectory(prefix: "tessera-scratch-test-")
        let path = try XCTUnwrap(directory?.path)
        try Data("x".utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("file.txt"))
        XCTAssertTrue(isDirectory(path), "precondition: it exists while held")
        directory = nil
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), path)
    }

    func testRemovalTakesALinkAwayButNotWhatItPointsTo() throws {
        let outside = try TemporaryDirectory(prefix: "tessera-scratch-test-")
        defer { try? outside.remove() }
        let kept = outside.url.appendingPathComponent("kept.txt")
        try Data("keep me".utf8).write(to: kept)
        let directory = try TemporaryDirectory(prefix: "tessera-scratch-test-")
        try FileManager.default.createSymbolicLink(at: directory.url.appendingPathComponent("link"), withDestinationURL: outside.url)
        try directory.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path), directory.path)
        XCTAssertEqual(try String(contentsOf: kept, encoding: .utf8), "keep me")
    }
}

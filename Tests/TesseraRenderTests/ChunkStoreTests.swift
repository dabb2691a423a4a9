import Foundation
import XCTest
@testable import TesseraRender
import TesseraTesting

/// Where an animation keeps its compressed frames: an unlinked temporary file, or memory when there is no folder to
/// make one in; either way the runs read back as they were appended, a block at a time.
final class ChunkStoreTests: XCTestCase {
    func runs(_ store: ChunkStore) throws {
        let first = (0..<100).map { UInt8($0) }
        let second = (0..<(ChunkStore.block + 77)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let a = try store.append(first), b = try store.append(second), c = try store.append([])
        XCTAssertEqual(a, 0..<100)
        XCTAssertEqual(b, 100..<(100 + second.count))
        XCTAssertTrue(c.isEmpty)
        var read: [[UInt8]] = []
        try store.read(b) { read.append($0) }
        XCTAssertEqual(read.map(\.count), [ChunkStore.block, 77], "a block at a time")
        XCTAssertEqual(Array(read.joined()), second)
        var back: [UInt8] = []
        try store.read(a) { back += $0 }
        XCTAssertEqual(back, first)
    }

    func testRunsAreKeptInAnUnlinkedFileAndReadBack() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-chunks-")
        addTeardownBlock { try temporary.remove() }
        let store = ChunkStore(folder: temporary.url.path)
        try runs(store)
        XCTAssertTrue(store.isInFile)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path), [], "unlinked at once: nothing is left")
    }

    func testWithoutAFolderForTheFileTheRunsStayInMemory() throws {
        let store = ChunkStore(folder: "/nonexistent-tessera-folder")
        try runs(store)
        XCTAssertFalse(store.isInFile)
    }
}

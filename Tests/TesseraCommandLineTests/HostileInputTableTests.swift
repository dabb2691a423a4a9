import Foundation
import XCTest
import TesseraCollection
import TesseraLayout
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo
import TesseraTesting

/// The hostile-input table of docs/errors.md, one test per input, through the
/// command line as users meet it: a clear one-line error naming where the
/// problem is, exit status 2, and no output file left behind.
final class HostileInputTableTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-hostile-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func file(_ name: String, _ contents: Data) throws -> String {
        let url = dir.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    func file(_ name: String, _ text: String) throws -> String { try file(name, Data(text.utf8)) }

    var output: String { dir.appendingPathComponent("out.json").path }
    let scene = #"scene {"layout":{"type":"flow"},"sections":[{"items":5}],"size":[320,480]}"#

    /// Runs a verb and checks the exit status, the error line and that `output` was not written.
    func assertRefused(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try TesseraExecutable.run(arguments)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "tessera: " + message + "\n", file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "no output file", file: file, line: line)
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: dir.path).allSatisfy { !$0.contains(".partial") && !$0.contains(".tessera-") },
                      "no temporary file", file: file, line: line)
    }

    func testATruncatedSceneFile() throws {
        let path = try file("cut.json", #"{"size": [320, 480], "layout": {"type": "fl"#)
        try assertRefused(["attributes", "--scene", path], "\(path): $: not valid JSON: Unexpected end of file during JSON parse")
    }

    func testATruncatedDeviceRecording() throws {
        let path = try file("cut.evemu", "A: 35 0 4095 0 0 0\nA: 36 0 4095 0 0 0\nE: 1.000000 0003 0039 1\nE: 1.0000")
        try assertRefused(["import", "evemu", path, "--size", "320x480", "-o", output],
                          "\(path):4: malformed event; expected \"E: sec.usec type code value\"")
    }

    /// A file of `bytes` bytes that begins with `text` and holds nothing after it, as `truncate -s` makes one:
    /// the rest reads as NUL bytes and takes no disk space.
    func sparseFile(_ name: String, _ text: String = "", bytes: UInt64) throws -> String {
        let path = try file(name, text)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: bytes)
        try handle.close()
        return path
    }

    /// `truncate -s 3G` makes a 3 GB recording in no space at all: it is refused at its first bytes, not read into
    /// 3 GB of memory, and so is one whose zeros begin after a real start (read only as far as the first megabyte
    /// of them); one of more than 4 GB is refused before anything is read.
    func testASparseRecordingIsRefusedWithoutReadingIt() throws {
        let huge = try sparseFile("huge.evemu", bytes: 16 << 30)
        try assertRefused(["import", "evemu", huge, "--size", "320x480", "-o", output],
                          "\(huge):1: more than 4096 MB, the most a recording may hold")
        let empty = try sparseFile("sparse.evemu", bytes: 3 << 30)
        try assertRefused(["import", "evemu", empty, "--size", "320x480", "-o", output],
                          "\(empty):1: a NUL byte in the first 4 KB: a binary file, not text")

        var start = "# EVEMU 1.3\nN: Panel\nB: 03 03 00 00 00 00 80 73 02\nA: 53 0 4095 0 0 0\nA: 54 0 4095 0 0 0\n"
        while start.utf8.count + 24 <= 1 << 20 { start += "E: 1.000000 0000 0000 0\n" }
        start += "#" + String(repeating: " ", count: (1 << 20) - start.utf8.count - 2) + "\n"
        let begun = try sparseFile("begun.evemu", start, bytes: 3 << 30)
        let line = start.utf8.count { $0 == 10 } + 1
        try assertRefused(["import", "evemu", begun, "--size", "320x480", "-o", output],
                          "\(begun):\(line): 1 MB of NUL bytes from byte 1048576: a sparse or zero-filled file, not text")
    }

    /// A scene or a golden state that is no JSON text is refused before it is read whole: a sparse 8 GB file (a
    /// scene was read into 8 GB of memory and then crashed), `/dev/zero`, or a real start then a hole.
    func testASparseEndlessOrHugeSceneOrGoldenIsRefusedWithoutReadingIt() throws {
        let sparse = try sparseFile("sparse.json", bytes: 8 << 30)
        try assertRefused(["attributes", "--scene", sparse], "\(sparse): $: more than 64 MB, the most a scene file may hold")
        try assertRefused(["attributes", "--scene", "/dev/zero"], "/dev/zero: $: a NUL byte in the first 4 KB: a binary file, not text")
        var start = #"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":5}"#
        start += String(repeating: " ", count: (1 << 20) - start.utf8.count)
        let begun = try sparseFile("begun.json", start, bytes: 60 << 20)
        try assertRefused(["attributes", "--scene", begun],
                          "\(begun): $: 1 MB of NUL bytes from byte 1048576: a sparse or zero-filled file, not text")
        let log = try file("ok.log", "tessera-log 1\n\(scene)\n0 tick\n")
        let golden = try sparseFile("ok.state.json", bytes: 8 << 30)
        let result = try TesseraExecutable.run(["replay", log])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(golden): more than 1024 MB, the most a golden state may hold"), result.stderr)
    }

    /// A log whose scene line names a named pipe that nothing writes to: opening it used to wait for a writer forever.
    func testASceneThatIsANamedPipeNothingWritesToIsRefusedAfterAWait() throws {
        let pipe = dir.appendingPathComponent("pipe.json").path
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let log = try file("pipe.log", "tessera-log 1\nscene pipe.json\n0 tick\n")
        try assertRefused(["replay", log, "--state", output], "\(log): scene \(pipe): $: a named pipe that nothing wrote to in 10 s")
    }

    /// A file name that is not UTF-8 (legal on Linux): it was turned into U+FFFD, so an existing scene was "no such
    /// file" and an output was written under another name than the one given. Both are refused, naming why.
    func testAFileNameThatIsNotUTF8IsRefusedRatherThanChanged() throws {
        guard let tessera = TesseraExecutable.url else { throw XCTSkip("the tessera executable was not built") }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The names are made by the shell: a Swift string cannot hold bytes that are not UTF-8.
        shell.arguments = ["-c", #"cp "$1/assets/scenes/flow-grid.json" "s$(printf '\376').json" && "$2" attributes --scene "s$(printf '\376').json""#,
                           "sh", TesseraExecutable.packageRoot.path, tessera.path]
        shell.currentDirectoryURL = dir
        let err = Pipe()
        shell.standardError = err
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 64, message)
        XCTAssertEqual(message, "tessera: argument 3 (s\u{FFFD}.json) is not UTF-8: a file name in another encoding cannot be "
                       + "named exactly; rename the file, or convert the name with convmv\n")
        // Named by a log's scene line.
        let log = try file("latin1.log", Data("tessera-log 1\nscene s".utf8) + Data([0xFE]) + Data(".json\n0 tick\n".utf8))
        try assertRefused(["replay", log, "--state", output], "\(log):2:7: the scene path is not UTF-8: a file name in another "
                          + "encoding cannot be named exactly; rename the file, or convert the name with convmv")
    }

    func testALogCutOffBeforeItsScene() throws {
        let path = try file("cut.log", "tessera-log 1\n")
        try assertRefused(["replay", path, "--state", output], "\(path):1:1: missing the scene line")
    }

    func testBinaryGarbage() throws {
        var bytes = [UInt8](repeating: 0, count: 4096)
        var x: UInt32 = 2_463_534_242
        for i in bytes.indices { x ^= x << 13; x ^= x >> 17; x ^= x << 5; bytes[i] = UInt8(truncatingIfNeeded: x) }
        bytes[0] = 0x9F
        let path = try file("garbage.bin", Data(bytes))
        try assertRefused(["replay", path, "--state", output], "\(path):1:1: expected the header \"tessera-log 1\"")
        // No text holds a NUL byte: a scene or a recording with one in its first 4 KB is refused as binary, at its line.
        let line = bytes.prefix { $0 != 0 }.count { $0 == 10 } + 1
        try assertRefused(["attributes", "--scene", path], "\(path): $: a NUL byte in the first 4 KB: a binary file, not text")
        try assertRefused(["import", "libinput", path, "--size", "320x480", "-o", output],
                          "\(path):\(line): a NUL byte in the first 4 KB: a binary file, not text")
    }

    func testATenMegabyteLine() throws {
        let path = try file("long.log", "tessera-log 1\n\(scene)\n0 key " + String(repeating: "x", count: 10_000_000) + "\n")
        try assertRefused(["replay", path, "--state", output],
                          "\(path):3:7: unknown key \"\(String(repeating: "x", count: 40))…\" (10000000 characters)")
    }

    func testAMillionTouchIDs() throws {
        var text = "tessera-log 1\n\(scene)\n"
        text.reserveCapacity(20_000_000)
        for id in 0..<1_000_000 { text += "0 down \(id) 1 1\n" }
        let path = try file("million.log", text)
        try assertRefused(["replay", path, "--state", output],
                          "\(path):67:3: touch 64 begins while 64 touches are down; a log may hold at most 64 at once")
    }

    func testTimesGoingBackwards() throws {
        let path = try file("back.log", "tessera-log 1\n\(scene)\n0.5 key a\n0.4 key a\n")
        try assertRefused(["replay", path, "--state", output], "\(path):4:1: time goes backwards: 0.4 after 0.5")
    }

    func testNaNAndInfiniteValues() throws {
        let nan = try file("nan.log", "tessera-log 1\n\(scene)\n0 down 1 nan 3\n")
        try assertRefused(["replay", nan, "--state", output], "\(nan):3:10: coordinates must be finite, found nan")
        let inf = try file("inf.log", "tessera-log 1\n\(scene)\n0 wheel 0 -inf 1 1\n")
        try assertRefused(["replay", inf, "--state", output], "\(inf):3:11: coordinates must be finite, found -inf")
        let big = try file("big.json", #"{"size":[320,480],"layout":{"type":"flow","minimumLineSpacing":1e400},"sections":[]}"#)
        try assertRefused(["attributes", "--scene", big], "\(big): $.layout.minimumLineSpacing: a number too large, or too close to zero, to represent")
    }

    /// `0x10` in a log line read as 16 (`Double(text)` reads hexadecimal floats); a log's numbers are decimal.
    func testAHexadecimalNumberInALogLine() throws {
        let path = try file("hex.log", "tessera-log 1\n\(scene)\n0 down 1 0x10 3\n0.1 up 1 16 3\n")
        try assertRefused(["replay", path, "--state", output], "\(path):3:10: expected a number, found \"0x10\"")
    }

    func testNegativeOrZeroWindowSizes() throws {
        let log = try file("zero.log", "tessera-log 1\n\(scene)\n0 resize 0 10\n")
        try assertRefused(["replay", log, "--state", output], "\(log):3:3: the window size must be positive and at most 16384 points a side, found 0 × 10")
        let negative = try file("negative.json", #"{"size":[320,-480],"layout":{"type":"flow"},"sections":[]}"#)
        try assertRefused(["attributes", "--scene", negative], "\(negative): $.size[1]: expected a non-negative number, found -480")
        let zero = try file("zero.json", #"{"size":[0,480],"layout":{"type":"flow"},"sections":[]}"#)
        try assertRefused(["attributes", "--scene", zero],
                          "\(zero): $.size: the window size must be positive and at most 16384 points a side, found [0,480]")
        let recording = try file("tap.evemu", "A: 35 0 100 0 0 0\nA: 36 0 100 0 0 0\n")
        let size = try TesseraExecutable.run(["import", "evemu", recording, "--size=-320x480", "-o", output])
        XCTAssertEqual(size.status, 64, "an option's value, not the input, is wrong")
        XCTAssertEqual(size.stderr, "tessera: --size expects WxH, positive and at most 16384 a side, such as 320x480; got \"-320x480\"\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testABillionItemsAreRefusedBeforeAnythingIsAllocated() throws {
        let path = try file("billion.json", #"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":1000000000}]}"#)
        try assertRefused(["attributes", "--scene", path], "\(path): $.sections[0].items: expected an integer in 0...10000000, found 1000000000")
    }

    func testDeeplyNestedJSON() throws {
        let path = try file("deep.json", "{\"size\":" + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "}")
        try assertRefused(["attributes", "--scene", path], "\(path): $: not valid JSON: Too many nested arrays or dictionaries at line 1, column 521")
    }

    func testAnUnknownLayoutType() throws {
        let path = try file("unknown.json", #"{"size":[320,480],"layout":{"type":"hexagons"},"sections":[]}"#)
        try assertRefused(["attributes", "--scene", path], "\(path): $.layout.type: unknown layout type \"hexagons\"; known types: "
                          + LayoutCatalog.standard.names.joined(separator: ", "))
    }

    func testAnInvalidBatchUpdateIsRefusedWithItsSectionAndCounts() throws {
        let s = try Simulation(scene: Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":4}]}"#.utf8), catalog: .standard))
        var batch = BatchUpdate()
        batch.deleteItems(at: [ElementPath(item: 1, section: 0)])
        batch.deleteItems(at: [ElementPath(item: 9, section: 0)])
        XCTAssertThrowsError(try s.performBatchUpdates(batch)) {
            XCTAssertEqual("\($0)", "invalid update: delete item 9 in section 0, but that section has only 4 items")
        }
        XCTAssertEqual(s.state.items, [[0, 1, 2, 3]], "nothing changed")
    }

    func testAReorderOntoAnIndexThatDoesNotExist() throws {
        let s = try Simulation(scene: Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":4}]}"#.utf8), catalog: .standard))
        var batch = BatchUpdate()
        batch.moveItem(at: ElementPath(item: 0, section: 0), to: ElementPath(item: 7, section: 0))
        XCTAssertThrowsError(try s.performBatchUpdates(batch)) {
            XCTAssertEqual("\($0)", "invalid update: move to item 7 in section 0, but that section has only 4 items")
        }
        // Interactively, a drop beyond the last item appends instead of failing.
        XCTAssertTrue(s.collectionView.beginInteractiveMovementForItem(at: ElementPath(item: 0, section: 0)))
        s.collectionView.updateInteractiveMovementTargetPosition(Point(x: 300, y: 470))
        s.collectionView.endInteractiveMovement()
        s.settle()
        XCTAssertEqual(s.state.items, [[1, 2, 3, 0]])
    }
}

import TesseraGeometry

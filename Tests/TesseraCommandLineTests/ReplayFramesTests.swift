import Foundation
import XCTest
import TesseraRender
import TesseraTesting

/// Frames from the command line: every frame of a time range, the glide after a fling
/// included; fast PNG writing; and frame goldens compared within a tolerance.
final class ReplayFramesTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-frames-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    /// A quick flick up a 300-item flow: the fingers lift at 0.09 s and the content glides on.
    func flickLog() throws -> String {
        let text = """
            tessera-log 1
            scene {"layout":{"type":"flow"},"sections":[{"items":300}],"size":[320,480]}
            0 down 1 160 420
            0.016 move 1 160 380
            0.033 move 1 160 320
            0.05 move 1 160 250
            0.066 move 1 160 180
            0.083 move 1 160 120
            0.09 up 1 160 120

            """
        let path = dir.appendingPathComponent("flick.log").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func frames(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("frame-") }.sorted()
    }

    func testATimeRangeWritesEveryFrameInItIncludingTheGlideAfterTheLastInput() throws {
        let log = try flickLog()
        let out = dir.appendingPathComponent("glide")
        let result = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out.path,
                                                "--frames-from", "0.2", "--frames-until", "1.2"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        // 1 s at 60 frames a second, all after the fingers lifted at 0.09 s, plus the last frame.
        let written = try frames(out)
        XCTAssertEqual(written.count, 61, written.joined(separator: " "))
        let first = try PNGFile.read(out.appendingPathComponent("frame-00001.png").path)
        let later = try PNGFile.read(out.appendingPathComponent("frame-00030.png").path)
        XCTAssertNotEqual(first.pixels, later.pixels, "the content moves between them: the glide is drawn")
    }

    /// A frame window out of order, not a number, or beyond the latest time a log holds is a command-line error, not
    /// a trap forming the range.
    func testAFrameWindowThatIsNotARangeIsAUsageError() throws {
        let log = try flickLog()
        let out = dir.appendingPathComponent("bad").path
        for window in [["--frames-from", "5", "--frames-until", "1"], ["--frames-from", "nan"], ["--frames-from", "inf"],
                       ["--frames-from", "1e300"], ["--frames-until=-5"], ["--frames-from", "0x10"]] {
            let result = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out] + window)
            XCTAssertEqual(result.status, 64, "\(window): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("--frames-"), result.stderr)
            XCTAssertFalse(result.stderr.contains("Fatal error"), result.stderr)
        }
        let alone = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frame-every", "3"])
        XCTAssertEqual(alone.status, 64, "without --frames there are no frames to choose: " + alone.stderr)
        XCTAssertTrue(alone.stderr.contains("--frame-every chooses the frames --frames writes"), alone.stderr)
    }

    func testFramesAreWrittenWithLibpngsFastSetting() throws {
        let log = try flickLog()
        let out = dir.appendingPathComponent("fast")
        _ = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out.path])
        let frame = out.appendingPathComponent("frame-00001.png").path
        let bitmap = try PNGFile.read(frame)
        let fast = dir.appendingPathComponent("fast.png").path, small = dir.appendingPathComponent("small.png").path
        try PNGFile.write(bitmap, to: fast, compression: .fast)
        try PNGFile.write(bitmap, to: small, compression: .small)
        let size = { (p: String) in (try FileManager.default.attributesOfItem(atPath: p)[.size] as! NSNumber).intValue }
        XCTAssertEqual(try size(frame), try size(fast))
        XCTAssertNotEqual(try size(fast), try size(small), "the two settings differ, so the check means something")
    }

    func testStoredFramesPassAndAChangedFrameFailsWithADiffImage() throws {
        let log = try flickLog()
        let golden = dir.appendingPathComponent("golden"), out = dir.appendingPathComponent("out")
        XCTAssertEqual(try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", golden.path]).status, 0)
        let same = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out.path,
                                              "--expect-frames", golden.path])
        XCTAssertEqual(same.status, 0, same.stdout)
        // Paint a stored frame's corner black: the replay's frame now differs there.
        let stored = golden.appendingPathComponent("frame-00001.png").path
        let bitmap = try PNGFile.read(stored)
        for y in 0..<10 { for x in 0..<10 { for c in 0..<3 { bitmap.pixels[(y * bitmap.width + x) * 4 + c] = 0 } } }
        try PNGFile.write(bitmap, to: stored)
        let changed = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out.path,
                                                 "--expect-frames", golden.path])
        XCTAssertEqual(changed.status, 1, changed.stdout)
        XCTAssertTrue(changed.stdout.contains("frames: frame-00001.png differs in 100 pixels"), changed.stdout)
        let hint = "frames: if the new frames are right, store them with: rm -f \(golden.path)/frame-*.png && cp \(out.path)/frame-*.png \(golden.path)/"
        XCTAssertTrue(changed.stdout.contains(hint), changed.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("diff-frame-00001.png").path))
        let tolerant = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out.path,
                                                  "--expect-frames", golden.path, "--frame-tolerance", "255"])
        XCTAssertEqual(tolerant.status, 0, "within a tolerance of 255 every pixel matches")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("diff-frame-00001.png").path),
                       "the old diff image is cleared with the old frames")
    }

    /// A PNG whose header declares `width` × `height` and whose one data chunk holds a few bytes that are no image.
    private func headerOnlyPNG(width: UInt32, height: UInt32) -> Data {
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc32(body))
        }
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
                    + chunk("IDAT", [1, 2, 3, 4]) + chunk("IEND", []))
    }

    func testAStoredFrameOfAnotherSizeIsReportedFromItsHeaderWithoutDecodingIt() throws {
        // A stored frame of 20000 × 20000 pixels was decoded whole (3 GB) before its size was compared. This one has a
        // header and no image: decoding it fails, reading its header does not.
        let log = try flickLog()
        let golden = dir.appendingPathComponent("golden"), out = dir.appendingPathComponent("out")
        XCTAssertEqual(try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", golden.path]).status, 0)
        try headerOnlyPNG(width: 30000, height: 20000).write(to: golden.appendingPathComponent("frame-00001.png"))
        let result = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out.path,
                                                "--expect-frames", golden.path])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("frames: frame-00001.png has another size than the stored one ("), result.stdout)
        XCTAssertTrue(result.stdout.contains("against 30000 × 20000)"), result.stdout)
    }

    /// A stored-frames folder that does not exist is a mistake in the command, not a replay whose every frame is new.
    func testAnExpectedFramesFolderThatDoesNotExistIsBadInput() throws {
        let log = try flickLog()
        let missing = dir.appendingPathComponent("no-such-golden").path
        let result = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames",
                                                dir.appendingPathComponent("out").path, "--expect-frames", missing])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(missing): --expect-frames names no folder of stored frames"), result.stderr)
    }
}

extension ReplayFramesTests {
    /// A frame that cannot be written says why in the system's words: libpng's own was a bare "Write Error". A
    /// file-size limit (`ulimit -f`) stands in for a full disk, and is an error rather than SIGXFSZ killing the run.
    func testAFrameThatCannotBeWrittenSaysWhy() throws {
        let tessera = try XCTUnwrap(TesseraExecutable.url).path
        let temporary = try TemporaryDirectory(prefix: "tessera-frames-limit-")
        defer { try? temporary.remove() }
        let frames = temporary.url.appendingPathComponent("frames").path
        let log = TesseraExecutable.packageRoot.appendingPathComponent("assets/logs/flow-tap.log").path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "ulimit -f 1; exec \"$0\" replay \"$1\" --quiet --frames \"$2\"", tessera, log, frames]
        let err = Pipe()
        shell.standardError = err
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationReason, .exit, stderr)
        XCTAssertEqual(shell.terminationStatus, 2, stderr)
        XCTAssertTrue(stderr.contains("frame-00001.png: cannot write: File too large"), stderr)
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: frames).allSatisfy { !$0.contains(".tessera-") },
                      "no temporary file left")
    }

    /// Two runs writing frames into one folder at once would each remove the other's frames and mix their own among
    /// them; the second is refused while the first holds the folder.
    func testAFramesFolderAnotherRunIsWritingIsRefusedAndLeftAlone() throws {
        let log = try flickLog()
        let out = dir.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let theirs = out.appendingPathComponent("frame-00001.png")
        try Data("the other run's frame".utf8).write(to: theirs)
        // The other run's hold on the folder, as `prepare` takes it.
        let other = open(out.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(other, 0)
        XCTAssertEqual(flock(other, LOCK_EX | LOCK_NB), 0)
        let refused = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out.path])
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("\(out.path): another tessera is writing frames into this folder now; "
                                              + "give each run a --frames folder of its own"), refused.stderr)
        XCTAssertEqual(try String(contentsOf: theirs, encoding: .utf8), "the other run's frame", "its frame is left alone")
        XCTAssertEqual(try frames(out), ["frame-00001.png"])
        close(other)
        // Once it is done, the folder is this run's.
        let after = try TesseraExecutable.run(["replay", log, "--quiet", "--allow-missing", "--frames", out.path])
        XCTAssertEqual(after.status, 0, after.stdout + after.stderr)
        XCTAssertGreaterThan(try frames(out).count, 1)
        XCTAssertNotEqual(try Data(contentsOf: theirs), Data("the other run's frame".utf8))
    }
}

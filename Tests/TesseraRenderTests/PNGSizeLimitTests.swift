import Foundation
import XCTest
import TesseraRender
import TesseraTesting

/// A PNG's size is read from its header, and one over the limit is refused before any pixel is decoded.
final class PNGSizeLimitTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var directory: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-png-limit-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func testTheSizeOfAPNGIsReadFromItsHeaderAlone() throws {
        let bomb = directory.appendingPathComponent("bomb.png")
        try HeaderOnlyPNG.data(width: 20_000, height: 20_000).write(to: bomb)
        let size = try PNGFile.size(of: bomb.path)
        XCTAssertEqual(size.width, 20_000)
        XCTAssertEqual(size.height, 20_000)
        XCTAssertThrowsError(try PNGFile.size(of: directory.appendingPathComponent("missing.png").path))
    }

    func testAPNGOverTheLimitIsRefusedFromItsHeaderWithItsSizeAsTheReason() throws {
        let bomb = directory.appendingPathComponent("bomb.png")
        try HeaderOnlyPNG.data(width: 20_000, height: 20_000).write(to: bomb)
        XCTAssertThrowsError(try PNGFile.read(bomb.path, maximumPixelCount: 4096 * 4096)) { error in
            XCTAssertEqual("\(error)", "\(bomb.path): 20000 × 20000 pixels is more than an image may have (16777216 pixels)")
        }
    }

    func testAPNGWithinTheLimitStillReads() throws {
        let path = directory.appendingPathComponent("small.png").path
        let bitmap = Bitmap(width: 64, height: 64, fill: Color(hex: 0x34C759))
        try PNGFile.write(bitmap, to: path)
        XCTAssertEqual(try PNGFile.read(path, maximumPixelCount: 64 * 64).pixels, bitmap.pixels)
        XCTAssertThrowsError(try PNGFile.read(path, maximumPixelCount: 64 * 64 - 1))
    }
}

/// A stored frame that is empty, not a PNG, or cut short is named so, not with libpng's bare "Read Error".
final class UnreadablePNGTests: XCTestCase {
    func testAnEmptyAForeignAndACutFileEachGetTheirReason() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-png-read-")
        addTeardownBlock { try temporary.remove() }
        let whole = temporary.url.appendingPathComponent("whole.png").path
        let bitmap = Bitmap(width: 64, height: 48)
        bitmap.fill(Color(hex: 0x336699))
        try PNGFile.write(bitmap, to: whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        for (name, data, reason) in [("empty.png", Data(), "the file is empty, not a PNG"),
                                     ("text.png", Data("hello\n".utf8), "not a PNG: the file does not start with the PNG signature"),
                                     ("five.png", bytes.prefix(5), "the PNG ends before its image does: the file is cut short"),
                                     ("half.png", bytes.prefix(bytes.count / 2), "the PNG ends before its image does: the file is cut short")] {
            let path = temporary.url.appendingPathComponent(name).path
            try data.write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try PNGFile.read(path), name) { XCTAssertEqual("\($0)", "\(path): \(reason)", name) }
        }
        XCTAssertEqual(try PNGFile.read(whole).width, 64)
    }
}

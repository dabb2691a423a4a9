import Foundation
import XCTest
@testable import TesseraRender
import TesseraTesting

/// Animated PNGs of a replay: frames that decode back to what was appended, only the changed
/// rectangle stored, delays from the frames' times, and frames too close together merged.
final class AnimatedPNGTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var scratch: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-apng-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    /// A 40 × 30 frame on a grey background with a 6 × 6 red square at (`x`, 10).
    func frame(squareAt x: Int) -> Bitmap {
        let bitmap = Bitmap(width: 40, height: 30, fill: Color(hex: 0xF2F2F7))
        for y in 10..<16 {
            for xx in x..<(x + 6) {
                let i = (y * 40 + xx) * 4
                bitmap.pixels[i] = 255; bitmap.pixels[i + 1] = 0; bitmap.pixels[i + 2] = 0
            }
        }
        return bitmap
    }

    func testEveryFrameDecodesBackToWhatWasAppendedAndOnlyTheChangedRectangleIsStored() throws {
        var animation = AnimatedPNG(width: 40, height: 30)
        let frames = [frame(squareAt: 2), frame(squareAt: 12), frame(squareAt: 22)]
        for (i, f) in frames.enumerated() { try animation.append(f, at: .milliseconds(100 * i)) }
        let decoded = try APNGDecoder(try animation.encode(), scratch: scratch)
        XCTAssertEqual(decoded.declaredFrames, 3)
        XCTAssertEqual(decoded.frames.count, 3)
        XCTAssertEqual(decoded.chunkTypes, ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        for (i, f) in frames.enumerated() { XCTAssertEqual(decoded.frames[i].canvas.pixels, f.pixels, "frame \(i)") }
        XCTAssertEqual([decoded.frames[0].width, decoded.frames[0].height], [40, 30], "the first frame is the whole canvas")
        // The square moved from x = 2…7 to 12…17: only columns 2…17 of rows 10…15 changed.
        XCTAssertEqual([decoded.frames[1].x, decoded.frames[1].y, decoded.frames[1].width, decoded.frames[1].height], [2, 10, 16, 6])
    }

    func testDelaysFollowTheFramesTimesWithoutDriftAndTheLastFrameIsHeld() throws {
        var animation = AnimatedPNG(width: 40, height: 30)
        // 60 frames a second for one second: 16.666… ms each, which milliseconds cannot hold.
        for i in 0...60 { try animation.append(frame(squareAt: i % 30), at: .nanoseconds(Int64(i) * 16_666_667)) }
        let decoded = try APNGDecoder(try animation.encode(holdingLastFrameFor: .milliseconds(500)), scratch: scratch)
        XCTAssertEqual(decoded.frames.count, 61)
        let played = decoded.frames.dropLast().map(\.milliseconds)
        XCTAssertEqual(played.reduce(0, +), 1000, "the frames add up to the second they span")
        XCTAssertTrue(played.allSatisfy { $0 == 16 || $0 == 17 }, "\(played)")
        XCTAssertEqual(decoded.frames.last?.milliseconds, 500)
    }

    func testAnUnchangedFrameOnlyLengthensTheOneBeforeAndOneTooSoonReplacesIt() throws {
        var animation = AnimatedPNG(width: 40, height: 30)
        try animation.append(frame(squareAt: 0), at: .zero)
        try animation.append(frame(squareAt: 0), at: .milliseconds(40))      // the same picture
        try animation.append(frame(squareAt: 10), at: .milliseconds(80))
        try animation.append(frame(squareAt: 20), at: .milliseconds(85))     // 5 ms later: replaces it
        try animation.append(frame(squareAt: 30), at: .milliseconds(200))
        XCTAssertEqual(animation.frameCount, 3)
        let decoded = try APNGDecoder(try animation.encode(), scratch: scratch)
        XCTAssertEqual(decoded.frames.map(\.milliseconds), [80, 120, 1000])
        XCTAssertEqual(decoded.frames[1].canvas.pixels, frame(squareAt: 20).pixels, "the later of two close frames is shown")
    }

    func testAnAnimationIsAlsoAPlainPNGOfItsFirstFrame() throws {
        var animation = AnimatedPNG(width: 40, height: 30)
        try animation.append(frame(squareAt: 5), at: .zero)
        try animation.append(frame(squareAt: 25), at: .milliseconds(50))
        let path = scratch.appendingPathComponent("a.png").path
        try animation.write(to: path)
        XCTAssertEqual(try PNGFile.read(path).pixels, frame(squareAt: 5).pixels, "a viewer without APNG shows the first frame")
    }

    func testTheFileWrittenFromTheKeptFramesIsTheEncodedAnimation() throws {
        // write(to:) copies each frame's data from where it is kept; encode() builds the same file in memory.
        var animation = AnimatedPNG(width: 40, height: 30)
        for i in 0..<40 { try animation.append(frame(squareAt: i % 34), at: .milliseconds(20 * i)) }
        let path = scratch.appendingPathComponent("kept.png").path
        try animation.write(to: path, holdingLastFrameFor: .milliseconds(300))
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(written, try animation.encode(holdingLastFrameFor: .milliseconds(300)))
        let decoded = try APNGDecoder(written, scratch: scratch)
        XCTAssertEqual(decoded.frames.count, 40)
        XCTAssertEqual(decoded.frames.last?.canvas.pixels, frame(squareAt: 39 % 34).pixels)
        // A copy shares what is kept and goes on apart from it.
        var copy = animation
        try copy.append(frame(squareAt: 3), at: .seconds(5))
        XCTAssertEqual(try APNGDecoder(try copy.encode(), scratch: scratch).frames.count, 41)
        XCTAssertEqual(try animation.encode(holdingLastFrameFor: .milliseconds(300)), written)
    }

    func testAnAnimationWithoutFramesIsAnError() {
        var animation = AnimatedPNG(width: 4, height: 4)
        XCTAssertThrowsError(try animation.encode())
    }

    func testDownsamplingAveragesEachBlockAndThePartialOnesAtTheEdges() {
        let bitmap = Bitmap(width: 3, height: 2, pixels: [
            0, 0, 0, 255, 100, 100, 100, 255, 40, 40, 40, 255,
            200, 200, 200, 255, 100, 100, 100, 255, 80, 80, 80, 255,
        ])
        let small = bitmap.downsampled(by: 2)
        XCTAssertEqual([small.width, small.height], [2, 1])
        XCTAssertEqual(Array(small.pixels[0..<4]), [100, 100, 100, 255])
        XCTAssertEqual(Array(small.pixels[4..<8]), [60, 60, 60, 255], "the last column alone")
    }
}

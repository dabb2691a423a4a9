import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraRender
import TesseraTesting

/// The raster painter lists a frame's layers and draws them in bands, with wide stores, label images and a
/// coverage engine of its own, on several threads; the plain painter (``PlainPainter``, the painter as it was)
/// draws each item whole on the reference canvas. Both must give the same pixels, byte for byte, whatever the
/// frame, the bands and the number of threads.
final class BandedPainterEquivalenceTests: XCTestCase {
    func assertSamePixels(_ list: DisplayList, width: Int, height: Int, bandHeight: Int, threads: Int = 1, _ what: String,
                          line: UInt = #line) {
        var plain = PlainPainter(width: width, height: height)
        plain.paint(list)
        var banded = RasterPainter(width: width, height: height)
        banded.bandHeight = bandHeight
        banded.threads = threads
        banded.pixelsPerThread = 1
        // Another frame first, then the list twice, so that what one frame leaves behind (label images, scratch,
        // the band counter, the previous pixels) cannot matter, and a frame that draws nothing cannot pass.
        banded.paint(DisplayList(size: Size(width: Double(width), height: Double(height)), background: Color(hex: 0x123456)))
        banded.paint(list)
        banded.paint(list)
        let a = plain.bitmap.pixels, b = banded.bitmap.pixels
        guard a != b else { return }
        let i = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
        XCTFail("\(what): pixel (\(i % width), \(i / width)) is \(banded.bitmap[i % width, i / width]), "
                + "drawn whole it is \(plain.bitmap[i % width, i / width])", line: line)
    }

    func testRandomFramesDrawnInBandsMatchTheFramesDrawnItemByItem() {
        let bands = [1, 3, 16, 64, 1 << 20]
        for seed in 0..<120 {
            var rng = SplitMix64(seed: UInt64(seed) &* 7919)
            let w = Int.random(in: 1...300, using: &rng), h = Int.random(in: 1...200, using: &rng), n = Int.random(in: 0...24, using: &rng)
            let list = RandomDisplayLists.list(seed: UInt64(seed), width: w, height: h, items: n)
            assertSamePixels(list, width: w, height: h, bandHeight: bands[seed % bands.count], threads: 1 + seed % 3,
                             "seed \(seed), \(w)×\(h), \(n) items, \(1 + seed % 3) threads")
        }
    }

    func testAFullFrameOfTurnedAndSwungLabelledCellsMatches() {
        let list = RandomDisplayLists.grid(width: 960, height: 540, columns: 8, rows: 12)
        for threads in [1, 2, 3, 8] {
            assertSamePixels(list, width: 960, height: 540, bandHeight: 16, threads: threads, "the grid on \(threads) threads")
        }
    }

    func testTheBenchFrameIsTheSameOnOneThreadAndOnSeveral() {
        // The benchmark's frame (images, turned labels, touches, heads-up lines), painted again and again: the
        // bands are handed out to whichever thread asks first, so each run splits them differently.
        let list = BenchFrame.displayList()
        var one = RasterPainter(width: BenchFrame.width, height: BenchFrame.height)
        one.threads = 1
        one.paint(list)
        for threads in [2, 4] {
            var several = RasterPainter(width: BenchFrame.width, height: BenchFrame.height)
            several.threads = threads
            several.pixelsPerThread = 1
            several.paint(DisplayList(size: Size(width: Double(BenchFrame.width), height: Double(BenchFrame.height)), background: .white))
            for run in 0..<4 {
                several.paint(list)
                XCTAssertTrue(one.bitmap.pixels == several.bitmap.pixels, "\(threads) threads, run \(run)")
            }
        }
    }

    func testOverlappingGlyphsBlendInGlyphOrder() throws {
        // Turned, a label's glyph boxes overlap: the later glyph blends over the earlier one where they meet.
        guard let typeface = Typeface.shared else { throw XCTSkip("no DejaVu Sans") }
        var labels = LabelImages()
        let text = labels.text("AVAWAV ffi", pixelSize: 13, typeface: typeface)
        let matrix = FontMatrix(screenX: (0.9, 0.44), screenY: (-0.44, 0.9))
        let image = try XCTUnwrap(labels.image(text, text: "AVAWAV ffi", pixelSize: 13, matrix: matrix, typeface: typeface))
        XCTAssertFalse(labels.images[image].overlaps.isEmpty)
        var list = DisplayList(size: Size(width: 120, height: 60), background: .white)
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 10, y: 10, width: 100, height: 40))
        a.transform3D = Transform3D(rotationAngle: 0.46, x: 0, y: 0, z: 1)
        a.alpha = 0.8
        list.append(a, appearance: ElementAppearance(fill: Color(hex: 0x336699), label: "AVAWAV ffi", labelColor: Color(hex: 0xFFCC00, alpha: 200)),
                    contentOffset: .zero)
        assertSamePixels(list, width: 120, height: 60, bandHeight: 7, "a turned label")
    }
}

/// The painter's wide stores and blends against the one-pixel scalar blend, over every alpha.
final class PixelRunTests: XCTestCase {
    func scalar(_ d: UInt32, rgb: UInt32, alpha: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in [0, 8, 16, 24] as [UInt32] {
            let dc = (d >> shift) & 0xFF, sc = shift == 24 ? 255 : (rgb >> shift) & 0xFF
            var t = dc * (255 - min(alpha, 255)) + sc * min(alpha, 255) + 128
            t = (t + (t >> 8)) >> 8
            out |= t << shift
        }
        return out
    }

    func testWideBlendsMatchTheScalarBlendForEveryAlphaAndLength() {
        var rng = SplitMix64(seed: 42)
        for alpha in 0...256 {
            let count = alpha % 13
            let rgb = UInt32.random(in: 0...0xFF_FFFF, using: &rng)
            let before = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
            let coverage = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            var uniform = before, perPixel = before, covered = before
            uniform.withUnsafeMutableBufferPointer { PixelRun.blend($0.baseAddress!, count: count, rgb: rgb, alpha: alpha) }
            coverage.withUnsafeBufferPointer { c in
                perPixel.withUnsafeMutableBufferPointer { PixelRun.blend($0.baseAddress!, alphas: c.baseAddress!, count: count, rgb: rgb) }
                covered.withUnsafeMutableBufferPointer {
                    PixelRun.blend($0.baseAddress!, coverage: c.baseAddress!, count: count, rgb: rgb, alpha: min(alpha, 255))
                }
            }
            for i in 0..<count {
                XCTAssertEqual(uniform[i], alpha == 0 ? before[i] : scalar(before[i], rgb: rgb, alpha: UInt32(alpha)), "uniform alpha \(alpha)")
                XCTAssertEqual(perPixel[i], scalar(before[i], rgb: rgb, alpha: UInt32(coverage[i])), "alpha \(coverage[i])")
                let level = (UInt32(coverage[i]) * UInt32(min(alpha, 255)) + 127) / 255
                XCTAssertEqual(covered[i], scalar(before[i], rgb: rgb, alpha: level), "coverage \(coverage[i]) at \(alpha)")
            }
        }
        var filled = [UInt32](repeating: 7, count: 21)
        filled.withUnsafeMutableBufferPointer { PixelRun.fill($0.baseAddress! + 1, count: 19, pattern: 0xDEAD_BEEF) }
        XCTAssertEqual(filled, [7] + [UInt32](repeating: 0xDEAD_BEEF, count: 19) + [7])
        // Copied from a pattern row: short runs, one row's length, and runs several rows long.
        let row = [UInt32](repeating: 0xF2F2_F7FF, count: PixelRun.patternLength)
        for count in [0, 5, 31, 32, 255, 256, 257, 1000] {
            var out = [UInt32](repeating: 7, count: count + 2)
            row.withUnsafeBufferPointer { r in out.withUnsafeMutableBufferPointer { PixelRun.fill($0.baseAddress! + 1, count: count, from: r.baseAddress!) } }
            XCTAssertEqual(out, [7] + [UInt32](repeating: 0xF2F2_F7FF, count: count) + [7], "\(count) pixels")
        }
    }

    func testRoundingHelpersMatchTheStandardLibrary() {
        var rng = SplitMix64(seed: 7)
        let special: [Double] = [-1, -0.5, -0.0, 0, 0.5, 1, 1.5, 2, 1919.999999999, 1920, 1921, 0x1p-60, -0x1p-60]
        for v in special + (0..<10_000).map({ _ in Double.random(in: -2...2000, using: &rng) }) {
            XCTAssertEqual(RasterCanvas.floor(v), Int(v.rounded(.down)), "\(v)")
            XCTAssertEqual(RasterCanvas.ceil(v), Int(v.rounded(.up)), "\(v)")
        }
    }

    func testAFillsLevelIsTheRoundedProductOfItsCoverageAndWeight() {
        // Whole and half levels (a half-covered pixel at 255 lies exactly on 128) and everything between.
        var rng = SplitMix64(seed: 9)
        var weights: [Double] = [0.6, 1, 127.5, 128, 204, 255]
        for _ in 0..<30 { weights.append(Double.random(in: 0.5...255, using: &rng)) }
        let sink = { (weight: Double) in FillSink(pixels: UnsafeMutablePointer(bitPattern: 16)!, width: 0, rgb: 0, weight: weight,
                                                  levels: UnsafeMutablePointer(bitPattern: 16)!) }
        for weight in weights {
            let fill = sink(weight)
            var covered: [Double] = [0, 1e-10, 1e-9, 2e-9, 15, 15.000000001, 16]
            for k in 0...150 { covered.append(Double(k) / 10) }
            for k in 0...450 { covered.append(Double(k) / 30) }
            for _ in 0..<500 { covered.append(Double.random(in: 0...15, using: &rng)) }
            for c in covered {
                let expected = c > 1e-9 ? Int(weight * min(1, c / 15) + 0.5) : 0
                XCTAssertEqual(fill.level(c), expected, "covered \(c) at \(weight)")
            }
        }
    }
}

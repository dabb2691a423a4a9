import XCTest
import TesseraGeometry
import TesseraRender
@testable import TesseraX11
import CX11

/// The window fills axis-aligned rectangles and their borders as whole-pixel pieces of one coverage each:
/// blended at their levels, the pieces give the raster painter's pixels, wherever the rectangle lies.
final class RectangleCoverageTests: XCTestCase {
    /// A deterministic generator, so a failure repeats.
    struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func between(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }
    }

    static let width = 64, height = 48

    /// Blends every piece of `coverage` at the level the window sends it with, through the raster canvas.
    func drawPieces(_ coverage: RectangleCoverage, _ color: Color, alpha: Double, on canvas: inout RasterCanvas) {
        let a = max(0, min(1, alpha)) * Double(color.a)
        for piece in coverage.pieces {
            let level = Int(a * piece.coverage + 0.5)
            guard level > 0 else { continue }
            let rect = Rect(x: Double(piece.x0), y: Double(piece.y0), width: Double(piece.x1 - piece.x0), height: Double(piece.y1 - piece.y0))
            canvas.fill(rect, color: Color(r: color.r, g: color.g, b: color.b, a: UInt8(level)))
        }
    }

    /// Channels that differ between the two bitmaps by more than `tolerance`, and by at most it (but not 0).
    func compare(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 1) -> (worse: Int, within: Int) {
        var worse = 0, within = 0
        for i in a.pixels.indices {
            let d = abs(Int(a.pixels[i]) - Int(b.pixels[i]))
            if d > tolerance { worse += 1 } else if d > 0 { within += 1 }
        }
        return (worse, within)
    }

    func testFractionalRectanglesAreCoveredAsTheRasterPainterCoversThem() {
        var random = Random(state: 7)
        var differing = 0
        for trial in 0..<400 {
            let rect = Rect(x: random.between(-20, 50), y: random.between(-20, 40),
                            width: random.between(0.05, 40), height: random.between(0.05, 30))
            let alpha = trial % 3 == 0 ? 1 : random.between(0.1, 1)
            let color = Color(r: 200, g: 40, b: 90)
            var expected = RasterCanvas(bitmap: Bitmap(width: Self.width, height: Self.height))
            expected.bitmap.fill(.white)
            expected.fill(Quad(rect).corners, color: color, alpha: alpha)
            var ours = RasterCanvas(bitmap: Bitmap(width: Self.width, height: Self.height))
            ours.bitmap.fill(.white)
            var coverage = RectangleCoverage()
            coverage.cut(outer: rect, inner: nil, width: Self.width, height: Self.height)
            drawPieces(coverage, color, alpha: alpha, on: &ours)
            let (worse, within) = compare(expected.bitmap, ours.bitmap)
            XCTAssertEqual(worse, 0, "trial \(trial): \(rect) at alpha \(alpha)")
            differing += within
        }
        // Off by one only where a level rounds from exactly half: rare.
        XCTAssertLessThan(differing, 40)
    }

    func testBordersOfFractionalRectanglesAreTheRasterPaintersRings() {
        var random = Random(state: 11)
        for trial in 0..<300 {
            let frame = Rect(x: random.between(-10, 40), y: random.between(-10, 30),
                             width: random.between(1, 40), height: random.between(1, 30))
            let width = [1.0, 2, 3, 0.5, random.between(0.2, 4)][trial % 5]
            let color = Color(r: 20, g: 20, b: 30)
            var expected = RasterCanvas(bitmap: Bitmap(width: Self.width, height: Self.height))
            expected.bitmap.fill(.white)
            expected.stroke(Quad(frame).corners, color: color, width: width)
            var ours = RasterCanvas(bitmap: Bitmap(width: Self.width, height: Self.height))
            ours.bitmap.fill(.white)
            let inner = frame.insetBy(dx: width / 2, dy: width / 2)
            var coverage = RectangleCoverage()
            coverage.cut(outer: frame.insetBy(dx: -width / 2, dy: -width / 2), inner: inner.width > 0 && inner.height > 0 ? inner : nil,
                         width: Self.width, height: Self.height)
            drawPieces(coverage, color, alpha: 1, on: &ours)
            XCTAssertEqual(compare(expected.bitmap, ours.bitmap).worse, 0, "trial \(trial): \(frame) bordered \(width)")
        }
    }

    func testARectangleOnWholePixelsIsOnePiece() {
        var coverage = RectangleCoverage()
        coverage.cut(outer: Rect(x: 3, y: 4, width: 10, height: 6), inner: nil, width: 64, height: 48)
        XCTAssertEqual(coverage.pieces, [.init(x0: 3, y0: 4, x1: 13, y1: 10, coverage: 1)])
    }

    func testAHugeRectangleIsCutToTheWindow() {
        var coverage = RectangleCoverage()
        coverage.cut(outer: Rect(x: -1e7 + 0.5, y: -3e6 + 0.25, width: 2e7, height: 6e6), inner: nil, width: 64, height: 48)
        XCTAssertEqual(coverage.pieces, [.init(x0: 0, y0: 0, x1: 64, y1: 48, coverage: 1)])
        coverage.cut(outer: Rect(x: 100, y: 0, width: 20, height: 20), inner: nil, width: 64, height: 48)
        XCTAssertEqual(coverage.pieces, [], "off the window")
        coverage.cut(outer: Rect(x: .nan, y: 0, width: 20, height: 20), inner: nil, width: 64, height: 48)
        XCTAssertEqual(coverage.pieces, [], "not a number")
    }

    func testAConvexPolygonCutToARectangleKeepsWhatLiesInside() {
        var clip = ConvexClip(), out: [Point] = []
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        clip.clip([Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 15, y: 20)], to: rect, into: &out)
        XCTAssertEqual(out, [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 15, y: 20)], "inside: untouched")
        clip.clip([Point(x: -1e6, y: -1e6), Point(x: 1e6, y: -1e6), Point(x: 1e6, y: 1e6), Point(x: -1e6, y: 1e6)], to: rect, into: &out)
        XCTAssertEqual(Set(out.map { "\($0.x),\($0.y)" }), ["0.0,0.0", "100.0,0.0", "100.0,50.0", "0.0,50.0"])
        clip.clip([Point(x: 200, y: 10), Point(x: 300, y: 10), Point(x: 250, y: 40)], to: rect, into: &out)
        XCTAssertTrue(out.isEmpty, "outside")
        // A turned square across the right edge: only its corner inside is kept.
        clip.clip([Point(x: 90, y: 25), Point(x: 110, y: 5), Point(x: 130, y: 25), Point(x: 110, y: 45)], to: rect, into: &out)
        var area = 0.0
        for i in out.indices { let a = out[i], b = out[(i + 1) % out.count]; area += a.x * b.y - b.x * a.y }
        XCTAssertEqual(abs(area) / 2, 100, accuracy: 1e-9)
    }

    func testAFillUnderItsBorderIsThePixelsWhoseCentresItHolds() {
        var random = Random(state: 3)
        var rectangles: [XRectangle] = []
        for trial in 0..<200 {
            let c = Point(x: random.between(-10, 74), y: random.between(-10, 58)), angle = random.between(-1.5, 1.5)
            let w = random.between(1, 50), h = random.between(1, 30), k = cos(angle), s = sin(angle)
            let quad = [(-w, -h), (w, -h), (w, h), (-w, h)].map { Point(x: c.x + $0.0 / 2 * k - $0.1 / 2 * s, y: c.y + $0.0 / 2 * s + $0.1 / 2 * k) }
            XlibPainter.centreRectangles(quad, width: Self.width, height: Self.height, into: &rectangles)
            var covered = [Int](repeating: 0, count: Self.width * Self.height)
            for r in rectangles {
                for y in Int(r.y)..<(Int(r.y) + Int(r.height)) { for x in Int(r.x)..<(Int(r.x) + Int(r.width)) { covered[y * Self.width + x] += 1 } }
            }
            for y in 0..<Self.height { for x in 0..<Self.width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                // Inside: on the inner side of every edge (the quad runs clockwise on screen).
                var inside = true
                for i in 0..<4 {
                    let a = quad[i], b = quad[(i + 1) % 4]
                    if (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0 { inside = false }
                }
                let count = covered[y * Self.width + x]
                // A centre on an edge may go either way.
                if count != (inside ? 1 : 0) {
                    var onEdge = false
                    for i in 0..<4 {
                        let a = quad[i], b = quad[(i + 1) % 4]
                        let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                        if abs(cross) / a.distance(to: b) < 1e-6 { onEdge = true }
                    }
                    XCTAssertTrue(onEdge && count <= 1, "trial \(trial): pixel (\(x), \(y)) covered \(count) times, centre inside: \(inside)")
                }
            } }
        }
    }

    func testTheBackgroundIsFilledExactlyWhereNoOpaquePictureLies() {
        var random = Random(state: 5)
        var out: [XRectangle] = [], edges: [Int] = [], spans: [(Int, Int)] = []
        for trial in 0..<200 {
            var boxes: [XRectangle] = []
            for _ in 0..<Int(random.between(0, 12)) {
                boxes.append(XRectangle(x: Int16(random.between(-20, 70)), y: Int16(random.between(-20, 55)),
                                        width: UInt16(random.between(0, 40)), height: UInt16(random.between(0, 30))))
            }
            XlibPainter.uncovered(by: boxes, width: Self.width, height: Self.height, into: &out, edges: &edges, spans: &spans)
            var filled = [Int](repeating: 0, count: Self.width * Self.height)
            for r in out {
                XCTAssertTrue(r.width > 0 && r.height > 0 && r.x >= 0 && r.y >= 0, "trial \(trial): \(r)")
                for y in Int(r.y)..<(Int(r.y) + Int(r.height)) { for x in Int(r.x)..<(Int(r.x) + Int(r.width)) { filled[y * Self.width + x] += 1 } }
            }
            for y in 0..<Self.height { for x in 0..<Self.width {
                let covered = boxes.contains { x >= Int($0.x) && x < Int($0.x) + Int($0.width) && y >= Int($0.y) && y < Int($0.y) + Int($0.height) }
                XCTAssertEqual(filled[y * Self.width + x], covered ? 0 : 1, "trial \(trial): pixel (\(x), \(y))")
            } }
        }
    }
}

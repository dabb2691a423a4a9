import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraRender

/// The canvas accumulates a row's coverage from its sample rows' spans; it must equal the covered
/// fraction measured pixel by pixel on the same 15 sample rows, shape, hole and canvas edge alike.
final class RasterCoverageTests: XCTestCase {
    /// Where the horizontal line at `y` enters and leaves the convex `polygon`.
    func span(_ polygon: [Point], at y: Double) -> (Double, Double) {
        var l = Double.infinity, r = -Double.infinity
        for i in polygon.indices {
            var a = polygon[i], b = polygon[(i + 1) % polygon.count]
            if a.y == b.y { continue }
            if a.y > b.y { swap(&a, &b) }
            guard a.y <= y, y < b.y else { continue }
            let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
            l = min(l, x); r = max(r, x)
        }
        return (l, r)
    }

    /// The reference: each pixel's covered fraction of the 15 sample rows, one pixel at a time.
    func reference(_ polygon: [Point], hole: [Point]?, width: Int, height: Int) -> [Double] {
        var out = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for k in 0..<15 {
                let sy = Double(y) + (Double(k) + 0.5) / 15
                let (l, r) = span(polygon, at: sy)
                let (hl, hr) = hole.map { span($0, at: sy) } ?? (0, 0)
                for x in 0..<width {
                    let px = Double(x)
                    var c = max(0, min(r, px + 1) - max(l, px))
                    if hl < hr { c -= max(0, min(hr, px + 1) - max(hl, px)) }
                    out[y * width + x] += c / 15
                }
            }
        }
        return out
    }

    func accumulated(_ polygon: [Point], hole: [Point]?, width: Int, height: Int) -> [Double] {
        var canvas = RasterCanvas(bitmap: Bitmap(width: width, height: height))
        var out = [Double](repeating: 0, count: width * height)
        canvas.forEachCoverage(of: polygon, hole: hole) { y, x0, x1, coverage in
            for x in x0..<x1 {
                XCTAssertEqual(out[y * width + x], 0, "pixel (\(x), \(y)) reported twice")
                out[y * width + x] = coverage ?? 1
            }
        }
        return out
    }

    func assertSameCoverage(_ polygon: [Point], hole: [Point]? = nil, _ what: String, line: UInt = #line) {
        let w = 64, h = 48
        let expected = reference(polygon, hole: hole, width: w, height: h)
        let got = accumulated(polygon, hole: hole, width: w, height: h)
        var worst = 0.0, at = 0
        for i in expected.indices where abs(expected[i] - got[i]) > worst { worst = abs(expected[i] - got[i]); at = i }
        XCTAssertLessThan(worst, 1e-9, "\(what): pixel (\(at % w), \(at / w)) is \(got[at]), expected \(expected[at])", line: line)
    }

    func testAccumulatedCoverageEqualsTheCoverageSampledPixelByPixel() {
        let turned = Outline.circle(center: Point(x: 30.3, y: 22.7), radius: 17.4)
        assertSameCoverage(turned, "a circle")
        assertSameCoverage([Point(x: 5.2, y: 3.9), Point(x: 55.6, y: 10.1), Point(x: 50.3, y: 40.8), Point(x: 8.7, y: 35.2)], "a turned quad")
        let quad = [Point(x: 6.5, y: 4.25), Point(x: 58.1, y: 9.6), Point(x: 52.9, y: 43.3), Point(x: 3.3, y: 38.4)]
        if let outer = Outline.offset(quad, by: 1.3), let inner = Outline.offset(quad, by: -1.3) {
            assertSameCoverage(outer, hole: inner, "a ring 2.6 wide")
        } else {
            XCTFail("the ring")
        }
        // Past every edge of the canvas: clipped, and what lies off it counts for nothing.
        assertSameCoverage([Point(x: -20.5, y: -9.3), Point(x: 90.2, y: -3.1), Point(x: 80.4, y: 70.7), Point(x: -10.6, y: 60.1)], "a quad larger than the canvas")
        assertSameCoverage([Point(x: 10.25, y: 10.5), Point(x: 30.75, y: 10.5), Point(x: 30.75, y: 20.5), Point(x: 10.25, y: 20.5)], "a rectangle off whole pixels")
        assertSameCoverage([Point(x: 10.1, y: 5), Point(x: 10.6, y: 5), Point(x: 10.6, y: 40), Point(x: 10.1, y: 40)], "a sliver inside one pixel column")
    }
}

/// Borders of turned cells are rings between the quad grown and shrunk by half the border's width.
final class OutlineOffsetTests: XCTestCase {
    func testAQuadGrowsAndShrinksByTheDistanceAndVanishesWhenShrunkPastItsMiddle() throws {
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        XCTAssertEqual(Outline.offset(square, by: 1), [Point(x: -1, y: -1), Point(x: 11, y: -1), Point(x: 11, y: 11), Point(x: -1, y: 11)])
        XCTAssertEqual(Outline.offset(square, by: -1), [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 9, y: 9), Point(x: 1, y: 9)])
        XCTAssertNil(Outline.offset(square, by: -6), "shrunk past its middle, it turns inside out")
        let turned = [Point(x: 6.5, y: 4.25), Point(x: 58.1, y: 9.6), Point(x: 52.9, y: 43.3), Point(x: 3.3, y: 38.4)]
        let grown = try XCTUnwrap(Outline.offset(turned, by: 1.3)), shrunk = try XCTUnwrap(Outline.offset(turned, by: -1.3))
        XCTAssertEqual(grown.count, 4)
        XCTAssertEqual(shrunk.count, 4)
        XCTAssertLessThan(grown[0].x, turned[0].x)
        XCTAssertGreaterThan(shrunk[0].x, turned[0].x)
    }

    func testATurnedCellsBorderIsDrawn() {
        var list = DisplayList(size: Size(width: 80, height: 80), background: .white)
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 20, y: 20, width: 40, height: 40))
        a.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        list.append(a, appearance: ElementAppearance(fill: .white, border: .black, borderWidth: 4), contentOffset: .zero)
        var painter = RasterPainter(width: 80, height: 80)
        painter.paint(list)
        var dark = 0
        for y in 0..<80 { for x in 0..<80 where painter.bitmap[x, y].r < 64 { dark += 1 } }
        // A 4-pixel ring around a 40-pixel square: some 4 × 160 pixels.
        XCTAssertGreaterThan(dark, 500)
        XCTAssertLessThan(dark, 800)
    }
}

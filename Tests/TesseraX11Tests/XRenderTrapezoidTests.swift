import XCTest
import CX11
import TesseraGeometry
import TesseraRender
@testable import TesseraX11

/// The window sends polygons and border rings as horizontal trapezoids: together they cover exactly the
/// shape, with no overlap, whatever its turn.
final class XRenderTrapezoidTests: XCTestCase {
    func area(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }

    /// The x of `line` at height `y`.
    func x(_ line: XLineFixed, at y: Double) -> Double {
        let x1 = Double(line.p1.x) / 65536, y1 = Double(line.p1.y) / 65536
        let x2 = Double(line.p2.x) / 65536, y2 = Double(line.p2.y) / 65536
        return x1 + (y - y1) * (x2 - x1) / (y2 - y1)
    }

    func area(_ traps: [XTrapezoid]) -> Double {
        traps.reduce(0) { sum, t in
            let top = Double(t.top) / 65536, bottom = Double(t.bottom) / 65536
            XCTAssertLessThanOrEqual(x(t.left, at: top), x(t.right, at: top) + 1e-3, "left of right at the top")
            XCTAssertLessThanOrEqual(x(t.left, at: bottom), x(t.right, at: bottom) + 1e-3, "left of right at the bottom")
            return sum + (bottom - top) * ((x(t.right, at: top) - x(t.left, at: top)) + (x(t.right, at: bottom) - x(t.left, at: bottom))) / 2
        }
    }

    func testAPolygonAndARingAreCoveredExactlyByTheirTrapezoids() throws {
        for angle in [0.0, 0.14, 0.7, -1.1] {
            let c = Point(x: 200, y: 150), s = sin(angle), k = cos(angle)
            let quad = [(-90.0, -22.0), (90, -22), (90, 22), (-90, 22)].map { Point(x: c.x + $0.0 * k - $0.1 * s, y: c.y + $0.0 * s + $0.1 * k) }
            var traps: [XTrapezoid] = []
            XlibPainter.ringTrapezoids(outer: quad, inner: [], into: &traps)
            XCTAssertEqual(area(traps), area(quad), accuracy: 0.5, "the quad turned \(angle)")
            XCTAssertLessThanOrEqual(traps.count, 3)

            let outer = try XCTUnwrap(Outline.offset(quad, by: 1)), inner = try XCTUnwrap(Outline.offset(quad, by: -1))
            XlibPainter.ringTrapezoids(outer: outer, inner: inner, into: &traps)
            XCTAssertEqual(area(traps), area(outer) - area(inner), accuracy: 0.5, "the ring turned \(angle)")
            XCTAssertLessThanOrEqual(traps.count, 2 * 7)
        }
        var traps: [XTrapezoid] = []
        let circle = Outline.circle(center: Point(x: 50, y: 50), radius: 14)
        XlibPainter.ringTrapezoids(outer: circle, inner: [], into: &traps)
        XCTAssertEqual(area(traps), area(circle), accuracy: 0.5, "a finger circle")
    }
}

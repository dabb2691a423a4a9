#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TesseraGeometry

/// The shapes both painters build from a display item, so that the window and
/// the PNG frames fill exactly the same polygons: circles for touches, and
/// convex polygons grown or shrunk by a distance for borders.
public enum Outline {
    /// Corners of the polygon that stands for a circle.
    public static let circleSegments = 32

    /// A circle of `radius` around `center`, as a regular ``circleSegments``-gon.
    public static func circle(center: Point, radius: Double) -> [Point] {
        (0..<circleSegments).map { i in
            let t = Double(i) / Double(circleSegments) * 2 * Double.pi
            return Point(x: center.x + radius * cos(t), y: center.y + radius * sin(t))
        }
    }

    /// The convex `polygon` with every edge moved outward by `distance` (inward when
    /// negative), corners mitred; nil when it is degenerate or turns inside out.
    public static func offset(_ polygon: [Point], by distance: Double) -> [Point]? {
        var out: [Point] = [], lines: [(Point, Point)] = []
        out.reserveCapacity(polygon.count)
        lines.reserveCapacity(polygon.count)
        let done = polygon.withUnsafeBufferPointer { offset($0, by: distance, appendingTo: &out, lines: &lines) }
        return done ? out : nil
    }

    /// ``offset(_:by:)`` appended to `out` (left as it was when there is none), with `lines` as scratch:
    /// the raster painter's way, which allocates nothing once its arrays have grown.
    static func offset(_ polygon: UnsafeBufferPointer<Point>, by distance: Double, appendingTo out: inout [Point],
                       lines: inout [(Point, Point)]) -> Bool {
        let n = polygon.count
        guard n >= 3 else { return false }
        var cx = 0.0, cy = 0.0
        for p in polygon { cx += p.x; cy += p.y }
        cx /= Double(n); cy /= Double(n)
        // Each edge as a point on the moved line and its direction.
        lines.removeAll(keepingCapacity: true)
        for i in 0..<n {
            let a = polygon[i], b = polygon[(i + 1) % n]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            var nx = -dy / length, ny = dx / length
            if nx * (cx - a.x) + ny * (cy - a.y) > 0 { nx = -nx; ny = -ny }
            lines.append((Point(x: a.x + nx * distance, y: a.y + ny * distance), Point(x: dx, y: dy)))
        }
        let m = lines.count
        guard m >= 3 else { return false }
        let start = out.count
        for i in 0..<m {
            let l1 = lines[(i + m - 1) % m], l2 = lines[i]
            let cross = l1.1.x * l2.1.y - l1.1.y * l2.1.x
            guard abs(cross) > 1e-9 else { out.removeSubrange(start...); return false }
            let wx = l2.0.x - l1.0.x, wy = l2.0.y - l1.0.y
            let t = (wx * l2.1.y - wy * l2.1.x) / cross
            out.append(Point(x: l1.0.x + t * l1.1.x, y: l1.0.y + t * l1.1.y))
        }
        // Shrunk too far, the polygon turns inside out: its edges then run backwards. Corner i
        // starts edge i (it is where edge i − 1 meets edge i), so edge i runs from corner i to i + 1.
        for i in 0..<m {
            let a = out[start + i], b = out[start + (i + 1) % m], d = lines[i].1
            if (b.x - a.x) * d.x + (b.y - a.y) * d.y <= 0 { out.removeSubrange(start...); return false }
        }
        return true
    }
}

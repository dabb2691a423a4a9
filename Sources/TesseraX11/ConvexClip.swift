import TesseraGeometry

/// Cuts convex polygons to a rectangle (Sutherland–Hodgman), so the window never sends the server a
/// shape larger than what it can show.
///
/// The server rasterizes trapezoids into a mask as large as their bounds, whatever the window's size:
/// a cell pinched to thousands of points wide cost a quarter of a second a frame. Cut to the window
/// grown by a margin, the shape's pixels in the window keep their coverage exactly (every sample row's
/// span inside the window is unchanged; the new edges lie outside it), and coordinates stay far inside
/// XRender's 16.16 fixed-point range.
struct ConvexClip {
    private var scratch: [Point] = []

    init() {
        scratch.reserveCapacity(16)
    }

    /// `polygon` (convex, corners finite) cut to `rect`, into `out`; `out` is empty when nothing is left.
    mutating func clip(_ polygon: [Point], to rect: Rect, into out: inout [Point]) {
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: polygon)
        cut(&out, keep: { $0.x >= rect.minX }, cross: { a, b in Self.atX(a, b, rect.minX) })
        cut(&out, keep: { $0.x <= rect.maxX }, cross: { a, b in Self.atX(a, b, rect.maxX) })
        cut(&out, keep: { $0.y >= rect.minY }, cross: { a, b in Self.atY(a, b, rect.minY) })
        cut(&out, keep: { $0.y <= rect.maxY }, cross: { a, b in Self.atY(a, b, rect.maxY) })
        if out.count < 3 { out.removeAll(keepingCapacity: true) }
    }

    /// Keeps the part of `points` where `keep` holds, adding the points where its edges cross the boundary.
    private mutating func cut(_ points: inout [Point], keep: (Point) -> Bool, cross: (Point, Point) -> Point) {
        guard !points.isEmpty else { return }
        // Nothing to do when every corner is kept, which is the usual case.
        if points.allSatisfy(keep) { return }
        scratch.removeAll(keepingCapacity: true)
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            let ka = keep(a), kb = keep(b)
            if ka { scratch.append(a) }
            if ka != kb { scratch.append(cross(a, b)) }
        }
        swap(&points, &scratch)
    }

    private static func atX(_ a: Point, _ b: Point, _ x: Double) -> Point {
        let t = (x - a.x) / (b.x - a.x)
        return Point(x: x, y: a.y + t * (b.y - a.y))
    }

    private static func atY(_ a: Point, _ b: Point, _ y: Double) -> Point {
        let t = (y - a.y) / (b.y - a.y)
        return Point(x: a.x + t * (b.x - a.x), y: y)
    }
}

import TesseraGeometry

/// A convex polygon's edges, split at its top and bottom corners into two sides that run downward: where
/// horizontal lines of increasing y enter and leave it, found by walking the sides rather than by testing every
/// edge at every line.
///
/// A line's span is one multiply-add on each side's current edge, which only ever moves on. A polygon that is
/// not monotone in y (which no convex polygon is) falls back to testing every edge. Either way the ends are
/// exactly those of the edge test: the same edges, the same formula, each edge holding the lines `y0 <= y < y1`.
/// The edges live in a buffer the caller keeps (``append(_:to:)``); this holds where they are in it.
struct ConvexEdges {
    /// An edge: x at its upper end, its rows `y0..<y1`, and its run per unit of y.
    typealias Edge = (x0: Double, y0: Double, y1: Double, slope: Double)

    /// Every edge with height, the left-or-right side from the top corner, and the other side.
    var all: Range<Int>, first: Range<Int>, second: Range<Int>
    /// Whether both sides only go down, as a convex polygon's do.
    var monotone: Bool
    /// The highest and lowest corner's y.
    var minY: Double, maxY: Double

    /// Appends `polygon`'s edges to `edges`; nil (with `edges` as it was) when a corner is not finite or no edge has height.
    static func append(_ polygon: UnsafeBufferPointer<Point>, to edges: inout [Edge]) -> ConvexEdges? {
        let n = polygon.count, start = edges.count
        var top = 0, bottom = 0, minY = Double.infinity, maxY = -Double.infinity
        for i in 0..<n {
            let p = polygon[i]
            guard p.isFinite else { edges.removeSubrange(start...); return nil }
            if p.y < polygon[top].y { top = i }
            if p.y > polygon[bottom].y { bottom = i }
            minY = min(minY, p.y); maxY = max(maxY, p.y)
            let q = polygon[(i + n - 1) % n]
            if p.y != q.y { edges.append(edge(q, p)) }
        }
        let all = start..<edges.count
        guard !all.isEmpty else { return nil }
        // Down each side from the top corner to the bottom one; a step upward means the polygon is not monotone.
        let first = walk(from: top, to: bottom, step: 1, polygon, into: &edges)
        let second = walk(from: top, to: bottom, step: n - 1, polygon, into: &edges)
        return ConvexEdges(all: all, first: first.0, second: second.0, monotone: first.1 && second.1, minY: minY, maxY: maxY)
    }

    private static func walk(from top: Int, to bottom: Int, step: Int, _ polygon: UnsafeBufferPointer<Point>,
                             into edges: inout [Edge]) -> (Range<Int>, Bool) {
        let n = polygon.count, start = edges.count
        var i = top
        while i != bottom {
            let j = (i + step) % n
            let a = polygon[i], b = polygon[j]
            if b.y < a.y { return (start..<edges.count, false) }
            if b.y > a.y { edges.append(edge(a, b)) }
            i = j
        }
        return (start..<edges.count, true)
    }

    private static func edge(_ p: Point, _ q: Point) -> Edge {
        var a = p, b = q
        if a.y > b.y { swap(&a, &b) }
        return (a.x, a.y, b.y, (b.x - a.x) / (b.y - a.y))
    }
}

/// A walk down a ``ConvexEdges``' sides, over edges at `edges`: lines must come in order of y.
struct SideWalker {
    let edges: UnsafePointer<ConvexEdges.Edge>
    let shape: ConvexEdges
    private var nextFirst: Int, nextSecond: Int

    init(_ shape: ConvexEdges, edges: UnsafePointer<ConvexEdges.Edge>) {
        self.edges = edges
        self.shape = shape
        nextFirst = shape.first.lowerBound
        nextSecond = shape.second.lowerBound
    }

    /// Where the line at `y` enters and leaves the polygon (left ≥ right when it misses).
    @inline(__always)
    mutating func span(at y: Double) -> (Double, Double) {
        guard shape.monotone else { return search(at: y) }
        guard let a = Self.x(edges, shape.first.upperBound, &nextFirst, at: y),
              let b = Self.x(edges, shape.second.upperBound, &nextSecond, at: y) else { return (.infinity, -.infinity) }
        return (min(a, b), max(a, b))
    }

    /// Where the lines at `top` and at `bottom` enter and leave the polygon — (left at top, left at bottom, right at
    /// top, right at bottom) — when each side keeps one edge from the one line to the other (so the ends of the lines
    /// between run evenly), and the sides do not cross; else nil. It moves on as ``span(at:)`` at `top` does.
    @inline(__always)
    mutating func linearSides(from top: Double, to bottom: Double) -> (Double, Double, Double, Double)? {
        guard shape.monotone, let a0 = Self.x(edges, shape.first.upperBound, &nextFirst, at: top),
              let b0 = Self.x(edges, shape.second.upperBound, &nextSecond, at: top) else { return nil }
        let ea = edges[nextFirst], eb = edges[nextSecond]
        guard bottom < ea.y1, bottom < eb.y1 else { return nil }
        let a1 = ea.x0 + (bottom - ea.y0) * ea.slope, b1 = eb.x0 + (bottom - eb.y0) * eb.slope
        if a0 <= b0, a1 <= b1 { return (a0, a1, b0, b1) }
        if b0 <= a0, b1 <= a1 { return (b0, b1, a0, a1) }
        return nil
    }

    @inline(__always)
    private static func x(_ e: UnsafePointer<ConvexEdges.Edge>, _ end: Int, _ next: inout Int, at y: Double) -> Double? {
        while next < end, y >= e[next].y1 { next += 1 }
        guard next < end else { return nil }
        let edge = e[next]
        guard edge.y0 <= y else { return nil }
        return edge.x0 + (y - edge.y0) * edge.slope
    }

    private func search(at y: Double) -> (Double, Double) {
        var l = Double.infinity, r = -Double.infinity
        for i in shape.all {
            let e = edges[i]
            guard e.y0 <= y && y < e.y1 else { continue }
            let x = e.x0 + (y - e.y0) * e.slope
            l = min(l, x)
            r = max(r, x)
        }
        return (l, r)
    }
}

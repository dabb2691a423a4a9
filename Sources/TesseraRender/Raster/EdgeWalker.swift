import TesseraGeometry

/// Where horizontal lines of increasing y enter and leave a convex polygon, found by walking
/// its two sides downward rather than by testing every edge at every line.
///
/// The polygon's edges are split at its top and bottom corners into a left and a right side,
/// each running downward; a line's span is then one multiply-add on each side's current edge,
/// which only ever moves on. A polygon that is not monotone in y (which no convex polygon is)
/// falls back to testing every edge. Either way the ends are exactly those of the edge test:
/// the same edges, the same formula, each edge holding the lines `y0 <= y < y1`.
struct EdgeWalker {
    typealias Edge = (x0: Double, y0: Double, y1: Double, slope: Double)
    private var first: [Edge] = [], second: [Edge] = [], all: [Edge] = []
    private var nextFirst = 0, nextSecond = 0
    private var monotone = false

    init() {
        first.reserveCapacity(32); second.reserveCapacity(32); all.reserveCapacity(64)
    }

    /// Takes `polygon` for lines from its top down; false when a corner is not finite or it has no height.
    mutating func reset(_ polygon: [Point]) -> Bool {
        all.removeAll(keepingCapacity: true)
        first.removeAll(keepingCapacity: true)
        second.removeAll(keepingCapacity: true)
        nextFirst = 0; nextSecond = 0
        let n = polygon.count
        var top = 0, bottom = 0
        for i in 0..<n {
            let p = polygon[i]
            guard p.isFinite else { return false }
            if p.y < polygon[top].y { top = i }
            if p.y > polygon[bottom].y { bottom = i }
            let q = polygon[(i + n - 1) % n]
            if p.y != q.y { all.append(Self.edge(q, p)) }
        }
        guard !all.isEmpty else { return false }
        // Down each side from the top corner to the bottom one; a step upward means the polygon is not monotone.
        monotone = walk(from: top, to: bottom, step: 1, polygon, into: &first) && walk(from: top, to: bottom, step: n - 1, polygon, into: &second)
        return true
    }

    private func walk(from top: Int, to bottom: Int, step: Int, _ polygon: [Point], into side: inout [Edge]) -> Bool {
        let n = polygon.count
        var i = top
        while i != bottom {
            let j = (i + step) % n
            let a = polygon[i], b = polygon[j]
            if b.y < a.y { return false }
            if b.y > a.y { side.append(Self.edge(a, b)) }
            i = j
        }
        return true
    }

    private static func edge(_ p: Point, _ q: Point) -> Edge {
        var a = p, b = q
        if a.y > b.y { swap(&a, &b) }
        return (a.x, a.y, b.y, (b.x - a.x) / (b.y - a.y))
    }

    /// Where the line at `y` enters and leaves the polygon (left ≥ right when it misses). Between
    /// resets, `y` must not decrease from one call to the next.
    @inline(__always)
    mutating func span(at y: Double) -> (Double, Double) {
        guard monotone else { return Self.search(all, at: y) }
        guard let a = Self.x(first, &nextFirst, at: y), let b = Self.x(second, &nextSecond, at: y) else { return (.infinity, -.infinity) }
        return (min(a, b), max(a, b))
    }

    /// Where the lines at `top` and at `bottom` enter and leave the polygon — (left at top, left at bottom, right at
    /// top, right at bottom) — when each side keeps one edge from the one line to the other (so the ends of the lines
    /// between run evenly), and the sides do not cross; else nil. It moves on as ``span(at:)`` at `top` does.
    @inline(__always)
    mutating func linearSides(from top: Double, to bottom: Double) -> (Double, Double, Double, Double)? {
        guard monotone, let a0 = Self.x(first, &nextFirst, at: top), let b0 = Self.x(second, &nextSecond, at: top),
              bottom < first[nextFirst].y1, bottom < second[nextSecond].y1 else { return nil }
        let ea = first[nextFirst], eb = second[nextSecond]
        let a1 = ea.x0 + (bottom - ea.y0) * ea.slope, b1 = eb.x0 + (bottom - eb.y0) * eb.slope
        if a0 <= b0, a1 <= b1 { return (a0, a1, b0, b1) }
        if b0 <= a0, b1 <= a1 { return (b0, b1, a0, a1) }
        return nil
    }

    @inline(__always)
    private static func x(_ side: [Edge], _ next: inout Int, at y: Double) -> Double? {
        while next < side.count, y >= side[next].y1 { next += 1 }
        guard next < side.count else { return nil }
        let e = side[next]
        guard e.y0 <= y else { return nil }
        return e.x0 + (y - e.y0) * e.slope
    }

    private static func search(_ edges: [Edge], at y: Double) -> (Double, Double) {
        var l = Double.infinity, r = -Double.infinity
        for e in edges where e.y0 <= y && y < e.y1 {
            let x = e.x0 + (y - e.y0) * e.slope
            l = min(l, x)
            r = max(r, x)
        }
        return (l, r)
    }
}

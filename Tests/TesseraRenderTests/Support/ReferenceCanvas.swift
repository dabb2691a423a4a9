// The raster painter's coverage and blending as they were before the painter drew in bands, kept
// verbatim (renamed) as the reference the banded painter and its fast paths must match pixel for pixel.
#if canImport(Glibc)
import Glibc
#endif
import TesseraGeometry
@testable import TesseraRender

/// Fills antialiased shapes into a ``Bitmap`` with alpha blending.
///
/// A shape is a convex polygon, optionally with a convex hole inside it (a
/// border is its outer quad less its inner one). Each pixel is covered by the
/// fraction of the shape that lies in it, measured on 15 sample rows per pixel
/// with the exact horizontal extent on each: the sampling grid of pixman, which
/// draws the window's XRender polygons, so both painters agree on edge pixels.
/// A row's coverage is accumulated, not sampled pixel by pixel: each sample row's
/// span adds to the pixels at its two ends, and one running sum reads the row.
/// Pixels wholly inside a shape take the span path, written in wide stores, and
/// axis-aligned rectangles on whole pixels skip coverage altogether.
struct ReferenceCanvas {
    /// The bitmap drawn into; a class, so the canvas and its owner share its pixels.
    let bitmap: Bitmap
    /// The bitmap's width in pixels.
    var width: Int { bitmap.width }
    /// The bitmap's height in pixels.
    var height: Int { bitmap.height }
    /// Sample rows per pixel row, as pixman's 8-bit rasterizer.
    static let samples = 15
    /// One pixel row's coverage deltas, a width and two long: a sample row's span adds to the pixels
    /// where it starts and ends, and the running sum along the row is each pixel's coverage.
    private var deltas: [Double] = []
    private var outline = ReferenceEdgeWalker(), holeOutline = ReferenceEdgeWalker()

    /// Creates a canvas that draws into `bitmap`.
    init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Calls `body(y, x0, x1, coverage)` for each run of pixels the convex `polygon` (less the
    /// convex `hole`) touches, clipped to the canvas: `coverage` is nil for a run wholly inside,
    /// otherwise the run is one pixel and `coverage` its covered fraction, 0…1.
    mutating func forEachCoverage(of polygon: [Point], hole: [Point]? = nil,
                                         _ body: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: Double?) -> Void) {
        guard polygon.count >= 3, outline.reset(polygon) else { return }
        var hasHole = false
        if let hole, hole.count >= 3 { hasHole = holeOutline.reset(hole) }
        var minY = Double.infinity, maxY = -Double.infinity
        for p in polygon { minY = min(minY, p.y); maxY = max(maxY, p.y) }
        let y0 = Int(max(0, min(Double(height), minY)).rounded(.down)), y1 = Int(max(0, min(Double(height), maxY)).rounded(.up))
        guard y0 < y1 else { return }
        let n = Self.samples, w = width
        if deltas.count < w + 2 { deltas = [Double](repeating: 0, count: w + 2) }
        deltas.withUnsafeMutableBufferPointer { d in
            for y in y0..<y1 {
                var lo = Double.infinity, hi = -Double.infinity, solidL = -Double.infinity, solidR = Double.infinity
                var hlo = Double.infinity, hhi = -Double.infinity, hsolidL = -Double.infinity, hsolidR = Double.infinity
                // Each sample row's span, clamped to the canvas, goes into the row's coverage deltas
                // (see ``sampleRow(_:y:_:width:sign:first:last:)``); the row is then read with one running sum.
                var first = Int.max, last = Int.min
                (lo, hi, solidL, solidR) = Self.sampleRow(&outline, y: y, d, width: w, sign: 1, first: &first, last: &last)
                if hasHole {
                    (hlo, hhi, hsolidL, hsolidR) = Self.sampleRow(&holeOutline, y: y, d, width: w, sign: -1, first: &first, last: &last)
                }
                guard first <= last else { continue }
                defer { for x in first...last { d[x] = 0 } }
                guard lo < hi else { continue }
                // Whole pixel columns, clamped before converting so an infinite end stays representable.
                let limit = Double(w + 1)
                func down(_ v: Double) -> Int { Int(max(-1, min(limit, v)).rounded(.down)) }
                func up(_ v: Double) -> Int { Int(max(-1, min(limit, v)).rounded(.up)) }
                let xa = max(0, down(lo)), xb = min(w, up(hi))
                guard xa < xb else { continue }
                // Pixels wholly inside every sample row's span, and wholly inside the hole.
                var sa = max(xa, up(solidL)), sb = min(xb, down(solidR))
                if sa >= sb { sa = xb; sb = xb }
                var ha = sb, hb = sb, hsa = sb, hsb = sb
                if hlo < hhi {
                    ha = min(max(down(hlo), sa), sb); hb = min(max(up(hhi), ha), sb)
                    hsa = min(max(up(hsolidL), ha), hb); hsb = min(max(down(hsolidR), hsa), hb)
                    if hsolidL >= hsolidR { hsa = hb; hsb = hb }
                }
                // The running sum of the deltas is the pixel's coverage in sample rows. Across a solid
                // run it is n, across the hole's inside 0, so a skipped run just sets it.
                var covered = 0.0
                func partial(_ from: Int, _ to: Int) {
                    var x = from
                    while x < to {
                        covered += d[x]
                        if covered > 1e-9 { body(y, x, x + 1, min(1, covered / Double(n))) }
                        x += 1
                    }
                }
                partial(xa, sa)
                if sa < ha { body(y, sa, ha, nil); covered = Double(n) }
                partial(ha, hsa)
                if hsa < hsb { covered = 0 }
                partial(hsb, hb)
                if hb < sb { body(y, hb, sb, nil); covered = Double(n) }
                partial(max(sb, sa), xb)
            }
        }
    }

    /// One shape's sample rows in pixel row `y`: each one's span added to the row's coverage deltas `d` with `sign`.
    /// Returns the leftmost and rightmost ends, and the ends every sample row reaches (left past right when a
    /// sample row misses the shape).
    ///
    /// When each side of the shape stays on one edge across the row, the sample rows' ends are arithmetic
    /// progressions; an end that stays within one pixel column then adds to it in one step, not one per sample row.
    @inline(__always)
    private static func sampleRow(_ walker: inout ReferenceEdgeWalker, y: Int, _ d: UnsafeMutableBufferPointer<Double>, width w: Int,
                                  sign: Double, first: inout Int, last: inout Int) -> (Double, Double, Double, Double) {
        let n = samples
        let top = Double(y) + 0.5 / Double(n), bottom = Double(y) + (Double(n) - 0.5) / Double(n)
        if let (l0, l1, r0, r1) = walker.linearSides(from: top, to: bottom), l0 < r0, l1 < r1,
           min(l0, l1) >= 0, max(r0, r1) <= Double(w) {
            addEnds(d, l0, l1, sign: sign)
            addEnds(d, r0, r1, sign: -sign)
            first = min(first, Int(min(l0, l1))); last = max(last, Int(max(r0, r1)) + 1)
            return (min(l0, l1), max(r0, r1), max(l0, l1), min(r0, r1))
        }
        var lo = Double.infinity, hi = -Double.infinity, solidL = -Double.infinity, solidR = Double.infinity
        for k in 0..<n {
            let sy = Double(y) + (Double(k) + 0.5) / Double(n)
            let (l, r) = walker.span(at: sy)
            if l < r {
                lo = min(lo, l); hi = max(hi, r); solidL = max(solidL, l); solidR = min(solidR, r)
                addSpan(d, l, r, width: w, sign: sign, first: &first, last: &last)
            } else { solidL = .infinity }
        }
        return (lo, hi, solidL, solidR)
    }

    /// Adds the ends of the ``samples`` sample rows, running evenly from `x0` to `x1` (all within the canvas), to the
    /// deltas with `sign`: in one step when they share a pixel column, since their fractions then sum to
    /// `n` times their mean less the column.
    @inline(__always)
    private static func addEnds(_ d: UnsafeMutableBufferPointer<Double>, _ x0: Double, _ x1: Double, sign: Double) {
        let n = samples, c0 = Int(x0)
        if c0 == Int(x1) {
            let fractions = Double(n) * ((x0 + x1) / 2 - Double(c0))
            d[c0] += sign * (Double(n) - fractions); d[c0 + 1] += sign * fractions
            return
        }
        let step = (x1 - x0) / Double(n - 1)
        for k in 0..<n {
            let x = x0 + step * Double(k), c = Int(x), f = x - Double(c)
            d[c] += sign * (1 - f); d[c + 1] += sign * f
        }
    }

    /// Adds the sample row span `l ..< r` (clamped to `0 ... width`) to the row's coverage deltas, so that their
    /// running sum at a pixel grows by the part of that pixel the span covers, 0…1; `sign` −1 takes it away
    /// (a hole). `first` and `last` widen to the deltas it wrote.
    @inline(__always)
    private static func addSpan(_ d: UnsafeMutableBufferPointer<Double>, _ l: Double, _ r: Double, width: Int, sign: Double,
                                first: inout Int, last: inout Int) {
        let l = max(0, l), r = min(Double(width), r)
        guard l < r else { return }
        let xl = Int(l), xr = Int(r), fl = l - Double(xl), fr = r - Double(xr)
        d[xl] += sign * (1 - fl); d[xl + 1] += sign * fl
        d[xr] -= sign * (1 - fr); d[xr + 1] -= sign * fr
        first = min(first, xl); last = max(last, xr + 1)
    }

    /// Fills the convex polygon (less the convex `hole`) with `color` at `alpha` (times the colour's own alpha), antialiased.
    mutating func fill(_ polygon: [Point], hole: [Point]? = nil, color: Color, alpha: Double = 1) {
        let a = max(0, min(1, alpha)) * Double(color.a)
        guard a > 0.5 else { return }
        let bitmap = self.bitmap, w = width
        bitmap.pixels.withUnsafeMutableBufferPointer { p in
            forEachCoverage(of: polygon, hole: hole) { y, x0, x1, coverage in
                let level = Int(a * (coverage ?? 1) + 0.5)
                if level > 0 { Self.blendRow(p, from: (y * w + x0) * 4, count: x1 - x0, color: color, alpha: level) }
            }
        }
    }

    /// Fills an axis-aligned rectangle: on whole pixels with wide stores, otherwise antialiased.
    mutating func fill(_ rect: Rect, color: Color, alpha: Double = 1) {
        let x0 = rect.minX.rounded(), y0 = rect.minY.rounded(), x1 = rect.maxX.rounded(), y1 = rect.maxY.rounded()
        guard x0 == rect.minX, y0 == rect.minY, x1 == rect.maxX, y1 == rect.maxY, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else {
            fill(Quad(rect).corners, color: color, alpha: alpha)
            return
        }
        let level = Int((max(0, min(1, alpha)) * Double(color.a)).rounded())
        let l = max(0, Int(x0)), r = min(width, Int(x1)), t = max(0, Int(y0)), b = min(height, Int(y1))
        guard level > 0, l < r, t < b else { return }
        let w = width
        bitmap.pixels.withUnsafeMutableBufferPointer { p in
            for y in t..<b { Self.blendRow(p, from: (y * w + l) * 4, count: r - l, color: color, alpha: level) }
        }
    }

    /// Blends `color` at `alpha` (0…255) over `count` pixels starting at byte `start`: opaque
    /// runs are 32-bit stores of one pattern, translucent ones blend two channels per multiply.
    @inline(__always)
    static func blendRow(_ p: UnsafeMutableBufferPointer<UInt8>, from start: Int, count: Int, color: Color, alpha a: Int) {
        guard count > 0, let base = p.baseAddress else { return }
        let row = UnsafeMutableRawPointer(base + start).assumingMemoryBound(to: UInt32.self)
        let rgb = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16
        if a >= 255 {
            row.update(repeating: rgb | 0xFF00_0000, count: count)
            return
        }
        let alpha = UInt32(a), inv = 255 - alpha
        let srcRB = (rgb & 0x00FF_00FF) &* alpha, srcAG = ((rgb >> 8) & 0x0000_00FF | 0x00FF_0000) &* alpha
        for i in 0..<count {
            let d = row[i]
            var rb = (d & 0x00FF_00FF) &* inv &+ srcRB &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var ag = ((d >> 8) & 0x00FF_00FF) &* inv &+ srcAG &+ 0x0080_0080
            ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
            row[i] = rb | ag
        }
    }

    /// Blends one pixel at `alpha` (0…255).
    @inline(__always)
    func blend(x: Int, y: Int, color: Color, alpha: Int) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        bitmap.pixels.withUnsafeMutableBufferPointer { p in
            Self.blendRow(p, from: (y * width + x) * 4, count: 1, color: color, alpha: min(255, alpha))
        }
    }

    /// Strokes the closed convex polygon's edges with a line `width` pixels wide centred on them,
    /// as one ring (the polygon grown by half the width, less it shrunk by half), so corners are
    /// mitred and no pixel is blended twice.
    mutating func stroke(_ polygon: [Point], color: Color, width: Double, alpha: Double = 1) {
        guard polygon.count >= 3, width > 0 else { return }
        guard let outer = ReferenceOutline.offset(polygon, by: width / 2) else { return }
        fill(outer, hole: ReferenceOutline.offset(polygon, by: -width / 2), color: color, alpha: alpha)
    }

    /// Fills a circle (as a 32-gon, the window's too) of `radius` around `center`.
    mutating func fillCircle(center: Point, radius: Double, color: Color, alpha: Double = 1) {
        fill(Outline.circle(center: center, radius: radius), color: color, alpha: alpha)
    }
}


/// Where horizontal lines of increasing y enter and leave a convex polygon, found by walking
/// its two sides downward rather than by testing every edge at every line.
///
/// The polygon's edges are split at its top and bottom corners into a left and a right side,
/// each running downward; a line's span is then one multiply-add on each side's current edge,
/// which only ever moves on. A polygon that is not monotone in y (which no convex polygon is)
/// falls back to testing every edge. Either way the ends are exactly those of the edge test:
/// the same edges, the same formula, each edge holding the lines `y0 <= y < y1`.
struct ReferenceEdgeWalker {
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

enum ReferenceOutline {
    /// The convex `polygon` with every edge moved outward by `distance` (inward when
    /// negative), corners mitred; nil when it is degenerate or turns inside out.
    static func offset(_ polygon: [Point], by distance: Double) -> [Point]? {
        let n = polygon.count
        guard n >= 3 else { return nil }
        var cx = 0.0, cy = 0.0
        for p in polygon { cx += p.x; cy += p.y }
        cx /= Double(n); cy /= Double(n)
        // Each edge as a point on the moved line and its direction.
        var lines: [(Point, Point)] = []
        lines.reserveCapacity(n)
        for i in 0..<n {
            let a = polygon[i], b = polygon[(i + 1) % n]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            var nx = -dy / length, ny = dx / length
            if nx * (cx - a.x) + ny * (cy - a.y) > 0 { nx = -nx; ny = -ny }
            lines.append((Point(x: a.x + nx * distance, y: a.y + ny * distance), Point(x: dx, y: dy)))
        }
        guard lines.count >= 3 else { return nil }
        var out: [Point] = []
        out.reserveCapacity(lines.count)
        for i in 0..<lines.count {
            let l1 = lines[(i + lines.count - 1) % lines.count], l2 = lines[i]
            let cross = l1.1.x * l2.1.y - l1.1.y * l2.1.x
            guard abs(cross) > 1e-9 else { return nil }
            let wx = l2.0.x - l1.0.x, wy = l2.0.y - l1.0.y
            let t = (wx * l2.1.y - wy * l2.1.x) / cross
            out.append(Point(x: l1.0.x + t * l1.1.x, y: l1.0.y + t * l1.1.y))
        }
        // Shrunk too far, the polygon turns inside out: its edges then run backwards. Corner i
        // starts edge i (it is where edge i − 1 meets edge i), so edge i runs from corner i to i + 1.
        for i in 0..<out.count {
            let a = out[i], b = out[(i + 1) % out.count], d = lines[i].1
            if (b.x - a.x) * d.x + (b.y - a.y) * d.y <= 0 { return nil }
        }
        return out
    }
}

import TesseraGeometry

/// What receives a shape's coverage, row by row: its wholly covered runs and its partly covered pixels.
protocol CoverageSink {
    /// Pixels `x0..<x1` of row `y` lie wholly inside the shape.
    mutating func solid(y: Int, x0: Int, x1: Int)
    /// Pixels `x0..<x1` of row `y` are partly covered: pixel x by `covered[x]` of the ``RasterCanvas/samples``
    /// sample rows, 0 or less (to within 1e-9) for not at all.
    mutating func partial(y: Int, x0: Int, x1: Int, covered: UnsafePointer<Double>)
    /// Pixels `x0..<x1` of row `y` are partly covered, given as the row's coverage deltas `deltas`: pixel x is
    /// covered by `covered` plus the deltas from `x0` through x. Returns the sum at `x1 − 1`. By default the sums
    /// are written to `sums` and handed to ``partial(y:x0:x1:covered:)``; a sink may read the deltas as it goes.
    mutating func partial(y: Int, x0: Int, x1: Int, deltas: UnsafePointer<Double>, from covered: Double,
                          sums: UnsafeMutablePointer<Double>) -> Double
}

extension CoverageSink {
    @inline(__always)
    mutating func partial(y: Int, x0: Int, x1: Int, deltas d: UnsafePointer<Double>, from covered: Double,
                          sums: UnsafeMutablePointer<Double>) -> Double {
        var c = covered, x = x0
        while x < x1 {
            c += d[x]
            sums[x] = c
            x &+= 1
        }
        partial(y: y, x0: x0, x1: x1, covered: sums)
        return c
    }
}

/// A row of coverage deltas (zero between rows) and of running sums, and edges: what the coverage of a shape
/// needs, kept from shape to shape.
struct CoverageScratch {
    /// Edges of the shapes being filled.
    var edges: [ConvexEdges.Edge] = []
    private var rows: [Double] = []

    /// Calls `body` with the deltas and the sums of a row `width` pixels wide.
    mutating func withRow<R>(width: Int, _ body: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> R) -> R {
        if rows.count < 2 * (width + 2) { rows = [Double](repeating: 0, count: 2 * (width + 2)) }
        return rows.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.baseAddress! + (width + 2)) }
    }
}

/// The coverage of a convex polygon, less a convex hole, row by row: see ``RasterCanvas``.
extension RasterCanvas {
    /// Calls `body(y, x0, x1, coverage)` for each run of pixels the convex `polygon` (less the
    /// convex `hole`) touches, clipped to the canvas: `coverage` is nil for a run wholly inside,
    /// otherwise the run is one pixel and `coverage` its covered fraction, 0…1.
    public mutating func forEachCoverage(of polygon: [Point], hole: [Point]? = nil,
                                         _ body: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: Double?) -> Void) {
        struct Calls: CoverageSink {
            let body: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: Double?) -> Void
            func solid(y: Int, x0: Int, x1: Int) { body(y, x0, x1, nil) }
            func partial(y: Int, x0: Int, x1: Int, covered: UnsafePointer<Double>) {
                for x in x0..<x1 where covered[x] > 1e-9 { body(y, x, x + 1, min(1, covered[x] / Double(RasterCanvas.samples))) }
            }
        }
        withoutActuallyEscaping(body) { body in
            var calls = Calls(body: body)
            coverage(of: polygon, hole: hole, into: &calls)
        }
    }

    /// Hands `sink` the pixels the convex `polygon` (less the convex `hole`) touches, clipped to the canvas.
    mutating func coverage<Sink: CoverageSink>(of polygon: [Point], hole: [Point]?, into sink: inout Sink) {
        guard polygon.count >= 3 else { return }
        scratch.edges.removeAll(keepingCapacity: true)
        guard let outer = polygon.withUnsafeBufferPointer({ ConvexEdges.append($0, to: &scratch.edges) }) else { return }
        var inner: ConvexEdges?
        if let hole, hole.count >= 3 { inner = hole.withUnsafeBufferPointer { ConvexEdges.append($0, to: &scratch.edges) } }
        let rows = Self.rows(of: outer, height: height), w = width
        let edges = scratch.edges
        scratch.edges = []
        defer { scratch.edges = edges }
        edges.withUnsafeBufferPointer { e in
            scratch.withRow(width: w) { deltas, sums in
                Self.coverage(outer: outer, hole: inner, edges: e.baseAddress!, rows: rows, width: w, deltas: deltas, sums: sums, into: &sink)
            }
        }
    }

    /// The pixel rows a polygon may touch in a canvas `height` rows tall.
    static func rows(of shape: ConvexEdges, height: Int) -> Range<Int> {
        let y0 = Int(max(0, min(Double(height), shape.minY)).rounded(.down)), y1 = Int(max(0, min(Double(height), shape.maxY)).rounded(.up))
        return y0..<max(y0, y1)
    }

    /// Hands `sink` the pixels the convex `outer` (less the convex `hole`), edges at `edges`, touches in the pixel
    /// rows `rows` (within its ``rows(of:height:)``), clipped to the canvas's `width`. A row's runs are the same
    /// whichever rows are asked for, so a frame drawn band by band gets the pixels it gets drawn whole.
    static func coverage<Sink: CoverageSink>(outer: ConvexEdges, hole: ConvexEdges?, edges: UnsafePointer<ConvexEdges.Edge>,
                                             rows: Range<Int>, width w: Int, deltas d: UnsafeMutablePointer<Double>,
                                             sums: UnsafeMutablePointer<Double>, into sink: inout Sink) {
        var outline = SideWalker(outer, edges: edges), holeOutline = SideWalker(hole ?? outer, edges: edges)
        let hasHole = hole != nil, n = Self.samples
        for y in rows {
            var hlo = Double.infinity, hhi = -Double.infinity, hsolidL = -Double.infinity, hsolidR = Double.infinity
            // Each sample row's span, clamped to the canvas, goes into the row's coverage deltas
            // (see ``sampleRow(_:y:_:width:sign:ends:)``); the row is then read with one running sum.
            var ends = Ends(), holeEnds = Ends()
            let (lo, hi, solidL, solidR) = sampleRow(&outline, y: y, d, width: w, sign: 1, ends: &ends)
            if hasHole {
                (hlo, hhi, hsolidL, hsolidR) = sampleRow(&holeOutline, y: y, d, width: w, sign: -1, ends: &holeEnds)
            }
            defer { ends.clear(d); holeEnds.clear(d) }
            guard lo < hi else { continue }
            // Whole pixel columns, clamped before converting so an infinite end stays representable.
            let limit = Double(w + 1)
            @inline(__always) func down(_ v: Double) -> Int { floor(max(-1, min(limit, v))) }
            @inline(__always) func up(_ v: Double) -> Int { ceil(max(-1, min(limit, v))) }
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
            partial(xa, sa, y: y, d, sums, &covered, &sink)
            if sa < ha { sink.solid(y: y, x0: sa, x1: ha); covered = Double(n) }
            partial(ha, hsa, y: y, d, sums, &covered, &sink)
            if hsa < hsb { covered = 0 }
            partial(hsb, hb, y: y, d, sums, &covered, &sink)
            if hb < sb { sink.solid(y: y, x0: hb, x1: sb); covered = Double(n) }
            partial(max(sb, sa), xb, y: y, d, sums, &covered, &sink)
        }
    }

    /// `v` rounded down, exactly `Int(v.rounded(.down))` for a finite `v` an `Int` holds, without calling `floor`.
    @inline(__always)
    static func floor(_ v: Double) -> Int {
        let t = Int(v)
        return Double(t) > v ? t - 1 : t
    }

    /// `v` rounded up, exactly `Int(v.rounded(.up))` for a finite `v` an `Int` holds, without calling `ceil`.
    @inline(__always)
    static func ceil(_ v: Double) -> Int {
        let t = Int(v)
        return Double(t) < v ? t + 1 : t
    }

    /// Pixels `from..<to` of row `y`, partly covered: their running sums of the deltas handed to `sink`.
    @inline(__always)
    private static func partial<Sink: CoverageSink>(_ from: Int, _ to: Int, y: Int, _ d: UnsafeMutablePointer<Double>,
                                                    _ sums: UnsafeMutablePointer<Double>, _ covered: inout Double, _ sink: inout Sink) {
        guard from < to else { return }
        covered = sink.partial(y: y, x0: from, x1: to, deltas: d, from: covered, sums: sums)
    }

    /// The delta columns one shape's sample rows wrote in a row: about its left ends and about its right ones.
    struct Ends {
        var left = (Int.max, Int.min), right = (Int.max, Int.min)

        /// Sets the columns written back to zero.
        @inline(__always)
        func clear(_ d: UnsafeMutablePointer<Double>) {
            if left.0 <= left.1 { for x in left.0...left.1 { d[x] = 0 } }
            if right.0 <= right.1 { for x in right.0...right.1 { d[x] = 0 } }
        }
    }

    /// One shape's sample rows in pixel row `y`: each one's span added to the row's coverage deltas `d` with `sign`.
    /// Returns the leftmost and rightmost ends, and the ends every sample row reaches (left past right when a
    /// sample row misses the shape).
    ///
    /// When each side of the shape stays on one edge across the row, the sample rows' ends are arithmetic
    /// progressions; an end that stays within one pixel column then adds to it in one step, not one per sample row.
    @inline(__always)
    private static func sampleRow(_ walker: inout SideWalker, y: Int, _ d: UnsafeMutablePointer<Double>, width w: Int,
                                  sign: Double, ends: inout Ends) -> (Double, Double, Double, Double) {
        let n = samples
        let top = Double(y) + 0.5 / Double(n), bottom = Double(y) + (Double(n) - 0.5) / Double(n)
        if let (l0, l1, r0, r1) = walker.linearSides(from: top, to: bottom), l0 < r0, l1 < r1,
           min(l0, l1) >= 0, max(r0, r1) <= Double(w) {
            addEnds(d, l0, l1, sign: sign)
            addEnds(d, r0, r1, sign: -sign)
            // A column either side too: the progression's inner ends may round past its outer ones.
            ends.left = (max(0, Int(min(l0, l1)) - 1), min(w + 1, Int(max(l0, l1)) + 2))
            ends.right = (max(0, Int(min(r0, r1)) - 1), min(w + 1, Int(max(r0, r1)) + 2))
            return (min(l0, l1), max(r0, r1), max(l0, l1), min(r0, r1))
        }
        var lo = Double.infinity, hi = -Double.infinity, solidL = -Double.infinity, solidR = Double.infinity
        for k in 0..<n {
            let sy = Double(y) + (Double(k) + 0.5) / Double(n)
            let (l, r) = walker.span(at: sy)
            if l < r {
                lo = min(lo, l); hi = max(hi, r); solidL = max(solidL, l); solidR = min(solidR, r)
                addSpan(d, l, r, width: w, sign: sign, ends: &ends)
            } else { solidL = .infinity }
        }
        return (lo, hi, solidL, solidR)
    }

    /// Adds the ends of the ``samples`` sample rows, running evenly from `x0` to `x1` (all within the canvas), to the
    /// deltas with `sign`: in one step when they share a pixel column, since their fractions then sum to
    /// `n` times their mean less the column. Otherwise each end adds to its column and the next, in order, the
    /// two columns at hand held in registers.
    ///
    /// The ends move one way, so an end's column is found by comparing it with the current column's bounds
    /// (for `x >= 0`, `x` lies in `c ..< c + 1` exactly when `Int(x) == c`), converting only when it leaves them;
    /// a step to the next column hands over the register that already holds it rather than storing and
    /// reloading it. Each column gets the same terms in the same order as one conversion per end would give.
    @inline(__always)
    private static func addEnds(_ d: UnsafeMutablePointer<Double>, _ x0: Double, _ x1: Double, sign: Double) {
        let n = samples, c0 = Int(x0)
        if c0 == Int(x1) {
            let fractions = Double(n) * ((x0 + x1) / 2 - Double(c0))
            d[c0] += sign * (Double(n) - fractions); d[c0 + 1] += sign * fractions
            return
        }
        let step = (x1 - x0) / Double(n - 1)
        var c = c0, low = Double(c0), here = d[c], next = d[c &+ 1], k = 0.0
        for _ in 0..<n {
            let x = x0 + step * k
            k += 1
            if !(x >= low && x < low + 1) {
                let ck = Int(x)
                if ck == c &+ 1 {
                    d[c] = here; here = next; next = d[ck &+ 1]
                } else if ck == c &- 1 {
                    d[c &+ 1] = next; next = here; here = d[ck]
                } else if ck != c {
                    d[c] = here; d[c &+ 1] = next
                    here = d[ck]; next = d[ck &+ 1]
                }
                c = ck
                low = Double(ck)
            }
            let f = x - low
            here += sign * (1 - f); next += sign * f
        }
        d[c] = here; d[c &+ 1] = next
    }

    /// Adds the sample row span `l ..< r` (clamped to `0 ... width`) to the row's coverage deltas, so that their
    /// running sum at a pixel grows by the part of that pixel the span covers, 0…1; `sign` −1 takes it away
    /// (a hole). `ends` widens to the deltas it wrote.
    @inline(__always)
    private static func addSpan(_ d: UnsafeMutablePointer<Double>, _ l: Double, _ r: Double, width: Int, sign: Double,
                                ends: inout Ends) {
        let l = max(0, l), r = min(Double(width), r)
        guard l < r else { return }
        let xl = Int(l), xr = Int(r), fl = l - Double(xl), fr = r - Double(xr)
        d[xl] += sign * (1 - fl); d[xl + 1] += sign * fl
        d[xr] -= sign * (1 - fr); d[xr + 1] -= sign * fr
        ends.left = (min(ends.left.0, xl), max(ends.left.1, xl + 1)); ends.right = (min(ends.right.0, xr), max(ends.right.1, xr + 1))
    }
}

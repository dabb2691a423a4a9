import TesseraGeometry

/// An axis-aligned rectangle, or the ring between it and a rectangle inside it, cut into whole-pixel
/// rectangles of one coverage each, so the window fills it with a few solid rectangles instead of
/// having the server rasterize trapezoids into a mask.
///
/// The coverage is the raster painter's rule (``RasterCanvas``): 15 sample rows per pixel row, each
/// with its exact horizontal extent. For a rectangle that rule is separable: a pixel's coverage is the
/// fraction of its sample rows inside the rectangle's height times the part of its width inside the
/// rectangle's width, V(y) · H(x), and a ring's is the outer rectangle's less the inner one's,
/// Vo·Ho − Vi·Hi. V and H only change at the pixel rows and columns that hold an edge, so the
/// shape falls into at most 7 × 7 pieces of constant coverage: a whole-pixel interior, edges one
/// pixel thick, corners one pixel square. Pieces are clipped to the window, so a rectangle many
/// times its size costs what its visible part does.
struct RectangleCoverage {
    /// A run of whole pixels, `x0 ..< x1` by `y0 ..< y1`, all covered by the same fraction, 0…1.
    struct Piece: Equatable {
        var x0, y0, x1, y1: Int
        var coverage: Double
    }

    /// Sample rows per pixel row, as ``RasterCanvas`` (and pixman's 8-bit rasterizer) take them.
    static let samples = 15

    /// The pieces of the last ``cut(outer:inner:width:height:)``, row band by row band.
    private(set) var pieces: [Piece] = []
    private var columns: [Int] = [], rows: [Int] = []

    init() {
        pieces.reserveCapacity(49)
        columns.reserveCapacity(10)
        rows.reserveCapacity(10)
    }

    /// Cuts `outer` less `inner` (nil for none; it must lie inside `outer`) into ``pieces``, clipped to
    /// `0 ..< width` by `0 ..< height`. Pieces of zero coverage are left out. A rectangle with a side
    /// that is not finite gives none.
    mutating func cut(outer: Rect, inner: Rect?, width: Int, height: Int) {
        pieces.removeAll(keepingCapacity: true)
        let inner = inner.flatMap { $0.isNull || $0.isEmpty ? nil : $0 }
        guard outer.minX.isFinite, outer.maxX.isFinite, outer.minY.isFinite, outer.maxY.isFinite,
              inner.map({ $0.minX.isFinite && $0.maxX.isFinite && $0.minY.isFinite && $0.maxY.isFinite }) ?? true,
              outer.maxX > outer.minX, outer.maxY > outer.minY, width > 0, height > 0 else { return }
        Self.breakpoints(outer.minX, outer.maxX, inner?.minX, inner?.maxX, limit: width, into: &columns)
        Self.breakpoints(outer.minY, outer.maxY, inner?.minY, inner?.maxY, limit: height, into: &rows)
        guard columns.count >= 2, rows.count >= 2 else { return }
        for j in 0..<(rows.count - 1) {
            let y = rows[j]
            let vo = Self.vertical(outer, row: y), vi = inner.map { Self.vertical($0, row: y) } ?? 0
            guard vo > 0 else { continue }
            for i in 0..<(columns.count - 1) {
                let x = columns[i]
                let ho = Self.horizontal(outer, column: x)
                let hi = vi > 0 ? inner.map { Self.horizontal($0, column: x) } ?? 0 : 0
                let coverage = vo * ho - vi * hi
                guard coverage > 1e-9 else { continue }
                pieces.append(Piece(x0: x, y0: y, x1: columns[i + 1], y1: rows[j + 1], coverage: min(1, coverage)))
            }
        }
    }

    /// The pixel rows (or columns) at which the coverage may change, clipped to `0 ... limit`, sorted and
    /// without repeats: for each edge the pixel it falls in begins and ends a band of its own.
    private static func breakpoints(_ a: Double, _ b: Double, _ c: Double?, _ d: Double?, limit: Int, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        let bound = Double(limit)
        func add(_ v: Double) {
            let clamped = max(0, min(bound, v))
            let low = Int(clamped.rounded(.down)), high = Int(clamped.rounded(.up))
            out.append(low)
            if high != low { out.append(high) }
        }
        add(a); add(b)
        if let c { add(c) }
        if let d { add(d) }
        out.sort()
        var kept = 0
        for v in out where kept == 0 || out[kept - 1] != v {
            out[kept] = v
            kept += 1
        }
        out.removeLast(out.count - kept)
    }

    /// The fraction of pixel row `y`'s sample rows that fall inside `rect`'s height: an edge holds the
    /// lines `minY <= y < maxY`, as ``RasterCanvas``'s edges do.
    static func vertical(_ rect: Rect, row y: Int) -> Double {
        let n = samples
        var inside = 0
        for k in 0..<n {
            let sy = Double(y) + (Double(k) + 0.5) / Double(n)
            if rect.minY <= sy, sy < rect.maxY { inside += 1 }
        }
        return Double(inside) / Double(n)
    }

    /// The part of pixel column `x`'s width that lies inside `rect`'s width, 0…1.
    static func horizontal(_ rect: Rect, column x: Int) -> Double {
        max(0, min(rect.maxX, Double(x + 1)) - max(rect.minX, Double(x)))
    }
}

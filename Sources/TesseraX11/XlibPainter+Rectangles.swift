internal import CX11
import TesseraGeometry
import TesseraRender

/// Axis-aligned rectangles and their borders on the composited path, wherever they lie: cut by
/// ``RectangleCoverage`` into whole-pixel rectangles of one coverage each, and sent as a few
/// `XRenderFillRectangles` requests, one per level of coverage. The server fills them with no
/// mask: a cell on fractional coordinates (a flow layout while it is pinched or glides to rest)
/// costs about what one on whole pixels does, where trapezoids cost a mask of the cell's size,
/// rasterized at 15 samples a pixel row, then composited.
extension XlibPainter {
    /// Fills `outer` less `inner` with `color` at `alpha` (times the colour's own alpha), antialiased by the
    /// raster painter's rule: each piece gets the level that painter blends, `Int(alpha · a · coverage + 0.5)`.
    mutating func fillRectangle(_ outer: Rect, less inner: Rect? = nil, _ color: Color, alpha: Double, _ r: XRenderContext,
                                on surface: Surface) {
        let a = max(0, min(1, alpha)) * Double(color.a)
        guard a > 0.5 else { return }
        coverage.cut(outer: outer, inner: inner, width: surface.width, height: surface.height)
        levelRectangles.removeAll(keepingCapacity: true)
        for piece in coverage.pieces {
            let level = Int(a * piece.coverage + 0.5)
            guard level > 0 else { continue }
            levelRectangles.append((level, XRectangle(x: Int16(clamping: piece.x0), y: Int16(clamping: piece.y0),
                                                      width: UInt16(clamping: piece.x1 - piece.x0),
                                                      height: UInt16(clamping: piece.y1 - piece.y0))))
        }
        guard !levelRectangles.isEmpty else { return }
        // One request per level: pieces of the same level are disjoint, so their order does not matter.
        levelRectangles.sort { $0.level < $1.level }
        var start = 0
        while start < levelRectangles.count {
            let level = levelRectangles[start].level
            var end = start + 1
            while end < levelRectangles.count, levelRectangles[end].level == level { end += 1 }
            rectangleBatch.removeAll(keepingCapacity: true)
            for k in start..<end { rectangleBatch.append(levelRectangles[k].rectangle) }
            var c = XRenderContext.renderColor(Color(r: color.r, g: color.g, b: color.b, a: UInt8(min(255, level))))
            XRenderFillRectangles(r.display, Int32(PictOpOver), surface.picture, &c, &rectangleBatch, Int32(rectangleBatch.count))
            start = end
        }
    }

    /// The border of the untransformed `item`: `width` wide, centred on its frame's edges, as the raster painter's ring.
    mutating func strokeRectangle(_ item: DisplayItem, width w: Double, _ color: Color, _ r: XRenderContext, on surface: Surface) {
        let f = item.frame
        let outer = f.insetBy(dx: -w / 2, dy: -w / 2), inner = f.insetBy(dx: w / 2, dy: w / 2)
        let hole = inner.width > 0 && inner.height > 0 ? inner : nil
        fillRectangle(outer, less: hole, color, alpha: item.alpha, r, on: surface)
    }
}

extension XlibPainter {
    /// Fills the pixels of the convex `polygon` whose centres lie inside it with the opaque `color`, as
    /// whole-pixel rectangles (a run of rows with the same span is one): for a fill whose edge an opaque
    /// border hides, where antialiasing would be wasted. The server fills rectangles with no mask, where a
    /// 1-bit mask of the shape's box was composited a bit at a time.
    mutating func fillCentres(_ polygon: [Point], _ color: Color, _ r: XRenderContext, on surface: Surface) {
        Self.centreRectangles(polygon, width: surface.width, height: surface.height, into: &rectangleBatch)
        guard !rectangleBatch.isEmpty else { return }
        var c = XRenderContext.renderColor(color)
        XRenderFillRectangles(r.display, Int32(PictOpOver), surface.picture, &c, &rectangleBatch, Int32(rectangleBatch.count))
    }

    /// The pixels of `0 ..< width` by `0 ..< height` whose centres lie inside the convex `polygon`, as rectangles
    /// into `rectangles`: one per run of pixel rows with the same span.
    static func centreRectangles(_ polygon: [Point], width: Int, height: Int, into rectangles: inout [XRectangle]) {
        rectangles.removeAll(keepingCapacity: true)
        guard polygon.count >= 3, polygon.allSatisfy(\.isFinite) else { return }
        var minY = Double.infinity, maxY = -Double.infinity
        for p in polygon { minY = min(minY, p.y); maxY = max(maxY, p.y) }
        let top = max(0, Int(max(-1, min(Double(height), minY - 0.5)).rounded(.up)))
        let bottom = min(height, Int(max(-1, min(Double(height), maxY - 0.5)).rounded(.up)))
        guard top < bottom else { return }
        var run: (x0: Int, x1: Int, y: Int)?
        func flush(until y: Int) {
            guard let span = run, span.x0 < span.x1 else { return }
            rectangles.append(XRectangle(x: Int16(clamping: span.x0), y: Int16(clamping: span.y),
                                         width: UInt16(clamping: span.x1 - span.x0), height: UInt16(clamping: y - span.y)))
        }
        for y in top..<bottom {
            let yc = Double(y) + 0.5
            var l = Double.infinity, r = -Double.infinity
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard min(a.y, b.y) <= yc, yc < max(a.y, b.y) else { continue }
                let x = a.x + (yc - a.y) * (b.x - a.x) / (b.y - a.y)
                l = min(l, x); r = max(r, x)
            }
            var x0 = 0, x1 = 0
            if l < r {
                // The first centre at or right of l, and the first at or right of r (excluded).
                x0 = max(0, Int(max(-1, min(Double(width) + 1, l - 0.5)).rounded(.up)))
                x1 = min(width, Int(max(-1, min(Double(width) + 1, r - 0.5)).rounded(.up)))
            }
            if let span = run, span.x0 == x0, span.x1 == x1 { continue }
            flush(until: y)
            run = (x0, x1, y)
        }
        flush(until: bottom)
    }
}

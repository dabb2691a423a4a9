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

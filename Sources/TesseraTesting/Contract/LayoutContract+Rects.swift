import TesseraGeometry

extension LayoutContract {
    /// The standard probe rectangles for content of `content` size seen through `bounds`: the bounds,
    /// the whole content, small and zero-size rectangles on a grid over the content, thin strips
    /// across and along it, screen-sized rectangles straddling its corners and edges, rectangles
    /// beyond it on every side, the null rectangle, and seeded random ones.
    static func probeRects(content: Size, bounds: Rect) -> [Rect] {
        let w = content.width.isFinite ? max(0, content.width) : 0
        let h = content.height.isFinite ? max(0, content.height) : 0
        let screen = bounds.size
        var rects: [Rect] = [bounds, Rect(x: 0, y: 0, width: w, height: h), .null]
        let fractions = [0, 0.25, 0.5, 0.75, 1.0]
        for fy in fractions {
            for fx in fractions {
                let x = fx * w, y = fy * h
                rects.append(Rect(x: x - 0.5, y: y - 0.5, width: 1, height: 1))
                rects.append(Rect(x: x, y: y, width: 10, height: 10))
                rects.append(Rect(x: x, y: y, width: 0, height: 0))
                // Screen-sized, centred on the grid point: the corners and edge midpoints straddle the content's edges.
                rects.append(Rect(x: x - screen.width / 2, y: y - screen.height / 2, width: screen.width, height: screen.height))
            }
            // A full-width strip, and a zero-height line, across the content.
            rects.append(Rect(x: -1, y: fy * h, width: w + 2, height: 3))
            rects.append(Rect(x: 0, y: fy * h, width: w, height: 0))
            // A full-height strip, and a zero-width line, along it.
            rects.append(Rect(x: fy * w, y: -1, width: 3, height: h + 2))
            rects.append(Rect(x: fy * w, y: 0, width: 0, height: h))
        }
        // Entirely beyond the content on each side, and before its origin.
        rects.append(Rect(x: w + 100, y: 0, width: screen.width, height: screen.height))
        rects.append(Rect(x: 0, y: h + 100, width: screen.width, height: screen.height))
        rects.append(Rect(x: -screen.width - 100, y: -screen.height - 100, width: screen.width, height: screen.height))
        rects.append(Rect(x: w + 1_000_000, y: h + 1_000_000, width: 10, height: 10))
        // Seeded random rectangles over the content and a little beyond it, from tiny to larger than the screen.
        var state: UInt64 = 0x5EED_CAFE_F00D_D00D
        func next(_ bound: Double) -> Double {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state % 1_000_000) / 1_000_000 * bound
        }
        for _ in 0..<32 {
            let rw = next(screen.width * 1.5), rh = next(screen.height * 1.5)
            rects.append(Rect(x: next(w + 40) - 20 - rw / 2, y: next(h + 40) - 20 - rh / 2, width: rw, height: rh))
        }
        return rects
    }
}

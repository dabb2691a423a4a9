import TesseraGeometry

/// A plane-to-plane projective map, row-major 3 × 3 on column vectors (x, y, 1):
/// how an image's pixels land on an item's projected quad. The raster painter
/// samples through its inverse, and the window hands the inverse to XRender as
/// the picture transform, so both scale images the same way.
public struct Homography: Sendable, Equatable {
    /// The nine entries, row by row.
    public var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    /// Whether the two maps have equal entries, one by one.
    public static func == (a: Homography, b: Homography) -> Bool {
        a.m.0 == b.m.0 && a.m.1 == b.m.1 && a.m.2 == b.m.2 && a.m.3 == b.m.3 && a.m.4 == b.m.4
            && a.m.5 == b.m.5 && a.m.6 == b.m.6 && a.m.7 == b.m.7 && a.m.8 == b.m.8
    }

    /// The map that takes the rectangle (0, 0)–(`width`, `height`) to `quad`, corner to corner
    /// (Heckbert's square-to-quad); nil when the quad is degenerate.
    public init?(width: Double, height: Double, to quad: Quad) {
        guard width > 0, height > 0 else { return nil }
        let (x0, y0) = (quad.topLeft.x, quad.topLeft.y), (x1, y1) = (quad.topRight.x, quad.topRight.y)
        let (x2, y2) = (quad.bottomRight.x, quad.bottomRight.y), (x3, y3) = (quad.bottomLeft.x, quad.bottomLeft.y)
        let sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3
        var a = x1 - x0, b = x2 - x1, c = x0, d = y1 - y0, e = y2 - y1, f = y0, g = 0.0, h = 0.0
        if abs(sx) > 1e-12 || abs(sy) > 1e-12 {
            let dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2
            let den = dx1 * dy2 - dx2 * dy1
            guard abs(den) > 1e-12 else { return nil }
            g = (sx * dy2 - dx2 * sy) / den
            h = (dx1 * sy - sx * dy1) / den
            a = x1 - x0 + g * x1; b = x3 - x0 + h * x3
            d = y1 - y0 + g * y1; e = y3 - y0 + h * y3
        }
        // (u, v) on the unit square, u along the top edge and v down the left one, scaled to the rectangle.
        m = (a / width, b / height, c, d / width, e / height, f, g / width, h / height, 1)
    }

    private init(_ m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) { self.m = m }

    /// The inverse map, or nil when singular.
    public var inverted: Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard abs(det) > 1e-15 else { return nil }
        return Homography(((A) / det, -(b * i - c * h) / det, (b * f - c * e) / det,
                           B / det, (a * i - c * g) / det, -(a * f - c * d) / det,
                           C / det, -(a * h - b * g) / det, (a * e - b * d) / det))
    }

    /// Where `p` lands, or nil at or behind the horizon.
    @inline(__always)
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = m.6 * x + m.7 * y + m.8
        guard abs(w) > 1e-12 else { return nil }
        return ((m.0 * x + m.1 * y + m.2) / w, (m.3 * x + m.4 * y + m.5) / w)
    }
}

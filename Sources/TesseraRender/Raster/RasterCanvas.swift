import TesseraGeometry

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
public struct RasterCanvas {
    /// The bitmap drawn into; a class, so the canvas and its owner share its pixels.
    public let bitmap: Bitmap
    /// The bitmap's width in pixels.
    public var width: Int { bitmap.width }
    /// The bitmap's height in pixels.
    public var height: Int { bitmap.height }
    /// Sample rows per pixel row, as pixman's 8-bit rasterizer.
    static let samples = 15
    /// The coverage engine's scratch: one pixel row's coverage deltas (a sample row's span adds to the pixels
    /// where it starts and ends, and the running sum along the row is each pixel's coverage) and edges.
    var scratch = CoverageScratch()
    /// A row of levels for ``FillSink``.
    private var levels: [UInt8] = []

    /// Creates a canvas that draws into `bitmap`.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Fills the convex polygon (less the convex `hole`) with `color` at `alpha` (times the colour's own alpha), antialiased.
    public mutating func fill(_ polygon: [Point], hole: [Point]? = nil, color: Color, alpha: Double = 1) {
        let a = max(0, min(1, alpha)) * Double(color.a)
        guard a > 0.5 else { return }
        let bitmap = self.bitmap, w = width
        guard w > 0, height > 0 else { return }
        var levels = self.levels
        self.levels = []
        defer { self.levels = levels }
        if levels.count < w { levels = [UInt8](repeating: 0, count: w) }
        bitmap.pixels.withUnsafeMutableBytes { raw in
            levels.withUnsafeMutableBufferPointer { levels in
                var sink = FillSink(pixels: raw.baseAddress!.assumingMemoryBound(to: UInt32.self), width: w, rgb: color.rgb,
                                    weight: a, levels: levels.baseAddress!)
                coverage(of: polygon, hole: hole, into: &sink)
            }
        }
    }

    /// Fills an axis-aligned rectangle: on whole pixels with wide stores, otherwise antialiased.
    public mutating func fill(_ rect: Rect, color: Color, alpha: Double = 1) {
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
    /// runs are stores of one pattern, translucent ones blend four pixels at a time (``PixelRun``).
    @inline(__always)
    static func blendRow(_ p: UnsafeMutableBufferPointer<UInt8>, from start: Int, count: Int, color: Color, alpha a: Int) {
        guard count > 0, let base = p.baseAddress else { return }
        let row = UnsafeMutableRawPointer(base + start).assumingMemoryBound(to: UInt32.self)
        PixelRun.blend(row, count: count, rgb: color.rgb, alpha: a)
    }

    /// Blends one pixel at `alpha` (0…255).
    @inline(__always)
    public func blend(x: Int, y: Int, color: Color, alpha: Int) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        bitmap.pixels.withUnsafeMutableBufferPointer { p in
            Self.blendRow(p, from: (y * width + x) * 4, count: 1, color: color, alpha: min(255, alpha))
        }
    }

    /// Strokes the closed convex polygon's edges with a line `width` pixels wide centred on them,
    /// as one ring (the polygon grown by half the width, less it shrunk by half), so corners are
    /// mitred and no pixel is blended twice.
    public mutating func stroke(_ polygon: [Point], color: Color, width: Double, alpha: Double = 1) {
        guard polygon.count >= 3, width > 0 else { return }
        guard let outer = Outline.offset(polygon, by: width / 2) else { return }
        fill(outer, hole: Outline.offset(polygon, by: -width / 2), color: color, alpha: alpha)
    }

    /// Fills a circle (as a 32-gon, the window's too) of `radius` around `center`.
    public mutating func fillCircle(center: Point, radius: Double, color: Color, alpha: Double = 1) {
        fill(Outline.circle(center: center, radius: radius), color: color, alpha: alpha)
    }
}

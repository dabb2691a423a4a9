import TesseraGeometry

/// Fills shapes into a ``Bitmap`` with alpha blending.
///
/// Polygons are filled by scanline at pixel centres with the even-odd rule,
/// so a pixel belongs to a shape when its centre (x + 0.5, y + 0.5) is inside.
/// There is no anti-aliasing: frames are exact and repeatable, which is what
/// golden-image tests need.
public struct RasterCanvas {
    /// The bitmap drawn into; a class, so the canvas and its owner share its pixels.
    public let bitmap: Bitmap
    /// The bitmap's width in pixels.
    public var width: Int { bitmap.width }
    /// The bitmap's height in pixels.
    public var height: Int { bitmap.height }
    private var crossings: [Double] = []

    /// Creates a canvas that draws into `bitmap`.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
        crossings.reserveCapacity(16)
    }

    /// Calls `span(y, x0, x1)` for each row of pixels inside the polygon, with
    /// `x0..<x1` the pixels whose centres are inside, clipped to the canvas.
    public mutating func forEachSpan(of polygon: [Point], _ span: (Int, Int, Int) -> Void) {
        guard polygon.count >= 3 else { return }
        var minY = Double.infinity, maxY = -Double.infinity
        for p in polygon {
            guard p.isFinite else { return }
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let y0 = max(0, Int((minY - 0.5).rounded(.up)))
        let y1 = min(height - 1, Int((maxY - 0.5).rounded(.down)))
        guard y0 <= y1 else { return }
        for y in y0...y1 {
            let sy = Double(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            var j = polygon.count - 1
            for i in 0..<polygon.count {
                let a = polygon[j], b = polygon[i]
                if (a.y <= sy && b.y > sy) || (b.y <= sy && a.y > sy) {
                    crossings.append(a.x + (sy - a.y) / (b.y - a.y) * (b.x - a.x))
                }
                j = i
            }
            crossings.sort()
            var k = 0
            while k + 1 < crossings.count {
                let x0 = max(0, Int((crossings[k] - 0.5).rounded(.up)))
                let x1 = min(width, Int((crossings[k + 1] - 0.5).rounded(.up)))
                if x0 < x1 { span(y, x0, x1) }
                k += 2
            }
        }
    }

    /// Fills the polygon with `color` at `alpha` (times the colour's own alpha).
    public mutating func fill(_ polygon: [Point], color: Color, alpha: Double = 1) {
        let a = Int((max(0, min(1, alpha)) * Double(color.a)).rounded())
        guard a > 0 else { return }
        let bitmap = self.bitmap
        forEachSpan(of: polygon) { y, x0, x1 in
            bitmap.pixels.withUnsafeMutableBufferPointer { p in
                Self.blendRow(p, from: (y * bitmap.width + x0) * 4, count: x1 - x0, color: color, alpha: a)
            }
        }
    }

    /// Fills an axis-aligned rectangle.
    public mutating func fill(_ rect: Rect, color: Color, alpha: Double = 1) {
        fill(Quad(rect).corners, color: color, alpha: alpha)
    }

    /// Blends `color` at `alpha` (0…255) over `count` pixels starting at byte `start`.
    @inline(__always)
    static func blendRow(_ p: UnsafeMutableBufferPointer<UInt8>, from start: Int, count: Int, color: Color, alpha a: Int) {
        var i = start
        let end = start + count * 4
        if a >= 255 {
            while i < end {
                p[i] = color.r; p[i + 1] = color.g; p[i + 2] = color.b; p[i + 3] = 255
                i += 4
            }
            return
        }
        let inv = 255 - a
        while i < end {
            p[i] = UInt8((Int(color.r) * a + Int(p[i]) * inv + 127) / 255)
            p[i + 1] = UInt8((Int(color.g) * a + Int(p[i + 1]) * inv + 127) / 255)
            p[i + 2] = UInt8((Int(color.b) * a + Int(p[i + 2]) * inv + 127) / 255)
            p[i + 3] = UInt8(min(255, a + Int(p[i + 3]) * inv / 255))
            i += 4
        }
    }

    /// Blends one pixel.
    @inline(__always)
    public func blend(x: Int, y: Int, color: Color, alpha: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        bitmap.pixels.withUnsafeMutableBufferPointer { p in
            Self.blendRow(p, from: (y * width + x) * 4, count: 1, color: color, alpha: alpha)
        }
    }

    /// Strokes the closed polygon's edges with lines `width` pixels wide, centred on each edge.
    public mutating func stroke(_ polygon: [Point], color: Color, width: Double, alpha: Double = 1) {
        guard polygon.count >= 2, width > 0 else { return }
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = -dy / length * width / 2, ny = dx / length * width / 2
            fill([Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                  Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)], color: color, alpha: alpha)
        }
    }

    /// Fills a circle (as a 24-gon) of `radius` around `center`.
    public mutating func fillCircle(center: Point, radius: Double, color: Color, alpha: Double = 1) {
        fill(Self.circle(center: center, radius: radius), color: color, alpha: alpha)
    }

    static func circle(center: Point, radius: Double) -> [Point] {
        (0..<24).map { i in
            let t = Double(i) / 24 * 2 * Double.pi
            return Point(x: center.x + radius * cos(t), y: center.y + radius * sin(t))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

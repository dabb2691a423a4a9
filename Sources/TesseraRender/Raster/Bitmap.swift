#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An 8-bit RGBA image, rows top to bottom: images shown in cells, and the
/// raster painter's canvas.
///
/// It is a class so that display items can share one image without copying its
/// pixels; the pixels themselves are only written by the painter that owns the canvas.
public final class Bitmap: @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A.
    public var pixels: [UInt8]

    /// Creates a `width` × `height` bitmap with every pixel set to `fill` (transparent black by default).
    public init(width: Int, height: Int, fill: Color = .clear) {
        precondition(width >= 0 && height >= 0, "a bitmap needs a non-negative size")
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .clear { self.fill(fill) }
    }

    /// Creates a bitmap over `pixels`, which must hold `width × height × 4` RGBA bytes, rows top to bottom.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBA pixels must be width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Sets every pixel to `color`.
    public func fill(_ color: Color) {
        // One 32-bit pattern stored across the buffer: as fast as a memset.
        let pattern = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            base.assumingMemoryBound(to: UInt32.self).update(repeating: pattern.littleEndian, count: raw.count / 4)
        }
    }

    /// The colour at (x, y).
    public subscript(x: Int, y: Int) -> Color {
        let i = (y * width + x) * 4
        return Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// Whether `a` and `b` hold the same bytes, compared as one block: `Array`'s `==` compares pixel
    /// buffers a byte at a time, which costs more than painting them.
    package static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }
}

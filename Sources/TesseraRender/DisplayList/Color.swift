/// An sRGB colour with 8-bit channels and straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0…255.
    public var r: UInt8
    /// The green channel, 0…255.
    public var g: UInt8
    /// The blue channel, 0…255.
    public var b: UInt8
    /// The opacity, 0 (transparent) … 255 (opaque), not premultiplied into the other channels.
    public var a: UInt8

    /// Creates a colour from its channels, opaque unless `a` says otherwise.
    @inlinable
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    /// Opaque black, `#000000`.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white, `#ffffff`.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Transparent black (alpha 0): a new bitmap's pixels.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// This colour drawn with `alpha` over `below`, as an opaque result: how the
    /// Xlib painter, which has no alpha, shows translucency.
    public func blended(over below: Color, alpha: Double) -> Color {
        let t = max(0, min(1, alpha * Double(a) / 255))
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * t + Double(bottom) * (1 - t)).rounded())
        }
        return Color(r: mix(r, below.r), g: mix(g, below.g), b: mix(b, below.b))
    }

    /// R, G and B from the lowest byte up, as a pixel of ``Bitmap`` holds them, alpha 0.
    var rgb: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 }

    /// `0xRRGGBB`.
    public var hex: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// The colour as `#rrggbb` in lowercase hex, with `/alpha` appended unless opaque, such as `#ff0000/128`.
    public var description: String {
        let s = String(hex, radix: 16)
        return "#" + String(repeating: "0", count: 6 - s.count) + s + (a == 255 ? "" : "/\(a)")
    }
}

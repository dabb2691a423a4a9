import TesseraLayout
import TesseraRender
import TesseraSimulator

/// The Circle layout's clock hand: dark at the end that points to the minute, fading to clear
/// along its length, as the book masks it with a black-to-clear gradient.
///
/// Decorations are owned by the layout, which registers this class; the
/// collection view creates and reuses instances. It draws from its attributes
/// alone, so it needs no per-item state.
public final class ClockHandView: ReusableView, AppearanceProviding {
    /// The hand's colour where it is opaque.
    public static let color = Color(hex: 0x1C1C1E)

    /// The gradient, made once: one pixel wide and 64 high, opaque at the top (the end that
    /// points to the minute when the hand is not turned), clear at the bottom.
    public static let gradient: Bitmap = {
        let h = 64
        let bitmap = Bitmap(width: 1, height: h)
        for y in 0..<h {
            let i = y * 4
            bitmap.pixels[i] = color.r; bitmap.pixels[i + 1] = color.g; bitmap.pixels[i + 2] = color.b
            bitmap.pixels[i + 3] = UInt8((255 * Double(h - 1 - y) / Double(h - 1)).rounded())
        }
        return bitmap
    }()

    /// A clear fill under the gradient stretched along the hand.
    public var appearance: ElementAppearance {
        ElementAppearance(fill: .clear, image: ElementAppearance.Image(bitmap: Self.gradient, mode: .scaleToFill))
    }
}

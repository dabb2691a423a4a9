import TesseraLayout
import TesseraRender
import TesseraSimulator

/// The binder photographed behind each Survey section: a decoration view with no data of its own.
///
/// Decorations are owned by the layout, which registers this class; the
/// collection view creates and reuses instances. It draws from its attributes
/// alone, so it needs no per-item state: a picture of a ring binder (a board,
/// its spine on the left and three rings), stretched over the section as the
/// book stretches its photograph.
public final class BinderView: ReusableView, AppearanceProviding {
    /// The binder's picture, made once: 240 × 80 pixels.
    public static let picture: Bitmap = {
        let w = 240, h = 80
        let bitmap = Bitmap(width: w, height: h, fill: Color(hex: 0xE8E0CC))
        func paint(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ c: Color) {
            for y in max(0, y0)..<min(h, y1) { for x in max(0, x0)..<min(w, x1) {
                let i = (y * w + x) * 4
                bitmap.pixels[i] = c.r; bitmap.pixels[i + 1] = c.g; bitmap.pixels[i + 2] = c.b; bitmap.pixels[i + 3] = 255
            } }
        }
        paint(0, 0, w, 2, Color(hex: 0xB8AE96)); paint(0, h - 2, w, h, Color(hex: 0xB8AE96))   // the board's edges
        paint(0, 0, 22, h, Color(hex: 0x5B4B3A))                                               // the spine
        paint(22, 0, 25, h, Color(hex: 0x3E3226))
        for ring in [h / 5, h / 2, 4 * h / 5] {                                                // three rings
            paint(14, ring - 3, 40, ring + 3, Color(hex: 0xA7A9AC))
            paint(14, ring - 1, 40, ring + 1, Color(hex: 0xE2E4E6))
        }
        return bitmap
    }()

    /// The binder picture stretched over the decoration, on the board's colour.
    public var appearance: ElementAppearance {
        ElementAppearance(fill: Color(hex: 0xE8E0CC), border: Color(hex: 0xC7C7CC), borderWidth: 1,
                          image: ElementAppearance.Image(bitmap: Self.picture, mode: .scaleToFill))
    }
}

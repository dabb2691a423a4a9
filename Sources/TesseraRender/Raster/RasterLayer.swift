/// One thing the raster painter draws, as it will draw it: an item's fill, image, veil, border or label, a
/// touch's circle or ring, a heads-up band or line. The painter lists a frame's layers in paint order, then
/// draws them band by band, each layer over the rows of the band it touches.
struct RasterLayer {
    enum Shape {
        /// An axis-aligned rectangle on whole pixels: columns `x0..<x1`, every pixel at ``level``.
        case rect
        /// A convex polygon, less a convex hole, antialiased: shape ``index`` of the frame, each pixel at
        /// ``weight`` times its coverage.
        case polygon
        /// An item's image: ``index`` in the frame's images.
        case image
        /// A label: image ``index`` of the painter's ``LabelImages`` with its pen at (`x0`, `x1`), at ``level``.
        case text
    }

    var shape: Shape
    /// The rows it may touch, `top..<bottom`, within the canvas.
    var top: Int, bottom: Int
    /// A rectangle's columns, or a label's pen.
    var x0 = 0, x1 = 0
    /// The colour, R, G and B from the lowest byte up.
    var rgb: UInt32 = 0
    /// A rectangle's or a label's alpha, 0…255.
    var level = 0
    /// A polygon's alpha times its colour's, 0…255, before its coverage.
    var weight = 0.0
    /// A polygon's shape, an image's or a label's index.
    var index = 0

    /// Whether every pixel it covers it sets, whatever lay beneath.
    var isOpaqueRect: Bool { shape == .rect && level >= 255 }
}

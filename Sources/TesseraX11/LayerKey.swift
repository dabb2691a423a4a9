import TesseraGeometry
import TesseraRender

/// Everything that decides an item's pixels, measured from the whole pixel its centre lies in: two items
/// with equal keys draw the same pixels, one moved a whole number of pixels from the other.
///
/// Drawing is the same under a move by whole pixels: sample rows sit at the same places in every pixel
/// row, labels are placed by rounding down, pictures are sampled at pixel centres. So an item is its
/// centre's offset from the corner of the pixel it lies in, its size and transform (its projection), its alpha, what it shows (a
/// picture by the identity of its pixels), and the scale its label and border are drawn at.
struct LayerKey: Hashable {
    /// The item's projection, its centre measured from the corner of the pixel it lies in.
    var projection: PlaneProjection
    var isTransformed: Bool
    var alpha: Double
    var scale: Double
    var fill: Color
    var border: Color?
    var borderWidth: Double
    var label: String?
    var labelColor: Color
    var dim: Double
    var image: ObjectIdentifier?
    var imageMode: ElementAppearance.ContentMode?
    var imageClips: Bool
    var imageFillAmount: Double

    /// The key of `item` drawn at `scale`, its centre in the whole pixel (`x`, `y`).
    init(_ item: DisplayItem, x: Int, y: Int, scale: Double) {
        let look = item.appearance
        projection = item.projection
        projection.center = Point(x: projection.center.x - Double(x), y: projection.center.y - Double(y))
        isTransformed = item.isTransformed
        alpha = item.alpha
        self.scale = scale
        fill = look.fill
        border = look.border
        borderWidth = look.border == nil ? 0 : look.borderWidth
        label = look.label
        labelColor = look.labelColor
        dim = look.dim
        image = look.image.map { ObjectIdentifier($0.bitmap) }
        imageMode = look.image?.mode
        imageClips = look.image?.clips ?? false
        imageFillAmount = look.image?.fillAmount ?? 0
    }
}

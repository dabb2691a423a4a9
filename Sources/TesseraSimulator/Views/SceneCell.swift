import TesseraGeometry
import TesseraCollection
import TesseraLayout
import TesseraRender

/// The cell every scene shows, whatever its layout: its item's identity on a colour of its own, a selection
/// border, and whatever the appearance vocabulary of its attributes asks for:
/// a mask (``MaskAttribute``, Cover Flow), and its picture fitted or filled
/// (``ImageModeAttribute`` and ``FillAmountAttribute``, Dimensions), and its picture in a white frame
/// (``PictureInsetAttribute``, Cover Flow). It reads
/// typed keys, so any layout that sets them is drawn the same way.
final class SceneCell: CollectionViewCell {
    static let reuseIdentifier = "cell"

    private(set) var identity = 0
    private var images: ImageLibrary?
    /// The last framed picture composed, kept while the cell shows the same picture at the same size.
    private var framed: FramedPicture?

    /// Shows item `identity`, with picture `identity % images.count` when a layout asks for pictures.
    func configure(identity: Int, images: ImageLibrary?) {
        self.identity = identity
        self.images = images
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        images = nil
    }

    /// The padding around the label of a cell that sizes itself, in points: across, then along its lines.
    static let labelPadding = Size(width: 14, height: 13)
    /// The scale the label of a cell that sizes itself is measured at (the bitmap font's pixels per dot).
    static let labelScale = 2

    /// The size the cell's content asks for, as a chip around its label: the label's width
    /// at ``labelScale`` plus ``labelPadding`` on each side, and its height likewise. A
    /// self-sizing layout (a flow with an `estimatedItemSize`) gives the cell this size;
    /// other layouts keep their own.
    override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var preferred = attributes
        preferred.size = fittingSize
        return preferred
    }

    /// The identity ``fittingSize`` was measured for, and the size: a cell is asked whenever its
    /// size changes (every frame of a pinch), and its label changes only with its item.
    private var fitted: (identity: Int, size: Size)?

    /// ``fittingSize(forLabel:)`` of the cell's label, measured once per item shown.
    private var fittingSize: Size {
        if let fitted, fitted.identity == identity { return fitted.size }
        let size = Self.fittingSize(forLabel: String(identity))
        fitted = (identity, size)
        return size
    }

    /// The chip size of a label: the text at ``labelScale`` with ``labelPadding`` around it.
    static func fittingSize(forLabel label: String) -> Size {
        Size(width: Double(BitmapFont.width(of: label, scale: labelScale)) + 2 * labelPadding.width,
             height: Double(7 * labelScale) + 2 * labelPadding.height)
    }

    /// What the painters draw for this cell.
    var appearance: ElementAppearance {
        var look = ElementAppearance(fill: Palette.color(for: identity), label: String(identity), labelColor: .white)
        if isSelected {
            look.border = Color(hex: 0x1C1C1E)
            look.borderWidth = 4
        }
        if isHighlighted { look.dim = 0.3 }
        guard let attributes else { return look }
        // The picture is decoded only when a layout that shows pictures draws the cell.
        var picture: Bitmap?
        if let images, !images.isEmpty, attributes.custom.contains(ImageModeAttribute.self) {
            picture = images.bitmap(at: identity % images.count)
        }
        look = look.applying(attributes, picture: picture)
        let inset = attributes[PictureInsetAttribute.self]
        if inset > 0, look.image == nil, let images, !images.isEmpty, let photo = images.bitmap(at: identity % images.count) {
            if !(framed?.matches(photo, size: attributes.size, inset: inset) ?? false) {
                framed = FramedPicture(picture: photo, size: attributes.size, inset: inset)
            }
            look.fill = .white
            look.image = ElementAppearance.Image(bitmap: framed!.bitmap, mode: .scaleToFill)
        }
        return look
    }
}

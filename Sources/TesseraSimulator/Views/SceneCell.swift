import TesseraCollection
import TesseraLayout
import TesseraRender

/// The cell every scene shows, whatever its layout: its item's identity on a colour of its own, a selection
/// border, and whatever the appearance vocabulary of its attributes asks for:
/// a mask (``MaskAttribute``, Cover Flow), and its picture fitted or filled
/// (``ImageModeAttribute`` and ``FillAmountAttribute``, Dimensions). It reads
/// typed keys, so any layout that sets them is drawn the same way.
final class SceneCell: CollectionViewCell {
    static let reuseIdentifier = "cell"

    private(set) var identity = 0
    private var images: ImageLibrary?

    /// Shows item `identity`, with picture `identity % images.count` when a layout asks for pictures.
    func configure(identity: Int, images: ImageLibrary?) {
        self.identity = identity
        self.images = images
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        images = nil
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
        return look.applying(attributes, picture: picture)
    }
}

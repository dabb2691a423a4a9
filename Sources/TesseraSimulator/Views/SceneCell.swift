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
    private var image: Bitmap?

    func configure(identity: Int, image: Bitmap?) {
        self.identity = identity
        self.image = image
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        image = nil
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
        return look.applying(attributes, picture: image)
    }
}

import TesseraCollection
import TesseraLayout
import TesseraRender

/// A cell that shows its item's identity on a colour of its own, a selection
/// border, and whatever the appearance vocabulary of its attributes asks for:
/// a mask (``MaskAttribute``, Cover Flow), and its picture fitted or filled
/// (``ImageModeAttribute`` and ``FillAmountAttribute``, Dimensions). It reads
/// typed keys, so any layout that sets them is drawn the same way.
final class DemoCell: CollectionViewCell {
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

/// Item colours: twelve system hues, picked by identity.
enum Palette {
    static let colors: [Color] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x00C7BE, 0x30B0C7,
                                  0x32ADE6, 0x007AFF, 0x5856D6, 0xAF52DE, 0xFF2D55, 0xA2845E].map { Color(hex: $0) }

    static func color(for identity: Int) -> Color {
        colors[((identity % colors.count) + colors.count) % colors.count]
    }
}

import TesseraCollection
import TesseraLayout
import TesseraRender

/// A cell that shows its item's identity on a colour of its own, and, in
/// layouts that set `layoutMode`, a picture fitted or filled.
///
/// It reads the custom attributes layouts set by their conventional names:
/// `maskingValue` darkens it (Cover Flow), `layoutMode` (`aspectFit` or
/// `aspectFill`) and `fillAmount` place its picture (Dimensions).
final class DemoCell: CollectionViewCell {
    static let reuseIdentifier = "cell"

    private(set) var identity = 0
    private var image: Bitmap?
    private var dim = 0.0
    private var imageMode: ElementAppearance.ContentMode?
    private var fillAmount: Double?

    func configure(identity: Int, image: Bitmap?) {
        self.identity = identity
        self.image = image
    }

    override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        if case .number(let m) = attributes.custom.value(named: "maskingValue") { dim = m } else { dim = 0 }
        if case .string(let mode) = attributes.custom.value(named: "layoutMode") {
            imageMode = ElementAppearance.ContentMode(rawValue: mode)
        } else {
            imageMode = nil
        }
        if case .number(let f) = attributes.custom.value(named: "fillAmount") { fillAmount = f } else { fillAmount = nil }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        dim = 0
        imageMode = nil
        fillAmount = nil
        image = nil
    }

    /// What the painters draw for this cell.
    var appearance: ElementAppearance {
        var look = ElementAppearance(fill: Palette.color(for: identity), label: String(identity), labelColor: .white, dim: dim)
        if isSelected {
            look.border = Color(hex: 0x1C1C1E)
            look.borderWidth = 4
        }
        if isHighlighted { look.dim = max(look.dim, 0.3) }
        if let image, let mode = imageMode {
            look.image = ElementAppearance.Image(bitmap: image, mode: mode, clips: true, fillAmount: fillAmount)
            look.fill = Color(hex: 0x2C2C2E)
        }
        return look
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

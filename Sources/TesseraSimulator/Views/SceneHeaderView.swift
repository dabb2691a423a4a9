import TesseraLayout
import TesseraRender

/// A section header or footer: a pale band with the section's title.
final class SceneHeaderView: ReusableView {
    static let reuseIdentifier = "header"
    private(set) var title = ""

    func configure(title: String) {
        self.title = title
    }

    var appearance: ElementAppearance {
        ElementAppearance(fill: Color(hex: 0xD1D1D6), label: title, labelColor: Color(hex: 0x1C1C1E))
    }
}

/// A decoration view: its look comes from its kind, since layouts register one
/// class for all their decorations.
final class DemoDecorationView: ReusableView {
    var appearance: ElementAppearance {
        switch attributes?.elementKind?.name {
        case "clockHand": return ElementAppearance(fill: Color(hex: 0x1C1C1E))
        case "binder": return ElementAppearance(fill: Color(hex: 0xE5E5EA), border: Color(hex: 0xC7C7CC), borderWidth: 1)
        default: return ElementAppearance(fill: Color(hex: 0xE5E5EA))
        }
    }
}

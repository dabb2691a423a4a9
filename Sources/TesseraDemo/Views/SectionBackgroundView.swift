import TesseraLayout
import TesseraRender
import TesseraSimulator

/// The card drawn behind each section of the compositional grid: a section background decoration
/// (`CollectionLayoutDecorationItem.background(elementKind:)`) with no data of its own.
public final class SectionBackgroundView: ReusableView, AppearanceProviding {
    /// A pale card with a thin edge.
    public var appearance: ElementAppearance {
        ElementAppearance(fill: Color(hex: 0xEEF1F6), border: Color(hex: 0xC9D1DD), borderWidth: 1)
    }
}

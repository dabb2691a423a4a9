import Foundation
import TesseraGeometry
import TesseraLayout

/// A `CompositionalLayout` a scene can set up: every section a grid of `columns` items a row under a header, on a
/// card, as the grids of Apple's "Implementing Modern Collection Views" sample. A pinch changes the number of columns.
///
/// The sections are built by the layout's section provider from the properties below each time the layout is
/// prepared, as a UIKit app rebuilds them; setting a property invalidates the layout.
public final class CompositionalGridLayout: CompositionalLayout, PinchAdjustableLayout {
    /// The kind of the card behind each section.
    public static let backgroundKind: ElementKind = "sectionCard"

    /// The settings the section provider reads; a class, so that the provider, made before the layout exists,
    /// can hold them.
    private final class Settings {
        var columns = 3
        var itemHeight = 0.0
        var itemInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        var sectionInsets = EdgeInsets(top: 8, left: 12, bottom: 12, right: 12)
        var interGroupSpacing = 0.0
        var headerHeight = 30.0
        var pinHeaders = false
        var backgrounds = true
    }

    private let settings: Settings
    private var pinchStartColumns = 3

    /// Items a row, 1 to 12 (3 by default).
    public var columns: Int {
        get { settings.columns }
        set { settings.columns = min(12, max(1, newValue)); invalidateLayout() }
    }
    /// Each row's height in points; 0 (the default) makes the items square.
    public var itemHeight: Double {
        get { settings.itemHeight }
        set { settings.itemHeight = max(0, newValue); invalidateLayout() }
    }
    /// Each item's content insets (2 all round by default).
    public var itemInsets: EdgeInsets {
        get { settings.itemInsets }
        set { settings.itemInsets = newValue; invalidateLayout() }
    }
    /// Each section's content insets (8, 12, 12, 12 by default).
    public var sectionInsets: EdgeInsets {
        get { settings.sectionInsets }
        set { settings.sectionInsets = newValue; invalidateLayout() }
    }
    /// Space between rows, in points (0 by default).
    public var interGroupSpacing: Double {
        get { settings.interGroupSpacing }
        set { settings.interGroupSpacing = newValue; invalidateLayout() }
    }
    /// The section header's height; 0 for none (30 by default).
    public var headerHeight: Double {
        get { settings.headerHeight }
        set { settings.headerHeight = max(0, newValue); invalidateLayout() }
    }
    /// Whether headers stay on screen while their section is (false by default).
    public var pinHeaders: Bool {
        get { settings.pinHeaders }
        set { settings.pinHeaders = newValue; invalidateLayout() }
    }
    /// Whether each section sits on a card (true by default).
    public var backgrounds: Bool {
        get { settings.backgrounds }
        set { settings.backgrounds = newValue; invalidateLayout() }
    }

    /// A three-column grid of square items under 30-point headers, on cards 10 points apart.
    public init() {
        let settings = Settings()
        self.settings = settings
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        super.init(sectionProvider: { _, _ in Self.section(settings) }, configuration: configuration)
        register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
    }

    private static func section(_ s: Settings) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1 / Double(s.columns)),
                                                                         heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(s.itemInsets)
        let rowHeight: CollectionLayoutDimension = s.itemHeight > 0 ? .absolute(s.itemHeight) : .fractionalWidth(1 / Double(s.columns))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: rowHeight),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(s.sectionInsets)
        section.interGroupSpacing = s.interGroupSpacing
        section.boundarySupplementaryItems = SectionHeaderItem.items(height: s.headerHeight, pinned: s.pinHeaders)
        if s.backgrounds {
            let card = CollectionLayoutDecorationItem.background(elementKind: backgroundKind)
            card.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            section.decorationItems = [card]
        }
        return section
    }

    /// Remembers the columns the pinch starts from.
    public func beginPinchAdjustment() { pinchStartColumns = columns }

    /// Spreading the fingers shows fewer, larger columns; pinching them together more, smaller ones: a column
    /// for each 20% of scale, the first as soon as the scale has moved 5% (one Ctrl+wheel notch is 10%).
    public func adjustForPinch(scale: Double, span: Double?) {
        if let wanted = PinchColumnRule.columns(from: pinchStartColumns, scale: scale, in: 1...12), wanted != columns { columns = wanted }
    }

    /// The layout's elements one at a time with no array, as a `CompositionalLayout`'s: this class leaves the query as it is.
    public override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        forEachOwnElement(in: rect, body)
    }
}

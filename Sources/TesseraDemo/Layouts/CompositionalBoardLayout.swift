import Foundation
import TesseraGeometry
import TesseraLayout

/// A horizontal `CompositionalLayout` a scene can set up: a board of columns side by side, one a section, each a
/// stack of cards under its title that scrolls up and down on its own, as the boards of a task tracker.
///
/// The layout scrolls sideways (`configuration.scrollDirection = .horizontal`), so each section's
/// `orthogonalScrollingBehavior` makes its column scroll vertically: a drag up or down on a column moves that column,
/// a sideways drag moves the board. The title is a `.top` boundary item, which in a horizontal layout takes room above
/// the section's cards; it is drawn over them (`zIndex` 2), so cards scroll up under it. The sections are built by the
/// layout's section provider from the properties below each time the layout is prepared; setting a property
/// invalidates the layout.
public final class CompositionalBoardLayout: CompositionalLayout {
    /// The kind of the lane behind each column.
    public static let laneKind: ElementKind = "boardLane"

    /// The settings the section provider reads; a class, so that the provider, made before the layout exists,
    /// can hold them.
    private final class Settings {
        var columnWidth = 240.0
        var cardHeight = 88.0
        var spacing = 8.0
        var columnInsets = EdgeInsets(top: 0, left: 8, bottom: 8, right: 8)
        var titleHeight = 36.0
        var behavior = CollectionLayoutSectionOrthogonalScrollingBehavior.continuous
        var lanes = true
    }

    private let settings: Settings

    /// Each column's width in points, its cards as wide (240 by default).
    public var columnWidth: Double {
        get { settings.columnWidth }
        set { settings.columnWidth = max(1, newValue); invalidateLayout() }
    }
    /// Each card's height in points (88 by default).
    public var cardHeight: Double {
        get { settings.cardHeight }
        set { settings.cardHeight = max(1, newValue); invalidateLayout() }
    }
    /// Space between one card and the next, in points (8 by default).
    public var spacing: Double {
        get { settings.spacing }
        set { settings.spacing = max(0, newValue); invalidateLayout() }
    }
    /// Space between one column and the next, in points (12 by default).
    public var columnSpacing: Double {
        get { configuration.interSectionSpacing }
        set { configuration.interSectionSpacing = max(0, newValue) }
    }
    /// Each column's content insets (0, 8, 8, 8 by default): the top one above its title, the bottom one below its
    /// last card when scrolled to the end, the left and right ones beside its cards.
    public var columnInsets: EdgeInsets {
        get { settings.columnInsets }
        set { settings.columnInsets = newValue; invalidateLayout() }
    }
    /// The column title's height; 0 for none (36 by default).
    public var titleHeight: Double {
        get { settings.titleHeight }
        set { settings.titleHeight = max(0, newValue); invalidateLayout() }
    }
    /// How each column scrolls and where it comes to rest (`continuous` by default; `groupPaging` rests a card at the top).
    public var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior {
        get { settings.behavior }
        set { settings.behavior = newValue; invalidateLayout() }
    }
    /// Whether each column sits on a lane (a background decoration) (true by default).
    public var lanes: Bool {
        get { settings.lanes }
        set { settings.lanes = newValue; invalidateLayout() }
    }

    /// Columns 240 points wide, 12 apart, of cards 88 high and 8 apart under 36-point titles, on lanes.
    public init() {
        let settings = Settings()
        self.settings = settings
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 12
        super.init(sectionProvider: { _, _ in Self.section(settings) }, configuration: configuration)
        register(SectionBackgroundView.self, forDecorationViewOfKind: Self.laneKind)
    }

    private static func section(_ s: Settings) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .fractionalHeight(1)))
        let card = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .absolute(s.columnWidth),
                                                                                   heightDimension: .absolute(s.cardHeight)),
                                                  subitems: [item])
        let section = CollectionLayoutSection(group: card)
        section.orthogonalScrollingBehavior = s.behavior
        section.interGroupSpacing = s.spacing
        section.contentInsets = DirectionalEdgeInsets(s.columnInsets)
        let title = SectionHeaderItem.items(height: s.titleHeight)
        for t in title { t.zIndex = 2 }
        section.boundarySupplementaryItems = title
        if s.lanes {
            section.decorationItems = [.background(elementKind: laneKind)]
        }
        return section
    }

    /// The layout's elements one at a time with no array, as a `CompositionalLayout`'s: this class leaves the query as it is.
    public override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        forEachOwnElement(in: rect, body)
    }
}

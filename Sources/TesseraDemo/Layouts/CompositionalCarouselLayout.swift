import Foundation
import TesseraGeometry
import TesseraLayout

/// A `CompositionalLayout` of carousels a scene can set up: every section one row of cards under a header that
/// scrolls sideways on its own (`orthogonalScrollingBehavior`), as the shelves of an app store or a music library, and
/// the "Orthogonal Section Behaviors" of Apple's "Implementing Modern Collection Views" sample.
///
/// A sideways drag on a row moves that row; a drag up or down scrolls the page. The sections are built by the
/// layout's section provider from the properties below each time the layout is prepared; setting a property
/// invalidates the layout.
public final class CompositionalCarouselLayout: CompositionalLayout {
    /// The settings the section provider reads; a class, so that the provider, made before the layout exists,
    /// can hold them.
    private final class Settings {
        var behavior = CollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
        var cardWidth = 0.42
        var cardHeight = 120.0
        var spacing = 10.0
        var sectionInsets = EdgeInsets(top: 4, left: 16, bottom: 12, right: 16)
        var headerHeight = 30.0
        var edgeScale = 1.0
    }

    private let settings: Settings

    /// How each row scrolls and where it comes to rest (`groupPaging` by default).
    public var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior {
        get { settings.behavior }
        set { settings.behavior = newValue; invalidateLayout() }
    }
    /// Each card's width, as a fraction of the collection view's width less the section's insets (0.42 by default).
    public var cardWidth: Double {
        get { settings.cardWidth }
        set { settings.cardWidth = min(1, max(0.05, newValue)); invalidateLayout() }
    }
    /// Each card's height in points; 0 makes the cards square (120 by default).
    public var cardHeight: Double {
        get { settings.cardHeight }
        set { settings.cardHeight = max(0, newValue); invalidateLayout() }
    }
    /// Space between one card and the next, in points (10 by default).
    public var spacing: Double {
        get { settings.spacing }
        set { settings.spacing = max(0, newValue); invalidateLayout() }
    }
    /// Each section's content insets (4, 16, 12, 16 by default): the left and right ones lie at the row's ends.
    public var sectionInsets: EdgeInsets {
        get { settings.sectionInsets }
        set { settings.sectionInsets = newValue; invalidateLayout() }
    }
    /// The section header's height; 0 for none (30 by default).
    public var headerHeight: Double {
        get { settings.headerHeight }
        set { settings.headerHeight = max(0, newValue); invalidateLayout() }
    }

    /// The scale of a card whose centre is at the window's edge, 0.3 to 1 (1 by default: no scaling). Below 1 each
    /// row's `visibleItemsInvalidationHandler` scales its cards by their distance from the window's centre, so the
    /// card in the middle is the largest, as the carousels of many iOS apps do.
    public var edgeScale: Double {
        get { settings.edgeScale }
        set { settings.edgeScale = min(1, max(0.3, newValue)); invalidateLayout() }
    }

    /// Rows of cards 0.42 of the width wide and 120 points high, 10 apart, under 30-point headers, paging a card at a time.
    public init() {
        let settings = Settings()
        self.settings = settings
        super.init(sectionProvider: { _, _ in Self.section(settings) })
    }

    private static func section(_ s: Settings) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .fractionalHeight(1)))
        let height: CollectionLayoutDimension = s.cardHeight > 0 ? .absolute(s.cardHeight) : .fractionalWidth(s.cardWidth)
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(s.cardWidth),
                                                                                      heightDimension: height),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = s.behavior
        section.interGroupSpacing = s.spacing
        section.contentInsets = DirectionalEdgeInsets(s.sectionInsets)
        section.boundarySupplementaryItems = SectionHeaderItem.items(height: s.headerHeight)
        if s.edgeScale < 1 {
            let edge = s.edgeScale
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let half = environment.container.contentSize.width / 2
                guard half > 0 else { return }
                for item in items {
                    let distance = min(1, abs(item.frame.midX - offset.x - half) / half)
                    let scale = 1 - (1 - edge) * distance
                    item.transform = Transform2D(scaleX: scale, y: scale)
                }
            }
        }
        return section
    }

    /// The layout's elements one at a time with no array, as a `CompositionalLayout`'s: this class leaves the query as it is.
    public override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        forEachOwnElement(in: rect, body)
    }
}

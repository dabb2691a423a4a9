import TesseraGeometry

/// A closure that changes a section's items on screen just before they are shown, as UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: the items, the scroll offset and the environment.
///
/// The offset is the collection view's content offset; in a section that scrolls sideways, its `x` is how far the
/// row is scrolled, so `item.frame.midX - offset.x` is where the item is across the screen.
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([CollectionLayoutVisibleItem], Point, CollectionLayoutEnvironment) -> Void

/// One section of a ``CompositionalLayout``, as `NSCollectionLayoutSection`: its group, repeated down the
/// section until every item has a place, with insets, spacing, headers, footers and backgrounds.
///
/// Sections lay out along the layout's vertical axis; one whose ``orthogonalScrollingBehavior`` is not `.none` lays its
/// groups out in one row instead, which scrolls sideways on its own.
public final class CollectionLayoutSection {
    /// The group the section repeats.
    public let group: CollectionLayoutGroup
    /// Space between the section's edges and its groups. The top and bottom insets lie between the groups and
    /// the section's headers and footers.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between one group and the next, in points.
    public var interGroupSpacing = 0.0
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// The views drawn behind the section.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether headers and footers are as wide as the section's content, within its leading and trailing insets
    /// (true by default), or as wide as the collection view.
    public var supplementariesFollowContentInsets = true
    /// Whether the section's groups follow one another down the layout (`.none`, the default) or lie in one row that
    /// scrolls sideways, and where that row comes to rest.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Changes the section's cells and badges each time the layout is queried, just before they are shown: as they
    /// scroll, sideways or with the page, and as the data or the size changes (UIKit's `visibleItemsInvalidationHandler`).
    ///
    /// It is given the items a query finds in the section, which include those just off screen that the collection
    /// view keeps ready, and may change their alpha, z-index, hidden flag, centre and transform. Their geometry and
    /// the offset it is given are described at ``CollectionLayoutSectionVisibleItemsInvalidationHandler``.
    public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Space above the section's headers and below its footers: a grouped list's padding, which UIKit gives list
    /// sections and no other section.
    var paddingAbove = 0.0, paddingBelow = 0.0

    /// A section that repeats `group` (UIKit's `NSCollectionLayoutSection(group:)`).
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

extension CollectionLayoutSection {
    /// A list section for `configuration` (UIKit's `list(using:layoutEnvironment:)`): one full-width row an item,
    /// each sizing itself from an estimate of 44 points, under and over the headers and footers the configuration asks for.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = CollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [CollectionLayoutItem(layoutSize: rowSize)])
        let section = CollectionLayoutSection(group: group)
        let appearance = configuration.appearance
        let side = appearance.isInset ? 20.0 : 0
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        if appearance.isGrouped {
            section.paddingAbove = max(0, configuration.headerTopPadding ?? 20)
            section.paddingBelow = 20
        }
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: .sectionHeader, alignment: .top)
            header.pinToVisibleBounds = appearance.pinsHeaders
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: .sectionFooter, alignment: .bottom))
        }
        return section
    }
}

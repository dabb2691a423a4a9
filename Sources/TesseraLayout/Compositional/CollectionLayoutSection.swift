import TesseraGeometry

/// One section of a ``CompositionalLayout``, as `NSCollectionLayoutSection`: its group, repeated down the
/// section until every item has a place, with insets, spacing, headers, footers and backgrounds.
///
/// Sections lay out along the layout's vertical axis; UIKit's `orthogonalScrollingBehavior` (a section that scrolls
/// sideways on its own) is not carried over.
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

    /// A section that repeats `group` (UIKit's `NSCollectionLayoutSection(group:)`).
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// How a ``CollectionLayoutSection`` scrolls across the layout's axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Any value but ``none`` lays the section's groups out in one row, side by side, and the row scrolls sideways on its
/// own: a drag that starts in the row and moves more sideways than up or down moves the row, not the collection view.
/// The values differ in where a released row comes to rest (see ``CompositionalLayout``'s orthogonal scrolling).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section's groups follow one another down the layout (the default).
    case none
    /// The row scrolls freely and decelerates as the collection view does.
    case continuous
    /// The row scrolls freely and comes to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// The row turns a page (the collection view's width) at a time.
    case paging
    /// The row moves one group at a time, coming to rest with a group's leading edge at the section's leading inset.
    case groupPaging
    /// The row moves one group at a time, coming to rest with a group centred in the collection view.
    case groupPagingCentered

    /// Whether the section scrolls sideways at all.
    public var scrollsOrthogonally: Bool { self != .none }
}

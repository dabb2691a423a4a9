/// Where ``CollectionView/scrollToItem(at:at:animated:)`` puts an item, as
/// `UICollectionView.ScrollPosition`. Combine at most one vertical and one
/// horizontal position (more along one axis is refused with ``ScrollPositionError``);
/// an axis with neither is left where it is.
public struct ScrollPosition: OptionSet, Sendable {
    /// The positions as bits: top 1, centeredVertically 2, bottom 4, left 8, centeredHorizontally 16, right 32.
    public let rawValue: Int
    /// Creates the set of positions whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The item's top edge at the top of the visible area, just inside the top content inset.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the vertical centre of the visible area inside the content insets.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area, just inside the bottom content inset.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area, just inside the left content inset.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the horizontal centre of the visible area inside the content insets.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area, just inside the right content inset.
    public static let right = ScrollPosition(rawValue: 1 << 5)
}

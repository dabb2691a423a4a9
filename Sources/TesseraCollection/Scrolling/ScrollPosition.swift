/// Where ``CollectionView/scrollToItem(at:at:animated:)`` puts an item, as
/// `UICollectionView.ScrollPosition`. Combine at most one vertical and one
/// horizontal position; an axis with neither is left where it is.
public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
}

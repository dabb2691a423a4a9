import TesseraGeometry

/// Items laid out along a line, as `NSCollectionLayoutGroup`: a row (``horizontal(layoutSize:subitems:)``), a
/// column (``vertical(layoutSize:subitems:)``), or frames of the caller's own (``custom(layoutSize:itemProvider:)``).
/// A section repeats its group until it has placed every item.
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// Which way the group lines up its subitems.
    public enum Axis: Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How the group decides how many subitems it holds.
    enum Repetition: Hashable {
        /// The subitems in turn, again and again, while the next fits.
        case fill
        /// `count` of the one subitem, each sized to share the group equally (the iOS 13 `subitem:count:`).
        case equalShares(Int)
        /// `count` of the one subitem, each of its own size (iOS 16's `repeatingSubitem:count:`).
        case repeating(Int)
        /// The frames the group's item provider gives.
        case custom
    }

    /// Which way the subitems line up (`.horizontal` for a custom group, which has none).
    public let axis: Axis
    /// The items and groups this group lays out (none for a custom group).
    public let subitems: [CollectionLayoutItem]
    let repetition: Repetition
    /// A custom group's item provider.
    let itemProvider: CollectionLayoutGroupCustomItemProvider?

    /// The space between neighbouring subitems; nil for none.
    public var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], repetition: Repetition,
                 itemProvider: CollectionLayoutGroupCustomItemProvider? = nil) {
        precondition(!subitems.isEmpty || itemProvider != nil, "a group needs at least one subitem")
        self.axis = axis
        self.subitems = subitems
        self.repetition = repetition
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize)
    }

    /// A group of `layoutSize` whose items lie where `itemProvider` says, asked each time the group is placed
    /// (UIKit's `custom(layoutSize:itemProvider:)`): each frame, relative to the group's top-leading corner, is a
    /// cell, for as many of the section's items as are left. Along an estimated axis the group is as long as its
    /// frames reach. A group whose provider gives no frame places no item, and the section's later items get no place.
    public static func custom(layoutSize: CollectionLayoutSize,
                              itemProvider: @escaping CollectionLayoutGroupCustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [], repetition: .custom, itemProvider: itemProvider)
    }

    /// Whether this group, or a group it holds, is custom: its frames may differ each time it is placed.
    var containsCustomGroup: Bool {
        itemProvider != nil || subitems.contains { ($0 as? CollectionLayoutGroup)?.containsCustomGroup == true }
    }

    /// A row of `subitems` in turn, repeated while the next one fits in the group's width.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repetition: .fill)
    }

    /// A column of `subitems` in turn, repeated while the next one fits in the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, repetition: .fill)
    }

    /// A row of `count` copies of `subitem` sized to share the group's width equally, less the spacing between them
    /// (UIKit's `horizontal(layoutSize:subitem:count:)`, deprecated in iOS 16 but widely used).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repetition: .equalShares(max(1, count)))
    }

    /// A column of `count` copies of `subitem` sized to share the group's height equally, less the spacing.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repetition: .equalShares(max(1, count)))
    }

    /// A row of `count` copies of `subitem`, each of its own size (iOS 16's `horizontal(layoutSize:repeatingSubitem:count:)`).
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                  count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repetition: .repeating(max(1, count)))
    }

    /// A column of `count` copies of `subitem`, each of its own size (iOS 16's `vertical(layoutSize:repeatingSubitem:count:)`).
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repetition: .repeating(max(1, count)))
    }
}

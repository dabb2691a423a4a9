import TesseraGeometry

/// The smallest part of a ``CompositionalLayout``: one cell's size and insets, as `NSCollectionLayoutItem`.
///
/// A group is an item too (``CollectionLayoutGroup``), so groups nest.
open class CollectionLayoutItem {
    /// The item's size, measured against the group that holds it.
    public let layoutSize: CollectionLayoutSize

    /// Space taken from each edge of the room the item is given, after it is placed: the cell is that much smaller.
    ///
    /// As in UIKit, an inset along an axis whose dimension is estimated is ignored.
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// Space around the item inside its group, which moves it and keeps its size (nil, none, by default); see
    /// ``CollectionLayoutEdgeSpacing``.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// Views attached to each of the item's cells, such as badges, or to each placement of a group, such as a row's
    /// title (UIKit's groups let it be set; so does Tessera for any item).
    public var supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// An item of `layoutSize` (UIKit's `NSCollectionLayoutItem(layoutSize:)`).
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
        supplementaryItems = []
    }

    /// An item of `layoutSize` with `supplementaryItems` on each of its cells
    /// (UIKit's `NSCollectionLayoutItem(layoutSize:supplementaryItems:)`).
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// ``contentInsets`` less those along an axis whose dimension is estimated.
    var effectiveContentInsets: DirectionalEdgeInsets {
        var insets = contentInsets
        if layoutSize.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
        return insets
    }
}

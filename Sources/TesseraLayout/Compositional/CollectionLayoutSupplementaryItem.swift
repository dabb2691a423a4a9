import TesseraGeometry

/// A view attached to each of an item's cells, such as a badge, or to each placement of a group, as
/// `NSCollectionLayoutSupplementaryItem`.
///
/// The data source makes its view, as for any supplementary view of its ``elementKind``, at the cell's index path; a
/// group's, at the index path of the group's first item (UIKit's documentation does not say which). Its size is
/// measured against the cell, or the group; ``containerAnchor`` places it against the cell's edges (after the item's
/// content insets), or the group's (its whole room, so a group's content insets can make room for it).
public final class CollectionLayoutSupplementaryItem {
    /// Its size, as fractions of the cell's or in points.
    public let layoutSize: CollectionLayoutSize
    /// The kind its view is registered and asked for with.
    public let elementKind: ElementKind
    /// Where it sits against the cell.
    public let containerAnchor: CollectionLayoutAnchor
    /// Its stacking order (1 by default); it is always drawn above its cell.
    public var zIndex = 1

    /// A view of `elementKind` and `layoutSize` anchored to each cell by `containerAnchor`
    /// (UIKit's `init(layoutSize:elementKind:containerAnchor:)`).
    public init(layoutSize: CollectionLayoutSize, elementKind: ElementKind, containerAnchor: CollectionLayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }
}

/// Space added around an item inside its group, as `NSCollectionLayoutEdgeSpacing`: the item keeps its size and moves.
///
/// Along the group's axis (leading and trailing in a row, top and bottom in a column) the spacing is part of the room
/// the item takes, so fewer items may fit; across it, the spacing moves the item within the group's thickness. A
/// ``CollectionLayoutSpacing/fixed(_:)`` edge is exactly its points; a ``CollectionLayoutSpacing/flexible(_:)`` one
/// is at least that, and the group's spare room is shared evenly between its flexible edges and, when its
/// ``CollectionLayoutGroup/interItemSpacing`` is flexible, its gaps: flexible leading and trailing edges centre a
/// lone item in a row. Across the axis, flexible edges on both sides centre the item, on one side push it to the
/// other. Edge spacing is applied before the item's content insets.
public final class CollectionLayoutEdgeSpacing {
    /// Space on the leading (left) edge; nil for none.
    public let leading: CollectionLayoutSpacing?
    /// Space on the top edge; nil for none.
    public let top: CollectionLayoutSpacing?
    /// Space on the trailing (right) edge; nil for none.
    public let trailing: CollectionLayoutSpacing?
    /// Space on the bottom edge; nil for none.
    public let bottom: CollectionLayoutSpacing?

    /// Spacing on each edge, nil for none (UIKit's `init(leading:top:trailing:bottom:)`).
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
                bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

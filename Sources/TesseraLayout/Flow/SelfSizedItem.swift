/// What a flow layout keys a self-sized cell's size by: the item's identity,
/// which follows it through updates and moves, or its index path when the
/// host does not follow items.
enum SelfSizedItem: Hashable {
    /// The item's identity, from `LayoutContext.itemIdentity(at:)`.
    case identity(Int)
    /// The item's index path, valid until the counts change.
    case path(ElementPath)
}

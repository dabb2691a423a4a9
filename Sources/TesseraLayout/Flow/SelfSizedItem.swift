/// What a flow or compositional layout keys a self-sized cell's size by: the item's identity,
/// which follows it through updates and moves, or its index path when the
/// host does not follow items.
enum SelfSizedItem: Hashable {
    /// The item's identity, from `LayoutContext.itemIdentity(at:)`.
    case identity(Int)
    /// The item's index path, valid until the counts change.
    case path(ElementPath)

    /// The key of the item at `indexPath` in `host`: its identity when the host follows items, else the path.
    init(_ indexPath: ElementPath, in host: any LayoutContext) {
        self = host.itemIdentity(at: indexPath).map(SelfSizedItem.identity) ?? .path(indexPath)
    }
}

extension Dictionary where Key == SelfSizedItem {
    /// After the counts changed: drops what was kept by index path, which no longer names the same items, and
    /// everything once more is kept than twice the items `context` has.
    mutating func forgetStaleItems(context: any LayoutContext) {
        var total = 0
        for s in 0..<Swift.max(0, context.numberOfSections) { total += Swift.max(0, context.numberOfItems(inSection: s)) }
        self = filter { key, _ in
            if case .identity = key { return true }
            return false
        }
        if count > 2 * Swift.max(total, 1) { removeAll() }
    }
}

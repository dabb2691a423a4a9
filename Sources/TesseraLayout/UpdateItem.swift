/// One change in a batch update, as `UICollectionViewUpdateItem`.
///
/// Following UIKit's index rules, `indexPathBeforeUpdate` refers to the data
/// before the batch (deletes, reloads, move sources) and `indexPathAfterUpdate`
/// to the data after it (inserts, reloads, move targets). For a section
/// update, ``isSectionUpdate`` is true and only the `section` of each index path
/// is meaningful (its item is 0).
public struct UpdateItem: Hashable, Sendable, CustomStringConvertible {
    /// What happened to the element.
    public enum Action: String, Hashable, Sendable {
        /// `insert` (an after-path only), `delete` (a before-path only), `reload` (replaced in place), `move` (both paths) or `none`.
        case insert, delete, reload, move, none
    }

    /// What happened: an insert, a delete, a reload or a move.
    public var action: Action
    /// Where the element was in the data before the batch; nil for an insert.
    public var indexPathBeforeUpdate: ElementPath?
    /// Where the element is in the data after the batch; nil for a delete.
    public var indexPathAfterUpdate: ElementPath?
    /// Whether the whole section changed, in which case only each path's `section` counts.
    public var isSectionUpdate: Bool

    /// An update of `action` from `before` (the old data) to `after` (the new data).
    public init(action: Action, before: ElementPath?, after: ElementPath?, isSectionUpdate: Bool = false) {
        self.action = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
        self.isSectionUpdate = isSectionUpdate
    }

    /// The update as one line, such as `insert item [0, 3]` or `move item [0, 1] → [0, 4]`.
    public var description: String {
        let scope = isSectionUpdate ? "section" : "item"
        switch action {
        case .insert: return "insert \(scope) \(indexPathAfterUpdate.map(\.description) ?? "?")"
        case .delete: return "delete \(scope) \(indexPathBeforeUpdate.map(\.description) ?? "?")"
        case .reload: return "reload \(scope) \(indexPathBeforeUpdate.map(\.description) ?? "?")"
        case .move:
            return "move \(scope) \(indexPathBeforeUpdate.map(\.description) ?? "?") → \(indexPathAfterUpdate.map(\.description) ?? "?")"
        case .none: return "none"
        }
    }
}

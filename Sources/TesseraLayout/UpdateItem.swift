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
        case insert, delete, reload, move, none
    }

    public var action: Action
    public var indexPathBeforeUpdate: ElementPath?
    public var indexPathAfterUpdate: ElementPath?
    public var isSectionUpdate: Bool

    public init(action: Action, before: ElementPath?, after: ElementPath?, isSectionUpdate: Bool = false) {
        self.action = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
        self.isSectionUpdate = isSectionUpdate
    }

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

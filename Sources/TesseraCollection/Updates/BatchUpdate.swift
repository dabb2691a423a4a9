import TesseraLayout

/// The changes of one batch update, collected inside
/// ``CollectionView/performBatchUpdates(animation:_:completion:)``.
///
/// UIKit's index rules apply: deletes, reloads and move sources name index paths
/// *before* the update; inserts and move targets name them *after* it. The order
/// of the calls does not matter. A reload keeps the item (and its identity) but
/// asks the data source for a new view; a reloaded section is replaced, items
/// and all.
///
/// ```swift
/// try collectionView.performBatchUpdates { batch in
///     model.remove(at: 2); model.insert("new", at: 0)
///     batch.deleteItems(at: [ElementPath(item: 2, section: 0)])
///     batch.insertItems(at: [ElementPath(item: 0, section: 0)])
/// }
/// ```
public struct BatchUpdate: Sendable {
    /// One move: `from` before the update, `to` after it.
    public struct Move<Index: Sendable & Hashable>: Sendable, Hashable {
        /// The element's index before the update.
        public var from: Index
        /// The element's index after the update.
        public var to: Index
    }

    /// The index paths, after the update, that ``insertItems(at:)`` recorded, in the order given.
    public private(set) var insertedItems: [ElementPath] = []
    /// The index paths, before the update, that ``deleteItems(at:)`` recorded, in the order given.
    public private(set) var deletedItems: [ElementPath] = []
    /// The index paths, before the update, that ``reloadItems(at:)`` recorded, in the order given.
    public private(set) var reloadedItems: [ElementPath] = []
    /// The item moves that ``moveItem(at:to:)`` recorded: each from an index path before the update to one after it.
    public private(set) var movedItems: [Move<ElementPath>] = []
    /// The section indexes, after the update, that ``insertSections(_:)`` recorded, in the order given.
    public private(set) var insertedSections: [Int] = []
    /// The section indexes, before the update, that ``deleteSections(_:)`` recorded, in the order given.
    public private(set) var deletedSections: [Int] = []
    /// The section indexes, before the update, that ``reloadSections(_:)`` recorded, in the order given.
    public private(set) var reloadedSections: [Int] = []
    /// The section moves that ``moveSection(_:toSection:)`` recorded: from an index before to one after.
    public private(set) var movedSections: [Move<Int>] = []

    /// Creates an empty batch; ``CollectionView/performBatchUpdates(animation:_:completion:)`` hands one to its closure.
    public init() {}

    /// Inserts items at index paths after the update.
    public mutating func insertItems(at indexPaths: [ElementPath]) { insertedItems += indexPaths }
    /// Deletes items at index paths before the update.
    public mutating func deleteItems(at indexPaths: [ElementPath]) { deletedItems += indexPaths }
    /// Reloads items at index paths before the update.
    public mutating func reloadItems(at indexPaths: [ElementPath]) { reloadedItems += indexPaths }
    /// Moves an item from `from` (before) to `to` (after).
    public mutating func moveItem(at from: ElementPath, to: ElementPath) { movedItems.append(Move(from: from, to: to)) }
    /// Inserts sections at indexes after the update.
    public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }
    /// Deletes sections at indexes before the update.
    public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }
    /// Reloads sections at indexes before the update.
    public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }
    /// Moves a section from `from` (before) to `to` (after).
    public mutating func moveSection(_ from: Int, toSection to: Int) { movedSections.append(Move(from: from, to: to)) }

    /// Whether no change was recorded.
    public var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// The changes as the layout's ``UpdateItem``s: sections first, then items;
    /// within each, deletes, reloads, moves and inserts.
    func updateItems(plan: BatchUpdatePlan) -> [UpdateItem] {
        var result: [UpdateItem] = []
        result.reserveCapacity(insertedItems.count + deletedItems.count + reloadedItems.count + movedItems.count
                               + insertedSections.count + deletedSections.count + reloadedSections.count + movedSections.count)
        func path(_ s: Int) -> ElementPath { ElementPath(item: 0, section: s) }
        for s in deletedSections { result.append(UpdateItem(action: .delete, before: path(s), after: nil, isSectionUpdate: true)) }
        for s in reloadedSections {
            result.append(UpdateItem(action: .reload, before: path(s), after: path(plan.sectionOldToNew[s]), isSectionUpdate: true))
        }
        for m in movedSections { result.append(UpdateItem(action: .move, before: path(m.from), after: path(m.to), isSectionUpdate: true)) }
        for s in insertedSections { result.append(UpdateItem(action: .insert, before: nil, after: path(s), isSectionUpdate: true)) }
        for p in deletedItems { result.append(UpdateItem(action: .delete, before: p, after: nil)) }
        for p in reloadedItems { result.append(UpdateItem(action: .reload, before: p, after: plan.newIndexPath(forOld: p))) }
        for m in movedItems { result.append(UpdateItem(action: .move, before: m.from, after: m.to)) }
        for p in insertedItems { result.append(UpdateItem(action: .insert, before: nil, after: p)) }
        return result
    }
}

import TesseraLayout

/// A validated batch update: where every section and item goes, built from a
/// ``BatchUpdate`` and the counts before and after it.
///
/// Building it checks UIKit's rules and throws ``BatchUpdateError`` without
/// touching anything: every index in range (deletes, reloads and move sources
/// against the counts before; inserts and move targets against the counts
/// after), no element named twice on one side, no item change inside a section
/// that is itself deleted, inserted or reloaded, and per section
/// `after == before + inserted − deleted + moved in − moved out`.
///
/// Placement follows UIKit: inserted and moved elements take the positions they
/// name; the remaining ones (survivors, reloaded items among them) fill the
/// other positions in their original order.
///
/// Sections without item changes store no per-item table, so a small update to
/// a huge collection costs time proportional to the sections it touches.
public struct BatchUpdatePlan: Sendable {
    /// The item counts per section before and after the update.
    public let oldCounts: [Int], newCounts: [Int]
    /// For each old section its new index, or −1 when deleted.
    public internal(set) var sectionOldToNew: [Int]
    /// For each new section its old index, or −1 when inserted.
    public internal(set) var sectionNewToOld: [Int]
    /// The reloaded sections, by old index. Their items are replaced.
    public internal(set) var reloadedSections: Set<Int> = []
    /// The reloaded items, by old index path. They keep their identity.
    public internal(set) var reloadedItems: Set<ElementPath> = []
    /// The changes as the layout receives them in `prepare(forCollectionViewUpdates:)`.
    public internal(set) var updateItems: [UpdateItem] = []
    /// The supplementary and decoration views the layout said the update deletes (keys before it), from its
    /// `indexPathsToDelete…View(ofKind:)` answers; they leave rather than follow their place.
    public internal(set) var deletedViews: Set<ElementKey> = []
    /// The supplementary and decoration views the layout said the update inserts (keys after it), from its
    /// `indexPathsToInsert…View(ofKind:)` answers; they come in as new.
    public internal(set) var insertedViews: Set<ElementKey> = []

    /// Per old section, each item's new index path (section −1: gone); empty when
    /// the section's items keep their order.
    var itemOldToNew: [[ElementPath]]
    /// Per new section, each item's old index path (section −1: new); empty when
    /// the section's items keep their order.
    var itemNewToOld: [[ElementPath]]
    var sectionIsReloaded: [Bool]
    /// Whether deletes or moves changed the order of an old section's items.
    var orderChangedOld: [Bool]
    /// Whether inserts or moves changed the order of a new section's items.
    var orderChangedNew: [Bool]

    static let unset = -2, gone = -1, reloadMark = -4

    /// Validates `batch` against the counts and builds the mapping.
    public init(oldCounts: [Int], newCounts: [Int], batch: BatchUpdate) throws {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        sectionOldToNew = []
        sectionNewToOld = []
        itemOldToNew = Array(repeating: [], count: oldCounts.count)
        itemNewToOld = Array(repeating: [], count: newCounts.count)
        sectionIsReloaded = Array(repeating: false, count: oldCounts.count)
        orderChangedOld = Array(repeating: false, count: oldCounts.count)
        orderChangedNew = Array(repeating: false, count: newCounts.count)
        try mapSections(batch)
        try mapItems(batch)
        updateItems = batch.updateItems(plan: self)
    }

    // MARK: Queries

    /// Where the item at `old` (before the update) is after it, or nil when it was
    /// deleted or its section was deleted or reloaded.
    public func newIndexPath(forOld old: ElementPath) -> ElementPath? {
        let s = old.section
        guard s >= 0, s < oldCounts.count, old.item >= 0, old.item < oldCounts[s] else { return nil }
        let ns = sectionOldToNew[s]
        guard ns >= 0, !sectionIsReloaded[s] else { return nil }
        let list = itemOldToNew[s]
        if list.isEmpty { return ElementPath(item: old.item, section: ns) }
        let r = list[old.item]
        return r.section >= 0 ? r : nil
    }

    /// Where the item at `new` (after the update) was before it, or nil when it is
    /// new (inserted, or in an inserted or reloaded section).
    public func oldIndexPath(forNew new: ElementPath) -> ElementPath? {
        let s = new.section
        guard s >= 0, s < newCounts.count, new.item >= 0, new.item < newCounts[s] else { return nil }
        let os = sectionNewToOld[s]
        guard os >= 0, !sectionIsReloaded[os] else { return nil }
        let list = itemNewToOld[s]
        if list.isEmpty { return ElementPath(item: new.item, section: os) }
        let r = list[new.item]
        return r.section >= 0 ? r : nil
    }

    /// The new index of old section `old`, or nil when it was deleted.
    public func newSection(forOld old: Int) -> Int? {
        old >= 0 && old < sectionOldToNew.count && sectionOldToNew[old] >= 0 ? sectionOldToNew[old] : nil
    }

    /// The old index of new section `new`, or nil when it was inserted.
    public func oldSection(forNew new: Int) -> Int? {
        new >= 0 && new < sectionNewToOld.count && sectionNewToOld[new] >= 0 ? sectionNewToOld[new] : nil
    }

    /// Whether the old section was reloaded.
    public func isSectionReloaded(old section: Int) -> Bool {
        section >= 0 && section < sectionIsReloaded.count && sectionIsReloaded[section]
    }

    /// Whether new section `j`'s items are in a different order (or set) than its old section's.
    func itemsChanged(inNewSection j: Int) -> Bool {
        let src = sectionNewToOld[j]
        return orderChangedNew[j] || (src >= 0 && orderChangedOld[src])
    }

    // MARK: Sections

    private mutating func mapSections(_ batch: BatchUpdate) throws {
        let before = oldCounts.count, after = newCounts.count
        let inserted = batch.insertedSections.count, deleted = batch.deletedSections.count
        guard after == before + inserted - deleted else {
            throw BatchUpdateError.invalidSectionCount(before: before, after: after, inserted: inserted, deleted: deleted)
        }
        var oldToNew = [Int](repeating: Self.unset, count: before)
        var newToOld = [Int](repeating: Self.unset, count: after)
        func checkOld(_ s: Int, _ op: String) throws {
            guard s >= 0, s < before else { throw BatchUpdateError.sectionOutOfRange(operation: op, section: s, count: before) }
        }
        func checkNew(_ s: Int, _ op: String) throws {
            guard s >= 0, s < after else { throw BatchUpdateError.sectionOutOfRange(operation: op, section: s, count: after) }
        }
        for s in batch.deletedSections {
            try checkOld(s, "delete")
            guard oldToNew[s] == Self.unset else { throw BatchUpdateError.conflict("section \(s) is deleted twice") }
            oldToNew[s] = Self.gone
        }
        for s in batch.reloadedSections {
            try checkOld(s, "reload")
            guard oldToNew[s] == Self.unset, !sectionIsReloaded[s] else {
                throw BatchUpdateError.conflict("section \(s) is reloaded and also deleted or reloaded again")
            }
            sectionIsReloaded[s] = true
            reloadedSections.insert(s)
        }
        for s in batch.insertedSections {
            try checkNew(s, "insert")
            guard newToOld[s] == Self.unset else { throw BatchUpdateError.conflict("section \(s) is inserted twice") }
            newToOld[s] = Self.gone
        }
        for m in batch.movedSections {
            try checkOld(m.from, "move")
            try checkNew(m.to, "move to")
            guard oldToNew[m.from] == Self.unset, !sectionIsReloaded[m.from] else {
                throw BatchUpdateError.conflict("section \(m.from) is moved and also deleted, reloaded or moved again")
            }
            guard newToOld[m.to] == Self.unset else {
                throw BatchUpdateError.conflict("section \(m.to) is the target of a move and also inserted or another move's target")
            }
            oldToNew[m.from] = m.to
            newToOld[m.to] = m.from
        }
        // Survivors fill the free positions in order; the count check above makes the numbers match.
        var j = 0
        for s in 0..<before where oldToNew[s] == Self.unset {
            while newToOld[j] != Self.unset { j += 1 }
            oldToNew[s] = j
            newToOld[j] = s
            j += 1
        }
        sectionOldToNew = oldToNew
        sectionNewToOld = newToOld
    }
}

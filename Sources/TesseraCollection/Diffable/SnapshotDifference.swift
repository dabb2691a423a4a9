import TesseraLayout

/// The batch update that turns one snapshot into another, by identifier: what a diffable data source hands to
/// ``CollectionView/performBatchUpdates(animation:_:completion:)``.
///
/// Sections and items only in the old snapshot are deleted, those only in the new one inserted. Of those in both,
/// as many as possible stay put: the longest run that keeps its order (within a section that is in both, for items)
/// is left to the update's rule that survivors keep their order, and every other one moves. An item whose old section
/// is deleted, or whose new section is inserted, cannot be moved by UIKit's rules: it is deleted and inserted.
/// Reloaded sections and items that stay put are reloaded; a reloaded section that moves is deleted and inserted,
/// and a reloaded item that moves is reconfigured after the update.
struct SnapshotDifference<SectionID: Hashable, ItemID: Hashable> {
    /// The update.
    var batch = BatchUpdate()
    /// Index paths, after the update, whose cells are configured again once it is applied.
    var reconfigured: [ElementPath] = []

    init(from old: DiffableDataSourceSnapshot<SectionID, ItemID>, to new: DiffableDataSourceSnapshot<SectionID, ItemID>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var oldSectionIndex: [SectionID: Int] = [:], newSectionIndex: [SectionID: Int] = [:]
        for (i, s) in oldSections.enumerated() { oldSectionIndex[s] = i }
        for (i, s) in newSections.enumerated() { newSectionIndex[s] = i }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)

        // Sections: the longest run of common sections in order stays; the others move. A reloaded one that would
        // move is replaced instead.
        let common = newSections.filter { oldSectionIndex[$0] != nil }
        let staying = Self.longestIncreasingRun(common.map { oldSectionIndex[$0]! })
        var replaced = Set<SectionID>()
        for (k, s) in common.enumerated() {
            let from = oldSectionIndex[s]!, to = newSectionIndex[s]!
            if staying.contains(k) {
                if reloadedSections.contains(s) { batch.reloadSections([from]) }
            } else if reloadedSections.contains(s) {
                replaced.insert(s)
            } else {
                batch.moveSection(from, toSection: to)
            }
        }
        for (i, s) in oldSections.enumerated() where newSectionIndex[s] == nil || replaced.contains(s) { batch.deleteSections([i]) }
        for (i, s) in newSections.enumerated() where oldSectionIndex[s] == nil || replaced.contains(s) { batch.insertSections([i]) }

        // Whether a section's items can be named: in the old snapshot, not deleted or reloaded; in the new, not
        // inserted or reloaded.
        func usableOld(_ s: SectionID) -> Bool { newSectionIndex[s] != nil && !replaced.contains(s) && !reloadedSections.contains(s) }
        func usableNew(_ s: SectionID) -> Bool { oldSectionIndex[s] != nil && !replaced.contains(s) && !reloadedSections.contains(s) }

        var oldPath: [ItemID: ElementPath] = [:]
        for s in oldSections.indices {
            for (i, item) in old.items(inSectionAt: s).enumerated() { oldPath[item] = ElementPath(item: i, section: s) }
        }
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        var present = Set<ItemID>()
        for (t, section) in newSections.enumerated() {
            let newItems = new.items(inSectionAt: t)
            present.formUnion(newItems)
            guard usableNew(section) else { continue }
            let source = oldSectionIndex[section]!
            // The items that were in this same section: the longest run in order stays.
            var sameSection: [Int] = [], sameSectionOld: [Int] = []
            for (i, item) in newItems.enumerated() {
                if let p = oldPath[item], p.section == source { sameSection.append(i); sameSectionOld.append(p.item) }
            }
            let stay = Set(Self.longestIncreasingRun(sameSectionOld).map { sameSection[$0] })
            for (i, item) in newItems.enumerated() {
                let to = ElementPath(item: i, section: t)
                guard let from = oldPath[item], usableOld(oldSections[from.section]) else {
                    batch.insertItems(at: [to])
                    continue
                }
                if stay.contains(i) {
                    if reloadedItems.contains(item) { batch.reloadItems(at: [from]) }
                } else {
                    batch.moveItem(at: from, to: to)
                    if reloadedItems.contains(item) { reconfigured.append(to) }
                }
            }
        }
        // Items gone, or gone to a section that cannot take a move, from a section that survives.
        for (s, section) in oldSections.enumerated() where usableOld(section) {
            for (i, item) in old.items(inSectionAt: s).enumerated() {
                if !present.contains(item) || !(new.sectionIdentifier(containingItem: item).map(usableNew) ?? false) {
                    batch.deleteItems(at: [ElementPath(item: i, section: s)])
                }
            }
        }
        // Reconfigured items, where they end up.
        for item in new.reconfiguredItemIdentifiers {
            if let p = new.indexPath(of: item) { reconfigured.append(p) }
        }
    }

    /// The positions (into `values`) of one longest strictly increasing run, in order: patience sorting, O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []            // tails[k]: position of the smallest tail of a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var run: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 { run.append(k); k = previous[k] }
        return run.reversed()
    }
}

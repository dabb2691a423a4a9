import TesseraLayout

/// Which item is which: a stable number per item that survives batch updates,
/// so a moved item is recognisably the same item, and state that belongs to an
/// item (the selection, the simulator's `items` output) can follow it.
///
/// An item's identity starts as its index at load time; inserted items get
/// fresh numbers counting up from the largest section count at load time.
/// Storage is lazy: a section whose items were never rearranged stores nothing,
/// so a million untouched items cost nothing.
struct ItemIdentities {
    /// Per section, the identities in order, or nil when they equal the indexes.
    private(set) var sections: [[Int]?] = []
    /// The next fresh identity.
    private(set) var next = 0

    mutating func reset(counts: [Int]) {
        sections = Array(repeating: nil, count: counts.count)
        next = counts.max() ?? 0
    }

    func identity(at indexPath: ElementPath) -> Int {
        guard indexPath.section >= 0, indexPath.section < sections.count, let list = sections[indexPath.section] else {
            return indexPath.item
        }
        return list[indexPath.item]
    }

    /// Carries identities through `plan`: survivors and moved items keep theirs,
    /// inserted items (and the items of inserted or reloaded sections) get fresh ones.
    mutating func apply(_ plan: BatchUpdatePlan, newCounts: [Int]) {
        var result: [[Int]?] = []
        result.reserveCapacity(newCounts.count)
        for j in 0..<newCounts.count {
            let src = plan.sectionNewToOld[j]
            if src >= 0, !plan.reloadedSections.contains(src), !plan.itemsChanged(inNewSection: j) {
                // Untouched: the items keep their order, so they keep their storage.
                result.append(sections[src])
                continue
            }
            var list = [Int](repeating: 0, count: newCounts[j])
            for k in 0..<newCounts[j] {
                if let o = plan.oldIndexPath(forNew: ElementPath(item: k, section: j)) {
                    list[k] = identity(at: o)
                } else {
                    list[k] = next
                    next += 1
                }
            }
            result.append(list)
        }
        sections = result
    }
}

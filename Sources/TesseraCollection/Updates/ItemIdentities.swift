import TesseraLayout

/// Which item is which: a stable number per item that survives batch updates,
/// so a moved item is recognisably the same item, and state that belongs to an
/// item (the selection, the simulator's `items` output) can follow it.
///
/// Identities are unique across the whole collection view, not per section: an
/// item's identity starts as its position in the whole data at load time,
/// counting section 0's items first (counts `[3, 2]` give `[[0, 1, 2], [3, 4]]`),
/// and inserted items get fresh numbers counting up from the total item count
/// at load time. So an item that moves into another section never shares its
/// number with one already there.
///
/// Storage is lazy: a section whose items were never rearranged stores only the
/// identity of its first item, so a million untouched items cost nothing.
struct ItemIdentities {
    /// One section's identities.
    enum Section {
        /// Consecutive identities: the item at index `i` has `first + i`.
        case consecutive(first: Int)
        /// Each item's identity, in order.
        case listed([Int])
    }

    /// Per section, its identities.
    private(set) var sections: [Section] = []
    /// The next fresh identity.
    private(set) var next = 0

    mutating func reset(counts: [Int]) {
        sections.removeAll(keepingCapacity: true)
        sections.reserveCapacity(counts.count)
        var first = 0
        for count in counts {
            sections.append(.consecutive(first: first))
            first += count
        }
        next = first
    }

    func identity(at indexPath: ElementPath) -> Int {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return indexPath.item }
        switch sections[indexPath.section] {
        case .consecutive(let first): return first + indexPath.item
        case .listed(let list): return list[indexPath.item]
        }
    }

    /// Carries identities through `plan`: survivors and moved items keep theirs,
    /// inserted items (and the items of inserted or reloaded sections) get fresh ones.
    mutating func apply(_ plan: BatchUpdatePlan, newCounts: [Int]) {
        var result: [Section] = []
        result.reserveCapacity(newCounts.count)
        for j in 0..<newCounts.count {
            let src = plan.sectionNewToOld[j]
            if src >= 0, !plan.reloadedSections.contains(src), !plan.itemsChanged(inNewSection: j) {
                // Untouched: the items keep their order, so they keep their storage.
                result.append(sections[src])
                continue
            }
            if src < 0 || plan.reloadedSections.contains(src) {
                // All new: fresh identities, consecutive.
                result.append(.consecutive(first: next))
                next += newCounts[j]
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
            result.append(.listed(list))
        }
        sections = result
    }
}

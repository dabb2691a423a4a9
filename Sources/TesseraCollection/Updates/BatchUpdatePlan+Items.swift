import TesseraLayout

extension BatchUpdatePlan {
    /// Validates the item changes and fills the per-item tables of the sections they touch.
    mutating func mapItems(_ batch: BatchUpdate) throws {
        let unsetPath = ElementPath(item: Self.unset, section: Self.unset)
        var deleted = [Int](repeating: 0, count: oldCounts.count)
        var movedOut = [Int](repeating: 0, count: oldCounts.count)
        var inserted = [Int](repeating: 0, count: newCounts.count)
        var movedIn = [Int](repeating: 0, count: newCounts.count)

        func oldSlot(_ p: ElementPath, _ op: String) throws {
            guard p.section >= 0, p.section < oldCounts.count else {
                throw BatchUpdateError.sectionOutOfRange(operation: "\(op) an item in", section: p.section, count: oldCounts.count)
            }
            guard sectionOldToNew[p.section] >= 0, !sectionIsReloaded[p.section] else {
                throw BatchUpdateError.conflict("\(op) item \(p) in section \(p.section), which is itself deleted or reloaded")
            }
            guard p.item >= 0, p.item < oldCounts[p.section] else {
                throw BatchUpdateError.itemOutOfRange(operation: op, indexPath: p, count: oldCounts[p.section])
            }
            if itemOldToNew[p.section].isEmpty {
                itemOldToNew[p.section] = Array(repeating: unsetPath, count: oldCounts[p.section])
            }
            guard itemOldToNew[p.section][p.item].section == Self.unset else {
                throw BatchUpdateError.conflict("item \(p) is named twice among deletes, reloads and move sources")
            }
        }
        func newSlot(_ p: ElementPath, _ op: String) throws {
            guard p.section >= 0, p.section < newCounts.count else {
                throw BatchUpdateError.sectionOutOfRange(operation: "\(op) an item in", section: p.section, count: newCounts.count)
            }
            let src = sectionNewToOld[p.section]
            guard src >= 0, !sectionIsReloaded[src] else {
                throw BatchUpdateError.conflict("\(op) item \(p) in section \(p.section), which is itself inserted or reloaded")
            }
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw BatchUpdateError.itemOutOfRange(operation: op, indexPath: p, count: newCounts[p.section])
            }
            if itemNewToOld[p.section].isEmpty {
                itemNewToOld[p.section] = Array(repeating: unsetPath, count: newCounts[p.section])
            }
            guard itemNewToOld[p.section][p.item].section == Self.unset else {
                throw BatchUpdateError.conflict("item \(p) is named twice among inserts and move targets")
            }
        }

        for p in batch.deletedItems {
            try oldSlot(p, "delete")
            itemOldToNew[p.section][p.item] = ElementPath(item: Self.gone, section: Self.gone)
            deleted[p.section] += 1
            orderChangedOld[p.section] = true
        }
        for p in batch.reloadedItems {
            try oldSlot(p, "reload")
            itemOldToNew[p.section][p.item] = ElementPath(item: Self.reloadMark, section: Self.reloadMark)
            reloadedItems.insert(p)
        }
        for p in batch.insertedItems {
            try newSlot(p, "insert")
            itemNewToOld[p.section][p.item] = ElementPath(item: Self.gone, section: Self.gone)
            inserted[p.section] += 1
            orderChangedNew[p.section] = true
        }
        for m in batch.movedItems {
            try oldSlot(m.from, "move")
            try newSlot(m.to, "move to")
            itemOldToNew[m.from.section][m.from.item] = m.to
            itemNewToOld[m.to.section][m.to.item] = m.from
            movedOut[m.from.section] += 1
            movedIn[m.to.section] += 1
            orderChangedOld[m.from.section] = true
            orderChangedNew[m.to.section] = true
        }

        for j in 0..<newCounts.count {
            let src = sectionNewToOld[j]
            guard src >= 0, !sectionIsReloaded[src] else { continue }
            let expected = oldCounts[src] - deleted[src] - movedOut[src] + inserted[j] + movedIn[j]
            guard newCounts[j] == expected else {
                throw BatchUpdateError.invalidItemCount(section: j, before: oldCounts[src], after: newCounts[j],
                                                        inserted: inserted[j], deleted: deleted[src],
                                                        movedIn: movedIn[j], movedOut: movedOut[src])
            }
            if itemOldToNew[src].isEmpty && itemNewToOld[j].isEmpty { continue }
            fillSurvivors(old: src, new: j, unsetPath: unsetPath)
        }
    }

    /// Pairs the old section's remaining items, in order, with the new section's free positions, in order.
    private mutating func fillSurvivors(old src: Int, new j: Int, unsetPath: ElementPath) {
        if itemOldToNew[src].isEmpty { itemOldToNew[src] = Array(repeating: unsetPath, count: oldCounts[src]) }
        if itemNewToOld[j].isEmpty { itemNewToOld[j] = Array(repeating: unsetPath, count: newCounts[j]) }
        itemOldToNew[src].withUnsafeMutableBufferPointer { olds in
            itemNewToOld[j].withUnsafeMutableBufferPointer { news in
                var k = 0
                for i in 0..<olds.count {
                    let mark = olds[i].section
                    guard mark == Self.unset || mark == Self.reloadMark else { continue }
                    while news[k].section != Self.unset { k += 1 }
                    olds[i] = ElementPath(item: k, section: j)
                    news[k] = ElementPath(item: i, section: src)
                    k += 1
                }
            }
        }
    }
}

import TesseraCollection
import TesseraLayout

extension Simulation {
    /// Applies `batch` to the scene's data and the collection view together, as
    /// an app changes its model inside `performBatchUpdates`.
    ///
    /// The batch follows UIKit's index rules (see `BatchUpdate`). Surviving and
    /// moved items keep their identities; inserted items, and the items of a
    /// reloaded section, get fresh ones. The batch is checked in full before
    /// anything changes, so an invalid one (an index out of range, an element named
    /// twice, contradicting changes) throws `BatchUpdateError` and leaves the
    /// data, the collection view and the selection as they were.
    ///
    /// ```swift
    /// var batch = BatchUpdate()
    /// batch.moveItem(at: ElementPath(item: 0, section: 0), to: ElementPath(item: 3, section: 0))
    /// try simulation.performBatchUpdates(batch)
    /// ```
    public func performBatchUpdates(_ batch: BatchUpdate, animated: Bool = true) throws {
        let old = model.sections
        let oldCounts = old.map(\.count)
        // The plan checks the batch against these counts; wrong ones (from a
        // batch with bad indexes) only make it throw, as it should.
        let plan = try BatchUpdatePlan(oldCounts: oldCounts, newCounts: Self.counts(after: batch, from: oldCounts), batch: batch)
        let new = plan.newCounts.enumerated().map { section, count in
            (0..<count).map { item -> SceneModel.Item in
                guard let o = plan.oldIndexPath(forNew: ElementPath(item: item, section: section)) else { return model.makeItem() }
                return old[o.section][o.item]
            }
        }
        // Each section's flow overrides go where the section goes; an inserted section has none.
        let oldOverrides = model.overrideIndex
        let newOverrides = plan.newCounts.indices.map { section -> UInt32 in
            guard let o = plan.oldSection(forNew: section), o < oldOverrides.count else { return 0 }
            return oldOverrides[o]
        }
        do {
            try collectionView.performBatchUpdates(animation: animated ? .standard : nil) { b in
                b = batch
                model.replaceSections(new, overrides: newOverrides)
            }
        } catch {
            model.replaceSections(old, overrides: oldOverrides)
            throw error
        }
        if !batch.insertedSections.isEmpty || !batch.deletedSections.isEmpty || !batch.movedSections.isEmpty {
            model.retitleSectionViews(in: collectionView)
        }
    }

    /// The item counts the data has after `batch`, worked out the plain way:
    /// remove the sections that go, place those that come at their targets, then
    /// per section add what arrives and subtract what leaves. Indexes out of range
    /// are ignored here; ``BatchUpdatePlan`` rejects them.
    static func counts(after batch: BatchUpdate, from old: [Int]) -> [Int] {
        let leaving = Set(batch.deletedSections + batch.movedSections.map(\.from))
        var order: [Int?] = old.indices.filter { !leaving.contains($0) }
        let arrivals = (batch.insertedSections.map { ($0, Int?.none) } + batch.movedSections.map { ($0.to, Int?.some($0.from)) })
            .sorted { $0.0 < $1.0 }
        for (target, source) in arrivals { order.insert(source, at: min(max(0, target), order.count)) }
        var newIndex: [Int: Int] = [:]
        for (j, source) in order.enumerated() { if let source { newIndex[source] = j } }
        var delta = Array(repeating: 0, count: order.count)
        func add(_ section: Int?, _ d: Int) { if let j = section, j >= 0, j < delta.count { delta[j] += d } }
        for p in batch.deletedItems { add(newIndex[p.section], -1) }
        for p in batch.insertedItems { add(p.section, 1) }
        for m in batch.movedItems {
            add(newIndex[m.from.section], -1)
            add(m.to.section, 1)
        }
        return order.enumerated().map { j, source in
            let before = source.flatMap { $0 >= 0 && $0 < old.count ? old[$0] : nil } ?? 0
            return max(0, before + delta[j])
        }
    }
}

import TesseraLayout

/// What a collection view knows about making and reusing views: the registered
/// factories per reuse identifier, and the pools of views waiting to be reused.
///
/// Pools keep their capacity, so once a scroll has reached a steady state,
/// recycling a view and dequeuing it again allocate nothing.
struct ReuseRegistry {
    /// Supplementary views are registered per kind and identifier.
    struct SupplementaryID: Hashable {
        var kind: ElementKind
        var identifier: String
    }

    var cellFactories: [String: () -> ReusableView] = [:]
    /// The cell ``CollectionView/reconfigureItems(at:)`` is configuring again: the next dequeue of its reuse
    /// identifier hands it back as it is, without `prepareForReuse()`.
    var reconfiguring: ReusableView?
    var supplementaryFactories: [SupplementaryID: () -> ReusableView] = [:]
    var cellPool = ViewPools<String>()
    var supplementaryPool = ViewPools<SupplementaryID>()
    var decorationPool = ViewPools<ElementKind>()
    /// The cell dequeued last, so that the collection view can check that the cell a data source returns is the one
    /// it dequeued for the item.
    var lastDequeuedCell: ObjectIdentifier?
    /// Views created so far, of every category.
    var createdCount = 0
    /// Views handed out again after `prepareForReuse()`.
    var reusedCount = 0

    // The three dequeues are written out on purpose: folding them into one
    // helper that takes the factory as a closure made scroll.frame.1M allocate
    // (0.0056 per cell, against 0).
    mutating func dequeueCell(_ identifier: String) -> ReusableView {
        let view = takeCell(identifier)
        lastDequeuedCell = ObjectIdentifier(view)
        return view
    }

    private mutating func takeCell(_ identifier: String) -> ReusableView {
        if let view = reconfiguring, view.reuseIdentifier == identifier {
            reconfiguring = nil
            return view
        }
        if let view = cellPool.pop(identifier) {
            reusedCount += 1
            view.prepareForReuse()
            return view
        }
        guard let make = cellFactories[identifier] else {
            preconditionFailure("no cell class or factory registered for reuse identifier \"\(identifier)\"")
        }
        createdCount += 1
        let view = make()
        view.assignReuseIdentifier(identifier)
        return view
    }

    mutating func dequeueSupplementary(_ id: SupplementaryID) -> ReusableView {
        if let view = supplementaryPool.pop(id) {
            reusedCount += 1
            view.prepareForReuse()
            return view
        }
        guard let make = supplementaryFactories[id] else {
            preconditionFailure("no supplementary view registered for kind \"\(id.kind)\" and identifier \"\(id.identifier)\"")
        }
        createdCount += 1
        let view = make()
        view.assignReuseIdentifier(id.identifier)
        return view
    }

    mutating func dequeueDecoration(_ kind: ElementKind, class viewClass: ReusableView.Type) -> ReusableView {
        if let view = decorationPool.pop(kind) {
            reusedCount += 1
            view.prepareForReuse()
            return view
        }
        createdCount += 1
        let view = viewClass.init()
        view.assignReuseIdentifier(kind.name)
        return view
    }

    /// Puts `view`, which showed the element `key`, back in its pool. Views that
    /// were not dequeued (no reuse identifier) are dropped.
    mutating func recycle(_ view: ReusableView, as key: ElementKey) {
        guard let identifier = view.reuseIdentifier else { return }
        switch key.category {
        case .cell:
            cellPool.push(view, for: identifier)
        case .supplementary:
            guard let kind = key.kind else { return }
            supplementaryPool.push(view, for: SupplementaryID(kind: kind, identifier: identifier))
        case .decoration:
            guard let kind = key.kind else { return }
            decorationPool.push(view, for: kind)
        }
    }

    /// The number of views waiting in all pools.
    var pooledCount: Int {
        cellPool.count + supplementaryPool.count + decorationPool.count
    }
}

import TesseraLayout

extension CollectionView {
    /// Registers a cell class for `identifier`; dequeuing makes instances with `init()`.
    public func register(_ cellClass: ReusableView.Type, forCellWithReuseIdentifier identifier: String) {
        registry.cellFactories[identifier] = { cellClass.init() }
    }

    /// Registers a factory that makes cells for `identifier`.
    public func register(forCellWithReuseIdentifier identifier: String, factory: @escaping () -> ReusableView) {
        registry.cellFactories[identifier] = factory
    }

    /// Registers a supplementary view class for views of `kind` with `identifier`.
    public func register(_ viewClass: ReusableView.Type, forSupplementaryViewOfKind kind: ElementKind,
                         withReuseIdentifier identifier: String) {
        registry.supplementaryFactories[.init(kind: kind, identifier: identifier)] = { viewClass.init() }
    }

    /// Registers a factory for supplementary views of `kind` with `identifier`.
    public func register(forSupplementaryViewOfKind kind: ElementKind, withReuseIdentifier identifier: String,
                         factory: @escaping () -> ReusableView) {
        registry.supplementaryFactories[.init(kind: kind, identifier: identifier)] = factory
    }

    /// A cell for `indexPath`: a recycled one after its `prepareForReuse()`, or a
    /// new one from the class or factory registered for `identifier`. Call it from
    /// the data source's `cellForItemAt`. An unregistered identifier is a
    /// programming error.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: ElementPath) -> ReusableView {
        registry.dequeueCell(identifier)
    }

    /// ``dequeueReusableCell(withReuseIdentifier:for:)``, cast to the registered class.
    public func dequeueReusableCell<T: ReusableView>(_ type: T.Type, withReuseIdentifier identifier: String,
                                                     for indexPath: ElementPath) -> T {
        registry.dequeueCell(identifier) as! T
    }

    /// A supplementary view of `kind` for `indexPath`, recycled or new.
    public func dequeueReusableSupplementaryView(ofKind kind: ElementKind, withReuseIdentifier identifier: String,
                                                 for indexPath: ElementPath) -> ReusableView {
        registry.dequeueSupplementary(.init(kind: kind, identifier: identifier))
    }

    /// How many views the collection view has created, of every category.
    public var createdViewCount: Int { registry.createdCount }
    /// How many times a view was handed out again after `prepareForReuse()`.
    public var reusedViewCount: Int { registry.reusedCount }
    /// How many views wait in the reuse pools.
    public var pooledViewCount: Int { registry.pooledCount }
    /// How many elements have a live view (not counting vanishing ones).
    public var liveViewCount: Int { live.count }
    /// How many live cells there are.
    public var liveCellCount: Int { live.keys.reduce(0) { $0 + ($1.category == .cell ? 1 : 0) } }

    /// Has the data source configure the cells of the items at `indexPaths` again, keeping each cell, as UIKit's
    /// `reconfigureItems(at:)`: the data source's `cellForItemAt` runs, and dequeuing the cell's reuse identifier
    /// hands back the cell the item has, without `prepareForReuse()`, so it keeps its state and needs no new
    /// layout. Items without a cell (off screen, beyond the margin) are skipped, as UIKit skips them. A data source
    /// that returns a cell of another identifier has it replace the old one, as a reload would. The change
    /// applies at once; inside the closure of ``performBatchUpdates(animation:_:completion:)`` the index paths are
    /// those before the update, as a reload's are, and the items are reconfigured once the update is committed, at
    /// their new index paths (one the update deletes is skipped), so the data source is asked about its new data.
    public func reconfigureItems(at indexPaths: [ElementPath]) {
        if updateClosureDepth > 0 {
            reconfiguresDuringUpdate += indexPaths
            return
        }
        guard let dataSource else { return }
        for indexPath in indexPaths {
            let key = ElementKey.cell(indexPath)
            guard var element = live[key] else { continue }
            registry.reconfiguring = element.view
            let view = cell(from: dataSource, at: indexPath)
            registry.reconfiguring = nil
            guard view !== element.view else { continue }
            retire(element.view, as: key)
            if let cell = view as? CollectionViewCell {
                cell.isSelected = selected.contains(indexPath)
                cell.isHighlighted = highlighted == indexPath
            }
            view.apply(element.applied)
            element.view = view
            element.isDisplayed = false
            live[key] = element
            lastPassInputs = nil
        }
        layoutIfNeeded()
    }

    /// The data source's cell for the item at `indexPath`, which must be the cell it dequeued for it, as UIKit requires
    /// (it raises `NSInternalInconsistencyException`: cells "must be retrieved by calling
    /// -dequeueReusableCellWithReuseIdentifier:forIndexPath:"). A cell made by the app, or one instance handed out for
    /// several items, would be drawn at one item's place and leave the others blank, with no word.
    private func cell(from dataSource: CollectionViewDataSource, at indexPath: ElementPath) -> ReusableView {
        registry.lastDequeuedCell = nil
        let view = dataSource.collectionView(self, cellForItemAt: dataIndexPath(for: indexPath))
        precondition(registry.lastDequeuedCell == ObjectIdentifier(view),
                     "the data source's cell for item \(indexPath.item) of section \(indexPath.section) is not the cell it "
                     + "dequeued for it: return the cell from dequeueReusableCell(withReuseIdentifier:for:), one for each item")
        return view
    }

    /// Makes the view for an element the layout returned, or nil when the data
    /// source supplies none (a supplementary view it declines, a decoration kind
    /// with no registered class) or the element is a cell of an item the data does not have.
    func makeView(for attributes: LayoutAttributes) -> ReusableView? {
        switch attributes.category {
        case .cell:
            // A layout may return a cell for an item the counts do not have (UIKit raises): it gets no view, and
            // the data source is not asked for an item it does not have.
            let p = attributes.indexPath
            guard let dataSource, p.section >= 0, p.section < sectionCounts.count, p.item >= 0,
                  p.item < sectionCounts[p.section] else { return nil }
            let view = cell(from: dataSource, at: attributes.indexPath)
            if let cell = view as? CollectionViewCell {
                cell.isSelected = selected.contains(attributes.indexPath)
                cell.isHighlighted = highlighted == attributes.indexPath
            }
            return view
        case .supplementary:
            guard let dataSource, let kind = attributes.elementKind else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
        case .decoration:
            guard let kind = attributes.elementKind,
                  let viewClass = decorationClass(forKind: kind) else { return nil }
            return registry.dequeueDecoration(kind, class: viewClass)
        }
    }
}

import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Applies a batch of changes, animating them, as `performBatchUpdates(_:completion:)`.
    ///
    /// Inside `updates`, change the model and record each change on the batch.
    /// Afterwards the collection view reads the new counts from the data source,
    /// validates the batch against them (see ``BatchUpdatePlan``) and only then
    /// commits: it carries identities, the selection and the live views over to the
    /// new index paths, invalidates the layout with
    /// ``InvalidationContext/dataSourceCounts`` (the counts changed, not everything),
    /// prepares it, calls `prepare(forCollectionViewUpdates:)`, moves the content
    /// offset to the layout's `targetContentOffset(forProposedContentOffset:)` for
    /// the current one (clamped to the content; not while a finger drags it), plans
    /// the animations and calls `finalizeCollectionViewUpdates()`. That is how a
    /// chat-style layout keeps the message being read in place when messages are
    /// inserted above it.
    ///
    /// Remaining and moved elements animate from where they were drawn to their new
    /// attributes; elements that were not on screen and are now (inserted ones, and
    /// those the update moved into view) from the layout's initial attributes for
    /// appearing elements, as UIKit asks for them; deleted ones (and the old views of
    /// reloaded ones) to its final attributes for disappearing elements.
    ///
    /// A batch update takes over every element on screen: a previous animation still
    /// running is interrupted, and its completion runs at once with `false`.
    ///
    /// An interactive movement in progress is cancelled first, before `updates`
    /// runs, as UIKit does: the item goes back to its place and the data source is
    /// not told, so the update is read against the data source's own order. It stays
    /// cancelled even when the update then throws.
    ///
    /// ## When it throws
    ///
    /// An invalid update (``BatchUpdateError``) changes nothing: the counts, item
    /// identities, selection, live views, animations and content offset are as they
    /// were, and the layout is not invalidated. `reloadData()` called inside
    /// `updates` reloads nothing and makes the update throw
    /// ``BatchUpdateError/reloadDataDuringUpdate``. A later valid update succeeds.
    ///
    /// But the data source's model is the app's: if `updates` changed it before the
    /// update was refused, the collection view's counts no longer match it, and every
    /// later update would be checked against the wrong counts. Recover by calling
    /// ``reloadData()`` once the update has thrown; it reads the model as it now is
    /// (without animation, and forgetting item identities and the selection, as any
    /// reload does), and updates after it are checked against the new counts:
    ///
    /// ```swift
    /// do {
    ///     try collectionView.performBatchUpdates { batch in
    ///         model.insert(message, at: 0)
    ///         batch.insertItems(at: [ElementPath(item: 0, section: 0)])
    ///     }
    /// } catch {
    ///     collectionView.reloadData()   // the model changed; show it as it is
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - animation: how the change animates; nil applies it at once.
    ///   - updates: changes the model and records the changes.
    ///   - completion: runs with `true` when the animation ends (at once without one),
    ///     or with `false` when a later update or layout change interrupts it.
    /// - Returns: the plan, with the old-to-new index mapping.
    /// - Throws: ``BatchUpdateError`` when the counts do not add up, an index is out
    ///   of range or `updates` called `reloadData()`; whatever `updates` throws.
    ///   Nothing changes then (see "When it throws").
    @discardableResult
    public func performBatchUpdates(animation: Animation? = .standard, _ updates: (inout BatchUpdate) throws -> Void,
                                    completion: ((Bool) -> Void)? = nil) throws -> BatchUpdatePlan {
        if movement != nil { cancelInteractiveMovement() }
        layoutIfNeeded()
        var batch = BatchUpdate()
        try runUpdateClosure(updates, on: &batch)
        guard dataSource != nil else { throw BatchUpdateError.noDataSource }
        let newCounts = readCounts()
        let plan = try BatchUpdatePlan(oldCounts: sectionCounts, newCounts: newCounts, batch: batch)
        apply(plan, newCounts: newCounts, animation: animation, completion: completion)
        return plan
    }

    /// Runs an update closure, noting a `reloadData()` inside it instead of reloading.
    private func runUpdateClosure(_ updates: (inout BatchUpdate) throws -> Void, on batch: inout BatchUpdate) throws {
        updateClosureDepth += 1
        defer { updateClosureDepth -= 1 }
        do {
            try updates(&batch)
        } catch {
            reloadDataCalledDuringUpdate = false
            throw error
        }
        if reloadDataCalledDuringUpdate {
            reloadDataCalledDuringUpdate = false
            throw BatchUpdateError.reloadDataDuringUpdate
        }
    }

    /// Commits a validated plan and plans its animations.
    func apply(_ plan: BatchUpdatePlan, newCounts: [Int], animation: Animation?, completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        let now = clock.now

        // What the old layout had for the elements on screen: the default final
        // attributes of disappearing elements start there.
        layout.recordAttributesBeforeUpdate(live.keys.compactMap { layout.attributes(for: $0) })

        // Commit the data.
        sectionCounts = newCounts
        identities.apply(plan, newCounts: newCounts)
        selected = Set(selected.compactMap { plan.newIndexPath(forOld: $0) })
        highlighted = highlighted.flatMap { plan.newIndexPath(forOld: $0) }
        lastUpdatePlan = plan
        layout.invalidateLayout(with: .dataSourceCounts)
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: plan.updateItems)
        // Where to rest now is the layout's call, as UIKit asks it after updates; kept on the content.
        let target = clampedContentOffset(layout.targetContentOffset(forProposedContentOffset: contentOffset))
        if target != contentOffset, !isDragging { setBounds(Rect(origin: target, size: bounds.size)) }
        layout.prepareIfNeeded()

        let group = animation.map { animator.begin($0, at: now, completion: completion) }
        animator.takeOverTracks()
        carryLiveElements(through: plan, layout: layout, group: group)
        if let group { planAppearing(layout: layout, group: group) }

        layout.finalizeCollectionViewUpdates()
        layout.clearAttributesBeforeUpdate()
        if group == nil, let completion { completionsBuffer.append { completion(true) } }
        layoutIfNeeded()
    }

    /// The key an element has after the update, or nil when it disappears.
    func newKey(for key: ElementKey, plan: BatchUpdatePlan) -> ElementKey? {
        switch key.category {
        case .cell:
            guard !plan.reloadedItems.contains(key.indexPath),
                  let p = plan.newIndexPath(forOld: key.indexPath) else { return nil }
            return .cell(p)
        case .supplementary, .decoration:
            guard !plan.isSectionReloaded(old: key.indexPath.section),
                  let s = plan.newSection(forOld: key.indexPath.section) else { return nil }
            return ElementKey(category: key.category, kind: key.kind, indexPath: ElementPath(item: key.indexPath.item, section: s))
        }
    }

    /// Re-keys surviving live views and sends the others away.
    private func carryLiveElements(through plan: BatchUpdatePlan, layout: Layout, group: Int?) {
        let old = live
        live.removeAll(keepingCapacity: true)
        for (key, element) in old {
            if let k = newKey(for: key, plan: plan), layout.attributes(for: k) != nil {
                live[k] = element
                if let group { animator.track(k, from: element.applied, group: group) }
                continue
            }
            if let group, let final = finalAttributes(for: key, layout: layout) {
                animator.vanish(element.view, from: element.applied, to: final, group: group)
            } else {
                registry.recycle(element.view, as: key)
            }
        }
    }

    /// Gives every element that comes into view, and was not on screen before,
    /// the starting point the layout chooses, as UIKit does: the layout's
    /// `initialLayoutAttributesForAppearing…` methods are asked for inserted
    /// elements and for elements the update moved into view alike (a layout tells
    /// them apart from the update items it got in `prepare(forCollectionViewUpdates:)`).
    /// Elements that were on screen are not asked about: they animate from where
    /// they were drawn (``carryLiveElements(through:layout:group:)``). An element
    /// the layout gives no starting point appears at its new place at once. Only
    /// elements within ``maximumLiveViews`` are asked about, so an update over a
    /// million elements on screen tracks no more than the budget.
    private func planAppearing(layout: Layout, group: Int) {
        for a in elementsWithinBudget(of: layout) where live[a.key] == nil {
            let key = a.key
            let from: LayoutAttributes? = switch key.category {
            case .cell:
                layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            case .supplementary:
                key.kind.flatMap { layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: $0, at: key.indexPath) }
            case .decoration:
                key.kind.flatMap { layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: $0, at: key.indexPath) }
            }
            if let from { animator.track(key, from: Self.rekeyed(from, to: key), group: group) }
        }
    }

    /// The layout's final attributes for an element that disappears.
    private func finalAttributes(for key: ElementKey, layout: Layout) -> LayoutAttributes? {
        switch key.category {
        case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementary:
            key.kind.flatMap { layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: $0, at: key.indexPath) }
        case .decoration:
            key.kind.flatMap { layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: $0, at: key.indexPath) }
        }
    }

    /// `attributes` with the identity of `key`.
    static func rekeyed(_ attributes: LayoutAttributes, to key: ElementKey) -> LayoutAttributes {
        var a = attributes
        a.indexPath = key.indexPath
        a.category = key.category
        a.elementKind = key.kind
        return a
    }
}

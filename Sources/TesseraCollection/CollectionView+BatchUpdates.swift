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
    /// `InvalidationContext.dataSourceCounts` (the counts changed, not everything),
    /// prepares it, calls `prepare(forCollectionViewUpdates:)`, moves the content
    /// offset to the layout's `targetContentOffset(forProposedContentOffset:)` for
    /// the current one (clamped to the content; not while a finger drags it), plans
    /// the animations and calls `finalizeCollectionViewUpdates()`. That is how a
    /// chat-style layout keeps the message being read in place when messages are
    /// inserted above it.
    ///
    /// As in UIKit, the layout is asked for the final attributes of every element
    /// on screen before the update (at its old index path) and for the initial
    /// attributes of every element on screen after it (at its new index path),
    /// moved and unchanged ones as well as inserted and deleted ones; a layout
    /// tells them apart by the update items. A nil answer, the default, means
    /// "from the other side of the update": an element on screen before and after
    /// moves from where it was drawn to its new attributes, and one the update
    /// moves into view from where it was; an inserted one (or the new view of a
    /// reloaded one) fades in where it lands; one that disappears (deleted, or the
    /// old view of a reloaded one) fades out where it was. An answer replaces that
    /// start or end: an element that stays and was given final attributes
    /// animates to them, then takes its new attributes.
    ///
    /// When the update moves the content offset (the layout's target, or the
    /// content shrank under it), the offset changes at once, as UIKit's model
    /// value does, and the content is drawn moving from where it was on screen
    /// along the same duration and curve as the cells, so that a cell that stays
    /// on screen moves there continuously. A scroll under way is carried along by
    /// the change. An animated update is bracketed by the layout's
    /// `prepare(forAnimatedBoundsChange:)`, with the bounds before the update, and
    /// `finalizeAnimatedBoundsChange()`, after `prepare(forCollectionViewUpdates:)`
    /// and the offset are settled and around the questions for initial and final
    /// attributes.
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
    ///   of range, `updates` called `reloadData()`, or this is called inside another
    ///   update's closure (``BatchUpdateError/nestedUpdate``); whatever `updates` throws.
    ///   Nothing changes then (see "When it throws").
    @discardableResult
    public func performBatchUpdates(animation: Animation? = .standard, _ updates: (inout BatchUpdate) throws -> Void,
                                    completion: ((Bool) -> Void)? = nil) throws -> BatchUpdatePlan {
        if updateClosureDepth > 0 { throw BatchUpdateError.nestedUpdate }
        if movement != nil { cancelInteractiveMovement() }
        layoutIfNeeded()
        var batch = BatchUpdate()
        reconfiguresDuringUpdate.removeAll()
        try runUpdateClosure(updates, on: &batch)
        let reconfigures = reconfiguresDuringUpdate
        reconfiguresDuringUpdate.removeAll()
        guard dataSource != nil else { throw BatchUpdateError.noDataSource }
        let newCounts = readCounts()
        let plan = try BatchUpdatePlan(oldCounts: sectionCounts, newCounts: newCounts, batch: batch)
        apply(plan, newCounts: newCounts, animation: animation, completion: completion)
        if !reconfigures.isEmpty { reconfigureItems(at: reconfigures.compactMap { plan.newIndexPath(forOld: $0) }) }
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
        var plan = plan
        let layout = collectionViewLayout
        let now = clock.now
        let oldBounds = bounds

        // What the old layout had for the elements on screen and around it: disappearing
        // elements fade out there by default, and elements moved into view start there.
        recordAttributesBeforeUpdate(of: layout, animated: animation != nil)

        // Commit the data.
        sectionCounts = newCounts
        identities.apply(plan, newCounts: newCounts)
        selected = Set(selected.compactMap { plan.newIndexPath(forOld: $0) })
        highlighted = highlighted.flatMap { plan.newIndexPath(forOld: $0) }
        if !prefetch.named.isEmpty { prefetch.named = Set(prefetch.named.compactMap { plan.newIndexPath(forOld: $0) }) }
        lastUpdatePlan = plan
        layout.invalidateLayout(with: .dataSourceCounts)
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: plan.updateItems)
        noteViewUpdates(in: &plan, layout: layout)
        lastUpdatePlan = plan
        // Where to rest now is the layout's call, as UIKit asks it after updates; kept on the content.
        // A scroll under way is carried along, so it goes on from the new offset.
        let target = clampedContentOffset(targetContentOffset(after: layout))
        if target != contentOffset, !isDragging {
            scrollState = scrollState.shifted(by: target - contentOffset)
            setBounds(Rect(origin: target, size: bounds.size))
        }
        layout.prepareIfNeeded()

        let group = animation.map { animator.begin($0, at: now, completion: completion) }
        let previous = animator.takeOverTracks()
        if group != nil { layout.prepare(forAnimatedBoundsChange: oldBounds) }
        carryLiveElements(through: plan, layout: layout, group: group, previous: previous)
        if let group {
            planAppearing(plan: plan, layout: layout, group: group)
            // The offset moved at once; the content is drawn moving with the cells.
            animator.shiftContent(by: bounds.origin - oldBounds.origin, group: group)
            layout.finalizeAnimatedBoundsChange()
        }

        layout.finalizeCollectionViewUpdates()
        layout.clearAttributesBeforeUpdate()
        if group == nil, let completion { completionsBuffer.append { completion(true) } }
        layoutIfNeeded()
    }

    /// Where the content rests after a batch update or a change of layout, as UIKit decides it: the layout's
    /// `targetContentOffset(forProposedContentOffset:)` of the current offset, then the delegate's
    /// ``CollectionViewDelegate/collectionView(_:targetContentOffsetForProposedContentOffset:)`` of that.
    func targetContentOffset(after layout: Layout) -> Point {
        let proposed = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        return delegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
    }

    /// Asks `layout` which supplementary and decoration views the update deletes and inserts, for every kind on
    /// screen or registered, in sorted order, and notes them in `plan`.
    private func noteViewUpdates(in plan: inout BatchUpdatePlan, layout: Layout) {
        var supplementaryKinds = Set(registry.supplementaryFactories.keys.map(\.kind))
        var decorationKinds = Set(layout.registeredDecorationKinds)
        for key in live.keys {
            guard let kind = key.kind else { continue }
            if key.category == .supplementary { supplementaryKinds.insert(kind) } else { decorationKinds.insert(kind) }
        }
        for kind in supplementaryKinds.sorted() {
            for p in layout.indexPathsToDeleteForSupplementaryView(ofKind: kind) { plan.deletedViews.insert(.supplementary(kind, p)) }
            for p in layout.indexPathsToInsertForSupplementaryView(ofKind: kind) { plan.insertedViews.insert(.supplementary(kind, p)) }
        }
        for kind in decorationKinds.sorted() {
            for p in layout.indexPathsToDeleteForDecorationView(ofKind: kind) { plan.deletedViews.insert(.decoration(kind, p)) }
            for p in layout.indexPathsToInsertForDecorationView(ofKind: kind) { plan.insertedViews.insert(.decoration(kind, p)) }
        }
    }

    /// The key an element has after the update, or nil when it disappears.
    ///
    /// A supplementary or decoration view keeps its item number and follows its section, unless the layout
    /// deleted it, or inserted a new view at the place it would take (``BatchUpdatePlan/deletedViews``,
    /// ``BatchUpdatePlan/insertedViews``).
    func newKey(for key: ElementKey, plan: BatchUpdatePlan) -> ElementKey? {
        switch key.category {
        case .cell:
            guard !plan.reloadedItems.contains(key.indexPath),
                  let p = plan.newIndexPath(forOld: key.indexPath) else { return nil }
            return .cell(p)
        case .supplementary, .decoration:
            guard !plan.isSectionReloaded(old: key.indexPath.section), !plan.deletedViews.contains(key),
                  let s = plan.newSection(forOld: key.indexPath.section) else { return nil }
            let k = ElementKey(category: key.category, kind: key.kind, indexPath: ElementPath(item: key.indexPath.item, section: s))
            return plan.insertedViews.contains(k) ? nil : k
        }
    }
}

import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Whether an item is being moved interactively.
    public var isMovingItem: Bool { movement != nil }

    /// Where the moving item currently sits in the layout, if one is moving.
    public var interactiveMovementTarget: ElementPath? { movement?.target }

    /// Starts reordering the item at `indexPath`, as
    /// `beginInteractiveMovementForItem(at:)`. Its image lifts above the others, drawn as the
    /// layout's `Layout.layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`
    /// says, and will follow ``updateInteractiveMovementTargetPosition(_:)``. The layout is
    /// invalidated with its interactive-movement context, the item at its own place.
    ///
    /// - Returns: false when a movement is already running, the index path is not
    ///   an item, the data source cannot move items (it is not a
    ///   ``CollectionViewReorderingDataSource``), or its `canMoveItemAt` refuses.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ElementPath) -> Bool {
        guard movement == nil, let dataSource = dataSource as? CollectionViewReorderingDataSource, indexPath.section >= 0, indexPath.section < sectionCounts.count,
              indexPath.item >= 0, indexPath.item < sectionCounts[indexPath.section],
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        touchCancelled()
        let layout = collectionViewLayout
        let center = live[.cell(indexPath)]?.applied.center ?? layout.attributesForItem(at: indexPath)?.center ?? .zero
        movement = InteractiveMovement(source: indexPath, target: indexPath, position: center)
        layout.invalidateLayout(with: layout.invalidationContext(forInteractivelyMovingItems: [indexPath], withTargetPosition: center,
                                                                 previousIndexPaths: [indexPath], previousPosition: center))
        layoutIfNeeded()
        return true
    }

    /// Moves the dragged image's centre to `position` (content coordinates), as UIKit's
    /// method of the same name.
    ///
    /// The layout chooses where the item would land
    /// (`Layout.targetIndexPath(forInteractivelyMovingItem:withPosition:)`: by default over
    /// another item, past a section's last item, over an empty section), and the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath…` may redirect it. When that is
    /// another place, the item takes it in the layout's view: the counts and index paths the
    /// layout sees put it there, and the items between shift, animated, to open the gap. No
    /// batch update runs: every call invalidates the layout with
    /// `Layout.invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`.
    public func updateInteractiveMovementTargetPosition(_ position: Point) {
        guard let m = movement else { return }
        movement!.position = position
        let target = movementTarget(at: position) ?? m.target
        shiftMovingItem(from: m.target, to: target, keepingLifted: true) { layout in
            layout.invalidationContext(forInteractivelyMovingItems: [target], withTargetPosition: position,
                                       previousIndexPaths: [m.target], previousPosition: m.position)
        }
        layoutIfNeeded()
    }

    /// Drops the item where it is: the data source is told to move it from where it was to its
    /// new place, the layout is invalidated with
    /// `Layout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`,
    /// and the image settles into its slot.
    public func endInteractiveMovement() {
        guard let m = movement else { return }
        let key = ElementKey.cell(m.target)
        let lifted = live[key]?.applied
        movement = nil
        if m.source != m.target {
            (dataSource as? CollectionViewReorderingDataSource)?.collectionView(self, moveItemAt: m.source, to: m.target)
        }
        collectionViewLayout.invalidateLayout(with: endingContext(m, at: m.target, cancelled: false))
        if let lifted {
            let group = animator.begin(.standard, at: clock.now, completion: nil)
            animator.track(key, from: lifted, group: group)
        }
        layoutIfNeeded()
    }

    /// Abandons the movement: the item goes back where it was, animated, the layout is
    /// invalidated with its ending context (cancelled), and the data source is not told.
    public func cancelInteractiveMovement() {
        guard let m = movement else { return }
        let lifted = live[.cell(m.target)]?.applied
        collectionViewLayout.prepareIfNeeded()
        movement = nil
        let group = shiftMovingItem(from: m.target, to: m.source, keepingLifted: false) { [self] _ in
            endingContext(m, at: m.source, cancelled: true)
        }
        if let lifted {
            animator.track(.cell(m.source), from: lifted, group: group ?? animator.begin(.standard, at: clock.now, completion: nil))
        }
        layoutIfNeeded()
    }

    /// The layout's context for the end of movement `m`, its point the last position when the
    /// layout leaves it unset, as UIKit fills `interactiveMovementTarget` when a move has just ended.
    private func endingContext(_ m: InteractiveMovement, at final: ElementPath, cancelled: Bool) -> InvalidationContext {
        var context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [m.target], movementCancelled: cancelled)
        if context.interactiveMovementTarget == nil { context.interactiveMovementTarget = m.position }
        return context
    }

    /// Moves the moving item from `from` to `to` in the layout's view of the data, without a
    /// batch update and without asking the data source, and invalidates the layout with
    /// `context`: the counts, identities, selection, live views and running animations follow
    /// the items to their new index paths, and every element on screen whose attributes the
    /// change altered animates from where it is drawn (additively, when an earlier shift still
    /// moves it: see ``Animator``) to its new place; the item at `to`
    /// itself not when `keepingLifted` (it follows the finger). With `from == to` it only
    /// invalidates.
    ///
    /// - Returns: the animation group it started, nil when nothing moved.
    @discardableResult
    private func shiftMovingItem(from: ElementPath, to: ElementPath, keepingLifted: Bool,
                                 context: (Layout) -> InvalidationContext) -> Int? {
        let layout = collectionViewLayout
        var counts = sectionCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        var batch = BatchUpdate()
        batch.moveItem(at: from, to: to)
        guard from != to, let plan = try? BatchUpdatePlan(oldCounts: sectionCounts, newCounts: counts, batch: batch) else {
            layout.invalidateLayout(with: context(layout))
            return nil
        }
        if movement != nil { movement!.target = to }
        // Where each element on screen was headed, under the key it is about to have.
        var before: [ElementKey: LayoutAttributes] = [:]
        for key in live.keys {
            if let k = newKey(for: key, plan: plan), let a = layout.attributes(for: key) { before[k] = Self.rekeyed(a, to: k) }
        }
        sectionCounts = counts
        identities.apply(plan, newCounts: counts)
        selected = Set(selected.compactMap { plan.newIndexPath(forOld: $0) })
        highlighted = highlighted.flatMap { plan.newIndexPath(forOld: $0) }
        animator.rekey(animator.tracks) { newKey(for: $0, plan: plan) }
        let old = live
        live.removeAll(keepingCapacity: true)
        lastPassInputs = nil
        for (key, element) in old {
            if let k = newKey(for: key, plan: plan) { live[k] = element } else { retire(element.view, as: key) }
        }
        layout.invalidateLayout(with: context(layout))
        layout.prepareIfNeeded()

        let lifted = keepingLifted ? ElementKey.cell(to) : nil
        var group: Int?
        for key in live.keys where key != lifted {
            guard let element = live[key], let now = layout.attributes(for: key), now != before[key] else { continue }
            if group == nil { group = animator.begin(.standard, at: clock.now, completion: nil) }
            // A cell the last shift still moves goes on with that move, added to this one.
            animator.carry(key, previous: animator.tracks[key], heading: before[key], drawn: element.applied,
                           group: group!, at: clock.now)
        }
        return group
    }
}

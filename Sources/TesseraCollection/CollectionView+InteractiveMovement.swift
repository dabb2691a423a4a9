import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Whether an item is being moved interactively.
    public var isMovingItem: Bool { movement != nil }

    /// Where the moving item currently sits in the layout, if one is moving.
    public var interactiveMovementTarget: ElementPath? { movement?.target }

    /// Starts reordering the item at `indexPath`, as
    /// `beginInteractiveMovementForItem(at:)`. Its image lifts above the others
    /// and will follow ``updateInteractiveMovementTargetPosition(_:)``.
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
        let center = live[.cell(indexPath)]?.applied.center
            ?? collectionViewLayout.attributesForItem(at: indexPath)?.center ?? .zero
        movement = InteractiveMovement(source: indexPath, target: indexPath, position: center)
        layoutIfNeeded()
        return true
    }

    /// Moves the dragged image's centre to `position` (content coordinates). When
    /// the point names another place (see ``proposedMovementTarget(at:)``: over
    /// another item, past a section's last item, over an empty section), the
    /// delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath…` may redirect
    /// it, and the moving item takes that place: the items between shift,
    /// animated, to open the gap.
    public func updateInteractiveMovementTargetPosition(_ position: Point) {
        guard movement != nil else { return }
        movement!.position = position
        if let target = movementTarget(at: position), target != movement!.target {
            moveLive(to: target)
        }
        layoutIfNeeded()
    }

    /// Drops the item where it is: the data source is told to move it from where
    /// it was to its new place, and the image settles into its slot.
    public func endInteractiveMovement() {
        guard let m = movement else { return }
        let key = ElementKey.cell(m.target)
        let lifted = live[key]?.applied
        movement = nil
        if m.source != m.target {
            (dataSource as? CollectionViewReorderingDataSource)?.collectionView(self, moveItemAt: m.source, to: m.target)
        }
        if let lifted {
            let group = animator.begin(.standard, at: clock.now, completion: nil)
            animator.track(key, from: lifted, group: group)
        }
        layoutIfNeeded()
    }

    /// Abandons the movement: the item goes back where it was, animated, and the
    /// data source is not told.
    public func cancelInteractiveMovement() {
        guard let m = movement else { return }
        movement = nil
        if m.target != m.source {
            applyMove(from: m.target, to: m.source)
        } else if let lifted = live[.cell(m.target)]?.applied {
            let group = animator.begin(.standard, at: clock.now, completion: nil)
            animator.track(.cell(m.target), from: lifted, group: group)
        }
        layoutIfNeeded()
    }

    /// Moves the moving item to `target` in the layout's view of the data.
    private func moveLive(to target: ElementPath) {
        guard let from = movement?.target else { return }
        movement!.target = target
        applyMove(from: from, to: target)
    }

    /// An internal animated move of one item, without asking the data source.
    private func applyMove(from: ElementPath, to: ElementPath) {
        var counts = sectionCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        var batch = BatchUpdate()
        batch.moveItem(at: from, to: to)
        guard let plan = try? BatchUpdatePlan(oldCounts: sectionCounts, newCounts: counts, batch: batch) else { return }
        apply(plan, newCounts: counts, animation: .standard, completion: nil)
    }
}

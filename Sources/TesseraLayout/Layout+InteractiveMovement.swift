import TesseraGeometry

extension Layout {
    /// The default drop target of ``targetIndexPath(forInteractivelyMovingItem:withPosition:)``:
    /// the topmost other cell at `point`, or, where there is none, a section's first or last
    /// place by the reading-order rules that method documents; `current` to stay.
    ///
    /// Over the item's own place (the gap it leaves) it stays. In a layout that is not read in
    /// lines (a circle) that place can lie "past" the last item by the reading-order rule, which
    /// would send it to the end, so the own place is tested before the reading-order rules.
    func defaultTargetIndexPath(forInteractivelyMovingItem current: ElementPath, withPosition point: Point) -> ElementPath {
        guard let context = collectionView else { return current }
        prepareIfNeeded()
        if let hit = topmostOtherCell(at: point, excluding: current, reach: max(context.bounds.width, context.bounds.height, 1)) {
            return hit
        }
        if attributesForItem(at: current)?.contains(point) == true { return current }
        let vertical = interactiveMovementReadsVertically(in: context)
        guard let s = section(startingBefore: point, vertical: vertical, in: context) else { return current }
        let count = context.numberOfItems(inSection: s)
        let others = count - (current.section == s ? 1 : 0)
        let end = ElementPath(item: others, section: s)
        if others == 0 { return end }
        let lastOther = current == ElementPath(item: count - 1, section: s) ? count - 2 : count - 1
        guard let last = attributesForItem(at: ElementPath(item: lastOther, section: s))?.frame,
              Self.isPoint(point, after: last, vertical: vertical) else { return current }
        return end
    }

    /// The context of an interactive-movement step or end from `previous` to `targets`: the
    /// index paths, a recompute when they differ, and the counts when a section changed.
    static func movementContext(from previous: [ElementPath], to targets: [ElementPath]) -> InvalidationContext {
        let moved = previous != targets
        let sectionChanged = previous.map(\.section) != targets.map(\.section)
        var context = InvalidationContext(invalidateDataSourceCounts: sectionChanged,
                                          invalidateFlowLayoutAttributes: moved,
                                          invalidateFlowLayoutDelegateMetrics: moved)
        context.previousIndexPathsForInteractivelyMovingItems = previous
        context.targetIndexPathsForInteractivelyMovingItems = targets
        return context
    }

    /// The cell other than `excluded` drawn topmost at `point`, among those whose frames lie
    /// within `reach` of it: a transform can draw a cell away from its frame (a Cover Flow cell
    /// turned in perspective), so a small query at the point would miss it. Hidden, nearly
    /// transparent (alpha < 0.01) and sub-pixel cells (drawn under 1 square point, too small to
    /// aim at) are skipped; the highest zIndex wins, and among equals
    /// the one drawn later.
    private func topmostOtherCell(at point: Point, excluding excluded: ElementPath, reach: Double) -> ElementPath? {
        var best: (indexPath: ElementPath, zIndex: Int)?
        let rect = Rect(x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach)
        // Streamed, as the collection view reads a layout: the query reaches a screen's width each
        // way, and an array of every element in it would be built and copied on every finger move.
        forEachElement(in: rect) { a in
            guard a.category == .cell, a.indexPath != excluded, !a.isHidden, a.alpha >= 0.01, a.contains(point),
                  !(a.drawnArea.map { $0 < 1 } ?? false) else { return }
            if let b = best, b.zIndex > a.zIndex { return }
            best = (a.indexPath, a.zIndex)
        }
        return best?.indexPath
    }

    /// Whether items follow each other down the screen (rows, as a vertical flow layout) rather
    /// than across it. A flow layout says so by its scroll direction; for other layouts the
    /// direction the content overflows the bounds in decides, vertical when neither.
    private func interactiveMovementReadsVertically(in context: any LayoutContext) -> Bool {
        if let flow = self as? FlowLayout { return flow.scrollDirection == .vertical }
        let content = contentSize
        return !(content.width > context.bounds.width && content.height <= context.bounds.height)
    }

    /// The last section that begins at or before `point` along the axis: where its header,
    /// first item or footer begins. Sections without any element are skipped.
    private func section(startingBefore point: Point, vertical: Bool, in context: any LayoutContext) -> Int? {
        let p = vertical ? point.y : point.x
        var found: Int?
        for s in 0..<max(0, context.numberOfSections) {
            let first = ElementPath(item: 0, section: s)
            var start = Double.infinity
            for frame in [attributesForSupplementaryView(ofKind: .sectionHeader, at: first)?.frame,
                          context.numberOfItems(inSection: s) > 0 ? attributesForItem(at: first)?.frame : nil,
                          attributesForSupplementaryView(ofKind: .sectionFooter, at: first)?.frame] {
                if let frame { start = min(start, vertical ? frame.minY : frame.minX) }
            }
            if start.isFinite, start <= p { found = s }
        }
        return found
    }

    /// Whether `point` comes after `frame` in reading order: beyond its line, or on its line
    /// and beyond it.
    private static func isPoint(_ point: Point, after frame: Rect, vertical: Bool) -> Bool {
        vertical
            ? point.y > frame.maxY || (point.y >= frame.minY && point.x > frame.maxX)
            : point.x > frame.maxX || (point.x >= frame.minX && point.y > frame.maxY)
    }
}

import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Where the moving item would go with the finger at `point`, before the
    /// delegate has its say, in the layout's terms (the moving item counted where
    /// it is now), or nil to leave it where it is.
    ///
    /// - Over another item (as drawn, transform and zIndex honoured): that item's place.
    /// - Over the moving item's own place (the gap it leaves): nil, it stays. In a
    ///   layout that is not read in lines (a circle) its place can lie "past" the
    ///   last item by the rule below, which would send it to the end.
    /// - Over a section with no other item (an empty section the layout gives a
    ///   header or footer): the section's first place.
    /// - Past a section's last item, in the layout's reading order (after its row,
    ///   or after it in its row; columns for a horizontal layout), up to where the
    ///   next section begins: the section's end, so the item is appended.
    /// - Anywhere else (a gap between items): nil.
    func proposedMovementTarget(at point: Point) -> ElementPath? {
        guard let m = movement else { return nil }
        if let hit = Self.topmost(in: layoutElements(around: point), at: point, cellsOnly: true, excluding: .cell(m.target)) {
            return hit.indexPath
        }
        if collectionViewLayout.attributesForItem(at: m.target)?.contains(point) == true { return nil }
        let vertical = movementAxisIsVertical
        guard let s = section(startingBefore: point, vertical: vertical) else { return nil }
        let count = sectionCounts[s]
        let others = count - (m.target.section == s ? 1 : 0)
        let end = ElementPath(item: others, section: s)
        if others == 0 { return end }
        let lastOther = m.target == ElementPath(item: count - 1, section: s) ? count - 2 : count - 1
        guard let last = collectionViewLayout.attributesForItem(at: ElementPath(item: lastOther, section: s))?.frame,
              Self.isPoint(point, after: last, vertical: vertical) else { return nil }
        return end
    }

    /// The target after the delegate's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`,
    /// or nil when it is not a place the item can take.
    func movementTarget(at point: Point) -> ElementPath? {
        guard let m = movement, let proposed = proposedMovementTarget(at: point) else { return nil }
        let chosen = delegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.source,
                                              atCurrentIndexPath: m.target, toProposedIndexPath: proposed) ?? proposed
        guard chosen.section >= 0, chosen.section < sectionCounts.count, chosen.item >= 0 else { return nil }
        let places = sectionCounts[chosen.section] - (m.target.section == chosen.section ? 1 : 0)
        return chosen.item <= places ? chosen : nil
    }

    /// Whether items follow each other down the screen (rows, as a vertical flow
    /// layout) rather than across it. A flow layout says so; for other layouts the
    /// direction the content overflows the bounds in decides, vertical when neither.
    private var movementAxisIsVertical: Bool {
        var layout = collectionViewLayout
        if let t = layout as? TransitionLayout { layout = t.nextLayout }
        if let flow = layout as? FlowLayout { return flow.scrollDirection == .vertical }
        let content = layout.contentSize
        return !(content.width > bounds.width && content.height <= bounds.height)
    }

    /// The last section that begins at or before `point` along the axis: where its
    /// header, first item or footer begins. Sections without any element are skipped.
    private func section(startingBefore point: Point, vertical: Bool) -> Int? {
        let layout = collectionViewLayout
        let p = vertical ? point.y : point.x
        var found: Int?
        for s in 0..<sectionCounts.count {
            let first = ElementPath(item: 0, section: s)
            var start = Double.infinity
            for frame in [layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: first)?.frame,
                          sectionCounts[s] > 0 ? layout.attributesForItem(at: first)?.frame : nil,
                          layout.attributesForSupplementaryView(ofKind: .sectionFooter, at: first)?.frame] {
                if let frame { start = min(start, vertical ? frame.minY : frame.minX) }
            }
            if start.isFinite, start <= p { found = s }
        }
        return found
    }

    /// Whether `point` comes after `frame` in reading order: beyond its line, or
    /// on its line and beyond it.
    private static func isPoint(_ point: Point, after frame: Rect, vertical: Bool) -> Bool {
        vertical
            ? point.y > frame.maxY || (point.y >= frame.minY && point.x > frame.maxX)
            : point.x > frame.maxX || (point.x >= frame.minX && point.y > frame.maxY)
    }
}

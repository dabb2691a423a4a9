import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// The element drawn topmost at `point` (content coordinates), as the user
    /// sees it: the element's transform is honoured (a rotated Circle cell, a Cover
    /// Flow cell in perspective), hidden and nearly transparent (alpha < 0.01)
    /// elements are skipped, the highest zIndex wins, and among equal zIndexes the
    /// one drawn later. Vanishing elements do not take touches.
    public func hitTest(_ point: Point) -> ElementKey? {
        topmost(at: point, cellsOnly: false)
    }

    /// The item whose cell is topmost at `point`, as `indexPathForItem(at:)`.
    /// Outside the live area the layout is asked directly.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        topmost(at: point, cellsOnly: true)?.indexPath
    }

    private func topmost(at point: Point, cellsOnly: Bool) -> ElementKey? {
        collectionViewLayout.prepareIfNeeded()
        if liveRect.contains(point) && !presentedBuffer.isEmpty {
            return Self.topmost(in: presentedBuffer, at: point, cellsOnly: cellsOnly)
        }
        let probe = Rect(x: point.x - 1, y: point.y - 1, width: 2, height: 2)
        return Self.topmost(in: collectionViewLayout.attributesForElements(in: probe), at: point, cellsOnly: cellsOnly)
    }

    /// The topmost element of `elements` (in drawing order) that contains `point`.
    static func topmost(in elements: [LayoutAttributes], at point: Point, cellsOnly: Bool,
                        excluding excluded: ElementKey? = nil) -> ElementKey? {
        var best: LayoutAttributes?
        for a in elements where !a.isHidden && a.alpha >= 0.01 {
            if cellsOnly && a.category != .cell { continue }
            if let excluded, a.key == excluded { continue }
            guard a.contains(point) else { continue }
            if let b = best, b.zIndex > a.zIndex { continue }
            best = a
        }
        return best?.key
    }
}

import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// The element drawn topmost at `point` (content coordinates), as the user
    /// sees it: the element's transform is honoured (a rotated Circle cell, a Cover
    /// Flow cell in perspective), hidden and nearly transparent (alpha < 0.01)
    /// elements are skipped, the highest zIndex wins, and among equal zIndexes the
    /// one drawn later. Vanishing elements do not take touches, nor do elements
    /// without a view (beyond ``maximumLiveViews``), nor elements drawn smaller than a pixel.
    ///
    /// While attributes animate (an update, an animated layout change, items shifting
    /// around a moved one), elements are hit where the layout puts them, not where they
    /// are drawn mid-flight: UIKit hit-tests a view by its frame, which already holds the
    /// animation's end.
    public func hitTest(_ point: Point) -> ElementKey? {
        topmost(at: point, cellsOnly: false)
    }

    /// The item whose cell is topmost at `point`, as `indexPathForItem(at:)`.
    /// Outside the live area the layout is asked directly, for the elements
    /// around the point (see `topmostLayoutElement(around:cellsOnly:)`), and each is tested
    /// where it is drawn: through its transform, not by its frame.
    public func indexPathForItem(at point: Point) -> ElementPath? {
        topmost(at: point, cellsOnly: true)?.indexPath
    }

    private func topmost(at point: Point, cellsOnly: Bool) -> ElementKey? {
        collectionViewLayout.prepareIfNeeded()
        // The presented attributes are what is drawn; mid-animation, the layout's are the views' frames.
        if animator.tracks.isEmpty, liveRect.contains(point), !presentedBuffer.isEmpty {
            return Self.topmost(in: presentedBuffer, at: point, cellsOnly: cellsOnly)
        }
        return topmostLayoutElement(around: point, cellsOnly: cellsOnly)
    }

    /// The topmost of the layout's elements that may be drawn at `point`: those whose frames lie within one screen
    /// (the larger side of the bounds) of it, streamed from the layout (`forEachElement(in:_:)`), never held as an
    /// array, so ten million cells piled at the point cost no more memory than one. A transform can draw an element
    /// away from its frame (a Cover Flow cell turned in perspective, a Circle cell rotated about a far centre), so
    /// querying a small rectangle at the point would miss it; an element drawn more than a screen away from its
    /// frame is not found.
    func topmostLayoutElement(around point: Point, cellsOnly: Bool) -> ElementKey? {
        let reach = max(bounds.width, bounds.height, 1)
        collectionViewLayout.prepareIfNeeded()
        var best: LayoutAttributes?
        collectionViewLayout.forEachElement(in: Rect(x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach)) {
            Self.consider($0, at: point, cellsOnly: cellsOnly, excluding: nil, best: &best)
        }
        return best?.key
    }

    /// The topmost element of `elements` (in drawing order) that contains `point`
    /// as drawn: inside its projected quad, which honours the transform. Elements
    /// drawn smaller than a pixel are not drawn at all, so they are skipped.
    static func topmost(in elements: [LayoutAttributes], at point: Point, cellsOnly: Bool,
                        excluding excluded: ElementKey? = nil) -> ElementKey? {
        var best: LayoutAttributes?
        for a in elements { consider(a, at: point, cellsOnly: cellsOnly, excluding: excluded, best: &best) }
        return best?.key
    }

    /// Makes `a` the `best` so far when it is drawn at `point` (shown, not nearly transparent, at least a pixel large,
    /// a cell when `cellsOnly`, not `excluded`) and no lower than it: a later element of an equal zIndex wins.
    @inline(__always)
    private static func consider(_ a: LayoutAttributes, at point: Point, cellsOnly: Bool, excluding excluded: ElementKey?,
                                 best: inout LayoutAttributes?) {
        guard !a.isHidden, a.alpha >= 0.01 else { return }
        if cellsOnly && a.category != .cell { return }
        if let excluded, a.key == excluded { return }
        guard a.contains(point), LiveViewBudget.isDrawnLargeEnough(a) else { return }
        if let b = best, b.zIndex > a.zIndex { return }
        best = a
    }
}

import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// The most layout passes one `layoutIfNeeded()` runs for cells that size themselves:
    /// cells that shrink bring more into view, which size themselves in the next pass.
    /// Those still unsized after it are sized in the next frame.
    static let maximumSelfSizingPasses = 8

    /// Queues the question of `view`'s preferred attributes, shown as `attributes`, for the
    /// end of the pass: asked when a view is shown for an element and when the layout gives
    /// it a new size, never mid-animation or for the item moved by a finger.
    @inline(__always)
    func noteSizing(of view: ReusableView, as attributes: LayoutAttributes) {
        guard attributes.category != .decoration, !animator.isTracked(attributes.key),
              movement.map({ ElementKey.cell($0.target) }) != attributes.key else { return }
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        if preferred != attributes { sizingBuffer.append((preferred: preferred, original: attributes)) }
    }

    /// Hands the pass's preferred attributes to the layout, as UIKit does: each it says should
    /// change the layout invalidates it with the context it gives. Then keeps the first cell on
    /// screen where it was, so cells above the visible area that change size do not move what
    /// is being read. Returns whether the layout was invalidated, and another pass is due.
    func applySelfSizing() -> Bool {
        guard !sizingBuffer.isEmpty else { return false }
        let layout = collectionViewLayout
        var invalidated = false
        for (preferred, original) in sizingBuffer
        where layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                     withOriginalAttributes: original))
            invalidated = true
        }
        sizingBuffer.removeAll(keepingCapacity: true)
        guard invalidated else { return false }
        let anchor = firstCellOnScreen()
        layout.prepareIfNeeded()
        if let anchor, let now = layout.attributes(for: anchor.key)?.frame {
            let delta = Point(x: scrollsHorizontally ? now.minX - anchor.frame.minX : 0,
                              y: scrollsVertically ? now.minY - anchor.frame.minY : 0)
            if delta != .zero { shiftContentOffset(by: delta) }
        }
        return true
    }

    /// The cell on screen nearest the top (the leading edge, scrolling sideways) at the last pass,
    /// in the layout's coordinates (without the shift of an offset change still animating): the
    /// one whose place on screen a change of sizes above it must not move.
    private func firstCellOnScreen() -> (key: ElementKey, frame: Rect)? {
        var best: (key: ElementKey, frame: Rect)?
        for (key, element) in live where key.category == .cell && isDisplayed(element.view) {
            let f = animator.undrawn(element.applied).frame
            guard let b = best else { best = (key, f); continue }
            let before = scrollsVertically
                ? (f.minY, f.minX) < (b.frame.minY, b.frame.minX)
                : (f.minX, f.minY) < (b.frame.minX, b.frame.minY)
            if before || (f.origin == b.frame.origin && key < b.key) { best = (key, f) }
        }
        return best
    }

    /// Moves the content offset by `delta` with whatever scroll is running: the content
    /// moved under it, and the finger or the deceleration goes on from the new place.
    func shiftContentOffset(by delta: Point) {
        scrollState = scrollState.shifted(by: delta)
        setBounds(Rect(origin: contentOffset + delta, size: bounds.size))
    }
}

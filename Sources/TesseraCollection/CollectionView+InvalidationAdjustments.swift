import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Adds an invalidation's content offset adjustment to the content offset, as
    /// `UICollectionView` does with `contentOffsetAdjustment` and
    /// `contentSizeAdjustment` once the layout has processed the context.
    ///
    /// The new offset is kept within the resting range of the content size at the
    /// last layout pass plus `sizeAdjustment`: the growth the layout announced is
    /// room the offset may move into. While a finger drags the content the offset
    /// moves by the adjustment unclamped, since the drag may hold it past an edge.
    /// A running drag, deceleration or scroll animation is carried along by the
    /// same amount, as through a batch update, so it goes on from the new offset
    /// instead of taking the adjustment back at its next step. Only the
    /// installed layout's adjustments count (not those of the two layouts inside a
    /// ``TransitionLayout``, whose own context carries them).
    public func layout(_ layout: Layout, didProcessContentOffsetAdjustment offsetAdjustment: Point,
                       contentSizeAdjustment sizeAdjustment: Size) {
        guard layout === collectionViewLayout, offsetAdjustment != .zero else { return }
        var offset = contentOffset + offsetAdjustment
        if !isDragging {
            let before = laidOutSizes?.content ?? layout.contentSize
            let content = laidOutSizes == nil ? before
                : Size(width: before.width + sizeAdjustment.width, height: before.height + sizeAdjustment.height)
            let low = minimumContentOffset
            let high = Point(x: max(low.x, content.width + contentInset.right - bounds.width),
                             y: max(low.y, content.height + contentInset.bottom - bounds.height))
            offset = Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
        }
        contentOffset = offset  // carries a running scroll along, as the property does
        // The move may have invalidated the layout (a layout that depends on the bounds): prepare it for them now.
        layout.prepareIfNeeded()
    }
}

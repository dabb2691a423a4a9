import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Tells the delegate the content offset changed: at once, or, when a layout pass moved it
    /// (a clamp after the content shrank, cells above that sized themselves), once at the end
    /// of `layoutIfNeeded()`, so the delegate never runs in the middle of a pass.
    func didScroll() {
        if isInLayoutPass {
            scrolledDuringLayoutPass = true
        } else {
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The `scrollViewDidScroll(_:)` a layout pass held back, if any.
    func tellScrollDuringLayoutPass() {
        guard scrolledDuringLayoutPass else { return }
        scrolledDuringLayoutPass = false
        delegate?.scrollViewDidScroll(self)
    }

    /// After a release: `scrollViewWillEndDragging` with the velocity in points per millisecond
    /// and the resting point, which the delegate may move (not while paging: iOS keeps the page and logs
    /// "Stop offset can not be modified for paging scroll views"); then `scrollViewDidEndDragging` and,
    /// when the content moves on, `scrollViewWillBeginDecelerating`, as UIKit calls them.
    func tellEndOfDragging(contentVelocity: Point) {
        guard let delegate else { return }
        let proposed = scrollTarget ?? contentOffset
        var target = proposed
        delegate.scrollViewWillEndDragging(self, withVelocity: ScrollPhysics.scrollingVelocity(contentVelocity),
                                           targetContentOffset: &target)
        if target != proposed, !isPagingEnabled, target.x.isFinite, target.y.isFinite {
            let goal = clampedContentOffset(target), current = contentOffset
            let low = minimumContentOffset, high = maximumContentOffset
            let x = retargetedMotion(current.x, goal: goal.x, range: low.x...high.x)
            let y = retargetedMotion(current.y, goal: goal.y, range: low.y...high.y)
            if case .still = x, case .still = y {
                scrollState = .idle
            } else {
                scrollState = .decelerating(.init(start: clock.now, x: x, y: y))
            }
        }
        let decelerates = isDecelerating
        delegate.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates { delegate.scrollViewWillBeginDecelerating(self) }
    }
}

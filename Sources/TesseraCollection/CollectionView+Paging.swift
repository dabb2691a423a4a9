import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Where a paged release comes to rest, as UIKit's scroll view with `isPagingEnabled` decides it.
    ///
    /// A page is the bounds' size along the axis, and pages lie at whole multiples of it from offset zero:
    /// UIKit's paging scroll view "stops on multiples of the scroll view's bounds". On each axis that scrolls:
    ///
    /// - a release moving faster than ``ScrollPhysics/pagingFlickVelocity`` goes on to the next page in
    ///   the direction it moves;
    /// - a slower one rests on the page nearest the current offset, so a drag of more than half a page turns
    ///   the page and a shorter one falls back;
    /// - either way it rests at most one page from the page nearest `start`, however hard the flick.
    ///
    /// The result is clamped to the resting range, so when the content is not a whole number of pages the
    /// last page rests with the content's far edge at the bounds' far edge. An axis that does not scroll
    /// keeps its offset, moved back inside the resting range.
    ///
    /// - Parameters:
    ///   - start: The content offset when the drag began.
    ///   - velocity: The content's velocity at release, in points per millisecond
    ///     (``ScrollPhysics/scrollingVelocity(_:)``), positive where the offset grows.
    func pagedContentOffset(from start: Point, velocity: Point) -> Point {
        let current = contentOffset, low = minimumContentOffset, high = maximumContentOffset
        func axis(_ start: Double, _ current: Double, _ velocity: Double, page: Double,
                  _ range: ClosedRange<Double>, scrolls: Bool) -> Double {
            guard scrolls, page > 0 else { return min(max(current, range.lowerBound), range.upperBound) }
            let index = PagingRule.pageIndex(current: current, start: start, velocity: velocity, page: page)
            return min(max(index * page, range.lowerBound), range.upperBound)
        }
        return Point(x: axis(start.x, current.x, velocity.x, page: bounds.width, low.x...high.x, scrolls: scrollsHorizontally),
                     y: axis(start.y, current.y, velocity.y, page: bounds.height, low.y...high.y, scrolls: scrollsVertically))
    }

    /// Ends a drag that began at `start` with ``isPagingEnabled`` on; `contentVelocity` is in points per second.
    ///
    /// Each axis moves to its page from ``pagedContentOffset(from:velocity:)`` at
    /// ``ScrollPhysics/pagingDecelerationRate``, or springs to it when released past an edge. The layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is not asked: in UIKit, paging
    /// decides where the content rests and a snapping layout works only with paging off.
    func endPagedDragging(from start: Point, contentVelocity: Point) {
        let current = contentOffset
        let target = pagedContentOffset(from: start, velocity: ScrollPhysics.scrollingVelocity(contentVelocity))
        let low = minimumContentOffset, high = maximumContentOffset
        func motion(_ current: Double, _ target: Double, _ velocity: Double, _ range: ClosedRange<Double>) -> ScrollAxisMotion {
            if target == current { return .still(current) }
            if range.contains(current) {
                return .decelerate(from: current, target: target, rate: ScrollPhysics.pagingDecelerationRate)
            }
            return .bounce(from: current, edge: target, velocity: velocity)
        }
        let x = motion(current.x, target.x, contentVelocity.x, low.x...high.x)
        let y = motion(current.y, target.y, contentVelocity.y, low.y...high.y)
        if case .still = x, case .still = y {
            scrollState = .idle
            return
        }
        scrollState = .decelerating(.init(start: clock.now, x: x, y: y))
    }
}

import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// The content offset: the origin of ``bounds``.
    ///
    /// Setting it moves the content under whatever scroll is running, as setting UIKit's property does: a drag
    /// goes on following the finger from the new offset, and a fling or a scroll animation goes on by the same
    /// amount. That is how an endless list recentres itself while it is being scrolled. To stop a fling, call
    /// ``setContentOffset(_:animated:)``.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            scrollState = scrollState.shifted(by: newValue - bounds.origin)
            setBounds(Rect(origin: newValue, size: bounds.size))
        }
    }

    /// The size of the visible area. Setting it is a resize: the layout is asked
    /// whether the new bounds invalidate it.
    public var size: Size {
        get { bounds.size }
        set { setBounds(Rect(origin: bounds.origin, size: newValue)) }
    }

    /// Moves or resizes the visible bounds. Asks the layout's
    /// `shouldInvalidateLayout(forBoundsChange:)` first, on every change, and
    /// invalidates it with `invalidationContext(forBoundsChange:)` when it says so.
    ///
    /// A change of origin tells the delegate `scrollViewDidScroll(_:)`: at once, or at the end
    /// of the layout pass when the pass itself moved the offset.
    func setBounds(_ newBounds: Rect) {
        guard newBounds != bounds else { return }
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        let scrolled = newBounds.origin != bounds.origin
        bounds = newBounds
        if scrolled { didScroll() }
    }

    /// Sets the content offset, at once or along ``Animation/scrolling`` on the clock (0.3 s at a constant velocity),
    /// as UIKit's method.
    ///
    /// At once, it stops a fling or a scroll animation where it puts the content (UIKit's way to stop the
    /// content: set the offset it has); a finger that is dragging keeps the content and drags it on from there.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        pendingScrollToItem = nil
        if animated, offset != contentOffset {
            scrollState = .animating(from: contentOffset, to: offset, start: clock.now, animation: .scrolling)
        } else if isDragging {
            contentOffset = offset
        } else {
            scrollState = .idle
            setBounds(Rect(origin: offset, size: bounds.size))
        }
    }

    /// The insets every scrolling rule uses, as UIKit's `adjustedContentInset`: ``contentInset`` plus the
    /// safe area.
    ///
    /// UIKit adds the safe area (what a status bar, a notch or a toolbar covers) to `contentInset` here.
    /// Nothing covers Tessera's window, so its safe area is empty and this is ``contentInset``. The resting
    /// offsets, ``scrollToItem(at:at:animated:)`` and the axes a pan scrolls read this value, not
    /// ``contentInset``, as UIKit's do.
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// The smallest resting content offset: minus the top and left adjusted insets.
    public var minimumContentOffset: Point { Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }

    /// The largest resting content offset: the content's far edge (plus adjusted inset) at the bounds' far
    /// edge, and never less than ``minimumContentOffset``.
    public var maximumContentOffset: Point {
        let content = contentSize, low = minimumContentOffset, inset = adjustedContentInset
        return Point(x: max(low.x, content.width + inset.right - bounds.width),
                     y: max(low.y, content.height + inset.bottom - bounds.height))
    }

    /// `offset` moved inside the resting range.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether a pan scrolls horizontally, by UIKit's rule: the content with its adjusted insets is wider
    /// than the bounds, or ``alwaysBounceHorizontal`` and ``bounces`` are both on.
    public var scrollsHorizontally: Bool {
        (alwaysBounceHorizontal && bounces) || maximumContentOffset.x > minimumContentOffset.x
    }
    /// Whether a pan scrolls vertically, by UIKit's rule: the content with its adjusted insets is taller
    /// than the bounds, or ``alwaysBounceVertical`` and ``bounces`` are both on.
    public var scrollsVertically: Bool {
        (alwaysBounceVertical && bounces) || maximumContentOffset.y > minimumContentOffset.y
    }

    /// Whether a pan is moving the content.
    public var isDragging: Bool { if case .dragging = scrollState { true } else { false } }
    /// Whether released content is still moving, decelerating or bouncing back.
    public var isDecelerating: Bool { if case .decelerating = scrollState { true } else { false } }
    /// Whether an animated `setContentOffset` or `scrollToItem` is running.
    public var isScrollAnimating: Bool { if case .animating = scrollState { true } else { false } }

    // MARK: Panning

    /// A pan began: the content stops where it is and follows the finger from here.
    public func beginDragging() {
        guard isScrollEnabled else { return }
        scrollState = .dragging(startOffset: contentOffset)
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The pan moved; `translation` is cumulative since ``beginDragging()``, as a
    /// pan recognizer reports it. Past an edge the content rubber-bands (unless
    /// ``bounces`` is false: then it stops at the edge).
    public func drag(translation: Point) {
        if dragOrthogonally(translation: translation) { return }
        guard case .dragging(let start) = scrollState else { return }
        let low = minimumContentOffset, high = maximumContentOffset
        func axis(_ start: Double, _ t: Double, _ low: Double, _ high: Double, _ dimension: Double, _ enabled: Bool) -> Double {
            guard enabled else { return start }
            let raw = start - t
            if !bounces { return min(max(raw, low), high) }
            if raw < low { return low - ScrollPhysics.rubberBand(low - raw, dimension: dimension) }
            if raw > high { return high + ScrollPhysics.rubberBand(raw - high, dimension: dimension) }
            return raw
        }
        let offset = Point(x: axis(start.x, translation.x, low.x, high.x, bounds.width, scrollsHorizontally),
                           y: axis(start.y, translation.y, low.y, high.y, bounds.height, scrollsVertically))
        setBounds(Rect(origin: offset, size: bounds.size))
    }

    /// The pan ended with the finger moving at `velocity` points per second, the
    /// pan recognizer's unit.
    ///
    /// Each scrollable axis then moves on its own, driven by the clock alone
    /// (closed-form in time, so independent of the frame rate):
    ///
    /// - The natural resting point is where deceleration at ``decelerationRate``
    ///   would stop. Clamped to the content, it goes through the layout's
    ///   `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
    ///   whose answer, clamped, is where the scroll rests: snapping stays the
    ///   layout's call. The layout gets the content's velocity (the opposite of
    ///   the finger's) in UIKit's unit, points per millisecond
    ///   (``ScrollPhysics/scrollingVelocity(_:)``).
    /// - When the natural resting point lies past an edge and the layout rests the
    ///   axis on that edge, the fling does not stop dead there, as in UIKit: it
    ///   overshoots with the momentum it has at the edge, resisted by the rubber
    ///   band, and springs back (``ScrollPhysics``). Not when ``bounces`` is false.
    /// - Released past an edge (after a rubber-band drag), the axis springs back to it.
    ///
    /// With ``isPagingEnabled``, the content comes to rest on a page instead: a whole multiple of the bounds
    /// size, at most one page from where the drag began, the next one in the direction of a flick (faster
    /// than ``ScrollPhysics/pagingFlickVelocity``) or else the nearest. The layout is not asked, as in UIKit.
    ///
    /// The delegate hears `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with
    /// the resting point chosen (and may move it, unless paging: the content then decelerates to its choice),
    /// then `scrollViewDidEndDragging(_:willDecelerate:)`, then
    /// `scrollViewWillBeginDecelerating(_:)` when the content moves on.
    public func endDragging(velocity: Point) {
        if endOrthogonalDragging(velocity: velocity) { return }
        guard case .dragging(let start) = scrollState else { return }
        let h = scrollsHorizontally, v = scrollsVertically
        let contentVelocity = Point(x: h ? -velocity.x : 0, y: v ? -velocity.y : 0)
        if isPagingEnabled {
            endPagedDragging(from: start, contentVelocity: contentVelocity)
        } else {
            release(contentVelocity: contentVelocity)
        }
        tellEndOfDragging(contentVelocity: contentVelocity)
    }

    /// Starts the motion after a release with the content moving at `contentVelocity` (points per second).
    private func release(contentVelocity: Point) {
        let current = contentOffset
        let h = scrollsHorizontally, v = scrollsVertically
        let natural = Point(x: current.x + ScrollPhysics.projectedDistance(velocity: contentVelocity.x, rate: decelerationRate),
                            y: current.y + ScrollPhysics.projectedDistance(velocity: contentVelocity.y, rate: decelerationRate))
        let target = clampedContentOffset(collectionViewLayout.targetContentOffset(
            forProposedContentOffset: clampedContentOffset(natural),
            withScrollingVelocity: ScrollPhysics.scrollingVelocity(contentVelocity)))
        let low = minimumContentOffset, high = maximumContentOffset
        let x = releaseMotion(current.x, natural: natural.x, target: target.x, velocity: contentVelocity.x,
                              range: low.x...high.x, dimension: bounds.width, enabled: h)
        let y = releaseMotion(current.y, natural: natural.y, target: target.y, velocity: contentVelocity.y,
                              range: low.y...high.y, dimension: bounds.height, enabled: v)
        if case .still = x, case .still = y {
            scrollState = .idle
            return
        }
        scrollState = .decelerating(.init(start: clock.now, x: x, y: y))
    }

    /// How one axis moves after a release at `current`; see ``endDragging(velocity:)``.
    private func releaseMotion(_ current: Double, natural: Double, target: Double, velocity: Double,
                               range: ClosedRange<Double>, dimension: Double, enabled: Bool) -> ScrollAxisMotion {
        // An axis that no longer scrolls (the content shrank under the finger) still springs back into range.
        guard enabled || !range.contains(current) else { return .still(current) }
        if !range.contains(current) {
            return .bounce(from: current, edge: current < range.lowerBound ? range.lowerBound : range.upperBound,
                           velocity: velocity)
        }
        let edge = natural < range.lowerBound ? range.lowerBound : natural > range.upperBound ? range.upperBound : nil
        if bounces, let edge, target == edge {
            return .overshoot(.init(from: current, natural: natural, edge: edge, rate: decelerationRate, dimension: dimension))
        }
        return target == current ? .still(current) : .decelerate(from: current, target: target, rate: decelerationRate)
    }

    /// Stops any deceleration or scroll animation where the content is now.
    public func stopScrolling() {
        pendingScrollToItem = nil
        scrollState = .idle
    }

    /// Where the current deceleration or scroll animation will come to rest, if one runs.
    public var scrollTarget: Point? {
        switch scrollState {
        case .decelerating(let d): d.target
        case .animating(_, let to, _, _): to
        default: nil
        }
    }

    /// Moves the content offset along a running deceleration or animation to `now`. When it
    /// comes to rest, the delegate hears `scrollViewDidEndDecelerating(_:)` or
    /// `scrollViewDidEndScrollingAnimation(_:)`, after the last `scrollViewDidScroll(_:)`.
    func advanceScrolling(to now: Duration) {
        switch scrollState {
        case .idle, .dragging:
            return
        case .decelerating(let d):
            let (offset, done) = d.offset(at: now)
            if done { scrollState = .idle }
            setBounds(Rect(origin: offset, size: bounds.size))
            if done { delegate?.scrollViewDidEndDecelerating(self) }
        case let .animating(from, to, start, animation):
            let p = animation.progress(elapsed: now - start)
            let done = p >= 1 && now - start >= animation.duration
            if done { scrollState = .idle }
            setBounds(Rect(origin: from.interpolated(to: to, fraction: p), size: bounds.size))
            if done { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
    }

    // MARK: Keeping the offset on the content

    /// After the content or the bounds changed size (a reload, a batch update, a resize, a new layout,
    /// a changed parameter), keeps the content offset where it can rest, as UIKit's scroll view does:
    /// an offset at rest past the new far edge moves to it; a fling or an animated scroll heading past
    /// it is re-targeted to the edge, so scrolling never ends in empty space. A drag is left alone:
    /// the finger rubber-bands it. Returns whether the offset moved, so the pass prepares again.
    func adjustContentOffsetAfterSizeChange() -> Bool {
        let sizes = (content: collectionViewLayout.contentSize, bounds: bounds.size)
        defer { laidOutSizes = sizes }
        guard let before = laidOutSizes, before.content != sizes.content || before.bounds != sizes.bounds else { return false }
        let current = contentOffset
        switch scrollState {
        case .dragging:
            return false
        case .idle:
            let clamped = clampedContentOffset(current)
            guard clamped != current else { return false }
            setBounds(Rect(origin: clamped, size: bounds.size))
            return true
        case .decelerating(let d):
            let target = d.target
            guard clampedContentOffset(target) != target else { return false }
            let low = minimumContentOffset, high = maximumContentOffset, goal = clampedContentOffset(target)
            scrollState = .decelerating(.init(start: clock.now,
                                              x: retargetedMotion(current.x, goal: goal.x, range: low.x...high.x),
                                              y: retargetedMotion(current.y, goal: goal.y, range: low.y...high.y)))
            return false
        case let .animating(_, to, _, animation):
            let goal = clampedContentOffset(to)
            guard goal != to else { return false }
            scrollState = .animating(from: current, to: goal, start: clock.now, animation: animation)
            return false
        }
    }

    /// One axis of a deceleration re-targeted to `goal` from `current`: springing back when the content
    /// is already past an edge, else decelerating to the goal.
    func retargetedMotion(_ current: Double, goal: Double, range: ClosedRange<Double>) -> ScrollAxisMotion {
        if !range.contains(current) {
            return .bounce(from: current, edge: current < range.lowerBound ? range.lowerBound : range.upperBound, velocity: 0)
        }
        return goal == current ? .still(current) : .decelerate(from: current, target: goal, rate: decelerationRate)
    }
}

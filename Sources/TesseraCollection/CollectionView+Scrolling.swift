import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// The content offset: the origin of ``bounds``. Setting it stops any scroll animation.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
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
    func setBounds(_ newBounds: Rect) {
        guard newBounds != bounds else { return }
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        bounds = newBounds
    }

    /// Sets the content offset, at once or along ``Animation/standard`` on the clock.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        if animated, offset != contentOffset {
            scrollState = .animating(from: contentOffset, to: offset, start: clock.now, animation: .standard)
        } else {
            scrollState = .idle
            setBounds(Rect(origin: offset, size: bounds.size))
        }
    }

    /// The smallest resting content offset: minus the top and left insets.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest resting content offset: the content's far edge (plus inset) at the bounds' far edge.
    public var maximumContentOffset: Point {
        let content = contentSize, low = minimumContentOffset
        return Point(x: max(low.x, content.width + contentInset.right - bounds.width),
                     y: max(low.y, content.height + contentInset.bottom - bounds.height))
    }

    /// `offset` moved inside the resting range.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether a pan scrolls horizontally: the content is wider than the bounds, or bouncing is forced.
    public var scrollsHorizontally: Bool { alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x }
    /// Whether a pan scrolls vertically.
    public var scrollsVertically: Bool { alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y }

    /// Whether a pan is moving the content.
    public var isDragging: Bool { if case .dragging = scrollState { true } else { false } }
    /// Whether released content is still moving, decelerating or bouncing back.
    public var isDecelerating: Bool { if case .decelerating = scrollState { true } else { false } }
    /// Whether an animated `setContentOffset` or `scrollToItem` is running.
    public var isScrollAnimating: Bool { if case .animating = scrollState { true } else { false } }

    // MARK: Panning

    /// A pan began: the content stops where it is and follows the finger from here.
    public func beginDragging() {
        scrollState = .dragging(startOffset: contentOffset)
    }

    /// The pan moved; `translation` is cumulative since ``beginDragging()``, as a
    /// pan recognizer reports it. Past an edge the content rubber-bands.
    public func drag(translation: Point) {
        guard case .dragging(let start) = scrollState else { return }
        let low = minimumContentOffset, high = maximumContentOffset
        func axis(_ start: Double, _ t: Double, _ low: Double, _ high: Double, _ dimension: Double, _ enabled: Bool) -> Double {
            guard enabled else { return start }
            let raw = start - t
            if raw < low { return low - ScrollPhysics.rubberBand(low - raw, dimension: dimension) }
            if raw > high { return high + ScrollPhysics.rubberBand(raw - high, dimension: dimension) }
            return raw
        }
        let offset = Point(x: axis(start.x, translation.x, low.x, high.x, bounds.width, scrollsHorizontally),
                           y: axis(start.y, translation.y, low.y, high.y, bounds.height, scrollsVertically))
        setBounds(Rect(origin: offset, size: bounds.size))
    }

    /// The pan ended with the finger moving at `velocity` points per second.
    ///
    /// Within the edges the content decelerates at ``decelerationRate`` towards
    /// the natural resting point, clamped to the content and then passed through
    /// the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// (with the content's velocity, the opposite of the finger's). Past an edge
    /// the axis bounces back to the edge.
    public func endDragging(velocity: Point) {
        guard case .dragging = scrollState else { return }
        let current = contentOffset
        let low = minimumContentOffset, high = maximumContentOffset
        let h = scrollsHorizontally, v = scrollsVertically
        let bounceX = h && (current.x < low.x || current.x > high.x)
        let bounceY = v && (current.y < low.y || current.y > high.y)
        let contentVelocity = Point(x: h ? -velocity.x : 0, y: v ? -velocity.y : 0)
        let proposed = clampedContentOffset(Point(
            x: current.x + ScrollPhysics.projectedDistance(velocity: contentVelocity.x, rate: decelerationRate),
            y: current.y + ScrollPhysics.projectedDistance(velocity: contentVelocity.y, rate: decelerationRate)))
        var target = clampedContentOffset(collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: contentVelocity))
        let edge = clampedContentOffset(current)
        if bounceX || !h { target.x = bounceX ? edge.x : current.x }
        if bounceY || !v { target.y = bounceY ? edge.y : current.y }
        guard target != current else {
            scrollState = .idle
            return
        }
        scrollState = .decelerating(.init(start: clock.now, from: current, target: target,
                                          velocity: Point(x: bounceX ? velocity.x : 0, y: bounceY ? velocity.y : 0),
                                          rate: decelerationRate, bounceX: bounceX, bounceY: bounceY))
    }

    /// Stops any deceleration or scroll animation where the content is now.
    public func stopScrolling() {
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

    /// Moves the content offset along a running deceleration or animation to `now`.
    func advanceScrolling(to now: Duration) {
        switch scrollState {
        case .idle, .dragging:
            return
        case .decelerating(let d):
            let (offset, done) = d.offset(at: now)
            if done { scrollState = .idle }
            setBounds(Rect(origin: offset, size: bounds.size))
        case let .animating(from, to, start, animation):
            let p = animation.progress(elapsed: now - start)
            if p >= 1 && now - start >= animation.duration { scrollState = .idle }
            setBounds(Rect(origin: from.interpolated(to: to, fraction: p), size: bounds.size))
        }
    }

    // MARK: Scrolling to an item

    /// Scrolls so the item at `indexPath` sits at `position`, clamped to the
    /// content. An axis without a position in `position` stays put.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        collectionViewLayout.prepareIfNeeded()
        guard let frame = collectionViewLayout.attributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let visibleWidth = bounds.width - contentInset.horizontal
        let visibleHeight = bounds.height - contentInset.vertical
        if position.contains(.top) { offset.y = frame.minY - contentInset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - contentInset.top - visibleHeight / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - contentInset.top - visibleHeight }
        if position.contains(.left) { offset.x = frame.minX - contentInset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - contentInset.left - visibleWidth / 2 }
        if position.contains(.right) { offset.x = frame.maxX - contentInset.left - visibleWidth }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}

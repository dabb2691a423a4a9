import TesseraGeometry

/// What the content offset is doing, for the collection view's scrolling.
enum ScrollState {
    /// At rest.
    case idle
    /// Following a pan that started at `startOffset`.
    case dragging(startOffset: Point)
    /// Released: each axis decelerates towards its resting point, overshoots an
    /// edge it was flung into and springs back, or bounces back to the edge it
    /// was released past.
    case decelerating(Deceleration)
    /// Moving to `to` along an ``Animation`` (animated `setContentOffset`, `scrollToItem`).
    case animating(from: Point, to: Point, start: Duration, animation: Animation)

    /// Whether the offset is at rest.
    var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// One released scroll: each axis moves on its own (see ``ScrollAxisMotion``).
    struct Deceleration {
        var start: Duration
        var x: ScrollAxisMotion
        var y: ScrollAxisMotion
        /// How far the content moved under the scroll since it began (cells above resized):
        /// the whole motion is carried along by it.
        var shift = Point.zero

        /// Where the scroll comes to rest.
        var target: Point { Point(x: x.restingPoint + shift.x, y: y.restingPoint + shift.y) }

        /// The offset at `now`, and whether the scroll has come to rest (then exactly at ``target``).
        func offset(at now: Duration) -> (Point, done: Bool) {
            let elapsed = (now - start).inSeconds
            let (px, sx) = x.position(at: elapsed)
            let (py, sy) = y.position(at: elapsed)
            return sx && sy ? (target, true) : (Point(x: px + shift.x, y: py + shift.y), false)
        }
    }

    /// The same scroll carried along by `delta`, for content that moved under it: a drag's
    /// start, a deceleration's path and an animation's ends all move by `delta`.
    func shifted(by delta: Point) -> ScrollState {
        switch self {
        case .idle:
            return .idle
        case .dragging(let start):
            return .dragging(startOffset: start + delta)
        case .decelerating(var d):
            d.shift = d.shift + delta
            return .decelerating(d)
        case let .animating(from, to, start, animation):
            return .animating(from: from + delta, to: to + delta, start: start, animation: animation)
        }
    }
}

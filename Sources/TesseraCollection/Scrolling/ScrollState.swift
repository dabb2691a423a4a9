import TesseraGeometry

/// What the content offset is doing, for the collection view's scrolling.
enum ScrollState {
    /// At rest.
    case idle
    /// Following a pan that started at `startOffset`.
    case dragging(startOffset: Point)
    /// Released: each axis decelerates towards `target`, or bounces back to it
    /// when the release was past an edge.
    case decelerating(Deceleration)
    /// Moving to `to` along an ``Animation`` (animated `setContentOffset`, `scrollToItem`).
    case animating(from: Point, to: Point, start: Duration, animation: Animation)

    /// One released scroll.
    struct Deceleration {
        var start: Duration
        var from: Point
        var target: Point
        var velocity: Point
        var rate: Double
        /// Per axis: whether the release was past an edge, so the axis bounces rather than decelerates.
        var bounceX: Bool
        var bounceY: Bool

        /// The offset at `now`, and whether the scroll has come to rest.
        func offset(at now: Duration) -> (Point, done: Bool) {
            let elapsed = now - start
            let x = bounceX
                ? ScrollPhysics.bounce(from: from.x, to: target.x, velocity: -velocity.x, elapsed: elapsed)
                : ScrollPhysics.decelerate(from: from.x, to: target.x, elapsed: elapsed, rate: rate)
            let y = bounceY
                ? ScrollPhysics.bounce(from: from.y, to: target.y, velocity: -velocity.y, elapsed: elapsed)
                : ScrollPhysics.decelerate(from: from.y, to: target.y, elapsed: elapsed, rate: rate)
            let done = abs(x - target.x) < ScrollPhysics.restingThreshold && abs(y - target.y) < ScrollPhysics.restingThreshold
            return done ? (target, true) : (Point(x: x, y: y), false)
        }
    }
}

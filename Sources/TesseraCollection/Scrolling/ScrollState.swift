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

    /// One released scroll: each axis moves on its own (see ``ScrollAxisMotion``).
    struct Deceleration {
        var start: Duration
        var x: ScrollAxisMotion
        var y: ScrollAxisMotion

        /// Where the scroll comes to rest.
        var target: Point { Point(x: x.restingPoint, y: y.restingPoint) }

        /// The offset at `now`, and whether the scroll has come to rest (then exactly at ``target``).
        func offset(at now: Duration) -> (Point, done: Bool) {
            let elapsed = (now - start).inSeconds
            let (px, sx) = x.position(at: elapsed)
            let (py, sy) = y.position(at: elapsed)
            return sx && sy ? (target, true) : (Point(x: px, y: py), false)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TesseraGeometry
import TesseraLayout

/// UIScrollView's scrolling formulas, as pure functions of their inputs.
///
/// - Deceleration: a flung scroll keeps `rate` of its velocity per millisecond
///   (0.998 is UIKit's "normal", 0.99 its "fast"). Released at velocity v
///   (points per second), it travels (v / 1000) · rate / (1 − rate) points.
///   Heading for a target T from x0, the offset after t ms is
///   T + (x0 − T) · rateᵗ; when T is the natural resting point this starts at
///   the release velocity, so one formula serves both free and snapped flings.
/// - Rubber-banding: dragged d points past an edge of a view of dimension D,
///   the content moves (1 − 1 / (d · c / D + 1)) · D, with c = 0.55.
/// - Bouncing back after a release past an edge: a critically damped spring
///   with natural frequency ``bounceFrequency``.
/// - Flinging into an edge: the content decelerates as if the edge were not
///   there until it reaches it, then carries its momentum past it. The
///   overshoot is the same critically damped spring released at the edge, run
///   in "finger space" and shown through the rubber band (c = 0.55), so the
///   stretch is resisted as a drag past the edge is. The spring starts at
///   velocity / c, which keeps the content's speed continuous at the edge (the
///   rubber band's slope there is c). It peaks after 1 / ``bounceFrequency``
///   seconds and springs back to the edge.
///
/// Every formula is closed-form in the elapsed time, so a scroll's position at
/// a given clock time does not depend on how often frames are ticked.
///
/// Velocities here are in points per second, the pan recognizer's unit. UIKit
/// hands a scroll's velocity to layouts in points per millisecond; that unit is
/// made in one place, ``scrollingVelocity(_:)``.
public enum ScrollPhysics {
    /// UIKit's `UIScrollView.DecelerationRate.normal`: velocity kept per millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`.
    public static let fastDecelerationRate = 0.99
    /// How fast, in points per millisecond (UIKit's scrolling unit), a paged release must move for its
    /// direction to choose the page: `PagingRule.flickVelocity`, where the paging rule is written.
    public static let pagingFlickVelocity = PagingRule.flickVelocity
    /// The velocity a paged release keeps per millisecond on its way to the page: UIKit's "fast" rate, so a
    /// page turn is nearly done in 0.3 s.
    public static let pagingDecelerationRate = fastDecelerationRate
    /// The rubber-band stiffness constant of UIScrollView.
    public static let rubberBandConstant = 0.55
    /// The bounce-back spring's natural frequency, per second (settles in about half a second).
    public static let bounceFrequency = 12.0
    /// Below this distance, in points, from its resting point a released scroll (deceleration, bounce
    /// or overshoot) counts as settled and stops there.
    public static let restingThreshold = 0.1

    /// The velocity UIKit hands out for a scroll moving at `contentVelocity` points per second: the same
    /// velocity in points per millisecond, positive where the content offset grows.
    ///
    /// iOS passes this unit to `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (documented:
    /// "in points per millisecond") and the same value to a layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, whose page says points per
    /// second; a brisk flick is about 2 to 5. This is the only place the collection view changes the unit.
    public static func scrollingVelocity(_ contentVelocity: Point) -> Point {
        Point(x: contentVelocity.x / 1000, y: contentVelocity.y / 1000)
    }

    /// How far `overshoot` points of drag past an edge moves the content.
    public static func rubberBand(_ overshoot: Double, dimension: Double, constant: Double = rubberBandConstant) -> Double {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * constant / dimension + 1)) * dimension
    }

    /// The distance a scroll released at `velocity` points per second travels before it stops.
    public static func projectedDistance(velocity: Double, rate: Double = normalDecelerationRate) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// The offset `elapsed` after a deceleration from `start` towards `target` began.
    public static func decelerate(from start: Double, to target: Double, elapsed: Duration,
                                  rate: Double = normalDecelerationRate) -> Double {
        let ms = elapsed.inSeconds * 1000
        return target + (start - target) * pow(rate, ms)
    }

    /// The offset `elapsed` after a bounce back to `target` began from `start` at `velocity` points per second.
    public static func bounce(from start: Double, to target: Double, velocity: Double, elapsed: Duration) -> Double {
        let t = elapsed.inSeconds, w = bounceFrequency
        let d = start - target
        return target + (d + (velocity + w * d) * t) * exp(-w * t)
    }

    /// The velocity of a spring ``bounce(from:to:velocity:elapsed:)``, in points per second.
    public static func bounceVelocity(from start: Double, to target: Double, velocity: Double, elapsed: Duration) -> Double {
        let t = elapsed.inSeconds, w = bounceFrequency
        let d = start - target
        return (velocity - w * (velocity + w * d) * t) * exp(-w * t)
    }

    /// How long, in seconds, a deceleration from `start` towards `target` takes
    /// to pass `edge`, which lies between them (0 when it starts there).
    public static func timeToReach(_ edge: Double, from start: Double, towards target: Double,
                                   rate: Double = normalDecelerationRate) -> Double {
        let remaining = (edge - target) / (start - target)
        guard remaining > 0, remaining < 1 else { return 0 }
        return log(remaining) / log(rate) / 1000
    }

    /// The velocity, in points per second, of a deceleration towards `target` as it passes `position`.
    public static func decelerationVelocity(at position: Double, towards target: Double,
                                            rate: Double = normalDecelerationRate) -> Double {
        (target - position) * -log(rate) * 1000
    }

    /// How far past the edge a fling is `elapsed` seconds after it reached the
    /// edge at `velocity` points per second (signed like the velocity), in a view
    /// of `dimension` points along the axis. See the type's discussion.
    public static func overshoot(velocity: Double, elapsed: Double, dimension: Double) -> Double {
        guard elapsed > 0 else { return 0 }
        let stretch = abs(velocity) / rubberBandConstant * elapsed * exp(-bounceFrequency * elapsed)
        let shown = rubberBand(stretch, dimension: dimension)
        return velocity < 0 ? -shown : shown
    }
}

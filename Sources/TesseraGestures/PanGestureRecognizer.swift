import TesseraGeometry

/// Recognizes dragging fingers (continuous): cumulative translation and velocity.
///
/// It tracks the centroid of up to ``maximumNumberOfTouches`` fingers and
/// begins once that centroid has moved more than ``slop`` from where it
/// started, with at least ``minimumNumberOfTouches`` down. ``translation`` is
/// cumulative from touch-down (it includes the slop) and stays continuous when
/// fingers land or lift mid-pan. ``velocity`` (pt/s) comes from a
/// ``VelocityTracker`` over the last 100 ms. As UIKit's, it changes only while
/// at least ``minimumNumberOfTouches`` fingers are down, and ends when all
/// have lifted. Too many fingers before it begins make it fail.
public final class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan (UIKit's `minimumNumberOfTouches`, default 1).
    ///
    /// The pan begins only with this many fingers down, and reports movement only while as many are; it ends
    /// when every finger has lifted, as UIKit's.
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// The most fingers the pan follows (UIKit's `maximumNumberOfTouches`; default 10, where UIKit's is unlimited).
    ///
    /// More fingers before the pan begins make it fail; extra fingers after it began are left out of
    /// the centroid. The default is ``GestureConstants/maximumTrackedTouches``, the most any recognizer
    /// tracks, so in practice it is no limit either.
    @exclusivity(unchecked) public var maximumNumberOfTouches = GestureConstants.maximumTrackedTouches
    /// How far the centroid must move before the pan begins (pt).
    @exclusivity(unchecked) public var slop = GestureConstants.panSlop

    /// Cumulative movement of the centroid since touch-down, in points, less what ``setTranslation(_:)`` took away.
    @exclusivity(unchecked) public private(set) var translation: Point = .zero
    /// How fast the fingers' centroid moves, in points per second, estimated over the last 100 ms (as of the last event).
    ///
    /// It follows the fingers whatever ``setTranslation(_:)`` does, so the common pattern of setting the
    /// translation back to zero on every change still gives the fling's speed when the pan ends, as on iOS.
    public var velocity: Point { tracker.velocity(at: lastEventTime) }
    /// What ``setTranslation(_:)`` has added to ``translation`` during this pan; the velocity samples leave it out.
    @exclusivity(unchecked) private var translationShift: Point = .zero
    @exclusivity(unchecked) private var lastEventTime: Duration = .zero

    @exclusivity(unchecked) private var origin: Point?
    @exclusivity(unchecked) private var countedTouches = 0
    private let tracker = VelocityTracker()

    /// Creates a pan named `name` in transcripts.
    public override init(name: String = "pan") {
        super.init(ownRecognizerNamed: name)
    }

    /// Returns `true`: a pan begins, changes as the fingers move, and ends or is cancelled.
    public override var isContinuous: Bool { true }

    /// The pan's ``translation`` (points) and ``velocity`` (points per second), reported with each state change.
    public override var values: GestureValues { .pan(translation: translation, velocity: velocity) }

    /// Moves the reference point so that ``translation`` reads `t` now (UIKit's `setTranslation`); ``velocity`` goes on.
    public func setTranslation(_ t: Point) {
        if let centroid = touches.centroid(limit: maximumNumberOfTouches) { origin = centroid - t }
        translationShift = translationShift + (t - translation)
        translation = t
    }

    /// ``translation`` measured along the axes of `space` (nil: the window's), as UIKit's `translation(in:)`.
    public func translation(in space: (any CoordinateSpace)?) -> Point {
        space?.convert(vectorFromWindow: translation) ?? translation
    }

    /// ``velocity`` measured along the axes of `space` (nil: the window's), in its points per second, as UIKit's `velocity(in:)`.
    public func velocity(in space: (any CoordinateSpace)?) -> Point {
        let v = velocity
        return space?.convert(vectorFromWindow: v) ?? v
    }

    /// Sets the translation to `t` measured along the axes of `space` (nil: the window's), as UIKit's
    /// `setTranslation(_:in:)`; a space that flattens the plane leaves the translation as it is.
    public func setTranslation(_ t: Point, in space: (any CoordinateSpace)?) {
        guard let space else { return setTranslation(t) }
        if let window = space.convert(vectorToWindow: t) { setTranslation(window) }
    }

    /// Updates ``translation`` and ``velocity`` from the fingers' centroid, and begins, changes or ends the pan.
    ///
    /// It begins once the centroid has moved more than ``slop`` with ``minimumNumberOfTouches`` fingers
    /// down, reports movement as `changed` while that many remain, ends when the last finger lifts, and is
    /// cancelled by a cancelled touch (which fails it before it begins, as it fails a tap).
    public override func touchesChanged(_ update: TouchChange) {
        let active = min(touches.activeCount, maximumNumberOfTouches)
        if state == .possible, touches.activeCount > maximumNumberOfTouches { return fail() }
        if update.cancelled > 0 { return cancel() }
        if let centroid = touches.centroid(limit: maximumNumberOfTouches) {
            if state == .possible, active < minimumNumberOfTouches {
                // Not enough fingers yet: nothing counts until there are.
                origin = centroid
                translation = .zero
            } else if let o = origin, active == countedTouches, update.began == 0, update.ended == 0, update.cancelled == 0 {
                translation = centroid - o
            } else {
                // Fingers landed or lifted, even one for another in the same event (the count then stays):
                // move the origin so the translation does not jump.
                origin = centroid - translation
            }
            countedTouches = active
            if update.moved > 0 || update.began > 0 {
                let sample = translationShift == .zero ? translation : translation - translationShift
                tracker.add(time: update.time, milliseconds: update.milliseconds, value: sample)
            }
        }
        lastEventTime = update.time

        switch state {
        case .possible:
            if active >= minimumNumberOfTouches, translation.distance(to: .zero) > slop { begin() }
        case .began, .changed:
            // UIKit: it "changes when a finger moves while at least the minimum number of fingers are pressed
            // down" and "ends when all fingers are lifted".
            if active == 0 { end() } else if active >= minimumNumberOfTouches, update.moved > 0 { change() }
        default:
            break
        }
    }

    /// Zeroes ``translation``, forgets the reference point and clears the velocity samples, ready for the next pan.
    public override func reset() {
        translation = .zero
        translationShift = .zero
        origin = nil
        countedTouches = 0
        tracker.reset()
    }
}

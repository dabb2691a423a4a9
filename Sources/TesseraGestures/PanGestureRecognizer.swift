import TesseraGeometry

/// Recognizes dragging fingers (continuous): cumulative translation and velocity.
///
/// It tracks the centroid of up to ``maximumNumberOfTouches`` fingers and
/// begins once that centroid has moved more than ``slop`` from where it
/// started, with at least ``minimumNumberOfTouches`` down. ``translation`` is
/// cumulative from touch-down (it includes the slop) and stays continuous when
/// fingers land or lift mid-pan. ``velocity`` (pt/s) comes from a
/// ``VelocityTracker`` over the last 100 ms. It ends when fewer than
/// ``minimumNumberOfTouches`` fingers remain. Too many fingers before it
/// begins make it fail.
public final class PanGestureRecognizer: GestureRecognizer {
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    @exclusivity(unchecked) public var maximumNumberOfTouches = GestureConstants.maximumTrackedTouches
    /// How far the centroid must move before the pan begins (pt).
    @exclusivity(unchecked) public var slop = GestureConstants.panSlop

    /// Cumulative movement of the centroid since touch-down, in points.
    @exclusivity(unchecked) public private(set) var translation: Point = .zero
    /// Points per second, estimated over the last 100 ms (as of the last event).
    public var velocity: Point { tracker.velocity(at: lastEventTime) }
    @exclusivity(unchecked) private var lastEventTime: Duration = .zero

    @exclusivity(unchecked) private var origin: Point?
    @exclusivity(unchecked) private var countedTouches = 0
    private let tracker = VelocityTracker()

    public override init(name: String = "pan") {
        super.init(name: name)
    }

    public override var isContinuous: Bool { true }

    public override var values: GestureValues { .pan(translation: translation, velocity: velocity) }

    /// Moves the reference point so that ``translation`` reads `t` now (UIKit's `setTranslation`).
    public func setTranslation(_ t: Point) {
        if let centroid = touches.centroid(limit: maximumNumberOfTouches) { origin = centroid - t }
        translation = t
    }

    public override func touchesChanged(_ update: TouchChange) {
        let active = min(touches.activeCount, maximumNumberOfTouches)
        if state == .possible, touches.activeCount > maximumNumberOfTouches { return fail() }
        if update.cancelled > 0, state.isActive { return cancel() }
        if let centroid = touches.centroid(limit: maximumNumberOfTouches) {
            if state == .possible, active < minimumNumberOfTouches {
                // Not enough fingers yet: nothing counts until there are.
                origin = centroid
                translation = .zero
            } else if let o = origin, active == countedTouches {
                translation = centroid - o
            } else {
                // Fingers landed or lifted: move the origin so the translation does not jump.
                origin = centroid - translation
            }
            countedTouches = active
            if update.moved > 0 || update.began > 0 { tracker.add(time: update.time, value: translation) }
        }
        lastEventTime = update.time

        switch state {
        case .possible:
            if active >= minimumNumberOfTouches, translation.distance(to: .zero) > slop { begin() }
        case .began, .changed:
            if active < minimumNumberOfTouches { end() } else if update.moved > 0 { change() }
        default:
            break
        }
    }

    public override func reset() {
        translation = .zero
        origin = nil
        countedTouches = 0
        tracker.reset()
    }
}

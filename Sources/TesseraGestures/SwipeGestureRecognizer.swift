import TesseraGeometry

/// Recognizes a quick flick in one of the allowed ``direction``s (discrete).
///
/// The fingers' centroid must travel at least ``minimumDistance`` along its
/// dominant axis, at ``minimumVelocity`` or faster along that axis (least
/// squares over 100 ms), within ``maximumDuration`` of touch-down. It
/// recognizes as soon as that holds, while the finger is still moving, as
/// UIKit's does; it fails if the movement goes mainly in a direction not
/// allowed, takes too long, or the fingers lift first.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions that count.
    @exclusivity(unchecked) public var direction: SwipeDirection
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// Points per second along the swipe's direction.
    @exclusivity(unchecked) public var minimumVelocity = GestureConstants.swipeMinimumVelocity
    /// Points along the swipe's direction.
    @exclusivity(unchecked) public var minimumDistance = GestureConstants.swipeMinimumDistance
    @exclusivity(unchecked) public var maximumDuration = GestureConstants.swipeMaximumDuration

    /// The direction recognized (empty until then).
    @exclusivity(unchecked) public private(set) var recognizedDirection: SwipeDirection = []

    @exclusivity(unchecked) private var start: Point?
    private let tracker = VelocityTracker()
    private static let durationTimer = 0

    public init(direction: SwipeDirection = .right, name: String = "swipe") {
        self.direction = direction
        super.init(name: name)
    }

    public override var values: GestureValues { .swipe(direction: recognizedDirection) }

    public override func touchesChanged(_ update: TouchChange) {
        let active = touches.activeCount
        if update.cancelled > 0 || active > numberOfTouchesRequired { return fail() }
        guard let centroid = touches.centroid(activeOnly: false) else { return }
        if update.began > 0 {
            if start == nil { startTimer(Self.durationTimer, after: maximumDuration) }
            start = centroid
            tracker.reset()
        }
        if update.began > 0 || update.moved > 0 { tracker.add(time: update.time, value: centroid) }
        guard update.moved > 0, active == numberOfTouchesRequired, let start else { return }
        let t = centroid - start, v = tracker.velocity(at: update.time)
        let horizontal = abs(t.x) >= abs(t.y)
        let dir: SwipeDirection = horizontal ? (t.x > 0 ? .right : .left) : (t.y > 0 ? .down : .up)
        let distance = horizontal ? abs(t.x) : abs(t.y)
        let speed = dir == .right ? v.x : dir == .left ? -v.x : dir == .down ? v.y : -v.y
        guard distance >= minimumDistance else { return }
        if !direction.contains(dir) { return fail() }
        if speed >= minimumVelocity {
            recognizedDirection = dir
            recognize()
        }
    }

    public override func timerFired(_ tag: Int) {
        fail()
    }

    public override func reset() {
        start = nil
        recognizedDirection = []
        tracker.reset()
    }
}

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
    /// How many fingers the swipe needs (UIKit's `numberOfTouchesRequired`, default 1); more make it fail.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// Points per second along the swipe's direction.
    @exclusivity(unchecked) public var minimumVelocity = GestureConstants.swipeMinimumVelocity
    /// Points along the swipe's direction.
    @exclusivity(unchecked) public var minimumDistance = GestureConstants.swipeMinimumDistance
    /// The longest the swipe may take from its first touch-down (500 ms by default); after that it fails.
    @exclusivity(unchecked) public var maximumDuration = GestureConstants.swipeMaximumDuration

    /// The direction recognized (empty until then).
    @exclusivity(unchecked) public private(set) var recognizedDirection: SwipeDirection = []

    @exclusivity(unchecked) private var start: Point?
    private let tracker = VelocityTracker()
    private static let durationTimer = 0

    /// Creates a swipe that accepts `direction` (one or several), named `name` in transcripts.
    public init(direction: SwipeDirection = .right, name: String = "swipe") {
        self.direction = direction
        super.init(ownRecognizerNamed: name)
    }

    /// Where the swipe began: the fingers' centroid as the last of them landed, in window coordinates, as UIKit
    /// documents ("the location where a swipe began"); before any finger lands, the last location seen.
    public override var location: Point { start ?? lastLocation }

    /// The ``recognizedDirection``, reported with each state change (empty, printed `none`, until it recognizes).
    public override var values: GestureValues { .swipe(direction: recognizedDirection) }

    /// Measures the centroid's travel and velocity along its dominant axis, and recognizes or fails the swipe.
    ///
    /// It recognizes once the travel reaches ``minimumDistance`` and the velocity ``minimumVelocity`` in
    /// an allowed ``direction``. It fails on a disallowed direction, a cancelled touch or too many fingers.
    public override func touchesChanged(_ update: TouchChange) {
        let active = touches.activeCount
        if update.cancelled > 0 || active > numberOfTouchesRequired { return fail() }
        guard let centroid = touches.centroid(activeOnly: false) else { return }
        if update.began > 0 {
            if start == nil { startTimer(Self.durationTimer, after: maximumDuration) }
            start = centroid
            tracker.reset()
        }
        if update.began > 0 || update.moved > 0 { tracker.add(time: update.time, milliseconds: update.milliseconds, value: centroid) }
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

    /// Fails the swipe: ``maximumDuration`` has passed since the first finger landed.
    public override func timerFired(_ tag: Int) {
        fail()
    }

    /// Forgets the start point, the recognized direction and the velocity samples, ready for the next swipe.
    public override func reset() {
        start = nil
        recognizedDirection = []
        tracker.reset()
    }
}

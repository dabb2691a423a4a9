#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TesseraGeometry

/// Recognizes two fingers turning about each other (continuous): rotation in radians and its velocity.
///
/// It follows the first two fingers down and accumulates the change in
/// direction of the line between them, unwrapped, so several turns add up.
/// Clockwise on screen is positive (y grows downwards), as UIKit's. It begins
/// once the rotation exceeds ``slop`` (5°); ``velocity`` is in radians per
/// second.
///
/// As UIKit's, it ends when both fingers have lifted, not the first (Apple: "It
/// ends when the user lifts both fingers"). While a running rotation has one
/// finger left it stays `changed` with ``rotation`` unchanged; a finger that
/// lands meanwhile, or a third finger that takes the place of one of the pair,
/// forms a new pair that is measured from where it formed, so the rotation goes
/// on without a jump.
public final class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation that begins the gesture (radians).
    @exclusivity(unchecked) public var slop = GestureConstants.rotationSlop

    /// Radians turned since the start; settable, as UIKit's.
    ///
    /// Setting it re-bases the rotation: from then on it is the value set plus the turn since. The common
    /// pattern of setting it back to 0 on every change reads each step's turn.
    public var rotation: Double {
        get { rotationShift == 0 ? fingerRotation : fingerRotation + rotationShift }
        set { if newValue.isFinite { rotationShift = newValue - fingerRotation } }
    }
    /// Radians per second (as of the last event; estimated when asked); it follows the fingers whatever is set
    /// to ``rotation``.
    public var velocity: Double { tracker.scalarVelocity(at: lastEventTime) }
    /// Radians the fingers have turned since the start, as if ``rotation`` had never been set.
    @exclusivity(unchecked) private var fingerRotation: Double = 0
    /// What setting ``rotation`` added to ``fingerRotation``.
    @exclusivity(unchecked) private var rotationShift: Double = 0
    @exclusivity(unchecked) private var lastEventTime: Duration = .zero

    @exclusivity(unchecked) private var pairIDs: (Int, Int)?
    @exclusivity(unchecked) private var lastAngle: Double = 0
    private let tracker = VelocityTracker()

    /// Creates a rotation named `name` in transcripts.
    public override init(name: String = "rotation") {
        super.init(ownRecognizerNamed: name)
    }

    /// Returns `true`: a rotation begins, changes as the fingers turn, and ends or is cancelled.
    public override var isContinuous: Bool { true }
    /// The gesture's ``rotation`` (radians) and ``velocity`` (radians per second), reported with each state change.
    public override var values: GestureValues { .rotation(angle: rotation, velocity: velocity) }

    /// Adds the turn of the line between the first two fingers to ``rotation``, and begins or changes.
    ///
    /// It begins once the rotation exceeds ``slop`` and reports every later event as `changed`, including
    /// those in which only one finger is down. A cancelled touch cancels it (fails it before it begins); the base
    /// class ends it when the last finger lifts.
    public override func touchesChanged(_ update: TouchChange) {
        if update.cancelled > 0 { return cancel() }
        lastEventTime = update.time
        guard let (a, b) = touches.firstTwoActive() else {
            // Fewer than two fingers: nothing to measure. The next pair starts from where it lands.
            pairIDs = nil
            if state.isActive, touches.activeCount > 0 { change() } // one left: UIKit stays changed
            return
        }
        let pa = touches[a].location, pb = touches[b].location
        let angle = atan2(pb.y - pa.y, pb.x - pa.x)
        let ids = (touches[a].id, touches[b].id)
        if pairIDs == nil || pairIDs! != ids {
            // A new pair: measure from here on, keeping what has turned so far.
            pairIDs = ids
            lastAngle = angle
            if !state.isActive { fingerRotation = 0; rotationShift = 0 } else { change() }
            return
        }
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        lastAngle = angle
        fingerRotation += delta
        if update.moved > 0 { tracker.add(time: update.time, milliseconds: update.milliseconds, value: Point(x: fingerRotation, y: 0)) }

        if state == .possible {
            if abs(fingerRotation) > slop { begin() }
        } else {
            change()
        }
    }

    /// Sets ``rotation`` back to 0 and forgets the finger pair and the velocity samples, for the next rotation.
    public override func reset() {
        fingerRotation = 0
        rotationShift = 0
        pairIDs = nil
        tracker.reset()
    }
}

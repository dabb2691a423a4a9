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
/// second. If one of the pair lifts while another finger is down, that finger
/// takes its place without a jump; with one finger left it ends.
public final class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation that begins the gesture (radians).
    @exclusivity(unchecked) public var slop = GestureConstants.rotationSlop

    /// Radians turned since the start.
    @exclusivity(unchecked) public private(set) var rotation: Double = 0
    /// Radians per second (as of the last event; estimated when asked)
    public var velocity: Double { tracker.scalarVelocity(at: lastEventTime) }
    @exclusivity(unchecked) private var lastEventTime: Duration = .zero

    @exclusivity(unchecked) private var pairIDs: (Int, Int)?
    @exclusivity(unchecked) private var lastAngle: Double = 0
    private let tracker = VelocityTracker()

    /// Creates a rotation named `name` in transcripts.
    public override init(name: String = "rotation") {
        super.init(name: name)
    }

    /// Returns `true`: a rotation begins, changes as the fingers turn, and ends or is cancelled.
    public override var isContinuous: Bool { true }
    /// The gesture's ``rotation`` (radians) and ``velocity`` (radians per second), reported with each state change.
    public override var values: GestureValues { .rotation(angle: rotation, velocity: velocity) }

    /// Adds the turn of the line between the first two fingers to ``rotation``, and begins, changes or ends.
    ///
    /// It begins once the rotation exceeds ``slop``, reports turning as `changed`, ends when fewer than
    /// two fingers remain, and is cancelled by a cancelled touch.
    public override func touchesChanged(_ update: TouchChange) {
        if update.cancelled > 0, state.isActive { return cancel() }
        guard let (a, b) = touches.firstTwoActive() else {
            if state.isActive {
                lastEventTime = update.time
                end()
            } else {
                pairIDs = nil
            }
            return
        }
        let pa = touches[a].location, pb = touches[b].location
        let angle = atan2(pb.y - pa.y, pb.x - pa.x)
        let ids = (touches[a].id, touches[b].id)
        if pairIDs == nil || pairIDs! != ids {
            // A new pair: measure from here on, keeping what has turned so far.
            pairIDs = ids
            lastAngle = angle
            if !state.isActive { rotation = 0 }
            return
        }
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        lastAngle = angle
        rotation += delta
        if update.moved > 0 { tracker.add(time: update.time, value: Point(x: rotation, y: 0)) }
        lastEventTime = update.time

        if state == .possible {
            if abs(rotation) > slop { begin() }
        } else if update.moved > 0 {
            change()
        }
    }

    /// Sets ``rotation`` back to 0 and forgets the finger pair and the velocity samples, for the next rotation.
    public override func reset() {
        rotation = 0
        pairIDs = nil
        tracker.reset()
    }
}

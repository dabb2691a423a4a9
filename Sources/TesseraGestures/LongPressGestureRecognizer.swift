import TesseraGeometry

/// Recognizes a press held still for ``minimumPressDuration``, then follows the fingers (continuous).
///
/// Before it begins, every finger must stay within ``allowableMovement`` of
/// where it landed, and no more than ``numberOfTouchesRequired`` fingers may
/// come down; otherwise it fails. The press timer starts when the required
/// number of fingers is down. Once begun, movement is reported as `changed`
/// (this is what drives drag-to-reorder) and lifting a finger ends it.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay put before the press begins (UIKit's `minimumPressDuration`; 500 ms).
    ///
    /// Counted from the moment ``numberOfTouchesRequired`` fingers are down; moving any finger more than
    /// ``allowableMovement`` before then makes the press fail.
    @exclusivity(unchecked) public var minimumPressDuration = GestureConstants.longPressMinimumDuration
    /// How far a finger may move before the press begins (pt).
    @exclusivity(unchecked) public var allowableMovement = GestureConstants.longPressAllowableMovement
    /// How many fingers must be down for the press timer to start (UIKit's `numberOfTouchesRequired`).
    ///
    /// A further finger before the press begins makes it fail.
    @exclusivity(unchecked) public var numberOfTouchesRequired: Int

    @exclusivity(unchecked) private var timing = false
    private static let pressTimer = 0

    /// Creates a long press for `touches` fingers (at least 1), named `name` in transcripts.
    public init(touches: Int = 1, name: String = "longPress") {
        numberOfTouchesRequired = max(1, touches)
        super.init(name: name)
    }

    /// Returns `true`: a long press begins, reports movement as `changed`, and ends, as UIKit's.
    public override var isContinuous: Bool { true }

    /// Starts the press timer once the fingers are down, fails on early lifts and drift, and drags once begun.
    ///
    /// Before the press begins, a lift, a cancelled touch, a finger beyond ``numberOfTouchesRequired``
    /// or movement past ``allowableMovement`` makes it fail. Once begun, movement is `changed`, a lift
    /// ends it and a cancelled touch cancels it.
    public override func touchesChanged(_ update: TouchChange) {
        let active = touches.activeCount
        guard state == .possible else {
            // Running: any lift ends the press; movement drags.
            if update.cancelled > 0 { return cancel() }
            if update.ended > 0 || active < numberOfTouchesRequired { return end() }
            if update.moved > 0 { change() }
            return
        }
        if pendingState != nil { return } // Waiting on the arena; the base fails it if the fingers lift.
        if update.cancelled > 0 || update.ended > 0 || active > numberOfTouchesRequired { return fail() }
        for entry in touches where entry.location.distance(to: entry.startLocation) > allowableMovement {
            return fail()
        }
        if !timing, active == numberOfTouchesRequired {
            timing = true
            startTimer(Self.pressTimer, after: minimumPressDuration)
        }
    }

    /// Begins the press: the fingers stayed put for ``minimumPressDuration``.
    public override func timerFired(_ tag: Int) {
        begin()
    }

    /// Forgets that the press timer was started, ready for the next press.
    public override func reset() {
        timing = false
    }
}

import TesseraGeometry

/// Recognizes a press held still for ``minimumPressDuration``, then follows the fingers (continuous).
///
/// Before it begins, every finger must stay within ``allowableMovement`` of
/// where it landed, and no more than ``numberOfTouchesRequired`` fingers may
/// come down; otherwise it fails. The press timer starts when the required
/// number of fingers is down. Once begun, movement is reported as `changed`
/// (this is what drives drag-to-reorder) and lifting a finger ends it.
///
/// With ``numberOfTapsRequired`` above 0 (UIKit's tap-and-hold), the press must
/// follow that many taps: each tap is the fingers landing, staying within
/// ``allowableMovement`` and lifting within ``GestureConstants/tapMaximumPressDuration``,
/// the next landing within ``GestureConstants/doubleTapTimeout`` of the lift and
/// ``GestureConstants/doubleTapSlop`` of the first tap; the press is the landing after
/// the last tap. A tap that breaks these rules, or a gap that runs out, fails it.
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
    /// How many taps must come before the press (UIKit's `numberOfTapsRequired`; 0 by default, a plain press).
    ///
    /// With 1, a tap and then a press held where it landed (tap-and-hold); see the type's discussion.
    @exclusivity(unchecked) public var numberOfTapsRequired = 0

    @exclusivity(unchecked) private var timing = false
    /// Taps completed before the press, and whether the fingers now down are one of them.
    @exclusivity(unchecked) private var tapsDone = 0
    @exclusivity(unchecked) private var tapping = false
    @exclusivity(unchecked) private var firstTapLocation: Point?
    private static let pressTimer = 0, tapTimer = 1

    /// Creates a long press for `touches` fingers (at least 1), named `name` in transcripts.
    public init(touches: Int = 1, name: String = "longPress") {
        numberOfTouchesRequired = max(1, touches)
        super.init(ownRecognizerNamed: name)
    }

    /// Returns `true`: a long press begins, reports movement as `changed`, and ends, as UIKit's.
    public override var isContinuous: Bool { true }

    /// Whether the taps before the press have begun and the next landing is awaited: lifting the
    /// fingers between them does not make it fail.
    public override var isInSequence: Bool { tapsDone > 0 && touches.activeCount == 0 }

    /// Starts the press timer once the fingers are down, fails on early lifts and drift, and drags once begun.
    ///
    /// Before the press begins, a lift, a cancelled touch, a finger beyond ``numberOfTouchesRequired``
    /// or movement past ``allowableMovement`` makes it fail; while ``numberOfTapsRequired`` taps are
    /// still to come, a lift completes a tap instead. Once begun, movement is `changed`, a lift
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
        if update.cancelled > 0 || active > numberOfTouchesRequired || hasDrifted { return fail() }
        if numberOfTapsRequired > 0, update.began > 0, !tapping, !timing, !landsWhereTheTapsDid() { return fail() }
        if tapsDone < numberOfTapsRequired { return tapChanged(update, active: active) }
        if update.ended > 0 { return fail() }
        if !timing, active == numberOfTouchesRequired {
            timing = true
            startTimer(Self.pressTimer, after: minimumPressDuration)
        }
    }

    /// Whether a finger has moved more than ``allowableMovement`` from where it landed.
    private var hasDrifted: Bool {
        touches.contains { $0.location.distance(to: $0.startLocation) > allowableMovement }
    }

    /// A landing after taps, or the first tap's: it came in time (the wait for it stops), and lands within
    /// ``GestureConstants/doubleTapSlop`` of the first tap, which the first landing sets.
    private func landsWhereTheTapsDid() -> Bool {
        cancelTimer(Self.tapTimer)
        let here = touches.centroid() ?? lastLocation
        guard let first = firstTapLocation else {
            firstTapLocation = here
            return true
        }
        return first.distance(to: here) <= GestureConstants.doubleTapSlop
    }

    /// One of the taps before the press: the fingers land and lift in time.
    private func tapChanged(_ update: TouchChange, active: Int) {
        if update.began > 0, !tapping {
            tapping = true
            startTimer(Self.tapTimer, after: GestureConstants.tapMaximumPressDuration)
        }
        guard tapping, active == 0 else { return }
        // Every finger of the tap lifted: it counts; the press or the next tap must land soon.
        tapping = false
        tapsDone += 1
        startTimer(Self.tapTimer, after: GestureConstants.doubleTapTimeout)
    }

    /// Begins the press once the fingers stayed put for ``minimumPressDuration``; a tap held too
    /// long, or a wait for the next landing that ran out, fails it.
    public override func timerFired(_ tag: Int) {
        if tag == Self.tapTimer { return fail() }
        begin()
    }

    /// Forgets the press timer and the taps, ready for the next press.
    public override func reset() {
        timing = false
        tapsDone = 0
        tapping = false
        firstTapLocation = nil
    }
}

import TesseraGeometry

/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers (discrete).
///
/// A tap is: the fingers come down (several may land a few milliseconds
/// apart, as on real devices), none moves more than ``movementTolerance`` from
/// where it landed, and all lift within ``maximumPressDuration`` of the first
/// landing (when it has one); the most fingers down at once must equal
/// ``numberOfTouchesRequired`` (they may lift one by one). Between taps the
/// next tap must start within ``interTapTimeout`` of the last lift and within
/// ``interTapSlop`` of the first tap. A next tap that lands farther away fails
/// this sequence, and the router then starts a new one with it.
///
/// Double tap and two-finger tap are configurations of this class:
/// ``doubleTap()`` and ``twoFingerTap()``.
///
/// With ``waitsForExtraTaps`` (set by ``GestureArena/makeExclusive(single:double:)``)
/// the recognizer does not recognize at the last required tap but waits one
/// more ``interTapTimeout``: if no tap comes it recognizes then; if one does,
/// the burst is too long, and it fails once the taps stop. A next tap that
/// lands farther than ``interTapSlop`` away is not part of the burst: the
/// recognizer recognizes at once, and the router starts a new sequence with it.
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (UIKit's `numberOfTapsRequired`): 1 for a tap, 2 for a double tap.
    @exclusivity(unchecked) public var numberOfTapsRequired: Int
    /// How many fingers each tap must have down at its peak (UIKit's `numberOfTouchesRequired`); more make it fail.
    @exclusivity(unchecked) public var numberOfTouchesRequired: Int
    /// How far any finger may move from where it landed (pt).
    @exclusivity(unchecked) public var movementTolerance = GestureConstants.tapMovementTolerance
    /// The longest a tap's fingers may stay down; nil for no limit, as UIKit's tap has none.
    @exclusivity(unchecked) public var maximumPressDuration: Duration? = GestureConstants.tapMaximumPressDuration
    /// The longest gap between one tap's lift and the next tap's landing.
    @exclusivity(unchecked) public var interTapTimeout = GestureConstants.doubleTapTimeout
    /// How far a later tap may land from the first (pt).
    @exclusivity(unchecked) public var interTapSlop = GestureConstants.doubleTapSlop
    /// Wait one more window after the last required tap (exclusive single/double mode).
    @exclusivity(unchecked) public var waitsForExtraTaps = false

    /// Taps completed in the current sequence.
    @exclusivity(unchecked) public private(set) var tapCount = 0
    @exclusivity(unchecked) private var touchesThisTap = 0
    @exclusivity(unchecked) private var firstTapLocation: Point = .zero
    @exclusivity(unchecked) private var tapInProgress = false
    @exclusivity(unchecked) private var lastTapLocation: Point = .zero
    @exclusivity(unchecked) private var liftSum: Point = .zero
    @exclusivity(unchecked) private var liftCount = 0

    private static let pressTimer = 0, gapTimer = 1

    /// A tap recognizer; `name` defaults from the configuration (`tap`, `doubleTap`, `twoFingerTap`).
    public init(taps: Int = 1, touches: Int = 1, name: String? = nil) {
        numberOfTapsRequired = max(1, taps)
        numberOfTouchesRequired = max(1, touches)
        super.init(ownRecognizerNamed: name ?? Self.defaultName(taps: taps, touches: touches))
    }

    /// One finger, two taps, named `doubleTap`.
    public static func doubleTap() -> TapGestureRecognizer { TapGestureRecognizer(taps: 2) }

    /// Two fingers, one tap, named `twoFingerTap`.
    public static func twoFingerTap() -> TapGestureRecognizer { TapGestureRecognizer(touches: 2) }

    static func defaultName(taps: Int, touches: Int) -> String {
        switch (taps, touches) {
        case (1, 1): "tap"
        case (2, 1): "doubleTap"
        case (1, 2): "twoFingerTap"
        default: "tap\(taps)x\(touches)"
        }
    }

    /// Whether at least one tap of the sequence is complete and the recognizer waits for the next.
    ///
    /// While true, lifting every finger does not make it fail.
    public override var isInSequence: Bool { tapCount > 0 }

    /// False for a tap recognizer that needs more taps than this one, as UIKit's rule for taps: a single
    /// tap recognizing on the first tap leaves a double tap free to recognize on the second.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        return true
    }

    /// Where the last completed tap was (the centroid of its fingers), or where the current one is.
    public override var location: Point { tapCount > 0 && !tapInProgress ? lastTapLocation : lastLocation }

    /// The fingers of the current tap, or of the last completed one.
    public override var numberOfTouches: Int { tapCount > 0 && !tapInProgress ? touchesThisTap : super.numberOfTouches }

    /// Starts a tap when a first finger lands and counts it when the last finger lifts.
    ///
    /// A tap that lands farther than ``interTapSlop`` from the first one ends the sequence. Movement past
    /// ``movementTolerance``, a cancelled touch or too many fingers make the recognizer fail.
    public override func touchesChanged(_ update: TouchChange) {
        let active = touches.activeCount
        if update.began > 0 {
            if !tapInProgress, !startTap() { return }
            touchesThisTap = max(touchesThisTap, active)
            if active > numberOfTouchesRequired { return fail() }
        }
        if update.cancelled > 0 { return fail() }
        for entry in touches {
            if entry.location.distance(to: entry.startLocation) > movementTolerance { return fail() }
            if entry.phase == .ended { liftSum = liftSum + entry.location; liftCount += 1 }
        }
        if tapInProgress, active == 0 { finishTap() }
    }

    /// A first finger lands: a new tap. Returns false if the sequence failed.
    private func startTap() -> Bool {
        cancelTimer(Self.gapTimer)
        let landing = touches.centroid() ?? lastLocation
        if tapCount > 0, landing.distance(to: firstTapLocation) > interTapSlop {
            // Not part of this sequence: let go of the touch so that, once this
            // sequence is settled, the router resets us and the touch starts a new one.
            abandonTouches()
            if waitsForExtraTaps, tapCount == numberOfTapsRequired { recognize() } else { fail() }
            return false
        }
        tapInProgress = true
        touchesThisTap = 0
        liftSum = .zero
        liftCount = 0
        if let maximumPressDuration { startTimer(Self.pressTimer, after: maximumPressDuration) }
        return true
    }

    /// The last finger lifts.
    private func finishTap() {
        tapInProgress = false
        cancelTimer(Self.pressTimer)
        guard touchesThisTap == numberOfTouchesRequired else { return fail() }
        tapCount += 1
        // Where the fingers lifted, averaged: a two-finger tap is between its fingers.
        lastTapLocation = liftCount > 0 ? liftSum * (1 / Double(liftCount)) : lastLocation
        if tapCount == 1 { firstTapLocation = lastTapLocation }
        if tapCount < numberOfTapsRequired || waitsForExtraTaps {
            // Wait for the next tap; in exclusive mode also after the last required one.
            startTimer(Self.gapTimer, after: interTapTimeout)
        } else {
            recognize()
        }
    }

    /// Fails on a tap held too long or a next tap that never came; recognizes an exclusive tap's waited-out window.
    ///
    /// The press timer runs out after ``maximumPressDuration``, the gap timer after ``interTapTimeout``.
    /// With ``waitsForExtraTaps`` and exactly ``numberOfTapsRequired`` taps, the gap timer recognizes.
    public override func timerFired(_ tag: Int) {
        if tag == Self.gapTimer, waitsForExtraTaps, tapCount == numberOfTapsRequired, !tapInProgress {
            recognize()
        } else {
            fail()
        }
    }

    /// Sets ``tapCount`` back to 0 and forgets the tap in progress, ready for the next sequence.
    public override func reset() {
        tapCount = 0
        touchesThisTap = 0
        tapInProgress = false
    }
}

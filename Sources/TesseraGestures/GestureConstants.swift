/// Every threshold the gesture recognizers use, each with its unit and the reason for its value.
///
/// One file, as Flutter's `constants.dart` does, so a reader can compare our
/// defaults with other toolkits in one place. Distances are in points (pt,
/// 1/160 inch on a 1× screen), times are `Duration`s, velocities are per
/// second. Recognizers copy these into instance properties at init, so a
/// scene can tune one recognizer without changing the others.
///
/// | threshold | ours | UIKit | Flutter | GTK |
/// |---|---|---|---|---|
/// | touch slop (tap tolerance = pan start) | 10 pt | ~10 pt pan hysteresis | `kTouchSlop` 18 px | drag threshold 8 px |
/// | double-tap window | 300 ms | ~300 ms | `kDoubleTapTimeout` 300 ms | double-click 400 ms |
/// | long press | 500 ms, 10 pt | 500 ms, 10 pt | `kLongPressTimeout` 500 ms | 500 ms |
///
/// Why these: Tessera simulates a touch screen in points, so UIKit's values
/// are the reference users expect. Flutter's 18 is in logical pixels tuned for
/// Android fingers; GTK's 8 px and 400 ms are tuned for a mouse, which is more
/// precise in space and slower to click twice. Where toolkits agree (300 ms,
/// 500 ms) we agree too.
public enum GestureConstants {
    /// 10 pt: how far a touch may move and still be a tap; also how far a pan must move to begin.
    ///
    /// One number for both, so a tap fails exactly when a pan can begin and no
    /// movement is both or neither. UIKit's pan hysteresis is about 10 pt;
    /// Flutter's `kTouchSlop` is 18 px, GTK's drag threshold 8 px (mouse).
    public static let touchSlop: Double = 10

    /// 10 pt: a tap's movement tolerance (see ``touchSlop``).
    public static let tapMovementTolerance: Double = touchSlop

    /// 10 pt: the centroid distance a pan must travel before it begins (see ``touchSlop``).
    public static let panSlop: Double = touchSlop

    /// 1 s: the longest a finger may stay down and still count as a tap.
    ///
    /// Twice the long-press delay: when a long press is attached it wins at
    /// 0.5 s anyway; without one, a finger resting a whole second is a hold,
    /// not a tap. UIKit and Flutter set no limit, GTK neither; a tap recognizer's
    /// `maximumPressDuration` of nil has none, as the collection view's own selecting tap.
    public static let tapMaximumPressDuration: Duration = .seconds(1)

    /// 300 ms: between one tap's last lift and the next tap's first touch, for multi-tap recognizers.
    ///
    /// UIKit, Flutter (`kDoubleTapTimeout`) and Android agree on 300 ms; GTK's
    /// 400 ms double-click suits a mouse button, not a finger.
    public static let doubleTapTimeout: Duration = .milliseconds(300)

    /// 45 pt: how far the next tap of a multi-tap may land from the first and still count.
    ///
    /// About one fingertip (Apple's 44 pt minimum target). Flutter's
    /// `kDoubleTapSlop` is 100 px; we prefer a tighter value so that tapping two
    /// neighbouring cells quickly is two single taps, not a double tap.
    public static let doubleTapSlop: Double = 45

    /// 500 ms: how long a finger must stay put before a long press begins.
    ///
    /// UIKit's `minimumPressDuration`, Flutter's `kLongPressTimeout` and GTK's
    /// long-press delay are all 500 ms.
    public static let longPressMinimumDuration: Duration = .milliseconds(500)

    /// 10 pt: how far a finger may drift before a long press has begun.
    ///
    /// UIKit's `allowableMovement` default; equal to ``touchSlop``, so a long
    /// press fails exactly when a pan could begin.
    public static let longPressAllowableMovement: Double = 10

    /// 10 pt: the change in the distance between two fingers that begins a pinch.
    ///
    /// Flutter's `kScaleSlop` equals its touch slop; we do the same with ours.
    /// A two-finger pan changes the span by far less, so it does not pinch.
    public static let pinchSlop: Double = touchSlop

    /// 1 pt: the smallest finger span a pinch divides by; closer fingers wait until they part.
    public static let pinchMinimumSpan: Double = 1

    /// 0.0873 rad (5°): the rotation of the line between two fingers that begins a rotation.
    ///
    /// At a typical 100 pt span that is about 9 pt of travel at the fingertips,
    /// in line with ``pinchSlop``, so finger jitter neither pinches nor rotates.
    public static let rotationSlop: Double = 5 * Double.pi / 180

    /// 300 pt/s: the slowest movement along its direction that still counts as a swipe.
    ///
    /// Slower movements are pans. Flutter's `kMinFlingVelocity` is 50 px/s, far
    /// too low to tell a swipe from a drag; UIKit does not publish its value.
    public static let swipeMinimumVelocity: Double = 300

    /// 50 pt: how far a swipe must travel along its direction.
    public static let swipeMinimumDistance: Double = 50

    /// 500 ms: a swipe that takes longer than this from touch-down is not a swipe.
    public static let swipeMaximumDuration: Duration = .milliseconds(500)

    /// 100 ms: the velocity trackers look back this far (Flutter's `_horizonMilliseconds`).
    public static let velocityHorizon: Duration = .milliseconds(100)

    /// 40 ms: a gap between samples this long means the finger stopped (Flutter's `_assumePointerMoveStoppedMilliseconds`).
    public static let velocityAssumeStopped: Duration = .milliseconds(40)

    /// 20 samples: the velocity trackers' history (Flutter's `_historySize`).
    public static let velocityHistorySize: Int = 20

    /// 3 samples: fewer than this gives zero velocity (Flutter's `_minSampleSize`).
    public static let velocityMinimumSamples: Int = 3

    /// 10 touches: the most touches one recognizer tracks; further ones are ignored.
    ///
    /// UIKit sets no such limit (a pan's `maximumNumberOfTouches` defaults to `NSUIntegerMax`). Ten
    /// fingers is what two hands have, and a fixed buffer lets a recognizer take events without allocating.
    public static let maximumTrackedTouches: Int = 10
}

import TesseraGeometry

/// Recognizes two fingers moving apart or together (continuous): scale, velocity and focal point.
///
/// It follows the first two fingers down. ``scale`` is the distance between
/// them divided by their distance when the second one landed: absolute from
/// the start, as UIKit's. It begins once that distance has changed by more
/// than ``slop`` (10 pt, ``GestureConstants/pinchSlop``), so two fingers
/// panning together — whose distance barely changes — do not pinch, and a
/// pinch with one finger held still does. ``velocity`` is in scale per second
/// (least squares over 100 ms); ``focalPoint`` is the pair's midpoint, and
/// ``location`` the centroid of every finger (the same point for two).
///
/// As UIKit's, the pinch ends when both fingers have lifted, not the first
/// (Apple: "The gesture ends … when both fingers lift from the view"). While a
/// running pinch has one finger left it stays `changed`: every event reports
/// the same ``scale`` (a lone finger cannot pinch), ``location`` follows that
/// finger, and ``velocity`` is as of the pair's last movement, fading to 0. A
/// finger that lands meanwhile, or a third finger that takes the place of one of
/// the pair, forms a new pair re-anchored so that ``scale`` goes on from where
/// it was without a jump: from then on it is the old scale times the new pair's
/// span over its span when it formed.
public final class PinchGestureRecognizer: GestureRecognizer {
    /// The change of finger distance that begins the pinch (pt).
    @exclusivity(unchecked) public var slop = GestureConstants.pinchSlop

    /// Finger distance now ÷ finger distance at the start; settable, as UIKit's.
    ///
    /// Setting it re-bases the pinch: from then on it is the value set times the change of the fingers'
    /// distance since. The common pattern of setting it back to 1 on every change reads each step's factor.
    public var scale: Double {
        get {
            guard let setScale else { return fingerScale }
            return setScale * (fingerScale / fingerScaleAtSet)
        }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            setScale = newValue
            fingerScaleAtSet = fingerScale
        }
    }
    /// The rate of change of ``scale``, in scale per second (as of the last event; estimated when asked).
    ///
    /// It follows the fingers whatever is set to ``scale``, in the units of the scale as set.
    public var velocity: Double {
        let v = tracker.scalarVelocity(at: lastEventTime)
        guard let setScale else { return v }
        return v * (setScale / fingerScaleAtSet)
    }
    /// The fingers' distance now ÷ their distance at the start, as if ``scale`` had never been set.
    @exclusivity(unchecked) private var fingerScale: Double = 1
    /// The value last set to ``scale``, and ``fingerScale`` then; nil until one is set.
    @exclusivity(unchecked) private var setScale: Double?
    @exclusivity(unchecked) private var fingerScaleAtSet: Double = 1
    @exclusivity(unchecked) private var lastEventTime: Duration = .zero
    /// The midpoint between the two fingers, in window coordinates.
    @exclusivity(unchecked) public private(set) var focalPoint: Point = .zero

    @exclusivity(unchecked) private var pairIDs: (Int, Int)?
    @exclusivity(unchecked) private var initialSpan: Double?
    private let tracker = VelocityTracker()

    /// Creates a pinch named `name` in transcripts.
    public override init(name: String = "pinch") {
        super.init(ownRecognizerNamed: name)
    }

    /// Returns `true`: a pinch begins, changes as the fingers move, and ends or is cancelled.
    public override var isContinuous: Bool { true }
    /// The pinch's ``scale`` and its ``velocity`` (scale per second), reported with each state change.
    public override var values: GestureValues { .pinch(scale: scale, velocity: velocity) }
    /// The centroid of the touches: the ``focalPoint`` while the pinch follows just a pair of fingers.
    ///
    /// In window coordinates. Without a pair, or with more than two fingers, this is
    /// ``GestureRecognizer/lastLocation``, as UIKit's `location(in:)` is "the centroid of the touches involved".
    public override var location: Point { pairIDs == nil || touches.count > 2 ? lastLocation : focalPoint }

    /// Updates ``scale`` and ``focalPoint`` from the first two fingers down, and begins or changes the pinch.
    ///
    /// It begins once their distance has changed by more than ``slop`` and reports every later event as
    /// `changed`, including those in which only one finger is down. A cancelled touch cancels it (fails it before it
    /// begins); the base class ends it when the last finger lifts.
    public override func touchesChanged(_ update: TouchChange) {
        if update.cancelled > 0 { return cancel() }
        lastEventTime = update.time
        guard let (a, b) = touches.firstTwoActive() else {
            // Fewer than two fingers: nothing to measure. The next pair re-anchors.
            pairIDs = nil
            if state.isActive {
                if touches.activeCount > 0 { change() } // one left: UIKit stays changed, scale unchanged
            } else {
                initialSpan = nil
            }
            return
        }
        let pa = touches[a].location, pb = touches[b].location
        let span = pa.distance(to: pb)
        focalPoint = Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2)
        let ids = (touches[a].id, touches[b].id)
        if pairIDs == nil || pairIDs! != ids {
            pairIDs = ids
            initialSpan = nil
        }
        if initialSpan == nil {
            // A new pair: measured from here. A running pinch keeps its scale (span ÷ initialSpan = scale now).
            guard span >= GestureConstants.pinchMinimumSpan else { return }
            initialSpan = state.isActive ? span / fingerScale : span
        }
        let start = initialSpan!
        fingerScale = span / start
        if update.moved > 0 { tracker.add(time: update.time, milliseconds: update.milliseconds, value: Point(x: fingerScale, y: 0)) }

        if state == .possible {
            if abs(span - start) > slop { begin() }
        } else {
            change()
        }
    }

    /// Sets ``scale`` back to 1 (forgetting a value set), forgets the finger pair and clears the velocity samples, ready for the next pinch.
    public override func reset() {
        fingerScale = 1
        setScale = nil
        pairIDs = nil
        initialSpan = nil
        tracker.reset()
    }
}

/// What happened to a recognizer's tracked touches in one event.
public struct TouchChange: Sendable, Equatable {
    /// The event's time.
    public var time: Duration {
        didSet { milliseconds = VelocityTracker.milliseconds(time) }
    }
    /// How many touches the recognizer began tracking in this event.
    public var began = 0
    /// How many tracked touches moved in this event.
    public var moved = 0
    /// How many tracked touches lifted in this event.
    ///
    /// They are still in ``GestureRecognizer/touches``, with phase `ended`, during the call.
    public var ended = 0
    /// How many tracked touches were cancelled in this event.
    ///
    /// They are still in ``GestureRecognizer/touches``, with phase `cancelled`, during the call.
    public var cancelled = 0

    /// ``time`` in milliseconds, as ``VelocityTracker`` keeps sample times: the router converts each
    /// event's time once, and the recognizers that track a velocity share it.
    var milliseconds: Double

    /// Creates an empty change for an event at `time`; the recognizer's base class fills in the counts.
    public init(time: Duration) {
        self.time = time
        milliseconds = VelocityTracker.milliseconds(time)
    }

    /// Creates an empty change for an event at `time`, which is `milliseconds` ms.
    init(time: Duration, milliseconds: Double) {
        self.time = time
        self.milliseconds = milliseconds
    }

    /// How many touches did something.
    public var total: Int { began + moved + ended + cancelled }
}

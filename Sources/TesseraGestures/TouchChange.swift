/// What happened to a recognizer's tracked touches in one event.
public struct TouchChange: Sendable, Equatable {
    /// The event's time.
    public var time: Duration
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

    /// Creates an empty change for an event at `time`; the recognizer's base class fills in the counts.
    public init(time: Duration) { self.time = time }

    /// How many touches did something.
    public var total: Int { began + moved + ended + cancelled }
}

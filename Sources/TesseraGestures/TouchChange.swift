/// What happened to a recognizer's tracked touches in one event.
public struct TouchChange: Sendable, Equatable {
    /// The event's time.
    public var time: Duration
    public var began = 0
    public var moved = 0
    public var ended = 0
    public var cancelled = 0

    public init(time: Duration) { self.time = time }

    /// How many touches did something.
    public var total: Int { began + moved + ended + cancelled }
}

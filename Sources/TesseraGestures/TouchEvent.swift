/// Everything the touch screen reports at one instant: every current touch, and the time.
///
/// As UIKit's `UIEvent.allTouches`, ``touches`` holds *all* touches that are
/// down, each with its phase: those that began, moved, ended or were
/// cancelled at this instant, and the others as `stationary`. A touch appears
/// at most once. Hosts build events in exactly one place (the X11 translator,
/// each importer, the log reader) and hand them to ``GestureRouter/handle(_:)``.
public struct TouchEvent: Sendable, Equatable {
    /// When the event happened, from the start of the simulation.
    public var timestamp: Duration
    /// Every current touch.
    public var touches: [Touch]

    public init(timestamp: Duration, touches: [Touch]) {
        self.timestamp = timestamp
        self.touches = touches
    }
}

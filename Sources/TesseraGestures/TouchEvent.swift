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

    /// Creates an event at `timestamp` (simulation time) holding every touch that is down or just lifted.
    public init(timestamp: Duration, touches: [Touch]) {
        self.timestamp = timestamp
        self.touches = touches
    }
}

extension TouchEvent {
    /// How many of an event's touches began and how many ended or were cancelled,
    /// counted once per event so that each recognizer can tell at a glance whether the event concerns it.
    struct Summary {
        var began = 0
        var finished = 0

        @inline(__always)
        init(_ event: TouchEvent) {
            // By index: a for-in loop would retain and release the array.
            for i in event.touches.indices {
                let phase = event.touches[i].phase
                if phase == .began { began += 1 } else if phase.isFinal { finished += 1 }
            }
        }
    }
}

import TesseraGeometry

/// One finger (or the mouse) at one moment: which touch, what it did, where and when.
///
/// A touch keeps its ``id`` from `began` to `ended` or `cancelled`; ids may be
/// reused after that. ``location`` is in window coordinates; recognizers
/// convert it with ``CoordinateSpace``. ``timestamp`` is simulation time, the
/// same timeline as ``VirtualClock/now``.
public struct Touch: Hashable, Sendable, CustomStringConvertible {
    /// What a touch did since the previous event, as UIKit's `UITouch.Phase`.
    public enum Phase: UInt8, Hashable, Sendable, CustomStringConvertible {
        /// As `UITouch.Phase`: landing (`began`), down (`moved`, `stationary`) or gone (`ended`, `cancelled`).
        ///
        /// - `began`: the finger landed at this instant; the first phase of every touch.
        /// - `moved`: the finger is down and has moved since the previous event.
        /// - `stationary`: the finger is down and did not change in this event.
        /// - `ended`: the finger lifted at this instant; the touch's last phase.
        /// - `cancelled`: the host stopped the touch without a lift; the touch's last phase, and a running
        ///   gesture that tracks it is cancelled.
        case began, moved, stationary, ended, cancelled

        /// Whether the touch is gone after this phase.
        @inlinable
        public var isFinal: Bool { self == .ended || self == .cancelled }

        /// The phase's name, as transcripts and logs write it: `began`, `moved`, `stationary`, `ended`, `cancelled`.
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// Identifies the touch for its lifetime.
    public var id: Int
    /// What the touch did at this event: began, moved, stayed put, ended or was cancelled.
    public var phase: Phase
    /// Where the touch is, in window coordinates.
    public var location: Point
    /// When the touch was last updated, from the start of the simulation.
    public var timestamp: Duration
    /// Where the touch was before this event, in window coordinates (UIKit's `previousLocation(in:)`).
    ///
    /// The touches a recognizer's ``GestureRecognizer/touchesBegan(_:with:)`` and its siblings receive, and those
    /// a ``TouchSink`` receives, carry where that recognizer or view last saw the touch (its location, as it
    /// begins). A touch a host puts in a ``TouchEvent`` has it equal to ``location``: hosts report positions only.
    public var previousLocation: Point

    /// Creates a touch value; hosts build these in one place per input source. ``previousLocation`` is `location`.
    @inlinable
    public init(id: Int, phase: Phase, location: Point, timestamp: Duration) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        previousLocation = location
    }

    /// Creates a touch value that also says where the touch was before this event.
    @inlinable
    public init(id: Int, phase: Phase, location: Point, previousLocation: Point, timestamp: Duration) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.previousLocation = previousLocation
    }

    /// The same touch with another phase.
    @inlinable
    public func with(phase: Phase) -> Touch {
        Touch(id: id, phase: phase, location: location, previousLocation: previousLocation, timestamp: timestamp)
    }

    /// The same touch, having come from `previous`.
    @inlinable
    func with(previousLocation previous: Point) -> Touch {
        Touch(id: id, phase: phase, location: location, previousLocation: previous, timestamp: timestamp)
    }

    /// ``location`` converted into `space`; nil means window coordinates, as UIKit's `location(in: nil)`.
    public func location(in space: (any CoordinateSpace)?) -> Point {
        space?.convert(fromWindow: location) ?? location
    }

    /// ``previousLocation`` converted into `space`; nil means window coordinates, as UIKit's `previousLocation(in:)`.
    public func previousLocation(in space: (any CoordinateSpace)?) -> Point {
        space?.convert(fromWindow: previousLocation) ?? previousLocation
    }

    /// A readable line for debugging: the id, the phase, the location and the timestamp.
    public var description: String { "touch \(id) \(phase) at \(location) t=\(timestamp)" }
}

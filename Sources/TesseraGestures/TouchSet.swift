import TesseraGeometry

/// The touches one recognizer tracks, kept in a buffer sized once so that events never allocate.
///
/// Each entry remembers where and when its touch began as well as where it is
/// now. During a recognizer's ``GestureRecognizer/touchesChanged(_:)`` the set
/// still holds the touches that end in that event (with phase `ended` or
/// `cancelled`); the recognizer drops them right after. Order is the order the
/// touches began, so "the first two touches" is well defined.
public struct TouchSet: RandomAccessCollection, Sendable {
    /// One tracked touch.
    public struct Entry: Hashable, Sendable {
        public var id: Int
        /// Where and when the touch began.
        public var startLocation: Point
        public var startTime: Duration
        /// Where the touch is now, when it was last updated, and what it did in the current event.
        public var location: Point
        public var timestamp: Duration
        public var phase: Touch.Phase

        /// Whether the touch is still down (not ending in this event).
        @inlinable
        public var isActive: Bool { !phase.isFinal }
    }

    private var entries: ContiguousArray<Entry>
    /// The most touches the set holds; touches beyond it are ignored.
    public let capacity: Int

    public init(capacity: Int = GestureConstants.maximumTrackedTouches) {
        self.capacity = capacity
        entries = []
        entries.reserveCapacity(capacity)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }
    public subscript(position: Int) -> Entry { entries[position] }

    /// Whether another touch fits.
    public var hasRoom: Bool { entries.count < capacity }

    /// The number of touches still down (not ending in the current event).
    public var activeCount: Int {
        var n = 0
        for e in entries where e.isActive { n += 1 }
        return n
    }

    /// The index of the touch with `id`, if tracked.
    public func index(of id: Int) -> Int? {
        for i in entries.indices where entries[i].id == id { return i }
        return nil
    }

    /// Starts tracking a touch that began.
    mutating func insert(_ touch: Touch) {
        entries.append(Entry(id: touch.id, startLocation: touch.location, startTime: touch.timestamp,
                             location: touch.location, timestamp: touch.timestamp, phase: .began))
    }

    /// Records a tracked touch's new phase and location.
    mutating func update(at index: Int, with touch: Touch) {
        entries[index].location = touch.location
        entries[index].timestamp = touch.timestamp
        entries[index].phase = touch.phase
    }

    /// Marks every tracked touch stationary at the start of an event.
    mutating func markStationary() {
        for i in entries.indices where entries[i].isActive { entries[i].phase = .stationary }
    }

    /// Drops the touches that ended or were cancelled.
    mutating func removeFinished() {
        entries.removeAll { !$0.isActive }
    }

    /// Forgets every touch (keeps the buffer).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    /// The centroid of the first `limit` touches (active ones only, or all), or nil if there are none.
    public func centroid(activeOnly: Bool = true, limit: Int = .max) -> Point? {
        var x = 0.0, y = 0.0, n = 0
        for e in entries where (!activeOnly || e.isActive) && n < limit {
            x += e.location.x; y += e.location.y; n += 1
        }
        return n == 0 ? nil : Point(x: x / Double(n), y: y / Double(n))
    }

    /// The indices of the first two active touches, if two are down.
    public func firstTwoActive() -> (Int, Int)? {
        var first: Int?
        for i in entries.indices where entries[i].isActive {
            if let f = first { return (f, i) }
            first = i
        }
        return nil
    }
}

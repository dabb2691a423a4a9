import TesseraGeometry

/// The touches one recognizer tracks, kept in a buffer sized once so that events never allocate.
///
/// It is a reference type on purpose: the recognizer owns exactly one, and
/// reading it on every event must not retain, release or copy anything (a
/// struct wrapping an array did both, and cost more than the recognizers'
/// arithmetic). ``GestureRecognizer/touches`` is therefore a live view: it
/// changes as events arrive. Copy the entries out if you need a snapshot.
///
/// Each entry remembers where and when its touch began as well as where it is
/// now. During a recognizer's ``GestureRecognizer/touchesChanged(_:)`` the set
/// still holds the touches that end in that event (with phase `ended` or
/// `cancelled`); the recognizer drops them right after. Order is the order the
/// touches began, so "the first two touches" is well defined.
public final class TouchSet: RandomAccessCollection {
    /// One tracked touch.
    public struct Entry: Hashable, Sendable {
        /// The touch's ``Touch/id``, unique among the touches down.
        public var id: Int
        /// Where the touch began, in window coordinates.
        public var startLocation: Point
        /// When the touch began, in simulation time.
        public var startTime: Duration
        /// Where the touch is now, in window coordinates.
        public var location: Point
        /// When the touch was last updated, in simulation time.
        public var timestamp: Duration
        /// What the touch did in the current event; touches that did nothing are `stationary`.
        public var phase: Touch.Phase
        /// Where the touch was at the event before its latest one (where it began, until it moves).
        public var previousLocation: Point

        /// The entry as a ``Touch``: its id, phase, location, previous location and time.
        @inlinable
        public var touch: Touch {
            Touch(id: id, phase: phase, location: location, previousLocation: previousLocation, timestamp: timestamp)
        }

        /// Whether the touch is still down (not ending in this event).
        @inlinable
        public var isActive: Bool { !phase.isFinal }
    }

    private let storage: UnsafeMutablePointer<Entry>
    /// The touches that lifted (or were dropped) since a touch last began with none tracked, oldest first,
    /// at most ``capacity`` of them: what ``recent(_:of:)`` reads once a gesture's fingers are gone.
    private let retired: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var retiredCount = 0
    /// The number of tracked touches.
    @exclusivity(unchecked) public private(set) var count = 0
    /// The most touches the set holds; touches beyond it are ignored.
    public let capacity: Int

    /// Creates an empty set with room for `capacity` touches, allocated once.
    public init(capacity: Int = GestureConstants.maximumTrackedTouches) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        retired = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
        retired.deinitialize(count: retiredCount)
        retired.deallocate()
    }

    /// Always 0: the first touch to begin.
    public var startIndex: Int { 0 }
    /// The number of tracked touches, one past the last index.
    public var endIndex: Int { count }
    /// Whether no touch is tracked.
    public var isEmpty: Bool { count == 0 }

    /// The entry at `position`, in the order the touches began; traps when out of range.
    public subscript(position: Int) -> Entry {
        precondition(position >= 0 && position < count, "touch index out of range")
        return storage[position]
    }

    /// Whether another touch fits.
    public var hasRoom: Bool { count < capacity }

    /// The number of touches still down (not ending in the current event).
    ///
    /// Kept up to date as touches are inserted, updated and removed, since recognizers ask for
    /// it several times per event.
    @exclusivity(unchecked) public private(set) var activeCount = 0

    /// The index of the touch with `id`, if tracked.
    @inline(__always)
    public func index(of id: Int) -> Int? {
        for i in 0..<count where storage[i].id == id { return i }
        return nil
    }

    /// Starts tracking a touch that began; the caller checks ``hasRoom``.
    func insert(_ touch: Touch) {
        precondition(count < capacity, "touch set is full")
        if count == 0 { forgetRetired() }
        (storage + count).initialize(to: Entry(id: touch.id, startLocation: touch.location,
                                               startTime: touch.timestamp, location: touch.location,
                                               timestamp: touch.timestamp, phase: .began,
                                               previousLocation: touch.location))
        count += 1
        activeCount += 1
    }

    /// Records a tracked touch's new phase and location.
    @inline(__always)
    func update(at index: Int, with touch: UnsafePointer<Touch>) {
        let entry = storage + index, phase = touch.pointee.phase
        if entry.pointee.isActive, phase.isFinal { activeCount -= 1 }
        if !entry.pointee.isActive, !phase.isFinal { activeCount += 1 }
        entry.pointee.previousLocation = entry.pointee.location
        entry.pointee.location = touch.pointee.location
        entry.pointee.timestamp = touch.pointee.timestamp
        entry.pointee.phase = phase
    }

    /// Marks every tracked touch stationary at the start of an event.
    @inline(__always)
    func markStationary() {
        for i in 0..<count where storage[i].isActive { storage[i].phase = .stationary }
    }

    /// Drops the touches that ended or were cancelled, keeping the order of the rest.
    @inline(__always)
    func removeFinished() {
        var kept = 0
        for i in 0..<count {
            if storage[i].isActive {
                if kept != i { storage[kept] = storage[i] }
                kept += 1
            } else {
                retire(storage[i])
            }
        }
        count = kept
        activeCount = kept
    }

    /// Stops tracking touch `id` without counting it among the gesture's touches (UIKit's `ignore(_:for:)`);
    /// false when it is not tracked.
    func remove(id: Int) -> Bool {
        guard let index = index(of: id) else { return false }
        if storage[index].isActive { activeCount -= 1 }
        for i in index..<(count - 1) { storage[i] = storage[i + 1] }
        (storage + count - 1).deinitialize(count: 1)
        count -= 1
        return true
    }

    /// Forgets every touch (keeps the buffer); they count as lifted for ``recent(_:of:)``.
    func removeAll() {
        for i in 0..<count { retire(storage[i]) }
        count = 0
        activeCount = 0
    }

    /// The entry `index` (0 ..< `n`) among the last `n` touches of the gesture: those that lifted since a touch last
    /// began with none tracked, followed by the tracked ones, in that order; nil when there are fewer than `n`.
    ///
    /// With `n` equal to ``count`` it is the tracked touch at `index`. Once every finger has lifted it still answers
    /// for the touches that lifted last, which is how a recognizer reports where each touch of a finished gesture was.
    public func recent(_ index: Int, of n: Int) -> Entry? {
        guard index >= 0, index < n, n <= retiredCount + count else { return nil }
        let position = retiredCount + count - n + index
        return position < retiredCount ? retired[position] : storage[position - retiredCount]
    }

    private func retire(_ entry: Entry) {
        if retiredCount == capacity {
            // Full: the oldest goes (a forward copy, so the overlapping move is safe).
            for i in 0..<(capacity - 1) { retired[i] = retired[i + 1] }
            retiredCount -= 1
        }
        (retired + retiredCount).initialize(to: entry)
        retiredCount += 1
    }

    private func forgetRetired() {
        retired.deinitialize(count: retiredCount)
        retiredCount = 0
    }

    /// The centroid of the first `limit` touches (active ones only, or all), or nil if there are none.
    public func centroid(activeOnly: Bool = true, limit: Int = .max) -> Point? {
        var x = 0.0, y = 0.0, n = 0
        for i in 0..<count where (!activeOnly || storage[i].isActive) && n < limit {
            x += storage[i].location.x; y += storage[i].location.y; n += 1
        }
        return n == 0 ? nil : Point(x: x / Double(n), y: y / Double(n))
    }

    /// Sets `sum` and `count` to the sum of every tracked touch's location and their number,
    /// or leaves both alone if no touch is tracked: ``centroid(activeOnly:limit:)`` of all
    /// touches is `sum / count`, without dividing now.
    @inline(__always)
    func sumOfLocations(into sum: inout Point, count n: inout Int) {
        guard count > 0 else { return }
        var x = 0.0, y = 0.0
        for i in 0..<count { x += storage[i].location.x; y += storage[i].location.y }
        sum = Point(x: x, y: y)
        n = count
    }

    /// The indices of the first two active touches, if two are down.
    public func firstTwoActive() -> (Int, Int)? {
        var first: Int?
        for i in 0..<count where storage[i].isActive {
            if let f = first { return (f, i) }
            first = i
        }
        return nil
    }
}

/// The simulation's time source: a virtual clock that only moves when told to.
///
/// Nothing in Tessera's core reads the wall clock. Time arrives with events,
/// and everything that waits — the double-tap window, the long-press delay,
/// animations — schedules a timer here. The headless host advances the clock
/// from the event log; the X11 host advances it from real time. Tests advance
/// it by hand, as NIO's `EmbeddedEventLoop.advanceTime(by:)` and Flutter's
/// `FakeAsync.elapse` do:
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: .milliseconds(300)) { print("double-tap window closed") }
/// clock.advance(by: .milliseconds(301))   // prints
/// ```
///
/// Invariants: ``now`` never decreases. Timers fire in order of deadline, and
/// timers with the same deadline fire in the order they were scheduled. While a
/// timer fires, ``now`` equals its deadline, so work it schedules for "now" or
/// earlier fires within the same `advance` call.
public final class VirtualClock {
    /// Identifies a scheduled timer so it can be cancelled.
    public struct Timer: Hashable, Sendable {
        let id: UInt64
    }

    // A timer calls a target's callback; a closure timer's target is a box the clock owns.
    // The target is held without reference counting, so an entry is plain data: moving and
    // copying entries costs nothing. When the clock owns it (`ownsTarget`), it was retained
    // once on scheduling and is released once when the entry leaves.
    private struct Entry {
        var deadline: Duration
        var id: UInt64
        unowned(unsafe) var target: any ClockTimerTarget
        var ownsTarget: Bool
        var tag: Int
    }

    /// Runs a closure timer's action.
    private final class ClosureTarget: ClockTimerTarget {
        let action: () -> Void
        init(_ action: @escaping () -> Void) { self.action = action }
        func clockTimerFired(tag: Int) { action() }
    }

    /// The current time, measured from the start of the simulation.
    @exclusivity(unchecked) public private(set) var now: Duration

    // Kept sorted by (deadline, id); timers are few, so insertion is cheap.
    @exclusivity(unchecked) private var entries: ContiguousArray<Entry> = []
    @exclusivity(unchecked) private var nextID: UInt64 = 0

    /// Creates a clock that reads `now` (zero by default) and has no timers.
    public init(now: Duration = .zero) {
        self.now = now
        entries.reserveCapacity(16)
    }

    deinit {
        // Timers still waiting let go of the targets the clock holds.
        for entry in entries { discard(entry) }
    }

    /// Runs `action` when the clock reaches `deadline` (at once on the next
    /// advance if the deadline has passed).
    @discardableResult
    public func schedule(at deadline: Duration, _ action: @escaping () -> Void) -> Timer {
        schedule(at: deadline, target: ClosureTarget(action), tag: 0)
    }

    /// Calls `target.clockTimerFired(tag:)` when the clock reaches `deadline`.
    ///
    /// The allocation-free form for per-gesture timers: the clock holds the
    /// target strongly until the timer fires or is cancelled.
    @discardableResult
    public func schedule(at deadline: Duration, target: any ClockTimerTarget, tag: Int) -> Timer {
        _ = Unmanaged.passRetained(target as AnyObject)
        return insert(deadline: deadline, target: target, ownsTarget: true, tag: tag)
    }

    /// Calls `target.clockTimerFired(tag:)` after `delay` from now, without holding `target`.
    ///
    /// For targets that cancel their timers before they go away (a recognizer does when it
    /// is detached from its router): no reference counting per timer. While the timer fires,
    /// the target is held.
    func schedule(after delay: Duration, unretainedTarget target: any ClockTimerTarget, tag: Int) -> Timer {
        insert(deadline: now.adding(delay), target: target, ownsTarget: false, tag: tag)
    }

    /// Lets go of what an entry that left the queue held.
    private func discard(_ entry: Entry) {
        if entry.ownsTarget { Unmanaged.passUnretained(entry.target as AnyObject).release() }
    }

    /// Calls `target.clockTimerFired(tag:)` after `delay` from now.
    @discardableResult
    public func schedule(after delay: Duration, target: any ClockTimerTarget, tag: Int) -> Timer {
        schedule(at: now + delay, target: target, tag: tag)
    }

    private func insert(deadline: Duration, target: any ClockTimerTarget, ownsTarget: Bool, tag: Int) -> Timer {
        nextID &+= 1
        let entry = Entry(deadline: deadline, id: nextID, target: target, ownsTarget: ownsTarget, tag: tag)
        // After every entry due at or before it: equal deadlines fire in the order they were scheduled.
        entries.append(entry)
        entries.withUnsafeMutableBufferPointer { queue in
            var index = queue.count - 1
            while index > 0, deadline.isBefore(queue[index - 1].deadline) {
                queue[index] = queue[index - 1]
                index -= 1
            }
            queue[index] = entry
        }
        return Timer(id: nextID)
    }

    /// Runs `action` after `delay` from now.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Timer {
        schedule(at: now + delay, action)
    }

    /// Cancels a timer; cancelling one that fired or was cancelled does nothing.
    public func cancel(_ timer: Timer) {
        guard let i = index(of: timer) else { return }
        discard(entries.remove(at: i))
    }

    private func index(of timer: Timer) -> Int? {
        var i = 0
        while i < entries.count {
            if entries[i].id == timer.id { return i }
            i += 1
        }
        return nil
    }

    /// Whether `timer` is still waiting to fire.
    public func isScheduled(_ timer: Timer) -> Bool {
        index(of: timer) != nil
    }

    /// The earliest pending deadline, if any timer waits.
    public var nextDeadline: Duration? { entries.first?.deadline }

    /// The number of timers waiting.
    public var pendingCount: Int { entries.count }

    /// Moves time forward by `delta`, firing every timer that falls due on the way.
    public func advance(by delta: Duration) {
        advance(to: now + delta)
    }

    /// Moves time forward to `time`, firing every timer due at or before it.
    /// A time earlier than ``now`` leaves the clock where it is (time never runs
    /// backwards) but still fires timers that are already due.
    public func advance(to time: Duration) {
        let target = time.isBefore(now) ? now : time
        while let first = entries.first, !target.isBefore(first.deadline) {
            entries.removeFirst()
            if now.isBefore(first.deadline) { now = first.deadline }
            // Held while it runs, even if it lets go of its last owner in its callback.
            let held = first.target as AnyObject
            first.target.clockTimerFired(tag: first.tag)
            withExtendedLifetime(held) {}
            discard(first)
        }
        now = target
    }
}

/// An object the clock calls back when a timer scheduled with a target fires.
public protocol ClockTimerTarget: AnyObject {
    /// The timer scheduled with `tag` reached its deadline; ``VirtualClock/now`` equals that deadline.
    func clockTimerFired(tag: Int)
}

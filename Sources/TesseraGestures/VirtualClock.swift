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

    // A timer runs either a closure or a target's callback; the target form
    // needs no closure context, so scheduling it never allocates. The target is
    // held without reference counting, so moving entries costs nothing; when the
    // clock owns it (`ownsTarget`), it was retained once on scheduling and is
    // released once when the entry leaves.
    private struct Entry {
        var deadline: Duration
        var id: UInt64
        var action: (() -> Void)?
        unowned(unsafe) var target: (any ClockTimerTarget)?
        var ownsTarget: Bool
        var tag: Int
    }

    /// The current time, measured from the start of the simulation.
    @exclusivity(unchecked) public private(set) var now: Duration

    // Kept sorted by (deadline, id); timers are few, so insertion is cheap.
    @exclusivity(unchecked) private var entries: [Entry] = []
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
        insert(Entry(deadline: deadline, id: 0, action: action, target: nil, ownsTarget: false, tag: 0))
    }

    /// Calls `target.clockTimerFired(tag:)` when the clock reaches `deadline`.
    ///
    /// The allocation-free form for per-gesture timers: the clock holds the
    /// target strongly until the timer fires or is cancelled.
    @discardableResult
    public func schedule(at deadline: Duration, target: any ClockTimerTarget, tag: Int) -> Timer {
        _ = Unmanaged.passRetained(target as AnyObject)
        return insert(Entry(deadline: deadline, id: 0, action: nil, target: target, ownsTarget: true, tag: tag))
    }

    /// Calls `target.clockTimerFired(tag:)` after `delay` from now, without holding `target`.
    ///
    /// For targets that cancel their timers before they go away (a recognizer does when it
    /// is detached from its router): no reference counting per timer. While the timer fires,
    /// the target is held.
    func schedule(after delay: Duration, unretainedTarget target: any ClockTimerTarget, tag: Int) -> Timer {
        insert(Entry(deadline: now + delay, id: 0, action: nil, target: target, ownsTarget: false, tag: tag))
    }

    /// Lets go of what an entry that left the queue held.
    private func discard(_ entry: Entry) {
        if entry.ownsTarget, let target = entry.target { Unmanaged.passUnretained(target as AnyObject).release() }
    }

    /// Calls `target.clockTimerFired(tag:)` after `delay` from now.
    @discardableResult
    public func schedule(after delay: Duration, target: any ClockTimerTarget, tag: Int) -> Timer {
        schedule(at: now + delay, target: target, tag: tag)
    }

    private func insert(_ new: Entry) -> Timer {
        nextID &+= 1
        var entry = new
        entry.id = nextID
        let deadline = entry.deadline
        var index = entries.endIndex
        while index > entries.startIndex, entries[index - 1].deadline > deadline { index -= 1 }
        if index == entries.endIndex { entries.append(entry) } else { entries.insert(entry, at: index) }
        return Timer(id: nextID)
    }

    /// Runs `action` after `delay` from now.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Timer {
        schedule(at: now + delay, action)
    }

    /// Cancels a timer; cancelling one that fired or was cancelled does nothing.
    public func cancel(_ timer: Timer) {
        if let i = entries.firstIndex(where: { $0.id == timer.id }) { discard(entries.remove(at: i)) }
    }

    /// Whether `timer` is still waiting to fire.
    public func isScheduled(_ timer: Timer) -> Bool {
        entries.contains { $0.id == timer.id }
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
        let target = max(time, now)
        while let first = entries.first, first.deadline <= target {
            entries.removeFirst()
            if first.deadline > now { now = first.deadline }
            if let action = first.action {
                action()
            } else if let timerTarget = first.target {
                // Held while it runs, even if it lets go of its last owner in its callback.
                let held = timerTarget as AnyObject
                timerTarget.clockTimerFired(tag: first.tag)
                withExtendedLifetime(held) {}
            }
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

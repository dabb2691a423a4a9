import TesseraGeometry

/// Takes touch events for one view, feeds its recognizers, lets the arena settle, and reports every state change.
///
/// The router owns the recognizers and the ``GestureArena``, and reads the
/// ``VirtualClock`` the simulation injects; it never moves it. Time has one
/// owner: the host advances the clock to an event's timestamp before handing
/// the event over, so timers due before it (double-tap window, long press) have
/// fired. For each event, ``handle(_:)``:
/// 1. hands the touches to every recognizer in the order they were added;
///    state changes are settled by the arena as they happen;
/// 2. resets recognizers that finished and track no touch, and lets those
///    that finished during this event see the touches that began in it (so a
///    second tap far away starts a new sequence at once);
/// 3. delivers the touches to the ``sink`` (the view), delayed or cancelled as
///    ``TouchSink`` describes.
///
/// Every state change reaches ``observer`` as a ``GestureReport``, in order.
/// Nothing here reads the wall clock, and a steady stream of events does not
/// allocate.
///
/// ```swift
/// let router = GestureRouter(clock: clock)
/// router.add(tap); router.add(doubleTap)
/// tap.require(toFail: doubleTap)
/// router.observer = { print($0.jsonLine) }
/// clock.advance(to: event.timestamp)
/// router.handle(event)
/// ```
public final class GestureRouter {
    /// The simulation's clock. Recognizers schedule their timers on it; the host advances it.
    public let clock: VirtualClock
    /// Settles conflicts between ``recognizers``.
    public let arena = GestureArena()
    /// The recognizers, in delivery order.
    @exclusivity(unchecked) public private(set) var recognizers: [GestureRecognizer] = []
    /// The view's own touch handling (highlight), if any.
    @exclusivity(unchecked) public weak var sink: (any TouchSink)?
    /// The view the recognizers are attached to, as their ``GestureRecognizer/view`` gives it: the space a UIKit
    /// handler measures locations in (a simulation sets its collection view). Held weakly; nil by default.
    public weak var view: (any CoordinateSpace & AnyObject)?
    /// Receives every recognizer state change.
    public var observer: ((GestureReport) -> Void)? {
        get { observerBox?.call }
        set {
            // Replaced from inside its own call: keep the running closure alive until it returns.
            if notifyDepth > 0, let old = observerBox { retiredObservers.append(old) }
            observerBox = newValue.map(ObserverBox.init)
            observerRef = observerBox.map { Unmanaged.passUnretained($0) }
        }
    }
    /// ``observer`` in a box that is called through an unretained reference: copying the closure
    /// out of a stored property for each call retains and releases its context, which cost more
    /// than building the report. `observerBox` keeps it alive; `retiredObservers` keeps one that
    /// was replaced during its own call alive until the call returns.
    private final class ObserverBox {
        let call: (GestureReport) -> Void
        init(_ call: @escaping (GestureReport) -> Void) { self.call = call }
    }
    @exclusivity(unchecked) private var observerBox: ObserverBox?
    @exclusivity(unchecked) private var observerRef: Unmanaged<ObserverBox>?
    @exclusivity(unchecked) private var retiredObservers: [ObserverBox] = []
    @exclusivity(unchecked) private var notifyDepth = 0
    /// The space report locations are given in; nil means window coordinates.
    @exclusivity(unchecked) public var reportSpace: (any CoordinateSpace)? {
        didSet { hasReportSpace = reportSpace != nil }
    }
    /// Whether ``reportSpace`` is set, so that reports skip copying the empty existential.
    @exclusivity(unchecked) private var hasReportSpace = false
    /// Whether resets to `possible` are reported too (off by default; transcripts list changes that matter).
    @exclusivity(unchecked) public var reportsResets = false

    @exclusivity(unchecked) var viewTouches: ContiguousArray<ViewTouch> = []
    /// ``recognizers`` again, unretained, for the per-event loops: iterating class references
    /// retains and releases each one, which costs more than the work itself. A recognizer removed
    /// while an event is handled waits in `retired` until the event is done, so these never dangle.
    @exclusivity(unchecked) private var order: ContiguousArray<Unmanaged<GestureRecognizer>> = []
    @exclusivity(unchecked) private var retired: [GestureRecognizer] = []
    @exclusivity(unchecked) private var isHandlingEvent = false
    /// Whether a recognizer may have finished since the last reset pass; an event that only moves
    /// touches skips the pass when none has.
    @exclusivity(unchecked) var mayNeedReset = false
    /// Routes every event the general way, for the tests that check the shortcuts against it.
    @exclusivity(unchecked) var forcesGeneralPath = false
    @exclusivity(unchecked) private var millisecondsKey: Duration = .zero
    @exclusivity(unchecked) private var millisecondsValue = 0.0

    /// The most recognizers one router holds (the view's delay masks are 64-bit).
    public static let maximumRecognizers = 64

    /// The most lifted touches whose end a recognizer may hold back from the view at once; past it, the
    /// oldest one's end reaches the view. A recognizer that stays possible while one finger rests (a pan)
    /// holds the end of every touch that comes and goes meanwhile, as UIKit's `delaysTouchesEnded` does;
    /// without a bound, a log of taps beside a resting finger would keep every one and slow each event.
    public static let maximumHeldTouchEnds = 64

    /// Creates a router with no recognizers that schedules timers on `clock` and never advances it.
    public init(clock: VirtualClock) {
        self.clock = clock
        viewTouches.reserveCapacity(32)
    }

    deinit {
        for r in recognizers {
            r.cancelAllTimers()
            r.attach(to: nil)
        }
    }

    /// Attaches `recognizer`; it receives touches that begin from now on.
    public func add(_ recognizer: GestureRecognizer) {
        precondition(recognizer.router == nil, "\(recognizer.name) is already attached to a router")
        precondition(recognizers.count < Self.maximumRecognizers, "too many recognizers")
        recognizer.attach(to: self)
        recognizer.routerIndex = recognizers.count
        recognizers.append(recognizer)
        order.append(Unmanaged.passUnretained(recognizer))
        arena.add(recognizer)
        mayNeedReset = true
    }

    /// Detaches `recognizer`: its timers stop, touches it delays reach the view, and whatever waited for it proceeds.
    public func remove(_ recognizer: GestureRecognizer) {
        guard recognizer.router === self else { return }
        if isHandlingEvent { retired.append(recognizer) }
        let index = recognizer.routerIndex
        releaseViewTouches(delayedBy: recognizer)
        recognizer.cancelAllTimers()
        recognizers.remove(at: index)
        order.remove(at: index)
        for (i, r) in recognizers.enumerated() { r.routerIndex = i }
        let low: UInt64 = (1 << UInt64(index)) &- 1
        for i in viewTouches.indices {
            let mask = viewTouches[i].delayMask, endMask = viewTouches[i].endDelayMask
            viewTouches[i].delayMask = (mask & low) | ((mask >> 1) & ~low)
            viewTouches[i].endDelayMask = (endMask & low) | ((endMask >> 1) & ~low)
        }
        // Cleared while still attached, so that the arena's count of deferred members stays right.
        recognizer.pendingState = nil
        recognizer.attach(to: nil)
        recognizer.routerIndex = -1
        recognizer.touches.removeAll()
        recognizer.currentState = .possible
        recognizer.reset()
        arena.remove(recognizer)
    }

    /// Processes one touch event, which happened at the clock's current time: the host has
    /// advanced the clock to `event.timestamp` already. See the type's discussion for the order of work.
    public func handle(_ event: TouchEvent) {
        assert(event.timestamp <= clock.now, "advance the clock to an event's time before handling it")
        noteViewTouches(event)
        isHandlingEvent = true
        let summary = TouchEvent.Summary(event)
        if summary.began == 0, summary.finished == 0, !forcesGeneralPath {
            // Only moves: a recognizer that tracks no touch or is finished has no use for the event
            // (``GestureRecognizer/deliver(_:newTouchesOnly:summary:)`` would return at once), and
            // only a recognizer that finished since the last reset pass can need a reset.
            forEachRecognizer { r in
                if !r.touches.isEmpty, r.isEnabled, !r.state.isTerminal { r.takeMoves(event) }
            }
            if mayNeedReset { resetFinishedRecognizers(event, summary, finishedBefore: 0) }
        } else {
            var finishedBefore: UInt64 = 0
            if summary.began > 0 {
                forEachRecognizer { r in if r.state.isTerminal { finishedBefore |= 1 << UInt64(r.routerIndex) } }
            }
            forEachRecognizer { $0.deliver(event, newTouchesOnly: false, summary: summary) }
            resetFinishedRecognizers(event, summary, finishedBefore: finishedBefore)
        }
        isHandlingEvent = false
        if !retired.isEmpty { retired.removeAll() }
        deliverToView(event)
        compactViewTouches()
    }

    /// Resets the recognizers that finished and track no touch, and offers those that finished during `event` the
    /// touches that began in it.
    ///
    /// A recognizer that had already finished when the event came (the bits of `finishedBefore`, by
    /// ``GestureRecognizer/routerIndex``) is not offered them: its last touch lifting as another lands, in one
    /// event, does not end the touch sequence, and UIKit's recognizer, reset after the event, "receives no further
    /// updates for touches that have begun but haven't ended". One that finished in this very event, such as a
    /// tap recognized as the next finger lands far away, gets that finger as the start of its next gesture.
    private func resetFinishedRecognizers(_ event: TouchEvent, _ summary: TouchEvent.Summary, finishedBefore: UInt64) {
        // Cleared first: whatever finishes during this pass sets it again for the next one.
        mayNeedReset = false
        forEachRecognizer { r in
            if r.state.isTerminal, r.touches.isEmpty {
                r.performReset()
                guard finishedBefore & (1 << UInt64(r.routerIndex)) == 0 else { return }
                r.deliver(event, newTouchesOnly: true, summary: summary)
                if r.state.isTerminal, r.touches.isEmpty { r.performReset() }
            }
        }
    }

    /// Each event's time in milliseconds, converted once for every recognizer that tracks a velocity.
    func milliseconds(of time: Duration) -> Double {
        if time._low != millisecondsKey._low || time._high != millisecondsKey._high {
            millisecondsKey = time
            millisecondsValue = VelocityTracker.milliseconds(time)
        }
        return millisecondsValue
    }

    @inline(__always)
    private func forEachRecognizer(_ body: (GestureRecognizer) -> Void) {
        var i = 0
        while i < order.count {
            order[i]._withUnsafeGuaranteedRef(body)
            i += 1
        }
    }

    /// After a timer's work: reset whatever finished and forget touches the view is done with.
    func finishTransaction() {
        guard !isHandlingEvent else { return }
        withExtendedLifetime(recognizers) {
            forEachRecognizer { r in
                if r.state.isTerminal, r.touches.isEmpty { r.performReset() }
            }
        }
        compactViewTouches()
    }

    /// Forgets touches that have lifted and that the view has heard the last of.
    private func compactViewTouches() {
        // Most events forget nothing: only then is the array written.
        guard viewTouches.contains(where: { $0.finished && $0.latest.phase.isFinal }) else { return }
        viewTouches.removeAll { $0.finished && $0.latest.phase.isFinal }
    }

    /// Reports a state change, sends actions, and applies its effect on the view's touches.
    func recognizer(_ r: GestureRecognizer, didChangeFrom previous: GestureState, to next: GestureState) {
        if next.isTerminal { mayNeedReset = true }
        if observerRef != nil, r.isReported { notify(report(r, next)) }
        if next != .failed, r.hasActions { r.sendActions() }
        if next == .began || (next == .ended && previous == .possible) {
            viewTouchesRecognized(by: r)
        } else if next == .failed {
            releaseViewTouches(delayedBy: r)
        }
    }

    func recognizerDidReset(_ r: GestureRecognizer) {
        if reportsResets, observerRef != nil, r.isReported { notify(report(r, .possible)) }
    }

    @inline(__always)
    private func notify(_ report: GestureReport) {
        guard let observerRef else { return }
        notifyDepth += 1
        observerRef._withUnsafeGuaranteedRef { $0.call(report) }
        notifyDepth -= 1
        if notifyDepth == 0, !retiredObservers.isEmpty { retiredObservers.removeAll() }
    }

    @inline(__always)
    private func report(_ r: GestureRecognizer, _ state: GestureState) -> GestureReport {
        var location = r.location
        if hasReportSpace, let reportSpace { location = reportSpace.convert(fromWindow: location) }
        return GestureReport(time: clock.now, recognizer: r.name, state: state, continuous: r.isContinuous,
                             location: location, touches: r.numberOfTouches, values: r.values)
    }
}

import TesseraGeometry

/// The base of every recognizer: UIKit's state machine, touch tracking, target/action and timers.
///
/// A subclass overrides ``touchesChanged(_:)`` (and ``timerFired(_:)``,
/// ``reset()``, ``values``) and moves through the states by calling
/// ``begin()``, ``change()``, ``end()``, ``recognize()``, ``cancel()`` and
/// ``fail()``. A subclass ported from UIKit overrides ``touchesBegan(_:with:)``
/// and its siblings instead, and sets ``state``. Either way the state is not
/// simply set: every request goes through the router's ``GestureArena``, which
/// may grant it, defer it (require-to-fail) or turn it into a failure (another
/// recognizer won).
///
/// States follow UIKit (see ``GestureState``). After a terminal state the
/// router resets the recognizer to `possible` as soon as it tracks no touches;
/// a recognizer receives touches that begin while it is enabled and not in a
/// terminal state, so a running pan or pinch picks up extra fingers.
/// Whatever a subclass does, the base guarantees the end: when every tracked
/// touch has lifted, a running continuous gesture ends (or is cancelled) and a
/// recognizer still `possible`, not waiting for a further tap or for the
/// arena, fails.
///
/// ```swift
/// let tap = TapGestureRecognizer()
/// tap.addTarget { r in print("tapped at", r.location(in: nil)) }
/// router.add(tap)
/// ```
open class GestureRecognizer: ClockTimerTarget {
    /// The lowerCamelCase name transcripts use: `tap`, `doubleTap`, `pinch`, …
    public let name: String

    /// Whether the recognizer takes part. Disabling it cancels a running gesture and fails a possible one.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if oldValue, !isEnabled { disable() } }
    }

    /// The current state; reading it is UIKit's `state`, and setting it asks the arena for a change, as a UIKit
    /// subclass does.
    ///
    /// A UIKit subclass sets `state` (through `UIGestureRecognizerSubclass`) and this one may too: `.began` is
    /// ``begin()``, `.changed` ``change()``, `.ended` (alias `.recognized`) ``end()``, `.cancelled` ``cancel()`` and
    /// `.failed` ``fail()``. Each goes through the router's ``GestureArena``, so the state read back may differ from
    /// the one set: still `possible` while a recognizer this one requires to fail has not, or `failed` when another
    /// won. Setting `.possible` does nothing: the router returns a finished recognizer to `possible` itself.
    public var state: GestureState {
        @inlinable @inline(__always) get { currentState }
        set {
            switch newValue {
            case .possible: break
            case .began: begin()
            case .changed: change()
            case .ended: end()
            case .cancelled: cancel()
            case .failed: fail()
            }
        }
    }
    /// The state itself, which only the arena and the router's reset change.
    @usableFromInline @exclusivity(unchecked) var currentState: GestureState = .possible

    /// Whether this recognizer is continuous (began → changed → ended) rather than discrete.
    ///
    /// By default a recognizer is discrete until it first begins, and continuous from then on, as a UIKit
    /// subclass is whichever its states make it: one that sets `.began` runs, one that goes from `possible`
    /// straight to `.recognized` does not. Tessera's own recognizers say which they are.
    open var isContinuous: Bool { hasBegun }
    /// Whether ``begin()`` was ever asked for: the default ``isContinuous``.
    @exclusivity(unchecked) var hasBegun = false

    /// The object the touches are delivered to, in whose coordinates a UIKit handler asks for locations: the router's
    /// ``GestureRouter/view`` (the collection view, in a simulation), or nil while the recognizer is not attached.
    ///
    /// As UIKit's `view`: `recognizer.location(in: recognizer.view)` is the location in the view's content, and
    /// `recognizer.view as? CollectionView` is the collection view.
    public var view: (any CoordinateSpace)? { router?.view }

    /// UIKit's `delaysTouchesBegan` (default false): hold the view's touches until this recognizer fails.
    @exclusivity(unchecked) public var delaysTouchesBegan = false

    /// UIKit's `delaysTouchesEnded` (default true): hold back the view's `touchEnded` while this recognizer might still recognize.
    ///
    /// When a touch this recognizer tracks lifts while it is still `possible`
    /// (a double tap waiting for its second tap, a tap waiting for the double
    /// tap to fail), the view's `touchEnded` for it is held. If the recognizer
    /// fails, the view receives it then; if it recognizes (or begins), the view
    /// receives `touchCancelled` instead when ``cancelsTouchesInView`` is set,
    /// and the held `touchEnded` otherwise. A touch held by several recognizers
    /// waits for all of them, unless one that cancels touches wins first.
    ///
    /// The hold lasts as long as the recognizer is undecided, as Apple documents
    /// it, and no longer: for a double tap, until its second tap comes or its
    /// ``GestureConstants/doubleTapTimeout`` (300 ms after the lift) runs out. A
    /// recognizer decided as the finger lifts (a single tap, a pan that fails)
    /// holds nothing. With the default, a double tap gives the view
    /// `touchBegan`, `touchBegan`, `touchCancelled`, `touchCancelled`, so the
    /// view never acts on the first tap's end. Set it to false to have the view
    /// hear every lift at once.
    @exclusivity(unchecked) public var delaysTouchesEnded = true

    /// UIKit's `cancelsTouchesInView` (default true): cancel the view's touches when this recognizer wins.
    @exclusivity(unchecked) public var cancelsTouchesInView = true

    /// Answers shouldReceive / shouldBegin / simultaneity / failure questions.
    @exclusivity(unchecked) public weak var delegate: (any GestureRecognizerDelegate)? {
        didSet { hasDelegate = delegate != nil }
    }
    /// Whether a delegate was set, so the per-event paths skip the weak load when none was.
    ///
    /// The arena counts the members with one, so that it asks no delegate question when none has.
    @exclusivity(unchecked) var hasDelegate = false {
        didSet {
            if oldValue != hasDelegate { arenaRef?._withUnsafeGuaranteedRef { $0.delegateCount += hasDelegate ? 1 : -1 } }
        }
    }

    /// Whether the arena asks this recognizer's ``shouldRequireFailure(of:)`` and
    /// ``shouldBeRequiredToFail(by:)``: true but for Tessera's own recognizers, whose classes are final
    /// and give no requirements of their own, so that the arena asks nobody when no member could answer yes.
    package let asksFailureRules: Bool

    /// Whether the router reports this recognizer's state changes to its observer (true by default).
    ///
    /// False for a recognizer that is machinery rather than a gesture, as UIKit's private ones are:
    /// the collection view's delay of content touches takes part in every touch and recognizes nothing.
    @exclusivity(unchecked) package var isReported = true

    /// The touches this recognizer tracks, in the order they began (a live view).
    public let touches = TouchSet()

    /// Where the gesture was last seen: the centroid of its touches at the last event, in window coordinates.
    ///
    /// Kept as the sum of the touches' locations and their number, and divided when read:
    /// most events never ask, and a division on every event stalled the per-event path.
    public var lastLocation: Point {
        lastLocationCount == 0 ? .zero
            : Point(x: lastLocationSum.x / Double(lastLocationCount), y: lastLocationSum.y / Double(lastLocationCount))
    }
    @exclusivity(unchecked) var lastLocationSum: Point = .zero
    @exclusivity(unchecked) var lastLocationCount = 0
    @exclusivity(unchecked) var lastTouchCount = 0

    /// The recognizers that must fail before this one may leave `possible` (``require(toFail:)``).
    @exclusivity(unchecked) public internal(set) var failureRequirements: [GestureRecognizer] = [] {
        didSet { failureRequirementRefs = ContiguousArray(failureRequirements.map { Unmanaged.passUnretained($0) }) }
    }
    /// ``failureRequirements`` unretained, for the arena's loops; the array above keeps them alive.
    @exclusivity(unchecked) var failureRequirementRefs: ContiguousArray<Unmanaged<GestureRecognizer>> = []

    /// A transition the arena has deferred (require-to-fail); nil when none waits.
    ///
    /// The arena counts the members with one, so that settling skips its pass when none waits.
    @exclusivity(unchecked) var pendingState: GestureState? {
        didSet {
            if (oldValue == nil) != (pendingState == nil) {
                arenaRef?._withUnsafeGuaranteedRef { $0.pendingCount += pendingState == nil ? -1 : 1 }
            }
        }
    }
    /// The router this recognizer is attached to, and its arena and clock, held unretained:
    /// they are used on every event, and a retain/release pair per use cost more than the
    /// recognizers' arithmetic. The router owns its recognizers and detaches them when they
    /// are removed or it goes away, so these never dangle.
    @exclusivity(unchecked) var routerRef: Unmanaged<GestureRouter>?
    @exclusivity(unchecked) var arenaRef: Unmanaged<GestureArena>?
    @exclusivity(unchecked) var clockRef: Unmanaged<VirtualClock>?

    /// The router this recognizer is attached to.
    var router: GestureRouter? { routerRef?.takeUnretainedValue() }

    /// Attaches to `router` (nil detaches).
    func attach(to router: GestureRouter?) {
        routerRef = router.map { Unmanaged.passUnretained($0) }
        arenaRef = router.map { Unmanaged.passUnretained($0.arena) }
        clockRef = router.map { Unmanaged.passUnretained($0.clock) }
    }

    @inline(__always)
    func withRouter(_ body: (GestureRouter) -> Void) {
        routerRef?._withUnsafeGuaranteedRef(body)
    }

    @inline(__always)
    func withArena(_ body: (GestureArena) -> Void) {
        arenaRef?._withUnsafeGuaranteedRef(body)
    }
    /// Position in the router, for the view's delay masks.
    @exclusivity(unchecked) var routerIndex = -1

    @exclusivity(unchecked) private var actions: [(GestureRecognizer) -> Void] = []
    /// For each of ``actions``, the target it was added for, or nil for a closure added alone.
    @exclusivity(unchecked) private var actionTargets: [ObjectIdentifier?] = []
    @exclusivity(unchecked) private(set) var hasActions = false
    // Timers 0 and 1, as two fields rather than an array: no uniqueness check or bounds check per use.
    @exclusivity(unchecked) private var timer0: VirtualClock.Timer?
    @exclusivity(unchecked) private var timer1: VirtualClock.Timer?

    /// Creates a recognizer named `name` (lowerCamelCase).
    public init(name: String) {
        self.name = name
        asksFailureRules = true
    }

    /// Creates one of Tessera's own recognizers, whose final class gives no failure requirements of its own.
    package init(ownRecognizerNamed name: String) {
        self.name = name
        asksFailureRules = false
    }

    // MARK: - What subclasses provide

    /// Reacts to the tracked touches having changed; `change` counts what happened.
    ///
    /// Called once per event in which a tracked touch began, moved, ended or was
    /// cancelled, while the recognizer is enabled and not in a terminal state.
    /// ``touches`` holds every tracked touch with its phase in this event,
    /// including those ending now.
    ///
    /// By default it calls UIKit's four methods, for a subclass ported from UIKit that overrides those:
    /// ``touchesBegan(_:with:)`` with the touches that began, ``touchesMoved(_:with:)`` with those that moved,
    /// ``touchesEnded(_:with:)`` and ``touchesCancelled(_:with:)``, in that order, each only when it has touches,
    /// and none once the recognizer has finished (failed, say). A subclass that overrides this method instead
    /// reads ``touches`` and allocates nothing per event, as Tessera's own recognizers do.
    open func touchesChanged(_ change: TouchChange) {
        var began = Set<Touch>(), moved = Set<Touch>(), ended = Set<Touch>(), cancelled = Set<Touch>()
        var all: [Touch] = []
        all.reserveCapacity(touches.count)
        for entry in touches {
            let touch = entry.touch
            all.append(touch)
            switch entry.phase {
            case .began: began.insert(touch)
            case .moved: moved.insert(touch)
            case .ended: ended.insert(touch)
            case .cancelled: cancelled.insert(touch)
            case .stationary: break
            }
        }
        let event = TouchEvent(timestamp: change.time, touches: all)
        if !began.isEmpty, !currentState.isTerminal { touchesBegan(began, with: event) }
        if !moved.isEmpty, !currentState.isTerminal { touchesMoved(moved, with: event) }
        if !ended.isEmpty, !currentState.isTerminal { touchesEnded(ended, with: event) }
        if !cancelled.isEmpty, !currentState.isTerminal { touchesCancelled(cancelled, with: event) }
    }

    /// UIKit's `touchesBegan(_:with:)`: `touches` began in `event`, whose touches are those this recognizer tracks
    /// (UIKit's `event.touches(for: recognizer)`). Called by the default ``touchesChanged(_:)``; does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}

    /// UIKit's `touchesMoved(_:with:)`: tracked `touches` moved in `event`; each carries its
    /// ``Touch/previousLocation``. Called by the default ``touchesChanged(_:)``; does nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}

    /// UIKit's `touchesEnded(_:with:)`: tracked `touches` lifted in `event`. Called by the default
    /// ``touchesChanged(_:)``; does nothing. If every tracked touch has lifted and the subclass left the state as it
    /// was, the base ends a running gesture and fails a possible one (see the type's discussion).
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}

    /// UIKit's `touchesCancelled(_:with:)`: tracked `touches` were cancelled in `event`. Called by the default
    /// ``touchesChanged(_:)``; does nothing.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}

    /// A timer started with ``startTimer(_:after:)`` fired.
    open func timerFired(_ tag: Int) {}

    /// Clears per-gesture state; called when the recognizer returns to `possible`.
    open func reset() {}

    /// The figures reported with each state change.
    open var values: GestureValues { .none }

    /// Where the gesture is, in window coordinates; by default the centroid of its touches.
    open var location: Point { lastLocation }

    /// Whether the recognizer is between the parts of a multi-part gesture (a tap waiting for its next tap).
    ///
    /// While true, lifting every finger neither fails it nor lets the arena treat it as idle.
    open var isInSequence: Bool { false }

    // MARK: - Class-wide conflict rules a subclass may give

    /// Whether this recognizer, on beginning or recognizing, may make `other` fail (UIKit's `canPrevent(_:)`); true by default.
    ///
    /// The arena lets a recognizer prevent another only when this returns true, `other`'s
    /// ``canBePrevented(by:)`` agrees, and the two may not recognize simultaneously; otherwise
    /// `other` goes on competing and may recognize while this one runs. Asked at each attempt, so
    /// the answer may depend on state. ``TapGestureRecognizer`` never prevents a tap recognizer
    /// that needs more taps, as UIKit's does not.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, on beginning or recognizing, may make this recognizer fail (UIKit's `canBePrevented(by:)`); true by default.
    ///
    /// Both sides must agree for one recognizer to prevent another; see ``canPrevent(_:)``.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `other` to fail before it begins or recognizes (UIKit's
    /// `shouldRequireFailure(of:)`); false by default.
    ///
    /// Asked at each attempt to leave `possible`; a true answer works as ``require(toFail:)`` would
    /// for that attempt. Requirements that wait on each other in a circle leave both waiting.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Whether `other` waits for this recognizer to fail before it begins or recognizes (UIKit's
    /// `shouldBeRequiredToFail(by:)`); false by default.
    ///
    /// The mirror of ``shouldRequireFailure(of:)``: a true answer makes `other` wait as if it had
    /// called `other.require(toFail: self)`.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: - Public API

    /// The number of touches in the gesture (those of the last event when all have lifted).
    open var numberOfTouches: Int { touches.isEmpty ? lastTouchCount : touches.count }

    /// ``location`` converted into `space`; nil means window coordinates, as UIKit's `location(in: nil)`.
    public func location(in space: (any CoordinateSpace)?) -> Point {
        guard let space else { return location }
        return space.convert(fromWindow: location)
    }

    /// Where touch `touchIndex` (0 ..< ``numberOfTouches``) of the gesture is, in `space` (nil: window coordinates),
    /// as UIKit's `location(ofTouch:in:)`; an index out of range traps, as UIKit raises.
    ///
    /// The touches are those ``numberOfTouches`` counts: while fingers are down, the tracked ones in the order they
    /// began (a finger lifting in this event is still among them); once all have lifted, as in an action sent by a
    /// timer or a tap recognized as its fingers leave, the last ones to lift, each where it lifted.
    public func location(ofTouch touchIndex: Int, in space: (any CoordinateSpace)?) -> Point {
        let n = numberOfTouches
        precondition(touchIndex >= 0 && touchIndex < n,
                     "\(name): location(ofTouch:in:): index (\(touchIndex)) beyond bounds (\(n))")
        let point = touches.recent(touchIndex, of: n)?.location ?? location
        guard let space else { return point }
        return space.convert(fromWindow: point)
    }

    /// Stops tracking `touch`, as UIKit's `ignore(_:for:)`: this recognizer hears nothing more of it, does not
    /// count it in ``numberOfTouches`` or its location, and no longer holds it back from the view.
    ///
    /// Nothing happens for a touch it does not track. Called from ``touchesBegan(_:with:)`` (or
    /// ``touchesChanged(_:)``), it keeps a gesture to the touches it wants; one that ignores every touch it tracks
    /// fails, as any recognizer left with no touch while still possible does.
    public func ignore(_ touch: Touch, for event: TouchEvent) {
        guard touches.remove(id: touch.id) else { return }
        touches.sumOfLocations(into: &lastLocationSum, count: &lastLocationCount)
        lastTouchCount = touches.count
        withRouter { $0.recognizer(self, ignores: touch.id) }
    }

    /// Calls `action` on began, changed, ended/recognized and cancelled, as UIKit's target/action does.
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
        actionTargets.append(nil)
        hasActions = true
    }

    /// Calls `action` on `target` (held weakly), as UIKit's `addTarget(_:action:)`.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (GestureRecognizer) -> Void) {
        actions.append { [weak target] r in if let target { action(target)(r) } }
        actionTargets.append(ObjectIdentifier(target))
        hasActions = true
    }

    /// Removes every action added for `target` with ``addTarget(_:action:)``, or every target and action when
    /// `target` is nil, as UIKit's `removeTarget(_:action:)` with a nil action.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return removeAllTargets() }
        let id = ObjectIdentifier(target)
        var kept = 0
        for i in actions.indices where actionTargets[i] != id {
            actions[kept] = actions[i]
            actionTargets[kept] = actionTargets[i]
            kept += 1
        }
        actions.removeLast(actions.count - kept)
        actionTargets.removeLast(actionTargets.count - kept)
        hasActions = !actions.isEmpty
    }

    /// Removes every target and action.
    public func removeAllTargets() {
        actions.removeAll()
        actionTargets.removeAll()
        hasActions = false
    }

    /// Makes this recognizer wait for `other` to fail before it begins or recognizes; if `other`
    /// succeeds, this one fails. A cycle of requirements is a programming error.
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self && !other.requiresFailure(of: self), "require(toFail:) would form a cycle")
        failureRequirements.append(other)
    }

    func requiresFailure(of other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0 === other || $0.requiresFailure(of: other) }
    }

    func sendActions() {
        guard hasActions else { return }
        for action in actions { action(self) }
    }

    // MARK: - Timers

    /// Starts (or restarts) timer `tag` (0 or 1) to fire after `delay` on the router's clock.
    public final func startTimer(_ tag: Int, after delay: Duration) {
        precondition(tag == 0 || tag == 1, "timer tags are 0 and 1")
        guard let clockRef else { return }
        cancelTimer(tag)
        let timer = clockRef._withUnsafeGuaranteedRef { $0.schedule(after: delay, unretainedTarget: self, tag: tag) }
        if tag == 0 { timer0 = timer } else { timer1 = timer }
    }

    /// Stops timer `tag` if it is running.
    public final func cancelTimer(_ tag: Int) {
        guard let timer = tag == 0 ? timer0 : timer1 else { return }
        clockRef?._withUnsafeGuaranteedRef { $0.cancel(timer) }
        if tag == 0 { timer0 = nil } else { timer1 = nil }
    }

    func cancelAllTimers() {
        if timer0 != nil { cancelTimer(0) }
        if timer1 != nil { cancelTimer(1) }
    }

    /// Handles the clock's callback for timer `tag` (0 or 1) by calling ``timerFired(_:)``.
    ///
    /// The call is skipped when the recognizer is disabled or in a terminal state. Afterwards the router
    /// resets the recognizers that finished and track no touch.
    ///
    /// Subclasses override ``timerFired(_:)``, not this. The timer counts as stopped before
    /// ``timerFired(_:)`` runs, so the subclass may start it again.
    public final func clockTimerFired(tag: Int) {
        if tag == 0 { timer0 = nil } else { timer1 = nil }
        guard isEnabled, !state.isTerminal else { return }
        timerFired(tag)
        withRouter { $0.finishTransaction() }
    }

    private func disable() {
        if state.isActive { cancel() } else if state == .possible { fail() }
    }
}

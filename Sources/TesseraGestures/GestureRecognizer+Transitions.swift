/// How touches reach a recognizer and how it asks to change state.
extension GestureRecognizer {
    /// Begins a continuous gesture (possible → began), subject to the arena.
    public final func begin() {
        hasBegun = true
        request(.began)
    }
    /// Reports progress of a running continuous gesture (began/changed → changed).
    public final func change() {
        // Progress of a running gesture needs no arbitration: the arena would apply it at once.
        if arenaRef != nil, state == .began || state == .changed { apply(.changed) } else { request(.changed) }
    }
    /// Ends a running continuous gesture (→ ended). A continuous gesture the arena has not yet let begin fails instead.
    public final func end() { request(.ended) }
    /// Recognizes a discrete gesture (possible → recognized), subject to the arena.
    public final func recognize() { request(.ended) }
    /// Cancels a running gesture; a gesture not yet running fails instead.
    public final func cancel() { request(.cancelled) }
    /// Fails the gesture (possible → failed).
    public final func fail() { request(.failed) }

    private func request(_ next: GestureState) {
        if arenaRef != nil {
            withArena { $0.request(self, next) }
        } else if state.canTransition(to: next, continuous: isContinuous) {
            currentState = next
        }
    }

    /// Sets the state and tells the router; the arena's only way to change a state.
    final func apply(_ next: GestureState) {
        let previous = currentState
        assert(previous.canTransition(to: next, continuous: isContinuous),
               "\(name): illegal transition \(previous) → \(next)")
        currentState = next
        if next.isTerminal { cancelAllTimers() }
        withRouter { $0.recognizer(self, didChangeFrom: previous, to: next) }
    }

    /// Stops tracking every touch, so that the router resets this recognizer after it finishes
    /// and offers it the touches again as new (used by a tap whose next tap lands too far away).
    final func abandonTouches() {
        touches.removeAll()
        withRouter { $0.mayNeedReset = true }
    }

    /// Returns a terminal recognizer to `possible`.
    final func performReset() {
        pendingState = nil
        cancelAllTimers()
        currentState = .possible
        reset()
        withRouter { $0.recognizerDidReset(self) }
    }

    /// Hands an event's touches to this recognizer.
    ///
    /// Touches that begin are accepted while the recognizer is enabled, not in
    /// a terminal state, not a discrete recognizer waiting on the arena, has
    /// room, and its delegate agrees — so a running pan or pinch picks up
    /// extra fingers, as UIKit's do. Other touches reach it only if it tracks them. With
    /// `newTouchesOnly`, only touches that began are considered (the router's
    /// replay after a reset within the same event).
    ///
    /// `summary` lets it skip events it cannot use without looking at their
    /// touches: with nothing tracked, an event in which no touch begins; and,
    /// once finished (or disabled), an event in which none of the touches it
    /// still follows can have lifted. A finished recognizer only follows its
    /// touches until they lift, so its ``touches`` are brought up to date only
    /// in events where some touch ends.
    @inline(__always)
    final func deliver(_ event: TouchEvent, newTouchesOnly: Bool, summary: TouchEvent.Summary) {
        let live = isEnabled && !state.isTerminal
        if touches.isEmpty {
            // Nothing tracked: only a touch that begins can matter.
            guard live, summary.began > 0, pendingState == nil || isContinuous else { return }
        } else if !live, summary.finished == 0 {
            return // finished: it waits only for its touches to lift, and none did
        }
        take(event, newTouchesOnly: newTouchesOnly, live: live)
    }

    /// ``deliver(_:newTouchesOnly:summary:)`` past its checks, which are inlined into the router's loops.
    private final func take(_ event: TouchEvent, newTouchesOnly: Bool, live: Bool) {
        var change = TouchChange(time: event.timestamp, milliseconds: 0)
        if !newTouchesOnly { touches.markStationary() }
        // Through a pointer: each touch is read where it lies, not copied out first.
        event.touches.withUnsafeBufferPointer { eventTouches in
            guard let first = eventTouches.baseAddress else { return }
            for k in 0..<eventTouches.count {
                let touch = first + k
                let phase = touch.pointee.phase
                if let i = touches.index(of: touch.pointee.id) {
                    guard !newTouchesOnly, phase != .began else { continue }
                    touches.update(at: i, with: touch)
                    if phase == .moved { change.moved += 1 } else if phase == .ended { change.ended += 1 }
                    else if phase == .cancelled { change.cancelled += 1 }
                } else if phase == .began, live, pendingState == nil || isContinuous, touches.hasRoom,
                          !hasDelegate || delegate?.gestureRecognizer(self, shouldReceive: touch.pointee) ?? true {
                    touches.insert(touch.pointee)
                    change.began += 1
                    // Only a recognizer that delays touches, or that runs and cancels them, holds one back.
                    if delaysTouchesBegan || (state.isActive && cancelsTouchesInView) {
                        withRouter { $0.recognizer(self, didAccept: touch.pointee) }
                    }
                }
            }
        }
        guard change.total > 0 else { return }
        touches.sumOfLocations(into: &lastLocationSum, count: &lastLocationCount)
        lastTouchCount = touches.count
        if isEnabled, !state.isTerminal {
            change.milliseconds = routerRef?._withUnsafeGuaranteedRef { $0.milliseconds(of: change.time) }
                ?? VelocityTracker.milliseconds(change.time)
            touchesChanged(change)
            if touches.activeCount == 0 { finishIfAllLifted(change) }
            if delaysTouchesEnded, change.ended > 0, state == .possible { holdEndedTouches() }
        }
        // Between events every tracked touch is down: only touches that lifted now need removing.
        if change.ended > 0 || change.cancelled > 0 { touches.removeFinished() }
    }

    /// ``take(_:newTouchesOnly:live:)`` for an event in which no touch begins or lifts, given to a
    /// live recognizer that tracks a touch: what is left of it when nothing can be accepted or removed.
    final func takeMoves(_ event: TouchEvent) {
        var moved = 0
        touches.markStationary()
        event.touches.withUnsafeBufferPointer { eventTouches in
            guard let first = eventTouches.baseAddress else { return }
            for k in 0..<eventTouches.count {
                let touch = first + k
                guard let i = touches.index(of: touch.pointee.id) else { continue }
                touches.update(at: i, with: touch)
                if touch.pointee.phase == .moved { moved += 1 }
            }
        }
        guard moved > 0 else { return }
        touches.sumOfLocations(into: &lastLocationSum, count: &lastLocationCount)
        lastTouchCount = touches.count
        var change = TouchChange(time: event.timestamp, milliseconds: 0)
        change.moved = moved
        change.milliseconds = routerRef?._withUnsafeGuaranteedRef { $0.milliseconds(of: change.time) }
            ?? VelocityTracker.milliseconds(change.time)
        touchesChanged(change)
        if touches.activeCount == 0 { finishIfAllLifted(change) }
    }

    /// The base guarantee: once every tracked touch has lifted, nothing is left running or undecided.
    private func finishIfAllLifted(_ change: TouchChange) {
        guard touches.activeCount == 0, !state.isTerminal else { return }
        if state.isActive {
            if change.cancelled > 0 { cancel() } else { end() }
        } else if pendingState == nil ? !isInSequence : isContinuous {
            fail()
        }
    }

    /// Still undecided as touches lift: the view hears of their end only once this recognizer is decided.
    private func holdEndedTouches() {
        for entry in touches where entry.phase == .ended {
            withRouter { $0.recognizer(self, holdsEndOf: entry.id) }
        }
    }
}

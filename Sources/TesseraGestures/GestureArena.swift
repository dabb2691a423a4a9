/// Settles conflicts between the recognizers of one router: who may begin, who must wait, who fails.
///
/// A recognizer never changes its own state. It *asks* (``GestureRecognizer/begin()``,
/// ``GestureRecognizer/recognize()``, …, or by setting ``GestureRecognizer/state`` as a UIKit
/// subclass does) and the arena answers, in the spirit of Flutter's `arena.dart`.
///
/// **Invariant.** Each attempt a member makes to leave `possible` is resolved
/// exactly once: it is *accepted* (the member enters began or recognized) or
/// *rejected* (the member fails), possibly later than asked (deferred), never
/// both and never neither. Every deferral ends, because the members waited for
/// are themselves guaranteed to finish (see ``GestureRecognizer``). At any
/// moment, the members that are accepted and running are pairwise allowed to
/// recognize simultaneously.
///
/// The rules, applied in member order until nothing changes:
/// 1. **Require to fail.** A member with failure requirements (``GestureRecognizer/require(toFail:)``,
///    the delegate's `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`, or the
///    recognizers' own ``GestureRecognizer/shouldRequireFailure(of:)``/
///    ``GestureRecognizer/shouldBeRequiredToFail(by:)``) is
///    deferred while any of them is still competing, rejected if one of them
///    began, recognized or was cancelled, and accepted once all have failed.
/// 2. **Only competitors hold others up** (beyond UIKit). A requirement that is
///    disabled, or possible but idle — it tracks no touch, is not between taps
///    and is not itself waiting — counts as failed. So a tap whose double-tap
///    declined the touch, or is switched off, fires at once instead of 300 ms
///    later (flutter/flutter#50458).
/// 3. **Exclusion.** A member is rejected if another running member that
///    shares one of its touches prevents it; when a member is accepted, every
///    other competing member still `possible` that it prevents fails, if it
///    shares one of the member's touches (``sharesTouch(_:_:)``) or waits for
///    it to fail. One member prevents another when the
///    two may not recognize simultaneously (neither the delegates nor
///    ``allowSimultaneousRecognition(_:_:)`` allow it) and both agree, as UIKit
///    asks them: the first's ``GestureRecognizer/canPrevent(_:)`` and the
///    second's ``GestureRecognizer/canBePrevented(by:)``.
/// 4. **Exclusive taps** (``makeExclusive(single:double:)``): exactly one of a
///    single and a double tap fires per burst of taps, or neither for three or
///    more, as Qt's `exclusiveSignals: SingleTap | DoubleTap`.
public final class GestureArena {
    /// The recognizers taking part, in the order they were added.
    @exclusivity(unchecked) public private(set) var members: [GestureRecognizer] = []
    /// ``members`` again, unretained, for the loops that run on every state change: iterating
    /// class references retains and releases each one. A member removed while the arena settles
    /// waits in `retired` until settling is done, so these never dangle.
    @exclusivity(unchecked) private var refs: ContiguousArray<Unmanaged<GestureRecognizer>> = []
    @exclusivity(unchecked) private var retired: [GestureRecognizer] = []
    @exclusivity(unchecked) private var simultaneousPairs: [(ObjectIdentifier, ObjectIdentifier)] = []
    @exclusivity(unchecked) private var exclusivePairs: [(single: ObjectIdentifier, double: TapGestureRecognizer)] = []
    @exclusivity(unchecked) private var isSettling = false
    /// How many members have a deferred transition (``GestureRecognizer/pendingState``).
    @exclusivity(unchecked) var pendingCount = 0
    /// How many members have a delegate.
    @exclusivity(unchecked) var delegateCount = 0
    /// How many members' classes may give failure requirements of their own (``GestureRecognizer/asksFailureRules``).
    @exclusivity(unchecked) private var rulingCount = 0
    @exclusivity(unchecked) private var needsPass = false

    private enum Verdict { case proceed, wait, reject }

    /// Creates an arena with no members; a ``GestureRouter`` creates its own and adds each recognizer it is given.
    public init() {}

    func add(_ recognizer: GestureRecognizer) {
        if recognizer.hasDelegate { delegateCount += 1 }
        if recognizer.asksFailureRules { rulingCount += 1 }
        members.append(recognizer)
        refs.append(Unmanaged.passUnretained(recognizer))
    }

    func remove(_ recognizer: GestureRecognizer) {
        let id = ObjectIdentifier(recognizer)
        if isSettling { retired.append(recognizer) }
        if recognizer.hasDelegate { delegateCount -= 1 }
        if recognizer.asksFailureRules { rulingCount -= 1 }
        members.removeAll { $0 === recognizer }
        refs.removeAll { $0.toOpaque() == Unmanaged.passUnretained(recognizer).toOpaque() }
        simultaneousPairs.removeAll { $0.0 == id || $0.1 == id }
        exclusivePairs.removeAll { $0.single == id || $0.double === recognizer }
        settle()
    }

    /// Lets `a` and `b` recognize at the same time, as if a delegate said so for the pair.
    public func allowSimultaneousRecognition(_ a: GestureRecognizer, _ b: GestureRecognizer) {
        simultaneousPairs.append((ObjectIdentifier(a), ObjectIdentifier(b)))
    }

    /// Makes `single` and `double` mutually exclusive per burst of taps (Qt's `exclusiveSignals`).
    ///
    /// `single` requires `double` to fail, and `double` waits one
    /// ``GestureConstants/doubleTapTimeout`` after its last tap for a further
    /// tap before it recognizes. One tap fires only `single`, two taps only
    /// `double`, three or more taps within the window fire neither.
    public func makeExclusive(single: GestureRecognizer, double: TapGestureRecognizer) {
        double.waitsForExtraTaps = true
        single.require(toFail: double)
        exclusivePairs.append((ObjectIdentifier(single), double))
    }

    /// Whether `a` and `b` may be recognizing at the same time.
    public func canRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        let ia = ObjectIdentifier(a), ib = ObjectIdentifier(b)
        for pair in simultaneousPairs where (pair.0 == ia && pair.1 == ib) || (pair.0 == ib && pair.1 == ia) {
            return true
        }
        return (a.hasDelegate && a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true)
            || (b.hasDelegate && b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true)
    }

    /// Whether `preventing`, on beginning or recognizing, makes `prevented` fail: the two may not
    /// recognize simultaneously, `preventing` can prevent it and `prevented` can be prevented by it.
    public func prevents(_ preventing: GestureRecognizer, _ prevented: GestureRecognizer) -> Bool {
        !canRecognizeSimultaneously(preventing, prevented) && preventing.canPrevent(prevented)
            && prevented.canBePrevented(by: preventing)
    }

    /// Whether `a` and `b` track a touch in common, so that they compete for it.
    ///
    /// Exclusion runs through shared touches: a recognizer that begins or recognizes fails only those that
    /// follow one of its touches, as each UIKit touch lists the recognizers it was delivered to and Flutter
    /// keeps an arena per pointer. A single tap recognized late, once its double tap fails, tracks no touch
    /// any more, and so leaves a pan on the next finger running.
    public func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        for entry in a.touches where b.touches.index(of: entry.id) != nil { return true }
        return false
    }

    /// Whether `r` is taking part in the current gesture: tracking touches, between taps, or waiting.
    public func isCompeting(_ r: GestureRecognizer) -> Bool {
        r.pendingState != nil || !r.touches.isEmpty || r.isInSequence
    }

    /// Handles a recognizer's request to move to `next`.
    func request(_ r: GestureRecognizer, _ next: GestureState) {
        switch r.state {
        case .possible:
            let leaves = r.isContinuous ? next == .began : next == .ended
            if leaves {
                guard r.pendingState == nil else { return }
                if !r.hasDelegate || r.delegate?.gestureRecognizerShouldBegin(r) ?? true {
                    r.pendingState = next
                } else {
                    r.apply(.failed)
                }
            } else if next == .failed || next == .cancelled || next == .ended {
                // Failing, or a continuous gesture told to stop before the arena let it begin.
                r.pendingState = nil
                r.apply(.failed)
            } else {
                return // `changed` while deferred: the values move on, the state waits.
            }
        case .began, .changed:
            guard next == .changed || next == .ended || next == .cancelled else { return }
            r.apply(next)
            if next == .changed { return }
        case .ended, .cancelled, .failed:
            return
        }
        settle()
    }

    /// Applies the rules until no deferred member can move.
    func settle() {
        needsPass = true
        guard !isSettling else { return }
        // With nothing deferred, a pass would find nothing to resolve.
        guard pendingCount > 0 else { return }
        isSettling = true
        while needsPass {
            needsPass = false
            forEachMember { m in if m.pendingState != nil { resolve(m) } }
        }
        isSettling = false
        if !retired.isEmpty { retired.removeAll() }
    }

    /// Calls `body` with each member, unretained (see `refs`).
    @inline(__always)
    private func forEachMember(_ body: (GestureRecognizer) -> Void) {
        var i = 0
        while i < refs.count {
            refs[i]._withUnsafeGuaranteedRef(body)
            i += 1
        }
    }

    /// Whether a member other than `m` satisfies `predicate`.
    @inline(__always)
    private func containsOther(than m: GestureRecognizer, where predicate: (GestureRecognizer) -> Bool) -> Bool {
        var i = 0
        while i < refs.count {
            if refs[i]._withUnsafeGuaranteedRef({ $0 !== m && predicate($0) }) { return true }
            i += 1
        }
        return false
    }

    private func resolve(_ m: GestureRecognizer) {
        guard let next = m.pendingState, m.state == .possible else { return }
        switch verdict(for: m) {
        case .wait:
            return
        case .reject:
            m.pendingState = nil
            m.apply(.failed)
        case .proceed:
            m.pendingState = nil
            if containsOther(than: m, where: { $0.state.isActive && sharesTouch($0, m) && prevents($0, m) }) {
                m.apply(.failed)
            } else {
                m.apply(next)
                forEachMember { o in
                    if o !== m, o.state == .possible, isCompeting(o), sharesTouch(m, o) || waits(o, on: m), prevents(m, o) {
                        o.pendingState = nil
                        o.apply(.failed)
                    }
                }
            }
        }
        needsPass = true
    }

    /// Whether `o` requires `m` to fail, by any of the rules of ``verdict(for:)``: once `m` is accepted, `o` fails
    /// at once, as the exclusion of members that share a touch fails them.
    private func waits(_ o: GestureRecognizer, on m: GestureRecognizer) -> Bool {
        var k = 0
        while k < o.failureRequirementRefs.count {
            if o.failureRequirementRefs[k]._withUnsafeGuaranteedRef({ $0 === m }) { return true }
            k += 1
        }
        guard delegateCount > 0 || rulingCount > 0 else { return false }
        return (o.asksFailureRules && o.shouldRequireFailure(of: m)) || (m.asksFailureRules && m.shouldBeRequiredToFail(by: o))
            || (o.hasDelegate && o.delegate?.gestureRecognizer(o, shouldRequireFailureOf: m) == true)
            || (m.hasDelegate && m.delegate?.gestureRecognizer(m, shouldBeRequiredToFailBy: o) == true)
    }

    private func verdict(for m: GestureRecognizer) -> Verdict {
        var result = Verdict.proceed
        func merge(_ v: Verdict) {
            if v == .reject || (v == .wait && result == .proceed) { result = v }
        }
        // By index: a for-in loop would retain and release the array.
        var k = 0
        while k < m.failureRequirementRefs.count {
            m.failureRequirementRefs[k]._withUnsafeGuaranteedRef { merge(verdict(of: $0, for: m)) }
            k += 1
        }
        // The requirements the recognizers and their delegates give at this attempt, when some member may give any.
        guard delegateCount > 0 || rulingCount > 0 else { return result }
        forEachMember { o in
            guard o !== m else { return }
            if (m.asksFailureRules && m.shouldRequireFailure(of: o)) || (o.asksFailureRules && o.shouldBeRequiredToFail(by: m))
                || (m.hasDelegate && m.delegate?.gestureRecognizer(m, shouldRequireFailureOf: o) == true)
                || (o.hasDelegate && o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: m) == true) {
                merge(verdict(of: o, for: m))
            }
        }
        return result
    }

    private func verdict(of d: GestureRecognizer, for m: GestureRecognizer) -> Verdict {
        // Compared unretained: `router` would retain and release both.
        guard d.isEnabled, let dr = d.routerRef, let mr = m.routerRef, dr.toOpaque() == mr.toOpaque() else { return .proceed }
        switch d.state {
        case .failed:
            return isBurstTooLong(single: m, double: d) ? .reject : .proceed
        case .possible:
            return isCompeting(d) ? .wait : .proceed
        case .began, .changed, .ended, .cancelled:
            return .reject
        }
    }

    private func isBurstTooLong(single: GestureRecognizer, double: GestureRecognizer) -> Bool {
        let id = ObjectIdentifier(single)
        for pair in exclusivePairs where pair.single == id && pair.double === double {
            return pair.double.tapCount > pair.double.numberOfTapsRequired
        }
        return false
    }
}

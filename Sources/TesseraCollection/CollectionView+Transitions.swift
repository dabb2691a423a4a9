import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Switches to `layout`, as `setCollectionViewLayout(_:animated:completion:)`.
    public func setCollectionViewLayout(_ layout: Layout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        setCollectionViewLayout(layout, animation: animated ? .standard : nil, completion: completion)
    }

    /// Switches to `newLayout`, blending every element from its old to its new
    /// attributes along `animation` (at once when nil).
    ///
    /// As the seeds advise, the new layout is invalidated and prepared before
    /// anything is asked of it. The old layout gets `prepareForTransition(to:)`, the
    /// new one `prepareForTransition(from:)`, and both `finalizeLayoutTransition()`
    /// once the transition's attributes are gathered, before the animation runs, as in UIKit. The content offset goes through the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` and is clamped. Elements only
    /// the old layout has fade out; elements only the new one has fade in.
    ///
    /// When the switch animates, the new layout's `prepare(forAnimatedBoundsChange:)`
    /// (with the bounds before the switch) and `finalizeAnimatedBoundsChange()`
    /// bracket the planning of its animations, and a change of the content offset
    /// animates with the elements: the offset changes at once, and the content is
    /// drawn moving from where it was on screen along the same curve, so an element
    /// on screen before and after moves there continuously.
    public func setCollectionViewLayout(_ newLayout: Layout, animation: Animation?, completion: ((Bool) -> Void)? = nil) {
        guard newLayout !== collectionViewLayout else { return }
        if transition != nil { completeInteractiveTransition(completed: false) }
        layoutIfNeeded()
        let old = collectionViewLayout
        let oldBounds = bounds
        old.prepareForTransition(to: newLayout)
        install(newLayout)
        newLayout.prepareForTransition(from: old)
        let finish: (Bool) -> Void = { [weak self] finished in
            if let self, old !== self.collectionViewLayout, old.collectionView === self { old.collectionView = nil }
            completion?(finished)
        }
        // The new layout takes every element over: running animations are interrupted, and what they
        // had still to move goes on, additively.
        let previous = animator.takeOverTracks()
        guard let animation else {
            completionsBuffer.append {
                old.finalizeLayoutTransition()
                newLayout.finalizeLayoutTransition()
                finish(true)
            }
            layoutIfNeeded()
            return
        }
        let group = animator.begin(animation, at: clock.now, completion: finish)
        newLayout.prepare(forAnimatedBoundsChange: oldBounds)
        for key in live.keys.sorted() {
            let element = live[key]!
            if newLayout.attributes(for: key) != nil {
                let earlier = previous[key]
                animator.carry(key, previous: earlier, heading: earlier == nil ? nil : old.attributes(for: key),
                               drawn: element.applied, group: group, at: clock.now)
            } else {
                live.removeValue(forKey: key)
                lastPassInputs = nil
                let to = TransitionLayout.faded(animator.undrawn(element.applied))
                animator.vanish(element.view, from: element.applied, to: to, group: group)
            }
        }
        for a in elementsWithinBudget(of: newLayout) where live[a.key] == nil {
            let from = old.attributes(for: a.key) ?? TransitionLayout.faded(a)
            animator.track(a.key, fromLayout: from, group: group)
        }
        animator.shiftContent(by: bounds.origin - oldBounds.origin, group: group)
        newLayout.finalizeAnimatedBoundsChange()
        layoutIfNeeded()
        // Every attribute the transition needs is gathered: UIKit finalizes both layouts now, before the animation runs.
        old.finalizeLayoutTransition()
        newLayout.finalizeLayoutTransition()
    }

    /// Makes `layout` the collection view's: invalidated, prepared, and the content
    /// offset moved to its target for the current one.
    private func install(_ layout: Layout) {
        layout.collectionView = self
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        collectionViewLayout = layout
        let offset = clampedContentOffset(targetContentOffset(after: layout))
        scrollState = .idle
        // Rows scrolling sideways belonged to the old layout's sections.
        orthogonalScroll = OrthogonalScrollState()
        setBounds(Rect(origin: offset, size: bounds.size))
        layout.prepareIfNeeded()
    }

    // MARK: Interactive transitions

    /// Starts a transition to `newLayout` that the caller drives through
    /// ``transitionProgress``, as `startInteractiveTransition(to:completion:)`.
    /// A ``TransitionLayout`` is installed until ``finishInteractiveTransition(animation:)``
    /// or ``cancelInteractiveTransition(animation:)`` has animated to its end: the one the delegate's
    /// ``CollectionViewDelegate/collectionView(_:transitionLayoutForOldLayout:newLayout:)`` returns.
    ///
    /// - Parameters:
    ///   - newLayout: The layout to move to; a fresh instance, not installed in another collection view.
    ///   - completion: called with true when the transition finished on
    ///     `newLayout`, false when it was cancelled.
    @discardableResult
    public func startInteractiveTransition(to newLayout: Layout,
                                           completion: ((_ completed: Bool) -> Void)? = nil) -> TransitionLayout {
        if transition != nil { completeInteractiveTransition(completed: false) }
        layoutIfNeeded()
        let old = collectionViewLayout
        old.prepareForTransition(to: newLayout)
        newLayout.collectionView = self
        newLayout.invalidateLayout()
        newLayout.prepareIfNeeded()
        newLayout.prepareForTransition(from: old)
        let t = delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: newLayout)
            ?? TransitionLayout(currentLayout: old, nextLayout: newLayout)
        precondition(t.currentLayout === old && t.nextLayout === newLayout,
                     "the delegate's transition layout must be made with the layouts it was handed, old and new")
        t.collectionView = self
        orthogonalScroll = OrthogonalScrollState()
        collectionViewLayout = t
        transition = InteractiveTransitionState(layout: t, completion: completion, ending: nil)
        layoutIfNeeded()
        return t
    }

    /// Whether an interactive transition is installed.
    public var isInteractivelyTransitioning: Bool { transition != nil }

    /// Whether an interactive transition is being finished or cancelled: its progress then moves with time, to 1 or
    /// 0. Before that it moves only when the app sets ``transitionProgress``.
    public var isSettlingInteractiveTransition: Bool { transition?.ending != nil }

    /// The interactive transition's progress, 0…1; setting it while the
    /// transition is being finished or cancelled does nothing.
    public var transitionProgress: Double {
        get { transition?.layout.transitionProgress ?? 0 }
        set {
            guard let t = transition, t.ending == nil else { return }
            t.layout.transitionProgress = min(max(newValue, 0), 1)
        }
    }

    /// Animates the interactive transition to its end and installs the new layout.
    public func finishInteractiveTransition(animation: Animation = .standard) {
        endTransition(at: 1, animation: animation)
    }

    /// Animates the interactive transition back and reinstalls the old layout.
    public func cancelInteractiveTransition(animation: Animation = .standard) {
        endTransition(at: 0, animation: animation)
    }

    private func endTransition(at target: Double, animation: Animation) {
        guard let t = transition, t.ending == nil else { return }
        transition!.ending = .init(from: t.layout.transitionProgress, to: target, start: clock.now, animation: animation)
        advanceTransition(to: clock.now)
    }

    /// Moves an ending interactive transition's progress along to `now`.
    func advanceTransition(to now: Duration) {
        guard let t = transition, let e = t.ending else { return }
        let p = e.animation.progress(elapsed: now - e.start)
        t.layout.transitionProgress = e.from + (e.to - e.from) * p
        if now - e.start >= e.animation.duration { completeInteractiveTransition(completed: e.to == 1) }
    }

    /// Replaces the transition layout by the layout it ends on.
    private func completeInteractiveTransition(completed: Bool) {
        guard let t = transition else { return }
        transition = nil
        let final = completed ? t.layout.nextLayout : t.layout.currentLayout
        let other = completed ? t.layout.currentLayout : t.layout.nextLayout
        install(final)
        t.layout.currentLayout.finalizeLayoutTransition()
        t.layout.nextLayout.finalizeLayoutTransition()
        if other.collectionView === self { other.collectionView = nil }
        t.layout.collectionView = nil
        if let c = t.completion { completionsBuffer.append { c(completed) } }
        layoutIfNeeded()
    }

    /// The decoration class for `kind` in the installed layout, or in either side of a transition.
    func decorationClass(forKind kind: ElementKind) -> ReusableView.Type? {
        if let t = collectionViewLayout as? TransitionLayout {
            return t.nextLayout.decorationViewClass(forKind: kind) ?? t.currentLayout.decorationViewClass(forKind: kind)
        }
        return collectionViewLayout.decorationViewClass(forKind: kind)
    }
}

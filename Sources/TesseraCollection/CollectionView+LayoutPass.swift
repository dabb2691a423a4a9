import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// One frame: advances scrolling and transition animations to `clock.now`,
    /// then runs a layout pass. The host calls it once per frame.
    public func tick() {
        advanceScrolling(to: clock.now)
        advanceOrthogonalScrolling(to: clock.now)
        advanceTransition(to: clock.now)
        layoutIfNeeded()
        if pendingScrollToItem != nil { finishPendingScrollToItem() }
    }

    /// The rectangle whose elements are kept alive: the bounds grown by ``liveMargin``.
    public var liveRect: Rect { bounds.insetBy(dx: -liveMargin, dy: -liveMargin) }

    /// The size of the whole content, from the layout (prepared first if needed).
    public var contentSize: Size {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.contentSize
    }

    /// A layout pass: prepares the layout if it was invalidated (one `prepare()`
    /// however many invalidations came before), queries the live rectangle,
    /// blends running animations at `clock.now`, chooses which elements get a
    /// view (see ``maximumLiveViews``), dequeues views for elements that came
    /// into view, applies changed attributes and recycles views whose elements
    /// left. Allocates nothing per element once the reuse pools are warm.
    ///
    /// Views shown for the first time or given a new size are asked for their
    /// preferred attributes; when the layout takes them (self-sizing cells), it
    /// is invalidated and the pass runs again, up to `maximumSelfSizingPasses`
    /// times, so the frame shows the sizes the cells asked for. The delegate's
    /// `scrollViewDidScroll(_:)` (when the pass moved the offset), its display
    /// calls and finished animations' completions come at the end. A call made
    /// from inside the pass (by a layout or a view) returns at once.
    ///
    /// When nothing asked for a pass, none runs: the layout was not invalidated
    /// nor prepared since the last pass, the bounds and the live-view rules are
    /// the same, and nothing animates, moves, transitions or read the clock (see
    /// ``skippedLayoutPassCount``). Nor does a pass run again at the instant of
    /// the last one when nothing changed since (a touch laid out, then the
    /// frame's tick): it would draw every element as the last one did.
    public func layoutIfNeeded() {
        guard !isInLayoutPass else { return }
        let inputs = passInputs()
        if let inputs, inputs == lastPassInputs, inputs.motion == nil || skipsRepeatedPasses {
            skippedLayoutPassCount += 1
            if prefetch.pending { updatePrefetching() }
            return
        }
        isInLayoutPass = true
        readTimeDuringLayoutPass = false
        layoutPass()
        var passes = 1
        while applySelfSizing() {
            // The layout took new sizes and prepared again: the pass's steady record no longer applies.
            steadyRecord = nil
            guard passes < Self.maximumSelfSizingPasses else { break }
            layoutPass()
            passes += 1
        }
        layoutPassCount += passes
        sizingBuffer.removeAll(keepingCapacity: true)
        isInLayoutPass = false
        // The next pass may be skipped only if this one ended with nothing pending, and while
        // something moves only if running it again would leave everything as it is: no element
        // was left without a view, and the elements are presented in the order the next pass
        // would present them.
        let next = readTimeDuringLayoutPass || scrolledDuringLayoutPass || !displayEvents.isEmpty
            || !completionsBuffer.isEmpty ? nil : passInputs()
        lastPassInputs = next?.motion == nil || (!presentFailed && presentedInCandidateOrder) ? next : nil
        tellScrollDuringLayoutPass()
        tellDisplayEvents()
        runCompletions()
        if prefetch.pending || !prefetch.named.isEmpty || prefetchDataSource != nil { updatePrefetching() }
    }

    /// The inputs of a pass now (see ``LayoutPassInputs``), or nil when the layout waits to be
    /// prepared or views asked for other sizes, so that a pass must run.
    private func passInputs() -> LayoutPassInputs? {
        let layout = collectionViewLayout
        guard !layout.needsPrepare, sizingBuffer.isEmpty else { return nil }
        var inputs = LayoutPassInputs(layout: ObjectIdentifier(layout), prepareCount: layout.prepareCount, bounds: bounds,
                                      liveMargin: liveMargin, maximumLiveViews: maximumLiveViews, sectionCounts: sectionCounts)
        if !animator.isIdle || movement != nil || transition != nil || !scrollState.isIdle {
            inputs.motion = .init(time: clock.now, animatorEpoch: animator.epoch, liveEpoch: liveEpoch, movement: movement,
                                  transitionProgress: transition?.layout.transitionProgress)
        }
        return inputs
    }

    /// One layout pass; see ``layoutIfNeeded()``.
    private func layoutPass() {
        let now = clock.now
        animator.retireFinished(at: now, recycle: { retire($0, as: $1) }, completions: &completionsBuffer)
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        if adjustContentOffsetAfterSizeChange() { layout.prepareIfNeeded() }
        if steadyPass(from: layout) { return }

        // The first generation marks the live elements the query found.
        generation &+= 1
        let movingKey = movement.map { ElementKey.cell($0.target) }
        var candidatesAreLive = false
        if !collectCandidates(from: layout, now: now, movingKey: movingKey) {
            chooseWhileStreaming(from: layout, now: now, movingKey: movingKey)
        } else {
            let found = queryBuffer.count
            appendStaleAnimating(now: now, movingKey: movingKey)
            budget.choose(from: queryBuffer, limit: maximumLiveViews, bounds: bounds, movingKey: movingKey)
            candidatesAreLive = queryBuffer.count == found && budget.refusedOverLimit == 0 && budget.refusedAsSubPixel == 0
        }
        presentFailed = false

        // The second generation marks the live elements that keep their view.
        generation &+= 1
        keptCount = 0
        pendingBuffer.removeAll(keepingCapacity: true)
        var found = 0
        // Whether a live element follows an element that comes into view: the new ones are
        // presented after the live ones, so the presented order is then not the candidates'.
        var pendingBeforeLive = false
        // When every candidate keeps or gets a view and those that come into view all follow those
        // that had one (the live ones found are the first candidates), the presented elements are
        // the candidates in their order: copied at once below rather than one by one.
        let inBulk = takesPassShortcuts && !budget.keeps.contains(false)
            && (liveIndexBuffer.isEmpty || liveIndexBuffer[liveIndexBuffer.count - 1].candidate == liveIndexBuffer.count - 1)
        // Appended to one by one, the buffer keeps its storage; taken whole at the end, it shares the
        // candidates' storage instead (it may share the last pass's, so it is let go of here).
        if inBulk { presentedBuffer = [] } else { presentedBuffer.removeAll(keepingCapacity: true) }
        // Read in place: the candidates are not copied out of the buffer, which nothing below changes.
        queryBuffer.withUnsafeBufferPointer { candidates in
            for i in candidates.indices {
                // The live elements found are listed in candidate order, so one cursor walks them.
                var index: Dictionary<ElementKey, LiveElement>.Index?
                if found < liveIndexBuffer.count, liveIndexBuffer[found].candidate == i {
                    index = liveIndexBuffer[found].index
                    found += 1
                }
                guard budget.keeps[i] else { continue }
                if let index {
                    if !pendingBuffer.isEmpty { pendingBeforeLive = true }
                    refresh(candidates.baseAddress! + i, at: index, presenting: !inBulk)
                } else {
                    pendingBuffer.append(candidates[i])
                }
            }
        }
        presentedInCandidateOrder = !pendingBeforeLive
        // Recycle first, so elements coming into view reuse the views of those leaving it.
        recycleUnkept()
        for a in pendingBuffer { present(a, presenting: !inBulk) }
        if inBulk {
            if presentFailed {
                // The candidates that got a view, in their order, as they would have been appended.
                for a in queryBuffer where live.index(forKey: a.key) != nil { presentedBuffer.append(a) }
            } else {
                // The candidates' own storage: nothing is copied, and nothing below changes them
                // (the steady record takes them as they are).
                presentedBuffer = queryBuffer
            }
        }
        animator.presentVanishing(at: now)
        recordSteadyPass(layout: layout, candidatesAreLive: candidatesAreLive)
        releaseHugeBuffers()
    }

    /// The attributes `a` of the layout as drawn at `now`: blended by running
    /// animations, and under the finger for the interactively moved item.
    @inline(__always)
    private func presented(_ a: LayoutAttributes, now: Duration, movingKey: ElementKey?) -> LayoutAttributes {
        var p = a
        present(&p, now: now, movingKey: movingKey)
        return p
    }

    /// ``presented(_:now:movingKey:)`` in place.
    @inline(__always)
    private func present(_ p: inout LayoutAttributes, now: Duration, movingKey: ElementKey?) {
        let key = p.key
        animator.present(&p, key: key, at: now)
        if key == movingKey, let m = movement { m.present(&p, by: collectionViewLayout) }
    }

    /// Reads the layout's elements in the live rectangle, as drawn, into
    /// `queryBuffer`, marking the live ones found with the current generation.
    /// Returns false when there were more than the buffer holds
    /// (``LiveViewBudget/candidateCapacity(forLimit:)``): the live elements are
    /// all marked, but the buffer is incomplete.
    private func collectCandidates(from layout: Layout, now: Duration, movingKey: ElementKey?) -> Bool {
        let capacity = LiveViewBudget.candidateCapacity(forLimit: maximumLiveViews)
        queryBuffer.removeAll(keepingCapacity: true)
        liveIndexBuffer.removeAll(keepingCapacity: true)
        var complete = true
        // With nothing animating or moving, the attributes are drawn as the layout gives them.
        let asGiven = movingKey == nil && animator.isIdle
        do {
            // One reference to the live elements for the whole query, so that looking each element
            // up neither retains them nor checks them for uniqueness; they are marked afterwards.
            let found = live
            // Drawn as given or as presented, an element keeps the key the layout gave it. Drawn as
            // given, it is appended straight from the layout's value, with no copy between.
            if asGiven {
                layout.forEachElement(in: drawnLiveRect) { element in
                    let index = found.index(forKey: element.key)
                    if complete, queryBuffer.count >= capacity { complete = false }
                    guard complete else {
                        // Past the buffer's end: still marked, under a candidate number that none has.
                        if let index { liveIndexBuffer.append((Int.max, index)) }
                        return
                    }
                    if let index { liveIndexBuffer.append((queryBuffer.count, index)) }
                    queryBuffer.append(element)
                }
            } else {
                layout.forEachElement(in: drawnLiveRect) { element in
                    let index = found.index(forKey: element.key)
                    if complete, queryBuffer.count >= capacity { complete = false }
                    guard complete else {
                        if let index { liveIndexBuffer.append((Int.max, index)) }
                        return
                    }
                    if let index { liveIndexBuffer.append((queryBuffer.count, index)) }
                    // Appended as given, then blended where it lies: no copy between.
                    queryBuffer.append(element)
                    present(&queryBuffer[queryBuffer.count - 1], now: now, movingKey: movingKey)
                }
            }
        }
        let generation = self.generation
        var marked = 0
        for entry in liveIndexBuffer where live.values[entry.index].generation != generation {
            live.values[entry.index].generation = generation
            marked += 1
        }
        liveFoundCount = marked
        return complete
    }

    /// The budget's choice when the layout puts more elements in the live
    /// rectangle than a pass holds: the layout streams its elements again and
    /// only those that get a view are kept in `queryBuffer`, so memory follows
    /// ``maximumLiveViews``, not the number of elements. Chooses as
    /// ``LiveViewBudget/choose(from:limit:bounds:movingKey:)`` would.
    private func chooseWhileStreaming(from layout: Layout, now: Duration, movingKey: ElementKey?) {
        queryBuffer.removeAll(keepingCapacity: true)
        liveIndexBuffer.removeAll(keepingCapacity: true)
        appendStaleAnimating(now: now, movingKey: movingKey)
        let stale = queryBuffer
        queryBuffer.removeAll(keepingCapacity: true)
        liveIndexBuffer.removeAll(keepingCapacity: true)
        let rect = drawnLiveRect
        budget.choose(streaming: { body in
            layout.forEachElement(in: rect) { body(presented($0, now: now, movingKey: movingKey)) }
            for a in stale { body(a) }
        }, limit: maximumLiveViews, bounds: bounds, movingKey: movingKey, keep: { a in
            if let index = live.index(forKey: a.key) { liveIndexBuffer.append((queryBuffer.count, index)) }
            queryBuffer.append(a)
        })
        budget.keepAll(count: queryBuffer.count)
    }

    /// Shows the attributes at `attributes` on the live element at `index`, marking it kept, and
    /// appends them to the presented elements unless `presenting` is false (the caller appends them).
    ///
    /// The attributes are read through the pointer where they lie, each time they are needed: a
    /// value parameter would be copied whole (300 bytes) before the call, since the element
    /// changes during it, and compared through a copy of what the element had.
    @inline(__always)
    private func refresh(_ attributes: UnsafePointer<LayoutAttributes>, at index: Dictionary<ElementKey, LiveElement>.Index,
                         presenting: Bool = true) {
        // One in-place access to the element: reading `live.values[index].applied` would copy the
        // whole element (its 300 bytes of attributes and a retain of its view) for each field read.
        let generation = self.generation
        var changed = false, resized = false
        // Decorations are not tracked on screen (see ``noteDisplay(of:as:)``).
        let onScreen = attributes.pointee.category != .decoration && Self.isOnScreen(attributes, in: bounds)
        let view = Self.mark(&live.values[index], generation: generation, showing: attributes, onScreen: onScreen,
                             changed: &changed, resized: &resized, kept: &keptCount)
        if changed {
            view.apply(attributes.pointee)
            if resized { noteSizing(of: view, as: attributes.pointee) }
        }
        if onScreen != live.values[index].isDisplayed {
            live.values[index].isDisplayed = noteDisplay(of: view, as: attributes.pointee)
        }
        if presenting { presentedBuffer.append(attributes.pointee) }
    }

    /// Marks `element` found by pass `generation` (counting it in `kept` the first time) and records
    /// the attributes at `attributes` as applied, saying whether they changed and whether its size
    /// did; returns its view. Touches nothing but `element` and `kept`.
    @inline(__always)
    private static func mark(_ element: inout LiveElement, generation: UInt32, showing attributes: UnsafePointer<LayoutAttributes>,
                             onScreen: Bool, changed: inout Bool, resized: inout Bool, kept: inout Int) -> ReusableView {
        if element.generation != generation {
            element.generation = generation
            kept += 1
        }
        // Compared where both lie, not through copies.
        let same = withUnsafePointer(to: &element.applied) { LayoutAttributes.equal($0, attributes) }
        if !same {
            changed = true
            resized = element.applied.size != attributes.pointee.size
            element.applied = attributes.pointee
        }
        return element.view
    }

    /// Shows `attributes` on the element's live view, making the view if needed, and appends
    /// them to the presented elements unless `presenting` is false (the caller appends them).
    func present(_ attributes: LayoutAttributes, presenting: Bool = true) {
        let key = attributes.key
        if let index = live.index(forKey: key) {
            withUnsafePointer(to: attributes) { refresh($0, at: index, presenting: presenting) }
            return
        }
        guard let view = makeView(for: attributes) else {
            presentFailed = true
            return
        }
        view.apply(attributes)
        let shown = noteDisplay(of: view, as: attributes)
        live[key] = LiveElement(view: view, applied: attributes, generation: generation, isDisplayed: shown)
        keptCount += 1
        noteSizing(of: view, as: attributes)
        if presenting { presentedBuffer.append(attributes) }
    }

    /// Adds to the candidates the live elements the query did not return that
    /// stay: those still animating (towards a place off screen) and the
    /// interactively moved cell, in key order so every run chooses alike.
    private func appendStaleAnimating(now: Duration, movingKey: ElementKey?) {
        staleKeys.removeAll(keepingCapacity: true)
        // Only live elements the query did not find can be stale.
        guard liveFoundCount < live.count || !takesPassShortcuts, movingKey != nil || animator.isTrackingAny else { return }
        // Read in place: iterating `(key, element)` pairs would copy every element and retain its view.
        var i = live.startIndex
        while i != live.endIndex {
            if live.values[i].generation != generation {
                let key = live.keys[i]
                if key == movingKey || animator.isTracked(key) { staleKeys.append(key) }
            }
            live.formIndex(after: &i)
        }
        guard !staleKeys.isEmpty else { return }
        staleKeys.sort()
        for key in staleKeys {
            guard let target = collectionViewLayout.attributes(for: key) else { continue }
            var a = animator.present(target, key: key, at: now)
            if key == movingKey, let m = movement { m.present(&a, by: collectionViewLayout) }
            if let index = live.index(forKey: key) {
                live.values[index].generation = generation
                liveIndexBuffer.append((queryBuffer.count, index))
            }
            queryBuffer.append(a)
        }
    }

    /// Recycles the views of live elements this pass did not keep: those that
    /// left the live rectangle and those the budget refused.
    private func recycleUnkept() {
        staleKeys.removeAll(keepingCapacity: true)
        // Every live element kept its view: nothing to look for.
        guard keptCount < live.count || !takesPassShortcuts else { return }
        var i = live.startIndex
        while i != live.endIndex {
            if live.values[i].generation != generation { staleKeys.append(live.keys[i]) }
            live.formIndex(after: &i)
        }
        staleKeys.sort()
        for key in staleKeys {
            if let element = live.removeValue(forKey: key) {
                retire(element.view, as: key)
            }
        }
    }

    /// The elements of `layout` in the live rectangle that would get a view, judged
    /// by their layout attributes under ``maximumLiveViews``: the elements an
    /// update or a layout change plans appearing animations for, so that their
    /// number stays within the budget too.
    func elementsWithinBudget(of layout: Layout) -> [LayoutAttributes] {
        let rect = liveRect, movingKey = movement.map { ElementKey.cell($0.target) }
        let capacity = LiveViewBudget.candidateCapacity(forLimit: maximumLiveViews)
        var all: [LayoutAttributes] = [], complete = true
        layout.forEachElement(in: rect) { a in
            guard complete else { return }
            if all.count < capacity { all.append(a) } else { complete = false }
        }
        var choice = LiveViewBudget()
        guard complete else {
            all = []
            choice.choose(streaming: { layout.forEachElement(in: rect, $0) }, limit: maximumLiveViews,
                          bounds: bounds, movingKey: movingKey, keep: { all.append($0) })
            return all
        }
        choice.choose(from: all, limit: maximumLiveViews, bounds: bounds, movingKey: movingKey)
        guard choice.refusedOverLimit > 0 || choice.refusedAsSubPixel > 0 else { return all }
        return all.indices.compactMap { choice.keeps[$0] ? all[$0] : nil }
    }

    /// Frees the per-pass buffers after a query that returned far more elements
    /// than can have views, so their memory is not held between frames.
    func releaseHugeBuffers() {
        let capacity = 4 * max(maximumLiveViews, 1024)
        if steadyCandidates.capacity > capacity {
            steadyCandidates = []
            steadyRecord = nil
        }
        guard queryBuffer.capacity > capacity else { return }
        queryBuffer = []
        liveIndexBuffer = []
        budget.shrink(above: capacity)
    }

    /// Calls `body` with every element on screen and its view, live elements in
    /// drawing order (elements that were already live, then new ones, each in layout
    /// order), then vanishing ones. A renderer sorts them stably by zIndex.
    public func forEachPresentedElement(_ body: (ReusableView, LayoutAttributes) -> Void) {
        for a in presentedBuffer {
            if let element = live[a.key] { body(element.view, a) }
        }
        for v in animator.vanishing { body(v.view, v.presented) }
    }

    /// The attributes of every element on screen as of the last layout pass, as
    /// drawn (mid-animation values included), live elements then vanishing ones.
    public var presentedAttributes: [LayoutAttributes] {
        presentedBuffer + animator.vanishing.map(\.presented)
    }

    /// The cell of the item at `indexPath` if it is on screen (its drawn frame meets the visible
    /// bounds, as of the last layout pass), as `cellForItem(at:)`; nil for a cell only kept
    /// ready in the margin (see ``preparedCellForItem(at:)``).
    public func cellForItem(at indexPath: ElementPath) -> ReusableView? {
        displayed(live[.cell(indexPath)]?.view)
    }

    /// The supplementary view of `kind` at `indexPath` if it is on screen, as
    /// `supplementaryView(forElementKind:at:)`.
    public func supplementaryView(forElementKind kind: ElementKind, at indexPath: ElementPath) -> ReusableView? {
        displayed(live[.supplementary(kind, indexPath)]?.view)
    }

    /// The index paths of the cells on screen, sorted, as `indexPathsForVisibleItems`.
    public var indexPathsForVisibleItems: [ElementPath] {
        live.filter { $0.key.category == .cell && isDisplayed($0.value.view) }.map(\.key.indexPath).sorted()
    }

    /// The cells on screen, in index-path order, as `visibleCells`.
    public var visibleCells: [ReusableView] {
        live.filter { $0.key.category == .cell && isDisplayed($0.value.view) }
            .sorted { $0.key < $1.key }.map(\.value.view)
    }

    /// The cell the collection view keeps for the item at `indexPath`, on screen or in the
    /// margin of ``liveMargin`` points around it, where cells are made ready before they scroll in.
    public func preparedCellForItem(at indexPath: ElementPath) -> ReusableView? {
        live[.cell(indexPath)]?.view
    }

    /// The index paths of every cell the collection view keeps, on screen or in the margin, sorted.
    public var indexPathsForPreparedItems: [ElementPath] {
        live.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The supplementary view of `kind` the collection view keeps at `indexPath`, on screen or in the margin of
    /// ``liveMargin`` points around it, as ``preparedCellForItem(at:)`` for cells.
    public func preparedSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> ReusableView? {
        live[.supplementary(kind, indexPath)]?.view
    }

    /// The index paths of every supplementary view of `kind` the collection view keeps, on screen or in the margin,
    /// sorted: those an app updates itself after a batch update moved them (as UIKit, the collection view keeps a
    /// moved view and does not ask the data source for it again).
    public func indexPathsForPreparedSupplementaryElements(ofKind kind: ElementKind) -> [ElementPath] {
        live.keys.filter { $0.category == .supplementary && $0.kind == kind }.map(\.indexPath).sorted()
    }

    private func displayed(_ view: ReusableView?) -> ReusableView? {
        guard let view, isDisplayed(view) else { return nil }
        return view
    }
}

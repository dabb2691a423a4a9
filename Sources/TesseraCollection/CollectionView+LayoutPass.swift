import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// One frame: advances scrolling and transition animations to `clock.now`,
    /// then runs a layout pass. The host calls it once per frame.
    public func tick() {
        advanceScrolling(to: clock.now)
        advanceTransition(to: clock.now)
        layoutIfNeeded()
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
    /// blends running animations at `clock.now`, dequeues views for elements that
    /// came into view, applies changed attributes and recycles views whose
    /// elements left. Allocates nothing per element once the reuse pools are warm.
    public func layoutIfNeeded() {
        let now = clock.now
        animator.retireFinished(at: now, recycle: { registry.recycle($0, as: $1) }, completions: &completionsBuffer)
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        if adjustContentOffsetAfterSizeChange() { layout.prepareIfNeeded() }

        queryBuffer.removeAll(keepingCapacity: true)
        LayoutQuery.collect(layout, in: liveRect, into: &queryBuffer)
        generation &+= 1
        presentedBuffer.removeAll(keepingCapacity: true)
        let movingKey = movement.map { ElementKey.cell($0.target) }
        pendingBuffer.removeAll(keepingCapacity: true)
        for i in queryBuffer.indices {
            var a = animator.present(queryBuffer[i], key: queryBuffer[i].key, at: now)
            // The lifted item sits under the finger, whatever animates around it.
            if a.key == movingKey, let m = movement { m.present(&a) }
            if !refresh(a) { pendingBuffer.append(a) }
        }
        // Recycle first, so elements coming into view reuse the views of those leaving it.
        keepOrRecycleStale(now: now, movingKey: movingKey)
        for a in pendingBuffer { present(a) }
        animator.presentVanishing(at: now)
        runCompletions()
    }

    /// Shows `attributes` on the element's live view if it has one; false when it has none yet.
    @inline(__always)
    private func refresh(_ attributes: LayoutAttributes) -> Bool {
        guard let index = live.index(forKey: attributes.key) else { return false }
        live.values[index].generation = generation
        if live.values[index].applied != attributes {
            live.values[index].applied = attributes
            live.values[index].view.apply(attributes)
        }
        presentedBuffer.append(attributes)
        return true
    }

    /// Shows `attributes` on the element's live view, making the view if needed.
    private func present(_ attributes: LayoutAttributes) {
        if refresh(attributes) { return }
        let key = attributes.key
        guard let view = makeView(for: attributes) else { return }
        view.apply(attributes)
        live[key] = LiveElement(view: view, applied: attributes, generation: generation)
        presentedBuffer.append(attributes)
    }

    /// Elements the query did not return: those still animating (towards a place
    /// off screen) and the interactively moved cell stay; the rest are recycled.
    private func keepOrRecycleStale(now: Duration, movingKey: ElementKey?) {
        staleKeys.removeAll(keepingCapacity: true)
        for (key, element) in live where element.generation != generation { staleKeys.append(key) }
        for key in staleKeys {
            if key == movingKey || animator.isTracked(key), let target = collectionViewLayout.attributes(for: key) {
                var a = animator.present(target, key: key, at: now)
                if key == movingKey, let m = movement { m.present(&a) }
                present(a)
                continue
            }
            if let element = live.removeValue(forKey: key) {
                registry.recycle(element.view, as: key)
            }
        }
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

    /// The live cell for the item at `indexPath`, if it is on screen.
    public func cellForItem(at indexPath: ElementPath) -> ReusableView? {
        live[.cell(indexPath)]?.view
    }

    /// The live supplementary view of `kind` at `indexPath`.
    public func supplementaryView(forElementKind kind: ElementKind, at indexPath: ElementPath) -> ReusableView? {
        live[.supplementary(kind, indexPath)]?.view
    }

    /// The index paths of the live cells, sorted.
    public var indexPathsForVisibleItems: [ElementPath] {
        live.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The live cells' views.
    public var visibleCells: [ReusableView] {
        live.filter { $0.key.category == .cell }.map(\.value.view)
    }
}

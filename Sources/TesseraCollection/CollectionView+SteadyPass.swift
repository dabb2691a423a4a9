import TesseraGeometry
import TesseraLayout

// A layout pass after a pass that ended steady (see ``SteadyPassRecord``), when only the bounds
// moved: the elements that stay keep their views as they are, and only those that come and go
// are worked on.
extension CollectionView {
    /// The most elements a steady pass looks ahead in the last pass's order to find the next
    /// one the query returns: a scroll step moves a few lines in or out.
    static let steadyLookahead = 256

    /// Whether `key` is the key of the element `a` describes, without making `a.key`.
    @inline(__always)
    static func isKey(_ key: ElementKey, of a: LayoutAttributes) -> Bool {
        key.indexPath.item == a.indexPath.item && key.indexPath.section == a.indexPath.section
            && key.category == a.category && key.kind == a.elementKind
    }

    /// A rectangle's edges, read once: `minX`, `maxX`, `minY`, `maxY`, and whether it is null.
    struct Spans {
        var x0: Double, x1: Double, y0: Double, y1: Double
        var isNull: Bool

        @inline(__always)
        init(_ r: Rect) {
            x0 = r.minX; x1 = r.maxX; y0 = r.minY; y1 = r.maxY
            isNull = r.isNull
        }
    }

    /// Whether `box` meets exactly one of the rectangles `a` and `b` (as `Rect.intersects` says),
    /// with the box's edges read once: a steady pass asks it of every element.
    @inline(__always)
    static func meetsOne(_ box: Rect, _ a: Spans, _ b: Spans) -> Bool {
        let s = Spans(box)
        if s.isNull { return false }
        let inA = !a.isNull && spansOverlap(s.x0, s.x1, a.x0, a.x1) && spansOverlap(s.y0, s.y1, a.y0, a.y1)
        let inB = !b.isNull && spansOverlap(s.x0, s.x1, b.x0, b.x1) && spansOverlap(s.y0, s.y1, b.y0, b.y1)
        return inA != inB
    }

    @inline(__always)
    private static func spansOverlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
        let lo = Swift.max(a0, b0), hi = Swift.min(a1, b1)
        return lo < hi || (lo == hi && (a0 == a1 || b0 == b1))
    }

    /// Runs the pass over `layout` from the last steady pass's record, with the outcome of a full
    /// pass: the same views, presented attributes in the same order, the same display events
    /// in the same order, and leaves the record for the next pass. Returns false, having changed
    /// nothing, when it cannot: the record does
    /// not apply, or the query's elements are not the last ones in the same order with some
    /// dropped and some added (then a full pass runs).
    ///
    /// Elements that stay are matched by walking the last pass's keys alongside the query, with
    /// no hashing; only elements that come into view are looked up.
    func steadyPass(from layout: Layout) -> Bool {
        guard allowsSteadyPasses, let record = steadyRecord, record.layout == ObjectIdentifier(layout), record.prepareCount == layout.prepareCount,
              record.liveEpoch == liveEpoch, record.bounds.size == bounds.size, record.liveMargin == liveMargin,
              record.maximumLiveViews == maximumLiveViews, movement == nil, transition == nil, animator.isIdle
        else { return false }
        let capacity = min(LiveViewBudget.candidateCapacity(forLimit: maximumLiveViews), max(0, maximumLiveViews))
        queryBuffer.removeAll(keepingCapacity: true)
        let before = record.bounds, now = bounds
        var ok = true, cursor = 0, stayed = 0
        let untransformed = record.allUntransformed
        let beforeSpans = Spans(before), nowSpans = Spans(now)
        var allNewUntransformed = true
        // The buffers are moved into locals for the query, so that appending to them is not an
        // access to the collection view's properties per element. Only the exceptions are listed:
        // candidates that come into view, those that move onto or off the screen, and the last
        // pass's elements that the query skipped.
        var candidates: [LayoutAttributes] = [], comes: [Int] = [], displayChanges: [Int] = [], skipped: [Int] = []
        swap(&candidates, &queryBuffer)
        swap(&comes, &steadyComes)
        swap(&displayChanges, &steadyDisplayChanges)
        swap(&skipped, &steadySkipped)
        comes.removeAll(keepingCapacity: true)
        displayChanges.removeAll(keepingCapacity: true)
        skipped.removeAll(keepingCapacity: true)
        do {
            // One reference to the live elements for the query; it ends with this block, before they change.
            let liveNow = live
            record.keys.withUnsafeBufferPointer { old in
                layout.forEachElement(in: liveRect) { a in
                    guard ok else { return }
                    guard candidates.count < capacity else { ok = false; return }
                    if cursor < old.count, Self.isKey(old[cursor], of: a) {
                        cursor += 1
                    } else {
                        let key = a.key
                        var j = cursor + 1
                        let end = min(old.count, cursor + Self.steadyLookahead)
                        while j < end, old[j] != key { j += 1 }
                        if j < end {
                            skipped.append(contentsOf: cursor..<j)
                            cursor = j + 1
                        } else if liveNow.index(forKey: key) != nil || !LiveViewBudget.isDrawnLargeEnough(a) {
                            // Live but out of the last order, or a new element the budget would refuse.
                            ok = false
                            return
                        } else {
                            if allNewUntransformed, !a.isUntransformed { allNewUntransformed = false }
                            comes.append(candidates.count)
                            candidates.append(a)
                            return
                        }
                    }
                    stayed += 1
                    // Its view shows `a` already, and was displayed if `a` met the last bounds. The
                    // record says whether the last pass's attributes, hence these, were all untransformed.
                    let box = untransformed || a.isUntransformed ? a.frame : LiveViewBudget.drawnBox(of: a)
                    if let box, Self.meetsOne(box, beforeSpans, nowSpans) { displayChanges.append(candidates.count) }
                    candidates.append(a)
                }
            }
        }
        swap(&candidates, &queryBuffer)
        swap(&comes, &steadyComes)
        swap(&displayChanges, &steadyDisplayChanges)
        swap(&skipped, &steadySkipped)
        // A layout that read the clock may give other attributes each frame.
        guard ok, !readTimeDuringLayoutPass else { return false }

        presentedBuffer.removeAll(keepingCapacity: true)
        pendingBuffer.removeAll(keepingCapacity: true)
        for i in steadyDisplayChanges {
            if let element = live[queryBuffer[i].key] { noteDisplay(of: element.view, as: queryBuffer[i]) }
        }
        let unchanged = stayed == queryBuffer.count && stayed == record.keys.count
        if unchanged {
            // The same elements in the same order: they are the presented elements, and the record
            // holds for the next pass with the new bounds.
            swap(&presentedBuffer, &queryBuffer)
            steadyRecord?.bounds = now
            steadyLayoutPassCount += 1
            return true
        }
        var next = 0
        for (i, a) in queryBuffer.enumerated() {
            if next < steadyComes.count, steadyComes[next] == i {
                pendingBuffer.append(a)
                next += 1
            } else {
                presentedBuffer.append(a)
            }
        }
        // Recycle first, so elements coming into view reuse the views of those leaving it.
        staleKeys.removeAll(keepingCapacity: true)
        for j in steadySkipped { staleKeys.append(record.keys[j]) }
        for j in cursor..<record.keys.count { staleKeys.append(record.keys[j]) }
        staleKeys.sort()
        for key in staleKeys {
            if let element = live.removeValue(forKey: key) { retire(element.view, as: key) }
        }
        presentFailed = false
        for a in pendingBuffer { present(a) }
        releaseHugeBuffers()
        // The record is used up; its keys' buffer takes the next one's.
        steadyRecord = nil
        steadyKeysBuffer = record.keys
        recordSteadyPass(layout: layout, candidates: queryBuffer, candidatesAreLive: true,
                         allUntransformed: untransformed && allNewUntransformed)
        steadyLayoutPassCount += 1
        return true
    }

    /// Leaves the record of the pass that just ran when it ended steady, else none.
    /// `candidates` are the pass's query results in order; `candidatesAreLive` says whether every one got a view.
    /// `allUntransformed`, when known, says whether every candidate is untransformed; nil has it found out.
    func recordSteadyPass(layout: Layout, candidates: [LayoutAttributes], candidatesAreLive: Bool, allUntransformed: Bool? = nil) {
        if let old = steadyRecord {
            steadyRecord = nil
            steadyKeysBuffer = old.keys
        }
        guard candidatesAreLive, !presentFailed, !readTimeDuringLayoutPass, sizingBuffer.isEmpty, movement == nil,
              transition == nil, animator.isIdle, !layout.needsPrepare
        else { return }
        var keys = steadyKeysBuffer
        steadyKeysBuffer = []
        keys.removeAll(keepingCapacity: true)
        var untransformed = allUntransformed ?? true
        for a in candidates {
            keys.append(a.key)
            if allUntransformed == nil, untransformed, !a.isUntransformed { untransformed = false }
        }
        steadyRecord = SteadyPassRecord(layout: ObjectIdentifier(layout), prepareCount: layout.prepareCount, bounds: bounds,
                                        liveMargin: liveMargin, maximumLiveViews: maximumLiveViews, liveEpoch: liveEpoch, keys: keys,
                                        allUntransformed: untransformed)
    }
}

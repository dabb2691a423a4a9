import TesseraGeometry
import TesseraLayout

// A layout pass after a pass that ended steady (see ``SteadyPassRecord``), when only the bounds
// moved: the elements that stay keep their views as they are, and only those that come and go
// are worked on.
extension CollectionView {
    /// The most elements a steady pass looks ahead in the last pass's order to find the next
    /// one the query returns: a scroll step moves a few lines in or out.
    static let steadyLookahead = 256

    /// Whether `a` and `b` describe the same element (their keys are equal), without making the keys.
    @inline(__always)
    static func isSameElement(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        a.indexPath.item == b.indexPath.item && a.indexPath.section == b.indexPath.section
            && a.category == b.category && a.elementKind == b.elementKind
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

        /// The spans `a` and `b` share (empty, lower ends past upper ones, where they share none); null if either is.
        static func overlap(_ a: Spans, _ b: Spans) -> Spans {
            var s = a
            s.x0 = Swift.max(a.x0, b.x0); s.x1 = Swift.min(a.x1, b.x1)
            s.y0 = Swift.max(a.y0, b.y0); s.y1 = Swift.min(a.y1, b.y1)
            s.isNull = a.isNull || b.isNull
            if s.isNull { s.x0 = .infinity; s.x1 = -.infinity; s.y0 = .infinity; s.y1 = -.infinity }
            return s
        }
    }

    /// Whether `box` meets exactly one of the rectangles `a` and `b` (as `Rect.intersects` says),
    /// with the box's edges read once: a steady pass asks it of every element.
    ///
    /// `both` is the overlap of `a` and `b` (``Spans/overlap(_:_:)``): a box that overlaps it with
    /// some area overlaps both, which a scroll step finds for nearly every element, in one test.
    @inline(__always)
    static func meetsOne(_ box: Rect, _ a: Spans, _ b: Spans, both: Spans) -> Bool {
        let s = Spans(box)
        if Swift.max(s.x0, both.x0) < Swift.min(s.x1, both.x1), Swift.max(s.y0, both.y0) < Swift.min(s.y1, both.y1) {
            return false
        }
        if s.isNull { return false }
        let inA = !a.isNull && spansOverlap(s.x0, s.x1, a.x0, a.x1) && spansOverlap(s.y0, s.y1, a.y0, a.y1)
        let inB = !b.isNull && spansOverlap(s.x0, s.x1, b.x0, b.x1) && spansOverlap(s.y0, s.y1, b.y0, b.y1)
        return inA != inB
    }

    /// Whether the untransformed frame of an element at `center` of `size` overlaps `spans` with some area, as the
    /// first test of ``meetsOne(_:_:_:both:)`` finds for that frame; false, leaving the answer to it, for a size
    /// that is negative or not a number.
    @inline(__always)
    static func overlapsWithArea(center: Point, size: Size, _ spans: Spans) -> Bool {
        let w = size.width, h = size.height
        guard w >= 0, h >= 0 else { return false }
        // The frame's edges as ``Spans`` reads them from `Rect(x: center.x - w / 2, …, width: w, height: h)`.
        let x0 = center.x - w / 2, y0 = center.y - h / 2
        return Swift.max(x0, spans.x0) < Swift.min(x0 + w, spans.x1) && Swift.max(y0, spans.y0) < Swift.min(y0 + h, spans.y1)
    }

    @inline(__always)
    private static func spansOverlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
        let lo = Swift.max(a0, b0), hi = Swift.min(a1, b1)
        return lo < hi || (lo == hi && (a0 == a1 || b0 == b1))
    }

    /// Runs the pass over `layout` from the last steady pass's record, with the outcome of a full
    /// pass: the same views, presented attributes in the same order, the same display events
    /// in the same order, and leaves the record for the next pass. Returns false, having changed
    /// nothing the next pass relies on, when it cannot: the record does not apply, or the query's
    /// elements are not the last ones in the same order with some dropped and some added (then a
    /// full pass runs).
    ///
    /// Elements that stay are matched by walking the last pass's elements (``steadyCandidates``)
    /// alongside the query, with no hashing; only elements that come into view are looked up.
    /// While the query returns exactly the last elements, nothing is copied: the new list is only
    /// made from the first element that comes or goes.
    func steadyPass(from layout: Layout) -> Bool {
        guard allowsSteadyPasses, let record = steadyRecord, record.layout == ObjectIdentifier(layout),
              record.prepareCount == layout.prepareCount, record.liveEpoch == liveEpoch, record.bounds.size == bounds.size,
              record.liveMargin == liveMargin, record.maximumLiveViews == maximumLiveViews, movement == nil, transition == nil,
              animator.isIdle
        else { return false }
        let capacity = min(LiveViewBudget.candidateCapacity(forLimit: maximumLiveViews), max(0, maximumLiveViews))
        let before = record.bounds, now = bounds
        let untransformed = record.allUntransformed
        let beforeSpans = Spans(before), nowSpans = Spans(now), bothSpans = Spans.overlap(beforeSpans, nowSpans)
        var ok = true, building = false, allNewUntransformed = true
        var cursor = 0, count = 0
        // Once the new list is being made, the last pass's elements that stay are copied into it run by
        // run, not one by one: `old[run..<cursor]` stayed since the last element that came or was skipped.
        var run = -1
        // The buffers are moved into locals for the query, so that appending to them is not an
        // access to the collection view's properties per element. Only the exceptions are listed:
        // candidates that come into view, those that move onto or off the screen, and the last
        // pass's elements that the query skipped.
        var candidates: [LayoutAttributes] = [], comes: [Int] = [], displayChanges: [Int] = [], skipped: [Int] = []
        swap(&candidates, &queryBuffer)
        swap(&comes, &steadyComes)
        swap(&displayChanges, &steadyDisplayChanges)
        swap(&skipped, &steadySkipped)
        candidates.removeAll(keepingCapacity: true)
        comes.removeAll(keepingCapacity: true)
        displayChanges.removeAll(keepingCapacity: true)
        skipped.removeAll(keepingCapacity: true)
        do {
            // One reference to the live elements for the query; it ends with this block, before they change.
            let liveNow = live
            steadyCandidates.withUnsafeBufferPointer { old in
                layout.forEachElement(in: liveRect) { a in
                    guard ok else { return }
                    guard count < capacity else { ok = false; return }
                    if cursor < old.count, Self.isSameElement(old[cursor], a) {
                        cursor += 1
                    } else {
                        if !building {
                            // The new list, from the last pass's elements matched so far.
                            building = true
                            candidates.append(contentsOf: old[0..<count])
                        } else if run >= 0 {
                            candidates.append(contentsOf: old[run..<cursor])
                            run = -1
                        }
                        // The last pass's elements are all live (the record says every one got a view), so
                        // an element with no view comes into view: looking for it among them, as far as the
                        // lookahead goes, would be in vain (a scroll up brings in a line of them at once).
                        if liveNow.index(forKey: a.key) == nil {
                            // A new element the budget would refuse needs a full pass.
                            guard LiveViewBudget.isDrawnLargeEnough(a) else { ok = false; return }
                            if allNewUntransformed, !a.isUntransformed { allNewUntransformed = false }
                            comes.append(count)
                            candidates.append(a)
                            count += 1
                            return
                        }
                        var j = cursor + 1
                        let end = min(old.count, cursor + Self.steadyLookahead)
                        while j < end, !Self.isSameElement(old[j], a) { j += 1 }
                        guard j < end else {
                            // Live but out of the last order.
                            ok = false
                            return
                        }
                        skipped.append(contentsOf: cursor..<j)
                        cursor = j + 1
                    }
                    // Its view shows `a` already, and was displayed if `a` met the last bounds. The
                    // record says whether the last pass's attributes, hence these, were all untransformed.
                    if untransformed || a.isUntransformed {
                        // Nearly every element of a scroll step overlaps both bounds: settled here, inline.
                        if !Self.overlapsWithArea(center: a.center, size: a.size, bothSpans),
                           Self.meetsOne(a.frame, beforeSpans, nowSpans, both: bothSpans) {
                            displayChanges.append(count)
                        }
                    } else if let box = LiveViewBudget.drawnBox(of: a), Self.meetsOne(box, beforeSpans, nowSpans, both: bothSpans) {
                        displayChanges.append(count)
                    }
                    // Listed as the last pass listed it: the layout has not prepared since (the record says so),
                    // and it gives an element the same attributes whatever rectangle it is asked for, so these
                    // are `a`, and what the element's view shows.
                    if building, run < 0 { run = cursor - 1 }
                    count += 1
                }
                if ok, building, run >= 0 { candidates.append(contentsOf: old[run..<cursor]) }
                // The query stopped short of the last elements: those left leave.
                if ok, !building, cursor < old.count {
                    building = true
                    candidates.append(contentsOf: old[0..<count])
                }
            }
        }
        swap(&candidates, &queryBuffer)
        swap(&comes, &steadyComes)
        swap(&displayChanges, &steadyDisplayChanges)
        swap(&skipped, &steadySkipped)
        // A layout that read the clock may give other attributes each frame.
        guard ok, !readTimeDuringLayoutPass else { return false }

        // The candidates in order: the last pass's elements again, or the list made.
        let list = building ? queryBuffer : steadyCandidates
        for i in steadyDisplayChanges {
            if let index = live.index(forKey: list[i].key) {
                live.values[index].isDisplayed = noteDisplay(of: live.values[index].view, as: list[i])
            }
        }
        if !building {
            // The same elements in the same order: they are the presented elements, and the record
            // holds for the next pass with the new bounds.
            if !record.presentedInOrder {
                // Shared, not copied: neither list is changed in place before it is replaced.
                presentedBuffer = steadyCandidates
                steadyRecord?.presentedInOrder = true
            }
            steadyRecord?.bounds = now
            // The pass's own changes of the live elements (whether they are on screen) keep the record.
            steadyRecord?.liveEpoch = liveEpoch
            presentedInCandidateOrder = true
            steadyLayoutPassCount += 1
            return true
        }
        presentedBuffer.removeAll(keepingCapacity: true)
        pendingBuffer.removeAll(keepingCapacity: true)
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
        for j in steadySkipped { staleKeys.append(steadyCandidates[j].key) }
        for j in cursor..<steadyCandidates.count { staleKeys.append(steadyCandidates[j].key) }
        staleKeys.sort()
        for key in staleKeys {
            if let element = live.removeValue(forKey: key) { retire(element.view, as: key) }
        }
        presentFailed = false
        for a in pendingBuffer { present(a) }
        // The new elements are presented in their order when those that came are all at the end.
        let inOrder = steadyComes.isEmpty || steadyComes.first! == queryBuffer.count - steadyComes.count
        presentedInCandidateOrder = inOrder
        recordSteadyPass(layout: layout, candidatesAreLive: true, allUntransformed: untransformed && allNewUntransformed,
                         presentedInOrder: inOrder)
        releaseHugeBuffers()
        steadyLayoutPassCount += 1
        return true
    }

    /// Leaves the record of the pass that just ran when it ended steady, else none, taking its
    /// candidates (`queryBuffer`, in query order) as ``steadyCandidates``; `candidatesAreLive`
    /// says whether every one got a view. `allUntransformed`, when known, says whether every
    /// candidate is untransformed (nil has it found out), and `presentedInOrder` whether
    /// `presentedBuffer` lists them in the same order.
    func recordSteadyPass(layout: Layout, candidatesAreLive: Bool, allUntransformed: Bool? = nil, presentedInOrder: Bool = false) {
        steadyRecord = nil
        // Views that prefer other attributes (``sizingBuffer``) do not stop the record: if the layout
        // takes any of them, it prepares again, and the record no longer applies.
        guard candidatesAreLive, !presentFailed, !readTimeDuringLayoutPass, movement == nil,
              transition == nil, animator.isIdle, !layout.needsPrepare
        else { return }
        // The candidates are not needed after the pass: the last list becomes the next scratch buffer.
        swap(&queryBuffer, &steadyCandidates)
        var untransformed = allUntransformed ?? true
        if allUntransformed == nil {
            steadyCandidates.withUnsafeBufferPointer { list in
                for i in list.indices where !list[i].isUntransformed {
                    untransformed = false
                    break
                }
            }
        }
        steadyRecord = SteadyPassRecord(layout: ObjectIdentifier(layout), prepareCount: layout.prepareCount, bounds: bounds,
                                        liveMargin: liveMargin, maximumLiveViews: maximumLiveViews, liveEpoch: liveEpoch,
                                        allUntransformed: untransformed, presentedInOrder: presentedInOrder)
    }
}

import TesseraGeometry
import TesseraLayout

/// Chooses which of the elements a layout pass found get a live view, so the
/// views a collection view keeps are bounded by what can be seen, not by how
/// many elements a layout piles onto the screen.
///
/// Two rules, both deterministic (they read the attributes and their order,
/// never a hash):
///
/// - When there are more candidates than `limit`, an element drawn smaller than
///   one pixel (its on-screen area, through its transform, below one square
///   point) gets no view and is not drawn. The element being moved
///   interactively is exempt. Within the limit every candidate gets a view, as
///   in UIKit, which shows cells of any size.
/// - When more than `limit` elements remain, the moving element comes first,
///   then elements whose drawn bounding box meets the visible bounds, then
///   those only in the margin; within each of these, higher zIndex first. The
///   group that does not fit whole (elements of one zIndex) is thinned evenly
///   in the order the layout returned it, so a ring of a million equal cells
///   is still drawn all round, sparser, and a pile keeps its topmost cards.
///
/// The buffers keep their capacity, so a pass under the limit allocates nothing.
struct LiveViewBudget {
    /// Per candidate of the last ``choose(from:limit:bounds:movingKey:)``: whether it gets a view.
    private(set) var keeps: [Bool] = []
    /// How many candidates the last choice refused because the limit was reached.
    private(set) var refusedOverLimit = 0
    /// How many candidates the last choice refused as smaller than a pixel.
    private(set) var refusedAsSubPixel = 0
    private var ranks: [Int] = []
    private var heap: [Int] = []

    /// The smallest drawn area, in square points (one point is one pixel), that earns a view.
    static let minimumDrawnArea = 1.0

    /// Decides, for each of `candidates` (presented attributes, in the layout's
    /// order), whether it gets a view; read the answer from ``keeps``.
    mutating func choose(from candidates: [LayoutAttributes], limit: Int, bounds: Rect, movingKey: ElementKey?) {
        // Views for elements smaller than a pixel are refused to bound how many a layout can pile up. Within the
        // budget nothing needs bounding, and each gets its view, as in UIKit: a cell whose estimated size is a
        // fraction of a point must be shown to be asked its own size. Nor is any candidate measured.
        refusedOverLimit = 0
        refusedAsSubPixel = 0
        guard candidates.count > limit else { return keepAll(count: candidates.count) }
        keeps.removeAll(keepingCapacity: true)
        var eligible = 0
        // Read in place through a pointer: copying each candidate out would move its 300 bytes for one test.
        candidates.withUnsafeBufferPointer { list in
            guard let base = list.baseAddress else { return }
            for i in list.indices {
                let keep = Self.isDrawnLargeEnough(base + i) || (movingKey != nil && base[i].key == movingKey)
                keeps.append(keep)
                if keep { eligible += 1 } else { refusedAsSubPixel += 1 }
            }
        }
        guard eligible > limit else { return }
        refusedOverLimit = eligible - max(0, limit)
        guard limit > 0 else {
            for i in keeps.indices { keeps[i] = false }
            return
        }
        ranks.removeAll(keepingCapacity: true)
        for i in candidates.indices where keeps[i] {
            ranks.append(Self.rank(of: candidates[i], bounds: bounds, isMoving: movingKey != nil && candidates[i].key == movingKey))
        }
        let threshold = Self.kthLargest(limit, of: ranks, heap: &heap)
        var above = 0, tied = 0
        for r in ranks {
            if r > threshold { above += 1 } else if r == threshold { tied += 1 }
        }
        // Bresenham's rule keeps exactly `slots` of the `tied` elements, evenly spaced.
        let slots = limit - above
        var r = 0, j = 0
        for i in candidates.indices where keeps[i] {
            let rank = ranks[r]
            r += 1
            if rank > threshold { continue }
            if rank < threshold {
                keeps[i] = false
                continue
            }
            keeps[i] = ((j + 1) * slots + tied / 2) / tied > (j * slots + tied / 2) / tied
            j += 1
        }
    }

    /// How many candidates a layout pass holds at once. Beyond it, the pass
    /// chooses while the layout streams its elements
    /// (``choose(streaming:limit:bounds:movingKey:keep:)``) and holds only those
    /// that get a view, so memory follows the budget, not the layout's count.
    static func candidateCapacity(forLimit limit: Int) -> Int { 4 * max(limit, 1024) }

    /// Marks the first `count` candidates as kept: the answer after a streaming
    /// choice, whose kept candidates the caller collected.
    mutating func keepAll(count: Int) {
        keeps.removeAll(keepingCapacity: true)
        keeps.append(contentsOf: repeatElement(true, count: count))
    }

    /// Makes the same choice as ``choose(from:limit:bounds:movingKey:)`` over
    /// candidates too many to hold, calling `keep` with each kept one in order.
    ///
    /// `stream` hands its argument every candidate, and must hand out the same
    /// candidates in the same order each time it is called: twice when at most
    /// `limit` are eligible, three times otherwise. Memory is O(`limit`).
    mutating func choose(streaming stream: ((LayoutAttributes) -> Void) -> Void, limit: Int, bounds: Rect,
                         movingKey: ElementKey?, keep: (LayoutAttributes) -> Void) {
        // `keep` is called only while `stream` runs, never kept.
        withoutActuallyEscaping(keep) { keep in
            chooseStreaming(stream, limit: limit, bounds: bounds, movingKey: movingKey, keep: keep)
        }
    }

    private mutating func chooseStreaming(_ stream: ((LayoutAttributes) -> Void) -> Void, limit: Int, bounds: Rect,
                                          movingKey: ElementKey?, keep: @escaping (LayoutAttributes) -> Void) {
        keeps.removeAll(keepingCapacity: true)
        refusedOverLimit = 0
        refusedAsSubPixel = 0
        func isMoving(_ a: LayoutAttributes) -> Bool { movingKey != nil && a.key == movingKey }
        func isEligible(_ a: LayoutAttributes) -> Bool { Self.isDrawnLargeEnough(a) || isMoving(a) }
        var eligible = 0, subPixel = 0
        var top: [Int] = []
        swap(&top, &heap)
        top.removeAll(keepingCapacity: true)
        stream { a in
            guard isEligible(a) else { subPixel += 1; return }
            eligible += 1
            if limit > 0 { Self.push(Self.rank(of: a, bounds: bounds, isMoving: isMoving(a)), into: &top, keeping: limit) }
        }
        defer { swap(&top, &heap) }
        refusedAsSubPixel = subPixel
        // As the array choice: within the limit every candidate is kept, those smaller than a pixel too.
        if eligible + subPixel <= limit {
            refusedAsSubPixel = 0
            stream { a in keep(a) }
            return
        }
        guard eligible > limit else {
            stream { a in if isEligible(a) { keep(a) } }
            return
        }
        refusedOverLimit = eligible - max(0, limit)
        guard limit > 0 else { return }
        let threshold = top[0]
        var above = 0, tied = 0
        stream { a in
            guard isEligible(a) else { return }
            let r = Self.rank(of: a, bounds: bounds, isMoving: isMoving(a))
            if r > threshold { above += 1 } else if r == threshold { tied += 1 }
        }
        let slots = limit - above
        var j = 0
        stream { a in
            guard isEligible(a) else { return }
            let r = Self.rank(of: a, bounds: bounds, isMoving: isMoving(a))
            if r > threshold {
                keep(a)
            } else if r == threshold {
                if ((j + 1) * slots + tied / 2) / tied > (j * slots + tied / 2) / tied { keep(a) }
                j += 1
            }
        }
    }

    /// The `k`-th largest of `ranks` (1 ≤ k ≤ ranks.count), found with a min-heap of the `k`
    /// largest seen so far: O(n log k) time and O(k) memory, and O(n) when the ranks come
    /// in descending order or all equal, as a pile's zIndexes and a ring's cells do.
    static func kthLargest(_ k: Int, of ranks: [Int], heap: inout [Int]) -> Int {
        heap.removeAll(keepingCapacity: true)
        for r in ranks { push(r, into: &heap, keeping: k) }
        return heap[0]
    }

    /// Adds `r` to `heap`, a min-heap of the `k` largest ranks seen so far.
    static func push(_ r: Int, into heap: inout [Int], keeping k: Int) {
        if heap.count < k {
            heap.append(r)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child] < heap[parent] else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        } else if r > heap[0] {
            heap[0] = r
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, heap[left] < heap[smallest] { smallest = left }
                if right < heap.count, heap[right] < heap[smallest] { smallest = right }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }

    /// Drops buffers grown past `capacity` elements, so a pass over a huge
    /// layout does not hold its memory until the next one.
    mutating func shrink(above capacity: Int) {
        guard keeps.capacity > capacity else { return }
        keeps = []
        ranks = []
        heap = []
    }

    /// Whether `a` is drawn at least ``minimumDrawnArea`` large: its size for an
    /// untransformed element, else the area of its projected quad. An element
    /// whose projection fails (a corner at or behind the eye) or whose area is
    /// not a number is given the benefit of the doubt.
    static func isDrawnLargeEnough(_ a: LayoutAttributes) -> Bool {
        guard let area = drawnArea(of: a) else { return true }
        return !(area < minimumDrawnArea)
    }

    /// ``isDrawnLargeEnough(_:)`` of the attributes at `a`, read in place: an untransformed
    /// element's size is read without copying the attributes.
    @inline(__always)
    static func isDrawnLargeEnough(_ a: UnsafePointer<LayoutAttributes>) -> Bool {
        if a.pointee.isUntransformed { return !(abs(a.pointee.size.width * a.pointee.size.height) < minimumDrawnArea) }
        return isDrawnLargeEnough(a.pointee)
    }

    /// The on-screen area of `a` in square points, through its transform; nil when it cannot be projected.
    static func drawnArea(of a: LayoutAttributes) -> Double? { a.drawnArea }

    /// A candidate's claim on a view, larger first: moving, then on screen, then
    /// zIndex (clamped to ±2⁶⁰, beyond which zIndexes tie).
    private static func rank(of a: LayoutAttributes, bounds: Rect, isMoving: Bool) -> Int {
        let limit = 1 << 60
        let z = min(max(a.zIndex, -limit + 1), limit - 1) + limit
        let onScreen = drawnBox(of: a).map { $0.intersects(bounds) } ?? false
        return (isMoving ? 1 << 62 : 0) | (onScreen ? 1 << 61 : 0) | z
    }

    /// The bounding box of `a` as drawn, or nil when it cannot be projected.
    static func drawnBox(of a: LayoutAttributes) -> Rect? {
        a.isUntransformed ? a.frame : a.projection.quad?.boundingBox
    }
}

/// Finds, among elements kept in a fixed order, the run that may overlap an
/// interval along one axis, by binary search.
///
/// The elements need not be sorted by their start: the index keeps the running
/// maximum of their ends and the running minimum (from the back) of their
/// starts, which are both monotonic. ``candidates(overlapping:_:)`` returns the
/// smallest index range outside which no element can overlap the interval; the
/// caller still tests each candidate exactly. When the elements are sorted and
/// do not overlap each other, as the lines of a flow or the cells of a column,
/// the range is exactly the overlapping elements plus at most one on each side,
/// so a query costs O(log n + k).
struct SpanIndex {
    private var prefixMaxEnd: [Double] = []
    private var suffixMinStart: [Double] = []

    /// The number of elements indexed.
    var count: Int { prefixMaxEnd.count }

    /// Forgets every element, for a layout that empties its cache.
    mutating func removeAll() {
        prefixMaxEnd.removeAll(keepingCapacity: true)
        suffixMinStart.removeAll(keepingCapacity: true)
    }

    /// Rebuilds the index for `count` elements whose extents `span` gives by index.
    mutating func rebuild(count: Int, span: (Int) -> (start: Double, end: Double)) {
        prefixMaxEnd.removeAll(keepingCapacity: true)
        suffixMinStart.removeAll(keepingCapacity: true)
        prefixMaxEnd.reserveCapacity(count)
        suffixMinStart.reserveCapacity(count)
        var running = -Double.infinity
        for i in 0..<count {
            let s = span(i)
            running = max(running, s.end)
            prefixMaxEnd.append(running)
            suffixMinStart.append(s.start)
        }
        var low = Double.infinity
        for i in stride(from: count - 1, through: 0, by: -1) {
            low = min(low, suffixMinStart[i])
            suffixMinStart[i] = low
        }
    }

    /// The indices of elements that may overlap `[low, high]`: every element
    /// before the range ends before `low`, and every element after it starts
    /// after `high`. Touching counts as overlapping, so the caller decides.
    func candidates(overlapping low: Double, _ high: Double) -> Range<Int> {
        // First index whose running maximum end reaches low.
        var lo = 0, hi = prefixMaxEnd.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if prefixMaxEnd[mid] < low { lo = mid + 1 } else { hi = mid }
        }
        let first = lo
        // First index from which every start lies beyond high.
        lo = first
        hi = suffixMinStart.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if suffixMinStart[mid] <= high { lo = mid + 1 } else { hi = mid }
        }
        return first..<lo
    }
}

/// The flow layout's per-item array: a buffer sized once per `prepare()` and
/// written without per-append checks.
///
/// `prepare()` knows the item count before it starts, so it reserves exactly
/// that and fills the buffer front to back. Reusing the buffer across prepares
/// (when the count fits) avoids fresh pages on every invalidation.
final class FlowItemStorage {
    private(set) var base: UnsafeMutablePointer<FlowLayoutCache.Item>
    private(set) var capacity: Int
    var count = 0

    init() {
        capacity = 0
        base = UnsafeMutablePointer<FlowLayoutCache.Item>.allocate(capacity: 1)
    }

    deinit {
        base.deallocate()
    }

    /// Empties the buffer and makes room for exactly `needed` items, keeping the
    /// old allocation when it fits and is not more than twice too large.
    func reset(capacity needed: Int) {
        count = 0
        if needed > capacity || needed < capacity / 2 {
            base.deallocate()
            capacity = needed
            base = UnsafeMutablePointer<FlowLayoutCache.Item>.allocate(capacity: max(1, needed))
        }
    }

    @inline(__always)
    subscript(index: Int) -> FlowLayoutCache.Item {
        get { base[index] }
        set { base[index] = newValue }
    }
}

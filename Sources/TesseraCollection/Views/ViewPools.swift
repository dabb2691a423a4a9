import TesseraLayout

/// Views waiting to be reused, one pool per key (a reuse identifier, a kind).
///
/// The pools live in an array and the dictionary only maps a key to its pool's
/// index. The hot path then reads the dictionary and mutates an array element,
/// which is done in place; mutating an array stored *in* a dictionary goes
/// through the dictionary's modify accessor, which allocated on every call
/// (measured: three allocations per recycled cell).
struct ViewPools<Key: Hashable> {
    private var indexes: [Key: Int] = [:]
    private var pools: [[ReusableView]] = []

    /// A view from the pool for `key`, or nil when it is empty.
    mutating func pop(_ key: Key) -> ReusableView? {
        guard let i = indexes[key] else { return nil }
        return pools[i].popLast()
    }

    /// Puts `view` in the pool for `key`.
    mutating func push(_ view: ReusableView, for key: Key) {
        if let i = indexes[key] {
            pools[i].append(view)
        } else {
            indexes[key] = pools.count
            pools.append([view])
        }
    }

    /// The number of views waiting in all pools.
    var count: Int { pools.reduce(0) { $0 + $1.count } }
}

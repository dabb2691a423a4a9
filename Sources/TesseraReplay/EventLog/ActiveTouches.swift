/// The ids of the touches that are down while a log is read, checked on every touch line.
///
/// A log holds at most ``EventLog/maximumSimultaneousTouches`` touches at once and usually one
/// or two, so a short array searched from the end is cheaper than hashing each id.
struct ActiveTouches: Equatable {
    private var ids: [Int] = []

    /// How many touches are down.
    var count: Int { ids.count }

    /// Whether touch `id` is down.
    func contains(_ id: Int) -> Bool {
        var i = ids.count
        while i > 0 {
            i -= 1
            if ids[i] == id { return true }
        }
        return false
    }

    /// Puts touch `id` down; the caller has checked that it is not down yet.
    mutating func insert(_ id: Int) {
        if ids.capacity == 0 { ids.reserveCapacity(EventLog.maximumSimultaneousTouches) }
        ids.append(id)
    }

    /// Lifts touch `id`; returns whether it was down.
    mutating func remove(_ id: Int) -> Bool {
        var i = ids.count
        while i > 0 {
            i -= 1
            if ids[i] == id {
                ids.swapAt(i, ids.count - 1)
                ids.removeLast()
                return true
            }
        }
        return false
    }
}

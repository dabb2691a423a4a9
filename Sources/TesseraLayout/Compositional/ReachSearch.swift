/// Finds, in things laid out one after another (sections, a section's groups, a large group's cells), those that may
/// meet the lines from `near` to `far`, by how far they reach: each one's running maximum end (never decreasing) and
/// trailing minimum start (never decreasing either).
enum ReachSearch {
    /// The first index whose running maximum end is at or past `near`; every one before it ends before `near`.
    static func first(_ runningMaxEnd: [Double], reaching near: Double) -> Int {
        var low = 0, high = runningMaxEnd.count
        while low < high {
            let mid = (low + high) / 2
            if runningMaxEnd[mid] < near { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first index from `start` whose trailing minimum start is past `far`: it and every one after it start
    /// beyond `far`.
    static func end(_ trailingMinStart: [Double], from start: Int, before far: Double) -> Int {
        var low = start, high = trailingMinStart.count
        while low < high {
            let mid = (low + high) / 2
            if trailingMinStart[mid] <= far { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

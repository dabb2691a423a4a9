/// One benchmark figure: ours against a baseline measured in the same run.
struct Metric {
    var name: String
    var ours: Double
    /// Nil when the goal is absolute (such as bytes per item).
    var baseline: Double?
    var unit: String
    /// The goal as DESIGN.md writes it: `ratio <= 3`, `ours <= 48`.
    var goal: String
    /// Further figures: `allocationsPerEvent`, `p50`, `n`, …
    var extra: [(key: String, value: Double)] = []

    /// ours ÷ baseline.
    var ratio: Double? {
        guard let b = baseline, b != 0 else { return nil }
        return ours / b
    }

    /// Whether the goal holds: it is "ratio <= x" or "ours <= x".
    var met: Bool? {
        let parts = goal.split(separator: " ")
        guard parts.count == 3, parts[1] == "<=", let limit = Double(parts[2]) else { return nil }
        switch parts[0] {
        case "ratio": return ratio.map { $0 <= limit }
        case "ours": return ours <= limit
        default: return nil
        }
    }
}

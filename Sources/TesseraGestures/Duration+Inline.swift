/// Comparisons and sums of durations written out on their two words, so that they are inlined:
/// `Duration`'s own operators are calls into the runtime, several per event on the gesture paths.
///
/// Each gives exactly what the operator it replaces gives, traps included.
extension Duration {
    /// `self < other`.
    @inline(__always)
    func isBefore(_ other: Duration) -> Bool {
        _high < other._high || (_high == other._high && _low < other._low)
    }

    /// `self == other`.
    @inline(__always)
    func isSame(as other: Duration) -> Bool {
        _high == other._high && _low == other._low
    }

    /// `self + other`; traps on overflow, as `+` does.
    @inline(__always)
    func adding(_ other: Duration) -> Duration {
        let (low, carry) = _low.addingReportingOverflow(other._low)
        let (high, overflow) = _high.addingReportingOverflow(other._high)
        let (sum, carried) = high.addingReportingOverflow(carry ? 1 : 0)
        // The two partial sums overflowed together only if they cancelled out.
        precondition(overflow == carried, "Duration overflow")
        return Duration(_high: sum, low: low)
    }
}

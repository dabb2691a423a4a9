import Foundation

/// How a pinch changes a grid's number of columns, as the compositional demos do it: spreading the fingers shows
/// fewer, larger columns, pinching them together more, smaller ones; a column for each 20% of scale, the first as soon
/// as the scale has moved 5% (one Ctrl+wheel notch is 10%).
enum PinchColumnRule {
    /// The columns for a pinch at `scale` that began at `start` columns, kept in `range`; nil while the scale is
    /// within 5% of 1 (or not a usable scale), which changes nothing.
    static func columns(from start: Int, scale: Double, in range: ClosedRange<Int>) -> Int? {
        guard scale.isFinite, scale > 0, abs(log(scale)) >= log(1.05) else { return nil }
        let steps = Int((abs(log(scale)) / log(1.2)).rounded(.up))
        return min(range.upperBound, max(range.lowerBound, start + (scale > 1 ? -steps : steps)))
    }
}

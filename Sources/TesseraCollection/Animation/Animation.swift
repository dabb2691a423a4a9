/// A duration and a timing curve: how long a change takes and how it eases.
///
/// Batch updates, layout transitions, animated scrolling and the end of an
/// interactive transition all animate with one of these, timed by the
/// collection view's injected clock.
///
/// ```swift
/// let bouncy = Animation(duration: .milliseconds(500), curve: .spring(dampingRatio: 0.7))
/// try collectionView.performBatchUpdates(animation: bouncy) { $0.deleteItems(at: [ElementPath(item: 0, section: 0)]) }
/// ```
public struct Animation: Sendable, Equatable {
    /// How long the animation runs.
    public var duration: Duration
    /// How progress follows time.
    public var curve: TimingCurve

    /// Creates an animation that runs for `duration` (0.3 s by default) along `curve` (ease in and out by default).
    public init(duration: Duration = .milliseconds(300), curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// UIKit's default for batch updates and layout changes: 0.3 s, ease in and out.
    public static let standard = Animation()

    /// UIKit's animated scroll (`setContentOffset(_:animated:)`, `scrollToItem(at:at:animated:)`): 0.3 s at a
    /// constant velocity, as `UIScrollView`'s documentation says ("animate the transition at a constant velocity").
    public static let scrolling = Animation(duration: .milliseconds(300), curve: .linear)

    /// The fraction of the change done `elapsed` after the start: 0 before, 1 from
    /// the end on. A zero duration is done at once.
    public func progress(elapsed: Duration) -> Double {
        guard duration > .zero else { return 1 }
        if elapsed >= duration { return 1 }
        return curve.progress(at: elapsed.inSeconds / duration.inSeconds)
    }
}

extension Duration {
    /// The duration as a number of seconds: `Double(seconds) + Double(attoseconds) * 1e-18` of its components.
    ///
    /// Every element an animation presents asks it twice, so durations from zero to about 15 years take one
    /// 128-by-64-bit division for their whole seconds and attoseconds, the same two numbers `components` gives
    /// through several 128-bit multiplications; the result is the same to the bit.
    var inSeconds: Double {
        let high = _high, low = _low
        // Below 5·10¹⁷ · 2⁶⁴ attoseconds the whole seconds fit in an Int64.
        if high >= 0, high < 500_000_000_000_000_000 {
            let (seconds, attoseconds) = UInt64(1_000_000_000_000_000_000).dividingFullWidth((UInt64(high), low))
            return Double(Int64(seconds)) + Double(Int64(attoseconds)) * 1e-18
        }
        let c = components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }

    /// The duration of `seconds` seconds, rounded to the nanosecond; past what 64 bits of nanoseconds hold (292
    /// years, which a log's times reach), the nearest whole second, and zero for a value that is not finite.
    static func fromSeconds(_ seconds: Double) -> Duration {
        let nanoseconds = (seconds * 1e9).rounded()
        if abs(nanoseconds) < 9.2e18 { return .nanoseconds(Int64(nanoseconds)) }
        guard seconds.isFinite else { return .zero }
        return .seconds(Int64(min(max(seconds.rounded(), -9.2e18), 9.2e18)))
    }
}

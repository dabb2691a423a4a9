import TesseraGeometry

/// Estimates a velocity from recent samples with a least-squares fit, as Flutter's `VelocityTracker` does.
///
/// It keeps the last ``GestureConstants/velocityHistorySize`` samples in a ring
/// buffer. ``velocity(at:)`` walks back from the newest sample while samples
/// are younger than ``GestureConstants/velocityHorizon`` (100 ms) and no gap
/// exceeds ``GestureConstants/velocityAssumeStopped`` (40 ms), fits a quadratic
/// `x(t) = c0 + c1·t + c2·t²` to each coordinate (t in ms, 0 at the newest
/// sample, every weight 1), and returns `c1` in units per second. It does so
/// in a single pass over the samples, as they are walked. Fewer than
/// three samples, a degenerate fit, or a newest sample older than 40 ms at
/// `now` give zero, as in Flutter.
///
/// Flutter's `LeastSquaresSolver` solves the same problem by QR
/// decomposition; we solve its normal equations in closed form (Cramer's rule
/// for `c1` alone), which needs no matrices and so never allocates. Like ``TouchSet``
/// it is a class over a buffer allocated once, so the per-event calls neither
/// copy nor retain.
public final class VelocityTracker {
    // Times are kept in milliseconds as Double: converting a Duration costs a
    // 128-bit division, so it is done once per sample, not once per estimate.
    struct Sample: Sendable {
        var time: Double
        var value: Point
    }

    /// Every sample is written twice, at `i` and at `i + capacity`, so that the samples from
    /// the newest back are always contiguous: the fit walks them without wrapping around.
    private let samples: UnsafeMutablePointer<Sample>
    private let capacity = GestureConstants.velocityHistorySize
    /// Where the newest sample is, in `capacity ..< 2 * capacity`.
    @exclusivity(unchecked) private var newest = 0
    @exclusivity(unchecked) private var count = 0
    /// When the newest sample stops counting: its time plus ``GestureConstants/velocityAssumeStopped``.
    @exclusivity(unchecked) private var stoppedAt: Duration = .zero

    /// Creates a tracker with no samples, allocating its ``GestureConstants/velocityHistorySize``-sample buffer.
    public init() {
        samples = .allocate(capacity: 2 * capacity)
        samples.initialize(repeating: Sample(time: 0, value: Point(x: 0, y: 0)), count: 2 * capacity)
        newest = 2 * capacity - 1
    }

    deinit {
        samples.deallocate()
    }

    /// Forgets every sample.
    public func reset() {
        count = 0
    }

    /// Adds the value observed at `time`. Samples must come in time order.
    public func add(time: Duration, value: Point) {
        add(time: time, milliseconds: Self.milliseconds(time), value: value)
    }

    /// ``add(time:value:)`` with `time` already in milliseconds (``milliseconds(_:)``), as the
    /// recognizers pass it: the router converts each event's time once for all of them.
    func add(time: Duration, milliseconds: Double, value: Point) {
        newest = newest == 2 * capacity - 1 ? capacity : newest + 1
        let sample = Sample(time: milliseconds, value: value)
        samples[newest] = sample
        samples[newest - capacity] = sample
        stoppedAt = time.adding(stoppedAfter)
        if count < capacity { count += 1 }
    }

    /// The estimated velocity per second at `now`.
    public func velocity(at now: Duration) -> Point {
        fit(at: now, bothAxes: true)
    }

    /// The estimated velocity per second of the `x` values alone, at `now`: the same figure as
    /// `velocity(at: now).x`, for trackers that follow one quantity (a pinch's scale, a
    /// rotation's angle) and so need not fit `y` too.
    public func scalarVelocity(at now: Duration) -> Double {
        fit(at: now, bothAxes: false).x
    }

    // `bothAxes` is a constant at each call site, so the `y` sums vanish from the scalar form;
    // the `x` arithmetic is the same, operation for operation, in both. Pairs of sums are kept
    // in SIMD2 lanes, each lane rounding exactly as the scalar sum it holds would.
    @inline(__always)
    private func fit(at now: Duration, bothAxes: Bool) -> Point {
        // `now - newest <= velocityAssumeStopped`, without the subtraction.
        guard count > 0, !stoppedAt.isBefore(now) else { return Point(x: 0, y: 0) }
        // `-τ > horizon` is `τ < -horizon`: negation is exact.
        let earliest = -horizon, stopped = self.stopped
        // One pass from the newest sample back: which samples count, and the sums for the
        // normal equations in τ = t − t(newest) ≤ 0, so the slope at the newest sample is c1.
        var p = samples + newest
        let newestTimeMs = p.pointee.time
        var previous = newestTimeMs
        var n = 0
        var s12 = SIMD2<Double>(0, 0), s34 = SIMD2<Double>(0, 0)
        // Scalar: (x0, x1) and x2. Both axes: (x0, y0), (x1, y1) and (x2, y2), from the point as it lies.
        var x01 = SIMD2<Double>(0, 0), x2 = 0.0
        var p0 = SIMD2<Double>(0, 0), p1 = SIMD2<Double>(0, 0), p2 = SIMD2<Double>(0, 0)
        while n < count {
            let s = p.pointee
            let tau = s.time - newestTimeMs
            if tau < earliest || abs(previous - s.time) > stopped { break }
            previous = s.time
            let tau2 = tau * tau
            let powers = SIMD2(tau, tau2)
            s12 += powers
            s34 += powers * tau2
            if bothAxes {
                let point = SIMD2(s.value.x, s.value.y)
                p0 += point
                p1 += point * tau
                p2 += point * tau2
            } else {
                x01 += SIMD2(1, tau) * s.value.x
                x2 += s.value.x * tau2
            }
            n += 1
            p -= 1
        }
        guard n >= GestureConstants.velocityMinimumSamples else { return Point(x: 0, y: 0) }
        let s0 = Double(n), s1 = s12.x, s2 = s12.y, s3 = s34.x, s4 = s34.y
        // | s0 s1 s2 |   | c0 |   | v0 |
        // | s1 s2 s3 | · | c1 | = | v1 |
        // | s2 s3 s4 |   | c2 |   | v2 |
        // A degenerate fit (samples at too few distinct times) has a determinant that is
        // negligible against the sums' scale.
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard abs(det) > 1e-9 * max(1, s0 * s2 * s4) else { return Point(x: 0, y: 0) }
        func slopeAtNewest(_ v0: Double, _ v1: Double, _ v2: Double) -> Double {
            // Cramer's rule for c1; per ms → per second.
            (s0 * (v1 * s4 - s3 * v2) - v0 * (s1 * s4 - s3 * s2) + s2 * (s1 * v2 - v1 * s2)) / det * 1000
        }
        if bothAxes { return Point(x: slopeAtNewest(p0.x, p1.x, p2.x), y: slopeAtNewest(p0.y, p1.y, p2.y)) }
        return Point(x: slopeAtNewest(x01.x, x01.y, x2), y: 0)
    }

    // Per instance: a static would be checked for lazy initialisation on every fit.
    private let horizon = VelocityTracker.milliseconds(GestureConstants.velocityHorizon)
    private let stopped = VelocityTracker.milliseconds(GestureConstants.velocityAssumeStopped)
    private let stoppedAfter = GestureConstants.velocityAssumeStopped

    /// `d` in milliseconds, as `Double(seconds) * 1000 + Double(attoseconds) / 1e15` of its components.
    ///
    /// Times from zero to about 15 years take one 128-by-64-bit division instead of
    /// `Duration.components`, which costs several 128-bit multiplications; the result is the same.
    static func milliseconds(_ d: Duration) -> Double {
        let high = d._high, low = d._low
        // Below 5·10¹⁷ · 2⁶⁴ attoseconds the whole seconds fit in an Int64.
        if high >= 0, high < 500_000_000_000_000_000 {
            let (seconds, attoseconds) = UInt64(1_000_000_000_000_000_000).dividingFullWidth((UInt64(high), low))
            return Double(Int64(seconds)) * 1000 + Double(Int64(attoseconds)) / 1e15
        }
        let c = d.components
        return Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
    }
}

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

    private let samples: UnsafeMutableBufferPointer<Sample>
    @exclusivity(unchecked) private var newest = -1
    @exclusivity(unchecked) private var count = 0
    /// The newest sample's time as given, so the "finger stopped" test needs no conversion.
    @exclusivity(unchecked) private var newestTime: Duration = .zero

    /// Creates a tracker with no samples, allocating its ``GestureConstants/velocityHistorySize``-sample buffer.
    public init() {
        samples = .allocate(capacity: GestureConstants.velocityHistorySize)
        samples.initialize(repeating: Sample(time: 0, value: .zero))
    }

    deinit {
        samples.deallocate()
    }

    /// Forgets every sample.
    public func reset() {
        newest = -1
        count = 0
    }

    /// Adds the value observed at `time`. Samples must come in time order.
    public func add(time: Duration, value: Point) {
        newest = (newest + 1) % samples.count
        samples[newest] = Sample(time: Self.ms(time), value: value)
        newestTime = time
        count = min(count + 1, samples.count)
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
    // the `x` arithmetic is the same, operation for operation, in both.
    @inline(__always)
    private func fit(at now: Duration, bothAxes: Bool) -> Point {
        guard count > 0 else { return .zero }
        let last = samples[newest]
        let horizon = self.horizon, stopped = self.stopped
        guard now - newestTime <= GestureConstants.velocityAssumeStopped else { return .zero }

        // One pass from the newest sample back: which samples count, and the sums for the
        // normal equations in τ = t − t(newest) ≤ 0, so the slope at the newest sample is c1.
        var n = 0, index = newest, previous = last.time
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var x0 = 0.0, x1 = 0.0, x2 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        while n < count {
            let s = samples[index]
            let tau = s.time - last.time
            if -tau > horizon || abs(previous - s.time) > stopped { break }
            previous = s.time
            let tau2 = tau * tau
            s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
            x0 += s.value.x; x1 += s.value.x * tau; x2 += s.value.x * tau2
            if bothAxes { y0 += s.value.y; y1 += s.value.y * tau; y2 += s.value.y * tau2 }
            n += 1
            index = index == 0 ? samples.count - 1 : index - 1
        }
        guard n >= GestureConstants.velocityMinimumSamples else { return .zero }
        let s0 = Double(n)
        // | s0 s1 s2 |   | c0 |   | v0 |
        // | s1 s2 s3 | · | c1 | = | v1 |
        // | s2 s3 s4 |   | c2 |   | v2 |
        // A degenerate fit (samples at too few distinct times) has a determinant that is
        // negligible against the sums' scale.
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard abs(det) > 1e-9 * max(1, s0 * s2 * s4) else { return .zero }
        func slopeAtNewest(_ v0: Double, _ v1: Double, _ v2: Double) -> Double {
            // Cramer's rule for c1; per ms → per second.
            (s0 * (v1 * s4 - s3 * v2) - v0 * (s1 * s4 - s3 * s2) + s2 * (s1 * v2 - v1 * s2)) / det * 1000
        }
        return Point(x: slopeAtNewest(x0, x1, x2), y: bothAxes ? slopeAtNewest(y0, y1, y2) : 0)
    }

    // In ms, per instance: a static would be checked for lazy initialisation on every fit.
    private let horizon = VelocityTracker.ms(GestureConstants.velocityHorizon)
    private let stopped = VelocityTracker.ms(GestureConstants.velocityAssumeStopped)

    private static func ms(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
    }
}

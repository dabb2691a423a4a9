import CAllocationCounter

/// Timing and counting helpers. Benchmarks read the wall clock here, never in the core.
enum Measure {
    /// The median time of `body`, in seconds, over `runs` runs after `warmup` unmeasured ones.
    static func median(runs: Int = 7, warmup: Int = 1, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            body()
            samples.append(seconds(clock.now - start))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The median time per call of `body`, in seconds, each sample running it
    /// `inner` times so that very short operations are timed reliably.
    static func perCall(inner: Int, runs: Int = 9, _ body: () -> Void) -> Double {
        median(runs: runs, warmup: 1) {
            for _ in 0..<inner { body() }
        } / Double(inner)
    }

    /// The times of `runs` runs of `body`, in seconds per call, each run calling it `inner`
    /// times, after `warmup` unmeasured runs.
    static func samples(runs: Int = 9, warmup: Int = 1, inner: Int = 1, _ body: () -> Void) -> Samples {
        for _ in 0..<warmup { for _ in 0..<inner { body() } }
        let clock = ContinuousClock()
        return Samples((0..<runs).map { _ in
            let start = clock.now
            for _ in 0..<inner { body() }
            return seconds(clock.now - start) / Double(inner)
        })
    }

    /// Ours and its baseline timed in alternating runs, so that both see the same machine
    /// load: `runs` runs of each, each run calling its body `inner` times, after one
    /// unmeasured run of each. Times are in seconds per call.
    static func paired(runs: Int = 9, inner: Int = 1, ours: () -> Void, baseline: () -> Void) -> (ours: Samples, baseline: Samples) {
        for _ in 0..<inner { ours() }
        for _ in 0..<inner { baseline() }
        let clock = ContinuousClock()
        var o: [Double] = [], b: [Double] = []
        for _ in 0..<runs {
            var start = clock.now
            for _ in 0..<inner { ours() }
            o.append(seconds(clock.now - start) / Double(inner))
            start = clock.now
            for _ in 0..<inner { baseline() }
            b.append(seconds(clock.now - start) / Double(inner))
        }
        return (Samples(o), Samples(b))
    }

    /// How many heap allocations `body` makes.
    static func allocations(_ body: () -> Void) -> UInt64 {
        let before = tessera_allocation_count()
        tessera_allocation_counter_enable(1)
        body()
        tessera_allocation_counter_enable(0)
        return tessera_allocation_count() - before
    }

    static func seconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }
}

/// Keeps a value alive and opaque so the optimizer cannot delete the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Repeated timings of one thing: its minimum, median and maximum.
struct Samples {
    /// The times, sorted.
    let sorted: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
    }

    var min: Double { sorted.first ?? .nan }
    var median: Double { sorted.isEmpty ? .nan : sorted[sorted.count / 2] }
    var max: Double { sorted.last ?? .nan }

    /// Every time multiplied by `factor`, such as 1e3 for milliseconds.
    func scaled(_ factor: Double) -> Samples {
        Samples(sorted.map { $0 * factor })
    }
}

extension Metric {
    /// A metric whose ours and baseline are the medians of `ours` and `baseline` (already in
    /// `unit`), with both minimums and maximums among the extras.
    init(name: String, ours: Samples, baseline: Samples, unit: String, goal: String, extra: [(key: String, value: Double)] = []) {
        self.init(name: name, ours: ours.median, baseline: baseline.median, unit: unit, goal: goal,
                  extra: [("min", ours.min), ("max", ours.max), ("baselineMin", baseline.min), ("baselineMax", baseline.max),
                          ("runs", Double(ours.sorted.count))] + extra)
    }
}

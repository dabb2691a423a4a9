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

import Synchronization

/// What one thread drawing bands writes besides the frame's pixels: the rows a shape's coverage is summed in,
/// the levels a fill turns coverage into, and the background runs of the band it is clearing. Each thread has
/// its own, kept from frame to frame, so that threads share nothing they write but the pixels of their own bands.
/// It is a class so that a thread can lend out its rows and clear a band at the same time.
final class BandWorker {
    /// The coverage deltas and sums of one row.
    private var scratch = CoverageScratch()
    /// A fill's levels for one row.
    private var levels: [UInt8] = []
    /// The band's opaque rectangles, sorted by their left edge.
    private var opaque: [(x0: Int, x1: Int, top: Int, bottom: Int)] = []
    /// The background runs of the rows being cleared: first column and length.
    private var gaps: [(x: Int, count: Int)] = []

    /// Lends `body` the coverage deltas, the sums and the levels of a row `width` pixels wide, grown as needed.
    func withRows(width: Int, _ body: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<UInt8>) -> Void) {
        if levels.count < width { levels = [UInt8](repeating: 0, count: width) }
        levels.withUnsafeMutableBufferPointer { levels in
            scratch.withRow(width: width) { deltas, sums in body(deltas, sums, levels.baseAddress!) }
        }
    }

    /// Sets `rows` to the background (the row at `background`), except under the opaque rectangles among the band's layers.
    func clear(_ p: UnsafeMutablePointer<UInt32>, width w: Int, rows: Range<Int>, background: UnsafePointer<UInt32>,
               layers: [RasterLayer], list: ArraySlice<Int32>) {
        opaque.removeAll(keepingCapacity: true)
        for i in list {
            let l = layers[Int(i)]
            guard l.isOpaqueRect else { continue }
            // Kept sorted by their left edge, so each row's gaps are found in one pass.
            var k = opaque.count
            opaque.append((l.x0, l.x1, l.top, l.bottom))
            while k > 0, opaque[k - 1].x0 > l.x0 { opaque.swapAt(k, k - 1); k -= 1 }
        }
        // A row's gaps hold until a rectangle starts or ends, which in a band of cells is seldom: they are
        // found once for the rows up to the next such edge, and those rows are filled from the list.
        var y = rows.lowerBound
        while y < rows.upperBound {
            gaps.removeAll(keepingCapacity: true)
            var x = 0, until = rows.upperBound
            for r in opaque {
                if r.top > y { until = min(until, r.top); continue }
                guard y < r.bottom else { continue }
                until = min(until, r.bottom)
                if r.x0 > x { gaps.append((x, r.x0 - x)) }
                x = max(x, r.x1)
            }
            if x < w { gaps.append((x, w - x)) }
            while y < until {
                let row = p + y * w
                for g in gaps { PixelRun.fill(row + g.x, count: g.count, from: background) }
                y += 1
            }
        }
    }
}

/// Hands out band numbers to the threads drawing a frame, each number once, in order. The painter keeps one
/// from frame to frame and resets it before each frame's threads start.
final class BandCounter: Sendable {
    private let next = Atomic<Int>(0)

    /// Starts handing out from band 0 again; only while no thread is taking bands.
    func reset() { next.store(0, ordering: .relaxed) }

    /// The next band nobody has taken, or nil when all `count` are taken.
    func take(below count: Int) -> Int? {
        let b = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return b < count ? b : nil
    }
}

import Foundation
import TesseraRender
import TesseraTesting
import TesseraX11

/// Issue 6's drawing figures, on the frame of ``BenchFrame`` (1920 × 1080,
/// 200 cells with fill, border and a 20-character label, 75 of them
/// drawn as polygons).
///
/// - `render.raster.frame`: the ``RasterPainter`` draws the frame (antialiased
///   edges, alpha, DejaVu Sans labels through FreeType) on its default
///   threads; the baseline is the physical floor of touching every pixel
///   once: a `memset` of the same frame buffer, or the same memset cut into
///   one part per painter thread, whichever is faster (`oneMemsetMs`,
///   `splitMemsetMs`), timed interleaved with it. The same painter on one
///   thread is reported as `oneThreadMs`, with `oneThreadRatio` against the
///   one-thread memset; the 60 Hz frame interval is reported as
///   `frameBudgetMs`, never as the baseline.
/// - `render.x11.frame`: the ``XlibPainter`` draws it into the back-buffer
///   pixmap and presents it with one `XCopyArea`, frame after frame (so items
///   that stay come from the pictures it keeps, see `LayerCache`), against a
///   bare full-frame `XCopyArea` in the same run; `coldMs` is the same painter
///   keeping no pictures, drawing every item anew each frame. Both are timed over batches of frames that
///   end with an `XSync`, so the server's work is counted too. It needs an X
///   server: `$DISPLAY`, or an Xvfb started for the run; without either the
///   figures are null and a note says why.
enum RenderBenchmarks: BenchmarkSuite {
    static let prefixes = ["render."]
    static let frameBudget = 1000.0 / 60
    static let framesPerBatch = 20

    static func run(filter: String?) -> [Metric] {
        let list = BenchFrame.displayList()
        var metrics: [Metric] = []
        if wanted("render.raster.frame", filter) { metrics.append(raster(list)) }
        if wanted("render.x11.frame", filter) { metrics.append(x11(list)) }
        return metrics
    }

    static func raster(_ list: DisplayList) -> Metric {
        var painter = RasterPainter(width: BenchFrame.width, height: BenchFrame.height)
        var single = RasterPainter(width: BenchFrame.width, height: BenchFrame.height)
        single.threads = 1
        let bitmap = painter.bitmap
        for _ in 0..<3 { painter.paint(list); single.paint(list) }
        var ours: [Double] = [], memsets: [Double] = [], splitMemsets: [Double] = [], oneThread: [Double] = []
        let clock = ContinuousClock()
        let threads = painter.threads
        for i in 0..<21 {
            var start = clock.now
            painter.paint(list)
            ours.append(Measure.seconds(clock.now - start))
            start = clock.now
            bitmap.pixels.withUnsafeMutableBytes { raw in _ = memset(raw.baseAddress!, Int32(i & 0xFF), raw.count) }
            memsets.append(Measure.seconds(clock.now - start))
            start = clock.now
            bitmap.pixels.withUnsafeMutableBytes { raw in
                // The same memset cut into one part per painter thread, each on its own thread.
                let base = UInt(bitPattern: raw.baseAddress!), count = raw.count, part = (count / threads + 63) & ~63
                DispatchQueue.concurrentPerform(iterations: threads) { k in
                    let from = min(count, k * part), to = min(count, from + part)
                    if to > from { _ = memset(UnsafeMutableRawPointer(bitPattern: base + UInt(from))!, Int32(i & 0xFF), to - from) }
                }
            }
            splitMemsets.append(Measure.seconds(clock.now - start))
            start = clock.now
            single.paint(list)
            oneThread.append(Measure.seconds(clock.now - start))
        }
        blackHole(painter.bitmap)
        blackHole(single.bitmap)
        let allocations = Measure.allocations { painter.paint(list) }
        let oneThreadAllocations = Measure.allocations { single.paint(list) }
        ours.sort(); memsets.sort(); splitMemsets.sort(); oneThread.sort()
        // The floor is the faster of the two ways of touching every pixel once.
        let floor = median(memsets) <= median(splitMemsets) ? memsets : splitMemsets
        return Metric(name: "render.raster.frame", ours: median(ours) * 1000, baseline: median(floor) * 1000, unit: "ms", goal: "ratio <= 3.5",
                      extra: [("min", ours[0] * 1000), ("max", ours[ours.count - 1] * 1000),
                              ("memsetMin", floor[0] * 1000), ("memsetMax", floor[floor.count - 1] * 1000),
                              ("oneMemsetMs", median(memsets) * 1000), ("splitMemsetMs", median(splitMemsets) * 1000),
                              ("threads", Double(threads)),
                              ("oneThreadMs", median(oneThread) * 1000),
                              ("oneThreadRatio", median(oneThread) / median(memsets)),
                              ("frameBudgetMs", frameBudget), ("n", Double(ours.count)),
                              ("items", Double(list.items.count)),
                              ("transformed", Double(list.items.filter(\.isTransformed).count)),
                              ("allocationsPerFrame", Double(allocations)),
                              ("oneThreadAllocationsPerFrame", Double(oneThreadAllocations))])
    }

    static func x11(_ list: DisplayList) -> Metric {
        let name = "render.x11.frame", goal = "ratio <= 4"
        let server: XServerSession
        switch XServerSession.start() {
        case .success(let s): server = s
        case .failure(let f):
            Report.note("\(name): \(f.reason); no figures")
            return Metric(name: name, ours: .nan, baseline: nil, unit: "ms", goal: goal)
        }
        // The window closes inside `measure` before the server session ends.
        let result = measure(list, displayName: server.name)
        withExtendedLifetime(server) {}
        switch result {
        case .success(let m):
            return Metric(name: name, ours: m.ours, baseline: m.baseline, unit: "ms", goal: goal, extra: m.extra)
        case .failure(let error):
            Report.note("\(name): \(error); no figures")
            return Metric(name: name, ours: .nan, baseline: nil, unit: "ms", goal: goal)
        }
    }

    /// Times host frames and bare copies, interleaved so both see the same machine load.
    static func measure(_ list: DisplayList, displayName: String) -> Result<Metric, any Error> {
        let bench: X11FrameBenchmark, cold: X11FrameBenchmark
        do {
            bench = try X11FrameBenchmark(displayName: displayName, width: BenchFrame.width, height: BenchFrame.height)
            cold = try X11FrameBenchmark(displayName: displayName, width: BenchFrame.width, height: BenchFrame.height, retainsLayers: false)
        } catch {
            return .failure(error)
        }
        let n = framesPerBatch
        var ours: [Double] = [], copies: [Double] = [], colds: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<2 {
            for _ in 0..<n { bench.paint(list) }
            bench.sync()
            for _ in 0..<n { bench.copy() }
            bench.sync()
        }
        for _ in 0..<15 {
            bench.raise()
            var start = clock.now
            for _ in 0..<n { bench.paint(list) }
            bench.sync()
            ours.append(Measure.seconds(clock.now - start) / Double(n))
            start = clock.now
            for _ in 0..<n { bench.copy() }
            bench.sync()
            copies.append(Measure.seconds(clock.now - start) / Double(n))
            cold.raise()
            start = clock.now
            for _ in 0..<n { cold.paint(list) }
            cold.sync()
            colds.append(Measure.seconds(clock.now - start) / Double(n))
        }
        let allocations = Measure.allocations { bench.paint(list) }
        bench.sync()
        let screen = bench.screenSize
        ours.sort(); copies.sort(); colds.sort()
        return .success(Metric(name: "", ours: median(ours) * 1000, baseline: median(copies) * 1000, unit: "ms", goal: "",
                               extra: [("min", ours[0] * 1000), ("max", ours[ours.count - 1] * 1000),
                                       ("copyMin", copies[0] * 1000), ("copyMax", copies[copies.count - 1] * 1000),
                                       ("coldMs", median(colds) * 1000), ("coldMin", colds[0] * 1000), ("coldMax", colds[colds.count - 1] * 1000),
                                       ("allocationsPerFrame", Double(allocations)),
                                       ("screenWidth", screen.width), ("screenHeight", screen.height)]))
    }

    static func median(_ samples: [Double]) -> Double {
        samples.sorted()[samples.count / 2]
    }
}

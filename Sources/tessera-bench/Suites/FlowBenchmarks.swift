import TesseraGeometry
import TesseraLayout

/// Issue 2's figures: the flow layout's prepare, query and memory at a million items.
enum FlowBenchmarks: BenchmarkSuite {
    static let prefixes = ["flow."]
    static let million = 1_000_000

    static func run(filter: String?) -> [Metric] {
        var metrics: [Metric] = []
        let context = BenchContext(count: million)
        let layout = FlowLayout()
        layout.collectionView = context

        if wanted("flow.prepare.1M", filter) {
            // Sizes come the way a data source backed by an array gives them: all
            // at once (`sizesForItemsInSection`). The per-item delegate path is
            // reported beside it.
            context.bulkSizes = true
            let ours = Measure.median(runs: 5) {
                layout.invalidateLayout()
                layout.prepareIfNeeded()
            }
            context.bulkSizes = false
            let perItem = Measure.median(runs: 5) {
                layout.invalidateLayout()
                layout.prepareIfNeeded()
            }
            // Baseline: only write a million frames into a fresh array.
            let baseline = Measure.median(runs: 5) {
                var frames: [Rect] = []
                frames.reserveCapacity(million)
                for i in 0..<million {
                    frames.append(Rect(x: Double(i & 31) * 60, y: Double(i >> 5) * 60, width: 50, height: 50))
                }
                blackHole(frames)
            }
            metrics.append(Metric(name: "flow.prepare.1M", ours: ours * 1e3, baseline: baseline * 1e3, unit: "ms",
                                  goal: "ratio <= 3",
                                  extra: [("nsPerItem", ours * 1e9 / Double(million)),
                                          ("perItemDelegateMs", perItem * 1e3),
                                          ("perItemDelegateRatio", perItem / baseline),
                                          ("uikitRatio", ours / (4e-6 * Double(million)))]))
        }
        layout.prepareIfNeeded()
        let content = layout.contentSize
        let middle = Rect(x: 0, y: content.height / 2, width: 1920, height: 1080)

        if wanted("flow.query.1M", filter) {
            // Sixteen windows spread over the content in a scrambled order, one per call in turn,
            // so no call finds the window of the call before.
            let rects = (0..<16).map { Rect(x: 0, y: content.height * Double(($0 * 7) % 16) / 16, width: 1920, height: 1080) }
            // Baseline: copying out the same attributes, prepared beforehand, into a fresh array.
            let prepared = rects.map { layout.attributesForElements(in: $0) }
            var k = 0, j = 0
            let (ours, baseline) = Measure.paired(runs: 9, inner: 320, ours: {
                blackHole(layout.attributesForElements(in: rects[k & 15]))
                k &+= 1
            }, baseline: {
                blackHole(prepared[j & 15].withUnsafeBufferPointer { Array($0) })
                j &+= 1
            })
            // Reported beside it: a linear scan of the million frames for one window.
            var frames: [Rect] = []
            frames.reserveCapacity(million)
            for i in 0..<million { frames.append(layout.attributesForItem(at: ElementPath(item: i, section: 0))!.frame) }
            let scan = Measure.median(runs: 5) {
                var hits: [Rect] = []
                for f in frames where f.intersects(middle) { hits.append(f) }
                blackHole(hits)
            }
            let visible = Double(prepared.reduce(0) { $0 + $1.count }) / Double(prepared.count)
            metrics.append(Metric(name: "flow.query.1M", ours: ours.scaled(1e6), baseline: baseline.scaled(1e6), unit: "µs",
                                  goal: "ratio <= 3",
                                  extra: [("visible", visible), ("windows", Double(rects.count)), ("scanUs", scan * 1e6)]))
        }

        if wanted("flow.query.growth", filter) {
            let top = Rect(x: 0, y: 0, width: 1920, height: 1080)
            let small = FlowLayout()
            let smallContext = BenchContext(count: 1_000)
            small.collectionView = smallContext
            small.prepareIfNeeded()
            let ours = Measure.perCall(inner: 500) { blackHole(layout.attributesForElements(in: top)) }
            let baseline = Measure.perCall(inner: 500) { blackHole(small.attributesForElements(in: top)) }
            metrics.append(Metric(name: "flow.query.growth", ours: ours * 1e6, baseline: baseline * 1e6, unit: "µs",
                                  goal: "ratio <= 2",
                                  extra: [("visible1M", Double(layout.attributesForElements(in: top).count)),
                                          ("visible1k", Double(small.attributesForElements(in: top).count))]))
        }

        if wanted("flow.bytesPerItem", filter) {
            let fresh = FlowLayout()
            fresh.collectionView = context
            fresh.prepareIfNeeded()
            // The floor: the item sizes the layout is handed, which it must keep in some form to place a
            // million items of different sizes. A ratio of 3 is issue 2's 48 bytes per item.
            let sizeBytes = Double(context.sizes.count * MemoryLayout<Size>.stride) / Double(million)
            metrics.append(Metric(name: "flow.bytesPerItem", ours: Double(fresh.cacheByteCount) / Double(million),
                                  baseline: sizeBytes, unit: "B", goal: "ratio <= 3",
                                  extra: [("lines", Double(fresh.numberOfLines(inSection: 0)))]))
        }
        return metrics
    }
}

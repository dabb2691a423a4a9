import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout

/// Issue 3's figures: a large batch update, and one scroll step at a million items.
enum CollectionBenchmarks: BenchmarkSuite {
    static let prefixes = ["updates.", "scroll."]

    static func run(filter: String?) -> [Metric] {
        var metrics: [Metric] = []
        if wanted("updates.100k", filter) { metrics.append(updates100k()) }
        if wanted("scroll.frame.1M", filter) { metrics.append(scrollFrame1M()) }
        return metrics
    }

    /// A batch over 100k items deleting every tenth item and inserting as many:
    /// validation, the index mapping, identities, the new layout and the
    /// animation plan, up to the first frame. The counts stay at 100k, so the same
    /// batch applies run after run. Baseline: only rebuilding the layout.
    static func updates100k() -> Metric {
        let count = 100_000
        let (collectionView, clock, source) = makeCollectionView(count: count)
        var batch = BatchUpdate()
        batch.deleteItems(at: (0..<count / 10).map { ElementPath(item: $0 * 10 + 3, section: 0) })
        batch.insertItems(at: (0..<count / 10).map { ElementPath(item: $0 * 10 + 7, section: 0) })
        let frozen = batch
        var animated = 0
        let ours = Measure.median(runs: 9) {
            // Let the previous run's animation end first: one frame, included in the time.
            clock.advance(by: .seconds(1))
            collectionView.layoutIfNeeded()
            try! collectionView.performBatchUpdates { $0 = frozen }
            animated = collectionView.animator.animatedElementCount
        }
        let layout = collectionView.collectionViewLayout
        let baseline = Measure.median(runs: 9) {
            layout.invalidateLayout()
            layout.prepareIfNeeded()
        }
        withExtendedLifetime(source) {}
        return Metric(name: "updates.100k", ours: ours * 1e3, baseline: baseline * 1e3, unit: "ms", goal: "ours <= 50",
                      extra: [("animatedElements", Double(animated)),
                              ("differenceKitDiffMs", 98)])
    }

    /// One scroll step at a million items: move the bounds, query, reuse, apply.
    static func scrollFrame1M() -> Metric {
        let (collectionView, _, source) = makeCollectionView(count: 1_000_000)
        let start = collectionView.contentSize.height / 2
        collectionView.contentOffset = Point(x: 0, y: start)
        collectionView.layoutIfNeeded()
        var y = start
        var direction = 7.0
        func step() {
            y += direction
            if abs(y - start) > 3_000 { direction = -direction }
            collectionView.contentOffset = Point(x: 0, y: y)
            collectionView.layoutIfNeeded()
        }
        for _ in 0..<1_000 { step() }   // warm the pools
        let ours = Measure.perCall(inner: 500, step)
        let steps = 1_000
        let allocations = Measure.allocations { for _ in 0..<steps { step() } }
        let visible = collectionView.liveCellCount
        withExtendedLifetime(source) {}
        return Metric(name: "scroll.frame.1M", ours: ours * 1e3, baseline: 1e3 / 60, unit: "ms", goal: "ratio <= 0.02",
                      extra: [("allocationsPerCell", Double(allocations) / Double(steps * max(visible, 1))),
                              ("delegateCalls", Double(source.callbacks)),
                              ("liveCells", Double(visible)), ("created", Double(collectionView.createdViewCount))])
    }

    static func makeCollectionView(count: Int) -> (CollectionView, VirtualClock, BenchDataSource) {
        let clock = VirtualClock()
        let collectionView = CollectionView(size: Size(width: 1920, height: 1080), layout: FlowLayout(), clock: clock)
        collectionView.register(BenchCell.self, forCellWithReuseIdentifier: "cell")
        let source = BenchDataSource(count: count)
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        return (collectionView, clock, source)
    }
}

/// One section of `count` items; each cell remembers its item.
/// The data source, and the delegate with the display and scroll callbacks on, counting them
/// as an app's delegate would do some small work in each.
final class BenchDataSource: CollectionViewDataSource, CollectionViewDelegate {
    let count: Int
    private(set) var callbacks = 0
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: ReusableView, forItemAt indexPath: ElementPath) { callbacks += 1 }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: ReusableView, forItemAt indexPath: ElementPath) { callbacks += 1 }
    func scrollViewDidScroll(_ collectionView: CollectionView) { callbacks += 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? BenchCell)?.item = indexPath.item
        return cell
    }
}

/// A cell that keeps its item number, as a real cell keeps its content.
final class BenchCell: ReusableView {
    var item = 0
}

import Foundation
import TesseraCollection
import TesseraDemo
import TesseraGeometry
import TesseraLayout
import TesseraSimulator

/// Issue 18's figures for what a replay spends its frames on, on the demo scene of
/// ``ReplayWorkload`` (a 1280 × 800 window, two sections of 300 items with headers)
/// run as a ``Simulation``:
///
/// - `flow.prepare.delegate`: one `prepare()` of the scene's flow layout through the
///   real collection view, the simulation's model answering as its delegate, against
///   the same prepare with the delegate unset. A delegate that answers item by item
///   (`sizeForItemAt` only) is reported beside it.
/// - `tick.idle`: one frame tick with nothing moving, against the visible-rect query
///   such a tick performs (`attributesForElements(in:)` over the live rectangle).
///   Each run sits at another scroll position.
enum FrameBenchmarks: BenchmarkSuite {
    static let prefixes = ["flow.prepare.delegate", "tick."]

    static func run(filter: String?) -> [Metric] {
        var metrics: [Metric] = []
        if wanted("flow.prepare.delegate", filter) {
            metrics.append(prepareDelegate(name: "flow.prepare.delegate", simulation: makeSimulation(), inner: 200))
        }
        if wanted("flow.prepare.delegate.sections", filter) {
            metrics.append(prepareDelegate(name: "flow.prepare.delegate.sections", simulation: makeSimulation(json: manySectionsJSON),
                                           inner: 10))
        }
        if wanted("tick.idle", filter) { metrics.append(idleTick()) }
        return metrics
    }

    /// 10 000 sections of three items in the demo scene's flow layout.
    static let manySectionsJSON = """
        {"size": [1280, 800], \
        "layout": {"type": "flow", "itemSize": [80, 80], "minimumLineSpacing": 10, "minimumInteritemSpacing": 10, \
        "sectionInset": [10, 10, 10, 10], "headerReferenceSize": [0, 30]}, \
        "sections": [\(Array(repeating: #"{"items": 3}"#, count: 10_000).joined(separator: ", "))]}
        """

    static func makeSimulation(json: String = ReplayWorkload.sceneJSON) -> Simulation {
        do {
            let scene = try Scene.parse(Data(json.utf8), catalog: .standard)
            let simulation = try Simulation(scene: scene)
            simulation.collectionView.layoutIfNeeded()
            return simulation
        } catch {
            fatalError("the demo scene does not load: \(error)")
        }
    }

    /// A delegate that gives sizes only item by item, as UIKit's `sizeForItemAt`, each the layout's own.
    final class PerItemDelegate: CollectionViewDelegate {
        func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
            layout.itemSize
        }
    }

    static func prepareDelegate(name: String, simulation: Simulation, inner: Int) -> Metric {
        let collectionView = simulation.collectionView
        let layout = collectionView.collectionViewLayout
        let model = collectionView.delegate
        let items = (0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) }
        func prepare() {
            layout.invalidateLayout()
            layout.prepareIfNeeded()
        }
        var ours: [Double] = [], baseline: [Double] = [], perItem: [Double] = []
        let perItemDelegate = PerItemDelegate()
        for _ in 0..<9 {
            collectionView.delegate = model
            ours.append(Measure.samples(runs: 1, inner: inner, prepare).median)
            collectionView.delegate = nil
            baseline.append(Measure.samples(runs: 1, inner: inner, prepare).median)
            collectionView.delegate = perItemDelegate
            perItem.append(Measure.samples(runs: 1, inner: inner, prepare).median)
        }
        collectionView.delegate = model
        withExtendedLifetime(simulation) {}
        return Metric(name: name, ours: Samples(ours).scaled(1e6), baseline: Samples(baseline).scaled(1e6),
                      unit: "µs", goal: "ratio <= 2",
                      extra: [("items", Double(items)), ("sections", Double(collectionView.numberOfSections)), ("perItemDelegateUs", Samples(perItem).median * 1e6),
                              ("perItemDelegateRatio", Samples(perItem).median / Samples(baseline).median)])
    }

    static func idleTick() -> Metric {
        let simulation = makeSimulation()
        let collectionView = simulation.collectionView
        let layout = collectionView.collectionViewLayout
        let content = collectionView.contentSize.height - collectionView.size.height
        var now = simulation.clock.now
        var ours: [Double] = [], baseline: [Double] = []
        let inner = 2_000
        for run in 0..<9 {
            // Another scroll position each run, scrambled, then frames until nothing moves.
            collectionView.contentOffset = Point(x: 0, y: content * Double((run * 5) % 9) / 8)
            collectionView.layoutIfNeeded()
            simulation.settle()
            now = simulation.clock.now
            let rect = collectionView.liveRect
            let clock = ContinuousClock()
            var start = clock.now
            for _ in 0..<inner {
                now += Simulation.frameInterval
                simulation.tick(at: now)
            }
            ours.append(Measure.seconds(clock.now - start) / Double(inner))
            start = clock.now
            for _ in 0..<inner { blackHole(layout.attributesForElements(in: rect)) }
            baseline.append(Measure.seconds(clock.now - start) / Double(inner))
        }
        let visible = Double(layout.attributesForElements(in: collectionView.liveRect).count)
        let allocations = Measure.allocations {
            for _ in 0..<100 {
                now += Simulation.frameInterval
                simulation.tick(at: now)
            }
        }
        return Metric(name: "tick.idle", ours: Samples(ours).scaled(1e6), baseline: Samples(baseline).scaled(1e6), unit: "µs",
                      goal: "ratio <= 3",
                      extra: [("visible", visible), ("allocationsPerTick", Double(allocations) / 100),
                              ("skippedPasses", Double(collectionView.skippedLayoutPassCount)),
                              ("layoutPasses", Double(collectionView.layoutPassCount))])
    }
}

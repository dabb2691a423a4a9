import TesseraGeometry
import TesseraLayout
import TesseraDemo

/// Issue 7's figures: one frame of each demo layout at about 200 visible
/// items, and Cover Flow's prepare at a million items.
///
/// A frame is what the collection view does per tick once the layout is
/// prepared: one `attributesForElements(in:)` over the visible bounds. Each
/// window is sized so that about 200 cells are visible (Circle and Stack hold
/// 200 cells by design). The baseline is a plain flow query that returns the
/// same number of cells, measured in the same run. The goal, at most ten flow
/// queries, is issue 7's 20 µs a frame at the flow query's 2 µs here, made a
/// ratio: a layout that turns every cell does trigonometry for each of them.
enum LayoutBenchmarks: BenchmarkSuite {
    static let prefixes = ["layouts."]

    /// One benchmark scenario: a layout, its host and where the frame looks.
    struct Scenario {
        var name: String
        var layout: Layout
        var context: DemoBenchContext
        /// The content offset of the measured frame.
        var offset: Point = .zero
    }

    static func scenarios() -> [Scenario] {
        let spread = SpreadLayout()
        spread.columns = 10
        let compositional = CompositionalGridLayout()
        compositional.columns = 10
        return [
            // 19 cells on each line of a 2400-point window, one line per section.
            Scenario(name: "survey", layout: SurveyLayout(), context: DemoBenchContext(counts: .init(repeating: 19, count: 100),
                                                                                        width: 2400, height: 2400)),
            Scenario(name: "dimensions", layout: DimensionsLayout(), context: DemoBenchContext(counts: [5_000], width: 2000, height: 2400)),
            // 120 points per cell: a 24000-point strip shows 200 of them.
            Scenario(name: "coverflow", layout: CoverFlowLayout(), context: DemoBenchContext(counts: [5_000], width: 24_000, height: 480),
                     offset: Point(x: 12_000, y: 0)),
            Scenario(name: "circle", layout: CircleLayout(), context: DemoBenchContext(counts: [200], width: 1000, height: 1000)),
            Scenario(name: "spread", layout: spread, context: DemoBenchContext(counts: [5_000], width: 800, height: 1600),
                     offset: Point(x: 0, y: 8_000)),
            Scenario(name: "zigzag", layout: ZigZagLayout(), context: DemoBenchContext(counts: .init(repeating: 100, count: 50),
                                                                                        width: 320, height: 20_000),
                     offset: Point(x: 0, y: 100_000)),
            Scenario(name: "rowdecoration", layout: RowDecorationLayout(),
                     context: DemoBenchContext(counts: .init(repeating: 1_000, count: 5), width: 600, height: 1_330),
                     offset: Point(x: 0, y: 20_000)),
            Scenario(name: "zoomonscroll", layout: ZoomOnScrollLayout(), context: DemoBenchContext(counts: [5_000], width: 1000, height: 2200),
                     offset: Point(x: 0, y: 20_000)),
            Scenario(name: "stack", layout: StackLayout(), context: DemoBenchContext(counts: [200], width: 320, height: 480)),
            // Ten 100-point columns a row (the section's 12-point insets aside), twenty rows in a 2000-point window.
            Scenario(name: "compositional", layout: compositional, context: DemoBenchContext(counts: [5_000], width: 1024, height: 2000),
                     offset: Point(x: 0, y: 20_000)),
        ]
    }

    static func run(filter: String?) -> [Metric] {
        var metrics: [Metric] = []
        for s in scenarios() where wanted("layouts.frame.\(s.name)", filter) {
            metrics.append(frame(s))
        }
        if wanted("layouts.coverflow.prepare.1M", filter) {
            metrics.append(coverFlowPrepare())
        }
        if wanted("layouts.compositional.prepare.1M", filter) {
            metrics.append(compositionalPrepare())
        }
        return metrics
    }

    /// One frame of `s`: its visible query, against a flow query of as many cells.
    static func frame(_ s: Scenario) -> Metric {
        s.context.bounds.origin = s.offset
        s.layout.collectionView = s.context
        s.layout.prepareIfNeeded()
        let visible = s.context.bounds
        let result = s.layout.attributesForElements(in: visible)
        let cellCount = result.filter { $0.category == .cell }.count
        let ours = Measure.perCall(inner: 200) { blackHole(s.layout.attributesForElements(in: visible)) }
        let allocations = Measure.allocations { blackHole(s.layout.attributesForElements(in: visible)) }

        // Baseline: 10 columns of 50-point cells, as many rows as it takes to show the same cells.
        let rows = max(1, (cellCount + 9) / 10)
        let flowContext = DemoBenchContext(counts: [cellCount + 1_000], width: 590, height: Double(rows) * 60 - 10)
        let flow = FlowLayout()
        flow.collectionView = flowContext
        flow.prepareIfNeeded()
        let flowVisible = flowContext.bounds
        let baseline = Measure.perCall(inner: 200) { blackHole(flow.attributesForElements(in: flowVisible)) }
        withExtendedLifetime(s.context) {}
        return Metric(name: "layouts.frame.\(s.name)", ours: ours * 1e6, baseline: baseline * 1e6, unit: "µs", goal: "ratio <= 10",
                      extra: [("visible", Double(result.count)), ("visibleCells", Double(cellCount)),
                              ("allocationsPerFrame", Double(allocations))])
    }

    /// The compositional grid's prepare at a million items, ten square items a row, against a flow of the same grid.
    static func compositionalPrepare() -> Metric {
        let million = 1_000_000
        let context = DemoBenchContext(counts: [million], width: 1024, height: 768)
        let grid = CompositionalGridLayout()
        grid.columns = 10
        grid.headerHeight = 0
        grid.backgrounds = false
        grid.sectionInsets = .zero
        grid.itemInsets = .zero
        grid.collectionView = context
        let flow = FlowLayout()
        flow.itemSize = Size(width: 102.4, height: 102.4)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        flow.collectionView = context
        var times: [Double] = [], baselines: [Double] = []
        for _ in 0..<5 {
            times.append(Measure.median(runs: 1) {
                grid.invalidateLayout()
                grid.prepareIfNeeded()
            })
            baselines.append(Measure.median(runs: 1) {
                flow.invalidateLayout()
                flow.prepareIfNeeded()
            })
        }
        times.sort()
        baselines.sort()
        let rows = grid.attributesForItem(at: ElementPath(item: million - 1, section: 0))?.frame.maxY ?? 0
        withExtendedLifetime(context) {}
        // A whole group is resolved once and copied down the section; the rest is writing frames, as the flow does.
        return Metric(name: "layouts.compositional.prepare.1M", ours: times[2] * 1e3, baseline: baselines[2] * 1e3, unit: "ms",
                      goal: "ratio <= 2",
                      extra: [("nsPerItem", times[2] * 1e9 / Double(million)), ("minMs", times[0] * 1e3), ("maxMs", times[4] * 1e3),
                              ("baselineMinMs", baselines[0] * 1e3), ("baselineMaxMs", baselines[4] * 1e3),
                              ("contentHeight", rows)])
    }

    /// Cover Flow's prepare at a million items, against a flow of the same geometry.
    static func coverFlowPrepare() -> Metric {
        let million = 1_000_000
        let context = DemoBenchContext(counts: [million], width: 568, height: 320)
        let coverFlow = CoverFlowLayout()
        coverFlow.collectionView = context
        let flow = FlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = coverFlow.itemSize
        flow.minimumLineSpacing = coverFlow.minimumLineSpacing
        flow.minimumInteritemSpacing = coverFlow.minimumInteritemSpacing
        flow.sectionInset = CoverFlowLayout.seedInsets(for: context.bounds.size)
        flow.collectionView = context
        let ours = Measure.median(runs: 5) {
            coverFlow.invalidateLayout()
            coverFlow.prepareIfNeeded()
        }
        let baseline = Measure.median(runs: 5) {
            flow.invalidateLayout()
            flow.prepareIfNeeded()
        }
        withExtendedLifetime(context) {}
        return Metric(name: "layouts.coverflow.prepare.1M", ours: ours * 1e3, baseline: baseline * 1e3, unit: "ms",
                      goal: "ratio <= 1.5", extra: [("nsPerItem", ours * 1e9 / Double(million))])
    }
}

import TesseraGeometry
import TesseraLayout

extension LayoutContract {
    /// Invalidation is lazy and coalesced: no `prepare()` without an invalidation, one for many.
    static func checkCoalescing<L: Layout>(_ harness: LayoutHarness<L>, into report: inout ContractReport) {
        let layout = harness.layout
        let bounds = harness.bounds
        let settled = layout.prepareCount
        _ = layout.attributesForElements(in: bounds)
        _ = layout.attributesForItem(at: ElementPath(item: 0, section: 0))
        harness.layoutIfNeeded()
        if layout.prepareCount != settled {
            report.add(.coalescing, bounds: bounds,
                       "a layout pass with nothing invalidated ran prepare() again (prepareCount \(settled) → \(layout.prepareCount)): "
                       + "does a query or prepare() invalidate the layout?")
        }
        let before = layout.prepareCount
        for _ in 0..<5 { layout.invalidateLayout() }
        layout.invalidateLayout(with: .boundsOnly)
        if layout.prepareCount != before {
            report.add(.coalescing, bounds: bounds, "invalidateLayout() ran prepare() at once; invalidation must only mark the layout")
        }
        if !layout.needsPrepare {
            report.add(.coalescing, bounds: bounds, "after invalidateLayout() the layout does not need prepare()")
        }
        harness.layoutIfNeeded()
        _ = layout.attributesForElements(in: harness.bounds)
        _ = layout.attributesForItem(at: ElementPath(item: 0, section: 0))
        _ = layout.contentSize
        harness.layoutIfNeeded()
        let ran = layout.prepareCount - before
        if ran != 1 {
            report.add(.coalescing, bounds: bounds,
                       "six invalidations, then two layout passes with queries between them, ran prepare() \(ran) times; expected once")
        }
    }

    /// Detached from its collection view, the layout prepares and answers with nothing; then it is put back.
    static func checkDetached<L: Layout>(_ harness: LayoutHarness<L>, into report: inout ContractReport) {
        let layout = harness.layout
        let keys = [ElementKey.cell(ElementPath(item: 0, section: 0))] + harness.allAttributes.map(\.key)
        let reach = harness.reach
        layout.collectionView = nil
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        let answer = layout.attributesForElements(in: reach)
        if let first = answer.min(by: { $0.key < $1.key }) {
            report.add(.detached, rect: reach, element: first.key,
                       "returns \(answer.count) elements without a collection view, first \(AttributesDump.line(first))")
        }
        if let key = keys.first(where: { layout.attributes(for: $0) != nil }) {
            report.add(.detached, element: key, "\(call(key)) answers without a collection view")
        }
        if layout.contentSize != .zero {
            report.add(.detached, "the content size is \(layout.contentSize) without a collection view; expected zero")
        }
        layout.collectionView = harness.collectionView
        layout.invalidateLayout()
        harness.layoutIfNeeded()
    }
}

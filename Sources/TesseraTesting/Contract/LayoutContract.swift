import TesseraCollection
import TesseraGeometry
import TesseraLayout

/// The `Layout` contract as a check any layout can run in a ``LayoutHarness``:
/// what UIKit expects of a `UICollectionViewLayout` subclass, written down as
/// rules (``ContractViolation/Rule``) and tried at many rectangles and scroll offsets.
///
/// At each offset the harness scrolls there through its collection view (so a
/// layout whose attributes depend on the visible rectangle is invalidated as in
/// the window), takes every element from one query over the whole content, and
/// then asks the layout about each probe rectangle at the same bounds:
///
/// - the query returns exactly the elements whose frames meet the rectangle, each
///   with the attributes the whole-content query gave it, and none twice. Where
///   an element's transform moves what is drawn away from its frame, the layout
///   may go by either: an element must be returned when both its frame and its
///   drawn bounding box meet the rectangle, and may be when either does;
/// - the on-demand queries agree with the whole-content query, and answer nil for
///   items beyond the data; cells and headers belong to the data's sections;
/// - attributes and the content size are finite.
///
/// Once, it checks that invalidations coalesce into one `prepare()` per layout
/// pass and none without one, and that the layout, detached from its collection
/// view, prepares and answers with nothing (the harness is restored afterwards).
///
/// ```swift
/// let harness = LayoutHarness(HexLayout(), sections: [0, 1, 40])
/// XCTAssertEqual(LayoutContract.check(harness), [])
/// // or, with every violation in the failure message:
/// assertLayoutContract(harness)
/// ```
public enum LayoutContract {
    /// The violations `harness.layout` commits, in the order found; empty when it keeps the contract.
    ///
    /// - Parameters:
    ///   - harness: The layout to check, installed in its collection view.
    ///   - rects: Rectangles to probe besides the standard ones (small, screen-sized, straddling the
    ///     content's edges, zero-size, empty, beyond the content and seeded random ones).
    ///   - offsets: The content offsets to check at; nil for the standard ones (the origin, the middle
    ///     and end of the scrollable range, beyond the end, and before the origin).
    ///     The harness is scrolled back to where it was afterwards.
    public static func check<L: Layout>(_ harness: LayoutHarness<L>, rects: [Rect] = [], offsets: [Point]? = nil) -> [ContractViolation] {
        var report = ContractReport(layout: String(describing: type(of: harness.layout as Layout)))
        let start = harness.bounds.origin
        harness.layoutIfNeeded()
        checkCoalescing(harness, into: &report)
        for offset in offsets ?? standardOffsets(harness) {
            checkScroll(harness, to: offset, into: &report)
            checkQueries(harness, extraRects: rects, into: &report)
        }
        harness.scroll(to: start)
        checkDetached(harness, into: &report)
        return report.violations
    }

    /// The origin, the middle and the end of the scrollable range, beyond the end, and before the origin.
    static func standardOffsets<L: Layout>(_ harness: LayoutHarness<L>) -> [Point] {
        let low = harness.collectionView.minimumContentOffset
        let high = harness.collectionView.maximumContentOffset
        let size = harness.bounds.size
        let candidates = [
            Point(x: 0, y: 0),
            Point(x: ((low.x + high.x) / 2).rounded(), y: ((low.y + high.y) / 2).rounded()),
            high,
            Point(x: high.x + size.width / 2, y: high.y + size.height / 2),
            Point(x: low.x - 40, y: low.y - 40),
        ]
        var seen: [Point] = []
        for p in candidates where !seen.contains(p) { seen.append(p) }
        return seen
    }

    /// Scrolls to `offset` and checks that the pass ran at most one `prepare()`, and none when the
    /// layout said the bounds change does not invalidate it.
    static func checkScroll<L: Layout>(_ harness: LayoutHarness<L>, to offset: Point, into report: inout ContractReport) {
        let layout = harness.layout
        let target = Rect(origin: offset, size: harness.bounds.size)
        let invalidates = target != harness.bounds && layout.shouldInvalidateLayout(forBoundsChange: target)
        let before = layout.prepareCount
        harness.scroll(to: offset)
        let ran = layout.prepareCount - before
        if ran > (invalidates ? 1 : 0) {
            report.add(.coalescing, bounds: harness.bounds,
                       "scrolling to \(offset) ran prepare() \(ran) times, though shouldInvalidateLayout(forBoundsChange:) "
                       + "answered \(invalidates) (at most \(invalidates ? 1 : 0) expected)")
        }
    }
}

/// The violations found so far, and the layout's name for each.
struct ContractReport {
    let layout: String
    private(set) var violations: [ContractViolation] = []

    init(layout: String) {
        self.layout = layout
    }

    mutating func add(_ rule: ContractViolation.Rule, rect: Rect? = nil, bounds: Rect? = nil, element: ElementKey? = nil,
                      _ detail: String) {
        violations.append(ContractViolation(layout: layout, rule: rule, rect: rect, bounds: bounds, element: element, detail: detail))
    }
}

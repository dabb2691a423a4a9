import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

final class StickyHeaderTests: XCTestCase {
    func makeLayout(_ direction: FlowLayout.ScrollDirection) -> (FlowLayout, LayoutHarness<FlowLayout>) {
        // Two sections of 10 items (one column of 100×40, 10 apart) under 30-point headers.
        var scenario = FlowScenario(width: 100, height: 200, sections: [10, 10])
        if direction == .horizontal { scenario = scenario.transposed }
        let layout = FlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = direction == .vertical ? Size(width: 100, height: 40) : Size(width: 40, height: 100)
        layout.headerReferenceSize = Size(width: 30, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        return (layout, scenario.harness(layout))
    }

    func along(_ r: Rect, _ d: FlowLayout.ScrollDirection) -> Double { d == .vertical ? r.minY : r.minX }

    func testAPinnedHeaderSticksToTheTopUntilItsSectionPushesItOff() {
        for d in FlowLayout.ScrollDirection.allCases {
            let (layout, harness) = makeLayout(d)
            // Section 0 spans 0..<520: header 30, items 10×40 + 9×10 = 490.
            func header(_ s: Int, at offset: Double) -> LayoutAttributes? {
                harness.scroll(to: d == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0))
                return layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: s))
            }
            XCTAssertEqual(header(0, at: 0).map { along($0.frame, d) }, 0)
            XCTAssertEqual(header(0, at: 0)?.zIndex, 0)
            XCTAssertEqual(header(0, at: 200).map { along($0.frame, d) }, 200)
            XCTAssertEqual(header(0, at: 200)?.zIndex, 10)
            XCTAssertEqual(header(0, at: 500).map { along($0.frame, d) }, 490, "pushed up by the end of its section")
            XCTAssertEqual(header(1, at: 500).map { along($0.frame, d) }, 520, "not pinned before it reaches the top")
            // The query reports the pinned header even though its resting place is off screen.
            harness.scroll(to: d == .vertical ? Point(x: 0, y: 300) : Point(x: 300, y: 0))
            let inView = layout.attributesForElements(in: harness.bounds).filter { $0.category == .supplementary }
            XCTAssertEqual(inView.map(\.indexPath.section), [0])
            XCTAssertEqual(inView.first.map { along($0.frame, d) }, 300)
        }
    }

    func testScrollingWithPinnedHeadersInvalidatesWithoutRecomputingTheCache() {
        let (layout, harness) = makeLayout(.vertical)
        let moved = harness.bounds.offsetBy(dx: 0, dy: 50)
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: moved))
        let invalidation = layout.invalidationContext(forBoundsChange: moved)
        XCTAssertFalse(invalidation.requiresRecompute)
        let calls = harness.data.sizeQuestions, prepares = layout.prepareCount
        harness.scroll(to: moved.origin)
        XCTAssertEqual(layout.prepareCount, prepares + 1, "the collection view invalidated the layout for the scroll")
        XCTAssertEqual(harness.data.sizeQuestions, calls, "a scroll does not ask for sizes again")
    }

    /// The classic sticky-header subclass, as written for UIKit: on a scroll it invalidates only its headers, through
    /// `invalidateSupplementaryElements(ofKind:at:)`, and the flow layout keeps its cached lines.
    final class HeaderInvalidatingLayout: FlowLayout {
        var seen: [InvalidationContext] = []
        override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }
        override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
            var context = InvalidationContext(invalidateFlowLayoutAttributes: false, invalidateFlowLayoutDelegateMetrics: false)
            context.invalidateSupplementaryElements(ofKind: .sectionHeader, at: [ElementPath(item: 0, section: 0)])
            context.invalidateSupplementaryElements(ofKind: .sectionHeader, at: [ElementPath(item: 0, section: 1)])
            context.invalidateDecorationElements(ofKind: "rule", at: [ElementPath(item: 0, section: 1)])
            context.invalidateItems(at: [])
            return context
        }
        override func invalidateLayout(with context: InvalidationContext) {
            seen.append(context)
            super.invalidateLayout(with: context)
        }
    }

    func testALayoutInvalidatesItsHeadersAloneAsUIKitLayoutsDo() {
        let scenario = FlowScenario(width: 100, height: 200, sections: [10, 10])
        let layout = HeaderInvalidatingLayout()
        layout.itemSize = Size(width: 100, height: 40)
        layout.headerReferenceSize = Size(width: 30, height: 30)
        let harness = scenario.harness(layout)
        let calls = harness.data.sizeQuestions
        harness.scroll(to: Point(x: 0, y: 50))
        let context = layout.seen.last
        XCTAssertEqual(context?.invalidatedSupplementaryIndexPaths,
                       [.sectionHeader: [ElementPath(item: 0, section: 0), ElementPath(item: 0, section: 1)]])
        XCTAssertEqual(context?.invalidatedDecorationIndexPaths, ["rule": [ElementPath(item: 0, section: 1)]])
        XCTAssertEqual(context?.requiresRecompute, false, "headers alone leave the cached lines")
        XCTAssertEqual(harness.data.sizeQuestions, calls, "a scroll does not ask for sizes again")
        var merged = InvalidationContext.boundsOnly
        merged.invalidateItems(at: [ElementPath(item: 3, section: 0)])
        merged.merge(context!)
        XCTAssertEqual(merged.invalidatedItemIndexPaths, [ElementPath(item: 3, section: 0)])
        XCTAssertEqual(merged.invalidatedSupplementaryIndexPaths[.sectionHeader]?.count, 2)
        XCTAssertEqual(merged.invalidatedDecorationIndexPaths["rule"], [ElementPath(item: 0, section: 1)])
    }
}

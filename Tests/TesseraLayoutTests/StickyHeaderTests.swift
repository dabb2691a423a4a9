import XCTest
import TesseraGeometry
@testable import TesseraLayout

final class StickyHeaderTests: XCTestCase {
    func makeLayout(_ direction: FlowLayout.ScrollDirection) -> (FlowLayout, TestLayoutContext) {
        // Two sections of 10 items (one column of 100×40, 10 apart) under 30-point headers.
        var context = TestLayoutContext(width: 100, height: 200, sections: [.init(count: 10), .init(count: 10)])
        if direction == .horizontal { context = context.transposed() }
        let layout = FlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = direction == .vertical ? Size(width: 100, height: 40) : Size(width: 40, height: 100)
        layout.headerReferenceSize = Size(width: 30, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.collectionView = context
        layout.prepareIfNeeded()
        return (layout, context)
    }

    func along(_ r: Rect, _ d: FlowLayout.ScrollDirection) -> Double { d == .vertical ? r.minY : r.minX }

    func testAPinnedHeaderSticksToTheTopUntilItsSectionPushesItOff() {
        for d in FlowLayout.ScrollDirection.allCases {
            let (layout, context) = makeLayout(d)
            // Section 0 spans 0..<520: header 30, items 10×40 + 9×10 = 490.
            func header(_ s: Int, at offset: Double) -> LayoutAttributes? {
                context.bounds.origin = d == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
                return layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: s))
            }
            XCTAssertEqual(header(0, at: 0).map { along($0.frame, d) }, 0)
            XCTAssertEqual(header(0, at: 0)?.zIndex, 0)
            XCTAssertEqual(header(0, at: 200).map { along($0.frame, d) }, 200)
            XCTAssertEqual(header(0, at: 200)?.zIndex, 10)
            XCTAssertEqual(header(0, at: 500).map { along($0.frame, d) }, 490, "pushed up by the end of its section")
            XCTAssertEqual(header(1, at: 500).map { along($0.frame, d) }, 520, "not pinned before it reaches the top")
            // The query reports the pinned header even though its resting place is off screen.
            let visible = context.bounds
            context.bounds.origin = d == .vertical ? Point(x: 0, y: 300) : Point(x: 300, y: 0)
            let inView = layout.attributesForElements(in: context.bounds).filter { $0.category == .supplementary }
            XCTAssertEqual(inView.map(\.indexPath.section), [0])
            XCTAssertEqual(inView.first.map { along($0.frame, d) }, 300)
            context.bounds = visible
        }
    }

    func testScrollingWithPinnedHeadersInvalidatesWithoutRecomputingTheCache() {
        let (layout, context) = makeLayout(.vertical)
        let moved = context.bounds.offsetBy(dx: 0, dy: 50)
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: moved))
        let invalidation = layout.invalidationContext(forBoundsChange: moved)
        XCTAssertFalse(invalidation.requiresRecompute)
        layout.invalidateLayout(with: invalidation)
        context.bounds = moved
        let calls = context.sizeCalls
        layout.prepareIfNeeded()
        XCTAssertEqual(context.sizeCalls, calls, "a scroll does not ask for sizes again")
    }
}

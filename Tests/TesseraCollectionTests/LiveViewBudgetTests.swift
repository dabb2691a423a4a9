import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Live views are bounded by what can be seen: at most `maximumLiveViews`, chosen deterministically, and over
/// that budget no view for an element drawn smaller than a pixel.
final class LiveViewBudgetTests: XCTestCase {
    /// Five cells, two drawn smaller than a pixel: a quarter of a pixel, and 30 × 30 shrunk to 0.36 px².
    private func subPixelFixture() -> Fixture {
        let layout = PileLayout()
        layout.adjust = { i, a in
            a.zIndex = 0
            a.center = Point(x: 20 + Double(i) * 50, y: 100)
            switch i {
            case 0: a.size = Size(width: 0.5, height: 0.5)                   // a quarter of a pixel
            case 1: a.transform3D = Transform3D(scaleX: 0.02, y: 0.02, z: 1) // 30 × 30 shrunk to 0.36 px²
            case 2: a.size = Size(width: 40, height: 0.05)                   // a hairline of 2 px²
            case 3:                                                           // 0.5 × 0.5 grown to 25 px²
                a.size = Size(width: 0.5, height: 0.5)
                a.transform3D = Transform3D(scaleX: 10, y: 10, z: 1)
            default: break
            }
        }
        layout.itemSize = Size(width: 30, height: 30)
        return Fixture(counts: [5], layout: layout)
    }

    /// Over the budget, cells drawn smaller than a pixel are the first refused a view.
    func testOverTheBudgetCellsDrawnSmallerThanAPixelThroughTheirTransformGetNoViewAndAreNotDrawnOrHit() {
        let f = subPixelFixture()
        f.collectionView.maximumLiveViews = 3
        f.collectionView.collectionViewLayout.invalidateLayout()
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, [ip(0, 2), ip(0, 3), ip(0, 4)])
        XCTAssertEqual(f.collectionView.presentedAttributes.map(\.indexPath), [ip(0, 2), ip(0, 3), ip(0, 4)])
        XCTAssertNil(f.collectionView.cellForItem(at: ip(0, 0)))
        XCTAssertNil(f.collectionView.indexPathForItem(at: Point(x: 20, y: 100)), "a sub-pixel cell takes no touch")
        XCTAssertNil(f.collectionView.indexPathForItem(at: Point(x: 70, y: 100)), "nor does one shrunk below a pixel")
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 170, y: 100)), ip(0, 3))
    }

    /// Within the budget every cell gets its view, as in UIKit, however small it is drawn; the tiny ones still take
    /// no touch. They used to get none, so a self-sizing cell estimated a fraction of a point large was never shown,
    /// never sized, and the screen stayed blank.
    func testWithinTheBudgetCellsDrawnSmallerThanAPixelGetTheirViewsButTakeNoTouch() {
        let f = subPixelFixture()
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, (0..<5).map { ip(0, $0) })
        XCTAssertNotNil(f.collectionView.cellForItem(at: ip(0, 0)))
        XCTAssertNil(f.collectionView.indexPathForItem(at: Point(x: 20, y: 100)), "a sub-pixel cell takes no touch")
        XCTAssertNil(f.collectionView.indexPathForItem(at: Point(x: 70, y: 100)), "nor does one shrunk below a pixel")
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 170, y: 100)), ip(0, 3))
    }

    func testAPileOfTwentyThousandCellsGetsTheDefaultBudgetOfViewsAndKeepsItsTopmostCards() {
        let f = Fixture(counts: [20_000], layout: PileLayout(), delegate: false)
        let budget = CollectionView.defaultMaximumLiveViews
        XCTAssertEqual(f.collectionView.liveViewCount, budget)
        XCTAssertEqual(f.collectionView.createdViewCount, budget)
        XCTAssertEqual(f.collectionView.presentedAttributes.count, budget)
        let visible = f.collectionView.indexPathsForVisibleItems
        XCTAssertEqual(visible.first, ip(0, 0), "item 0 is the top of the pile")
        XCTAssertEqual(visible.last, ip(0, budget - 1))
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 160, y: 240)), ip(0, 0))
        f.advance(.milliseconds(16))
        XCTAssertEqual(f.collectionView.createdViewCount, budget, "a steady frame makes no views")
    }

    func testOverTheBudgetElementsOnScreenComeBeforeTheMarginAndHigherZIndexesFirst() {
        let layout = PileLayout()
        layout.itemSize = Size(width: 20, height: 20)
        layout.adjust = { i, a in
            switch i {
            case 0..<5: a.zIndex = 1; a.center = Point(x: 20 + Double(i) * 30, y: 100)   // on screen, above
            case 5..<10: a.zIndex = 0; a.center = Point(x: 20 + Double(i) * 30, y: 100)  // on screen, below
            default: a.zIndex = 9; a.center = Point(x: 20 + Double(i - 10) * 30, y: 510) // in the margin, topmost
            }
        }
        let f = Fixture(counts: [20], layout: layout)
        XCTAssertEqual(f.collectionView.liveViewCount, 20)
        f.collectionView.maximumLiveViews = 7
        f.collectionView.tick()
        // All five of zIndex 1, then two of the five of zIndex 0, spread evenly; none in the margin.
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, [0, 1, 2, 3, 4, 6, 8].map { ip(0, $0) })
        f.collectionView.maximumLiveViews = 12
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.indexPathsForPreparedItems, (0..<10).map { ip(0, $0) } + [ip(0, 12), ip(0, 17)])
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, (0..<10).map { ip(0, $0) }, "the margin's are kept, not visible")
    }

    func testARowOfEqualCellsOverTheBudgetIsThinnedEvenlyAndOnlyTheDrawnOnesTakeTouches() {
        let layout = PileLayout()
        layout.itemSize = Size(width: 2, height: 10)
        layout.adjust = { i, a in a.zIndex = 0; a.center = Point(x: 10 + Double(i) * 3, y: 100) }
        let f = Fixture(counts: [100], layout: layout)
        f.collectionView.maximumLiveViews = 10
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, stride(from: 4, to: 100, by: 10).map { ip(0, $0) })
        XCTAssertEqual(f.collectionView.visibleCells.count, 10)
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 10 + 14 * 3, y: 100)), ip(0, 14))
        XCTAssertNil(f.collectionView.indexPathForItem(at: Point(x: 10 + 15 * 3, y: 100)), "item 15 is not drawn")
    }

    func testTheItemBeingMovedKeepsItsViewWhenTheBudgetRefusesItsPlaceInThePile() {
        let f = Fixture(counts: [100], layout: PileLayout())
        f.collectionView.maximumLiveViews = 10
        f.collectionView.tick()
        XCTAssertNil(f.cell(ip(0, 99)), "the bottom card has no view")
        XCTAssertTrue(f.collectionView.beginInteractiveMovementForItem(at: ip(0, 99)))
        XCTAssertNotNil(f.cell(ip(0, 99)))
        XCTAssertEqual(f.collectionView.liveViewCount, 10)
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 300, y: 400))
        f.advance(.milliseconds(100))
        XCTAssertNotNil(f.collectionView.cellForItem(at: f.collectionView.interactiveMovementTarget!))
        XCTAssertLessThanOrEqual(f.collectionView.liveViewCount, 10)
    }

    func testAnUpdateOverAHugePileAnimatesNoMoreElementsThanTheBudgetAllows() throws {
        let f = Fixture(counts: [2_000], layout: PileLayout())
        f.collectionView.maximumLiveViews = 20
        f.collectionView.tick()
        f.data.sections[0].insert(TestItem(uid: f.data.freshUID()), at: 0)
        try f.collectionView.performBatchUpdates { $0.insertItems(at: [ip(0, 0)]) }
        XCTAssertLessThanOrEqual(f.collectionView.animator.animatedElementCount, 2 * 20)
        f.advance(.milliseconds(100))
        XCTAssertEqual(f.collectionView.liveViewCount, 20)
        XCTAssertEqual(f.cell(ip(0, 0))?.uid, f.data.sections[0][0].uid, "the inserted card is on top")
        f.advance(.seconds(1))
        XCTAssertFalse(f.collectionView.animator.isAnimating)
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, (0..<20).map { ip(0, $0) })
    }

    func testAStreamedChoiceKeepsExactlyTheElementsTheWholeArrayChoiceKeeps() {
        // Deterministic candidates: zIndex groups that tie, sub-pixel ones, and ones only in the margin.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: UInt64) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % n)
        }
        let bounds = Rect(x: 0, y: 0, width: 320, height: 480)
        let candidates: [LayoutAttributes] = (0..<3_000).map { i in
            let y = next(5) == 0 ? 500.0 : Double(next(480))
            let side = next(7) == 0 ? 0.5 : 20.0
            var a = LayoutAttributes(forCellAt: ip(0, i), center: Point(x: Double(next(320)), y: y),
                                     size: Size(width: side, height: side))
            a.zIndex = next(4)
            return a
        }
        for limit in [0, 1, 7, 100, 1_234, 2_599, 2_600, 5_000] {
            for moving in [nil, ElementKey.cell(ip(0, 17))] {
                var whole = LiveViewBudget(), streamed = LiveViewBudget()
                whole.choose(from: candidates, limit: limit, bounds: bounds, movingKey: moving)
                var kept: [ElementPath] = []
                streamed.choose(streaming: { body in candidates.forEach(body) }, limit: limit, bounds: bounds,
                                movingKey: moving, keep: { kept.append($0.indexPath) })
                let expected = candidates.indices.filter { whole.keeps[$0] }.map { candidates[$0].indexPath }
                XCTAssertEqual(kept, expected, "limit \(limit), moving \(String(describing: moving))")
                XCTAssertEqual(streamed.refusedOverLimit, whole.refusedOverLimit, "limit \(limit)")
                XCTAssertEqual(streamed.refusedAsSubPixel, whole.refusedAsSubPixel, "limit \(limit)")
            }
        }
    }

    func testAPassOverMoreElementsThanItHoldsNeverAsksAStreamingLayoutForAnArray() {
        // 5 000 cells against a budget of 10: past the 4 096 candidates a pass holds for it.
        let layout = PileLayout()
        layout.streams = true
        let f = Fixture(counts: [5_000], layout: layout, delegate: false)
        f.collectionView.maximumLiveViews = 10
        f.collectionView.tick()
        f.advance(.milliseconds(16))
        XCTAssertEqual(layout.arrayQueries, 0, "the collection view reads the layout through forEachElement(in:_:)")
        XCTAssertEqual(f.collectionView.liveViewCount, 10)
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, (0..<10).map { ip(0, $0) }, "the top of the pile")
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 160, y: 240)), ip(0, 0))
    }

    /// A touch outside the live area, or before any pass has presented anything, asks the layout for the elements
    /// around it; it built the array of them all, 5.8 GB under a tap on ten million cells piled at one point.
    func testHitTestingOutsideTheLiveAreaStreamsTheLayoutsElements() {
        let layout = PileLayout()
        layout.streams = true
        let f = Fixture(counts: [5_000], layout: layout, delegate: false)
        f.collectionView.maximumLiveViews = 10
        f.collectionView.tick()
        let before = layout.arrayQueries
        // Far below the live area: the pile is drawn there too, once the content is scrolled away from it.
        f.collectionView.setContentOffset(Point(x: 0, y: 5000), animated: false)
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 160, y: 240)), ip(0, 0), "the top of the pile, found by the layout")
        XCTAssertEqual(layout.arrayQueries, before, "the layout is streamed, not asked for an array")
    }

    func testALayoutThatOnlyReturnsArraysIsStillReadThroughItsArray() {
        let layout = PileLayout()
        let f = Fixture(counts: [5_000], layout: layout, delegate: false)
        f.collectionView.maximumLiveViews = 10
        f.collectionView.tick()
        XCTAssertGreaterThan(layout.arrayQueries, 0)
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, (0..<10).map { ip(0, $0) })
    }

    func testALayoutChangeOverAHugePileAnimatesNoMoreElementsThanTheBudgetAllows() {
        let f = Fixture(counts: [2_000], layout: PileLayout())
        f.collectionView.maximumLiveViews = 20
        f.collectionView.tick()
        let other = PileLayout()
        other.center = Point(x: 100, y: 300)
        f.collectionView.setCollectionViewLayout(other, animated: true)
        XCTAssertLessThanOrEqual(f.collectionView.animator.animatedElementCount, 2 * 20)
        f.advance(.milliseconds(100))
        XCTAssertEqual(f.collectionView.liveViewCount, 20)
    }
}

/// Section 0's items piled on one spot, item 0 on top (zIndex n − i), as the
/// Stack layout piles them; `adjust` changes any item's attributes.
final class PileLayout: Layout {
    var itemSize = Size(width: 100, height: 100)
    var center = Point(x: 160, y: 240)
    var adjust: ((Int, inout LayoutAttributes) -> Void)?
    private var cells: [LayoutAttributes] = []

    override func prepare() {
        let n = collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0
        cells = (0..<n).map { i in
            var a = LayoutAttributes(forCellAt: ip(0, i), center: center, size: itemSize)
            a.zIndex = n - i
            adjust?(i, &a)
            return a
        }
    }

    override var contentSize: Size { Size(width: 320, height: 480) }
    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        arrayQueries += 1
        return cells.filter { meets($0, rect) }
    }

    /// Whether the layout hands out its elements one at a time instead of through an array.
    var streams = false
    /// How many times ``attributesForElements(in:)`` was asked.
    private(set) var arrayQueries = 0

    override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard streams else { return super.forEachElement(in: rect, body) }
        for a in cells where meets(a, rect) { body(a) }
    }

    private func meets(_ a: LayoutAttributes, _ rect: Rect) -> Bool {
        a.projection.quad.map { $0.boundingBox.intersects(rect) } ?? false
    }
    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        indexPath.section == 0 && indexPath.item >= 0 && indexPath.item < cells.count ? cells[indexPath.item] : nil
    }
}

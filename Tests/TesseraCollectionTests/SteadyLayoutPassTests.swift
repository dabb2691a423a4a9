import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A flow layout with headers whose attributes follow the clock when asked to.
private final class ClockReadingFlowLayout: FlowLayout {
    override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        _ = collectionView?.currentTime
        super.forEachElement(in: rect, body)
    }
}

/// A flow layout that draws every cell half as large again: drawn boxes reach past the frames.
private final class EnlargingFlowLayout: FlowLayout {
    override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        super.forEachElement(in: rect) { a in
            var b = a
            b.transform3D = Transform3D(scaleX: 1.5, y: 1.5, z: 1)
            body(b)
        }
    }
}

/// A cell that would like to be 10 pt wider than it is given.
private final class WideningCell: TestCell {
    override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var a = attributes
        a.size.width += 10
        return a
    }
}

final class SteadyLayoutPassTests: XCTestCase {
    func testMeetsOneAgreesWithIntersectsOnEveryKindOfRectangle() {
        // Edges drawn from a few values so that boxes share edges, have no width, or are null.
        var generator = SystemRandomNumberGenerator()
        let values: [Double] = [-50, -10, 0, 0, 5, 10, 10, 20, 40, 100]
        func rect() -> Rect {
            if Int.random(in: 0..<15, using: &generator) == 0 { return .null }
            return Rect(x: values.randomElement(using: &generator)!, y: values.randomElement(using: &generator)!,
                        width: values.randomElement(using: &generator)!, height: values.randomElement(using: &generator)!)
        }
        for _ in 0..<20_000 {
            let a = rect(), b = rect(), box = rect()
            let spansA = CollectionView.Spans(a), spansB = CollectionView.Spans(b)
            let meets = CollectionView.meetsOne(box, spansA, spansB, both: .overlap(spansA, spansB))
            XCTAssertEqual(meets, box.intersects(a) != box.intersects(b), "\(box) against \(a) and \(b)")
        }
    }

    /// Everything a pass leaves that can be seen: the presented attributes in order, the views
    /// kept, the display calls so far, and what each kept cell was last given.
    func outcome(_ f: Fixture) -> [String] {
        let cv = f.collectionView
        return cv.presentedAttributes.map { "\($0.key) \($0.frame)" }
            + ["prepared \(cv.indexPathsForPreparedItems)", "visible \(cv.indexPathsForVisibleItems)"]
            + f.data.displayEvents
            + cv.indexPathsForPreparedItems.map { "\($0) shows \(String(describing: f.cell($0)?.attributes?.frame))" }
    }

    /// Scrolls two fixtures, one with steady passes and one without, through the same offsets.
    func assertSameAsFullPasses(counts: [Int], headers: Double?, offsets: [Point], layout: () -> Layout = { FlowLayout() },
                                cellClass: TestCell.Type = TestCell.self, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let steady = Fixture(counts: counts, layout: layout(), cellClass: cellClass)
        let full = Fixture(counts: counts, layout: layout(), cellClass: cellClass)
        full.collectionView.allowsSteadyPasses = false
        for f in [steady, full] {
            f.data.headerHeight = headers
            f.layout.invalidateLayout()
            f.advance(.milliseconds(16))
        }
        for (step, offset) in offsets.enumerated() {
            for f in [steady, full] {
                f.collectionView.contentOffset = offset
                f.advance(.milliseconds(16))
            }
            XCTAssertEqual(outcome(steady), outcome(full), "step \(step) at \(offset)", file: file, line: line)
        }
        XCTAssertEqual(full.collectionView.steadyLayoutPassCount, 0, file: file, line: line)
        return steady.collectionView.steadyLayoutPassCount
    }

    func testSmallScrollStepsRunSteadyPassesThatLeaveWhatFullPassesLeave() {
        // Steps of 7 pt down and back, then jumps of a screen and more, in sections with headers.
        var offsets: [Point] = []
        var y = 0.0
        for k in 0..<120 { y += k < 60 ? 7 : -5; offsets.append(Point(x: 0, y: y)) }
        offsets += [Point(x: 0, y: 2_000), Point(x: 0, y: 2_003), Point(x: 0, y: 600), Point(x: 0, y: 596), Point(x: 0, y: 0)]
        let steadyPasses = assertSameAsFullPasses(counts: [300, 40, 200], headers: 30, offsets: offsets)
        XCTAssertGreaterThan(steadyPasses, 100, "most small steps are steady passes")
    }

    func testRandomScrollingLeavesWhatFullPassesLeave() {
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 33) / Double(1 << 31)
        }
        var y = 1_000.0
        let offsets = (0..<200).map { _ -> Point in
            y = max(0, min(9_000, y + (next() < 0.9 ? (next() - 0.5) * 80 : (next() - 0.5) * 4_000)))
            return Point(x: 0, y: y.rounded())
        }
        XCTAssertGreaterThan(assertSameAsFullPasses(counts: [2_000], headers: nil, offsets: offsets), 0)
    }

    func testTransformedElementsAreDisplayedByTheirDrawnBoxesAsInFullPasses() {
        // Cells drawn larger than their frames come on screen before their frames do.
        let offsets = (1...90).map { Point(x: 0, y: Double($0) * 9) }
        XCTAssertGreaterThan(assertSameAsFullPasses(counts: [600], headers: nil, offsets: offsets, layout: { EnlargingFlowLayout() }), 50)
    }

    func testCellsThatAskForSizesTheLayoutRefusesDoNotStopSteadyPasses() {
        // A flow layout with no estimated size keeps its own sizes. Each cell that comes into view
        // asks for another and is refused, and the next step can still be a steady pass. Steps of 9 pt
        // bring a new row of 50 pt cells every six steps.
        let offsets = (1...90).map { Point(x: 0, y: Double($0) * 9) }
        let steadyPasses = assertSameAsFullPasses(counts: [600], headers: 30, offsets: offsets, cellClass: WideningCell.self)
        XCTAssertEqual(steadyPasses, offsets.count)
    }

    func testCellsThatSizeThemselvesLeaveWhatFullPassesLeave() {
        // With an estimated size the layout takes what each cell asks: it prepares again, and the
        // pass after is a full one.
        let offsets = (1...90).map { Point(x: 0, y: Double($0) * 9) }
        _ = assertSameAsFullPasses(counts: [600], headers: 30, offsets: offsets, layout: {
            let flow = FlowLayout()
            flow.estimatedItemSize = Size(width: 50, height: 50)
            return flow
        }, cellClass: WideningCell.self)
    }

    func testALayoutThatReadsTheClockOrIsPreparedAgainNeverRunsASteadyPass() {
        let reading = Fixture(counts: [500], layout: ClockReadingFlowLayout())
        for k in 1...20 {
            reading.collectionView.contentOffset = Point(x: 0, y: Double(k) * 7)
            reading.advance(.milliseconds(16))
        }
        XCTAssertEqual(reading.collectionView.steadyLayoutPassCount, 0)

        let spy = SpyFlowLayout()
        spy.invalidateOnBoundsChange = true
        let invalidating = Fixture(counts: [500], layout: spy)
        for k in 1...20 {
            invalidating.collectionView.contentOffset = Point(x: 0, y: Double(k) * 7)
            invalidating.advance(.milliseconds(16))
        }
        XCTAssertEqual(invalidating.collectionView.steadyLayoutPassCount, 0)
    }

    func testAnAnimationOrAChangeOfTheLiveElementsEndsSteadyPasses() throws {
        let f = Fixture(counts: [500])
        f.collectionView.contentOffset = Point(x: 0, y: 7)
        f.advance(.milliseconds(16))
        f.collectionView.contentOffset = Point(x: 0, y: 14)
        f.advance(.milliseconds(16))
        let steady = f.collectionView.steadyLayoutPassCount
        XCTAssertGreaterThan(steady, 0)
        // A batch update re-prepares the layout and animates: the next passes are full ones.
        try f.collectionView.performBatchUpdates { $0.deleteItems(at: [ip(0, 3)]); f.data.sections[0].remove(at: 3) }
        f.collectionView.contentOffset = Point(x: 0, y: 21)
        f.advance(.milliseconds(16))
        XCTAssertEqual(f.collectionView.steadyLayoutPassCount, steady)
        // Once the animation has ended and a full pass has run, small steps are steady again.
        f.advance(.seconds(1))
        for y in [28.0, 35, 42] {
            f.collectionView.contentOffset = Point(x: 0, y: y)
            f.advance(.milliseconds(16))
        }
        XCTAssertGreaterThan(f.collectionView.steadyLayoutPassCount, steady)
    }
}

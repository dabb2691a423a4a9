import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraTesting

/// Item sizes and spacings that leave an item no room along its line. These used to trap
/// converting an infinite column count to an integer; they are valid scenes, so the flow
/// defines them: an item that takes no room along the line (width + spacing ≤ 0) gets a
/// line of its own, and a tiny or denormal width gives a bounded column count.
final class FlowDegenerateSizeTests: XCTestCase {
    func flow(_ size: Size, interitem: Double, line: Double = 10, vertical: Bool = true) -> FlowLayout {
        let f = FlowLayout()
        f.itemSize = size
        f.minimumInteritemSpacing = interitem
        f.minimumLineSpacing = line
        f.scrollDirection = vertical ? .vertical : .horizontal
        return f
    }

    func testZeroWidthItemsWithNoSpacingEachGetALineCentredAcrossTheWidth() {
        let f = flow(Size(width: 0, height: 50), interitem: 0)
        let h = LayoutHarness(f, size: Size(width: 320, height: 480), sections: [2])
        XCTAssertEqual(h.cellAttributes.map(\.frame), [Rect(x: 160, y: 0, width: 0, height: 50),
                                                       Rect(x: 160, y: 60, width: 0, height: 50)])
        XCTAssertEqual(f.lines.map(\.items), [0..<1, 1..<2])
    }

    func testANegativeSpacingThatCancelsTheWidthStacksTheItemsOneALine() {
        let f = flow(Size(width: 50, height: 50), interitem: -50, line: 0)
        let h = LayoutHarness(f, size: Size(width: 320, height: 480), sections: [3])
        XCTAssertEqual(h.cellAttributes.map(\.frame.minY), [0, 50, 100])
        XCTAssertEqual(h.cellAttributes.map(\.frame.midX), [160, 160, 160])
    }

    func testTinyAndDenormalWidthsFitOnOneLineWithoutOverflowingTheColumnCount() {
        for w in [1e-300, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude] {
            let f = flow(Size(width: w, height: 20), interitem: 0)
            let h = LayoutHarness(f, size: Size(width: 320, height: 480), sections: [1000])
            XCTAssertEqual(f.lines.count, 1, "width \(w)")
            XCTAssertEqual(h.cellAttributes.count, 1000)
            XCTAssertTrue(h.cellAttributes.allSatisfy { $0.frame.minX.isFinite && $0.frame.minX >= 0 && $0.frame.minX <= 320 })
        }
    }

    func testTheTransposedCasesHoldWhenScrollingHorizontally() {
        let f = flow(Size(width: 50, height: 0), interitem: 0, vertical: false)
        let h = LayoutHarness(f, size: Size(width: 320, height: 480), sections: [2])
        XCTAssertEqual(h.cellAttributes.map(\.frame), [Rect(x: 0, y: 240, width: 50, height: 0),
                                                       Rect(x: 60, y: 240, width: 50, height: 0)])
    }

    func testMixedSectionsWithZeroSizedItemsLayOutEveryItem() {
        let f = flow(Size(width: 0, height: 0), interitem: 0, line: 0)
        let sizes: [[Size]?] = [nil, [Size(width: 0, height: 0), Size(width: 1e-300, height: 5), Size(width: 5, height: 5)]]
        let h = LayoutHarness(f, size: Size(width: 320, height: 480), counts: [50, 3], itemSizes: sizes)
        XCTAssertEqual(h.cellAttributes.count, 53)
        XCTAssertTrue(h.cellAttributes.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite })
    }
}

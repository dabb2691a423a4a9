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

    /// A delegate that answers a negative or NaN size. UIKit refuses negative sizes ("Both values must be greater
    /// than 0", UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)); the flow takes such a
    /// side as 0, so the lines never run backwards and nothing turns NaN.
    func testNegativeAndNaNItemSizesCountAsZeroAndLeaveTheRestInPlace() {
        let f = flow(Size(width: 50, height: 50), interitem: 10)
        let sizes = [Size(width: 100, height: 50), Size(width: 100, height: -20), Size(width: .nan, height: 30),
                     Size(width: 100, height: .infinity), Size(width: 100, height: 50)]
        let h = LayoutHarness(f, size: Size(width: 100, height: 480), sections: [HarnessSection(itemSizes: sizes)])
        XCTAssertTrue(h.contentSize.height.isFinite)
        let frames = h.cellAttributes.map(\.frame)
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(frames.map(\.minY), [0, 60, 70, 110, 120], "each line below the one before")
        XCTAssertEqual(frames[1].height, 0)
        XCTAssertEqual(frames[2].width, 0)
        XCTAssertTrue(frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite })
    }

    /// A negative line spacing overlaps the lines on purpose (carousels do it). With lines shorter than the overlap,
    /// later lines start above earlier ones, and a query still finds every item whose frame meets the rectangle.
    func testANegativeLineSpacingThatRunsLinesBackwardsStillFindsEveryItemAQueryMeets() {
        let f = flow(Size(width: 100, height: 100), interitem: 10, line: -30)
        let sizes = [Size(width: 100, height: 100), Size(width: 100, height: 20), Size(width: 100, height: 100)]
        let h = LayoutHarness(f, size: Size(width: 100, height: 480), sections: [HarnessSection(itemSizes: sizes)])
        let frames = h.cellAttributes.map(\.frame)
        XCTAssertEqual(frames.map(\.minY), [0, 70, 60], "the third line starts above the second")
        for rect in [Rect(x: 0, y: 95, width: 100, height: 105), Rect(x: 0, y: 0, width: 100, height: 65),
                     Rect(x: 0, y: 150, width: 100, height: 5), Rect(x: 0, y: 300, width: 100, height: 5)] {
            let expected = (0..<3).filter { frames[$0].intersects(rect) }
            let found = f.attributesForElements(in: rect).map(\.indexPath.item).sorted()
            XCTAssertEqual(found, expected, "query \(rect)")
        }
    }
}

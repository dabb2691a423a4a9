import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

final class ZigZagLayoutTests: XCTestCase {
    private var harnesses: [AnyObject] = []

    private func zigzag(_ counts: [Int]) -> ZigZagLayout {
        let harness = LayoutHarness(ZigZagLayout(), size: Size(width: 320, height: 480), counts: counts)
        harnesses.append(harness)
        return harness.layout
    }

    func testCellsAlternateBetweenTwoColumnsUnderAFullWidthHeaderPerSection() {
        let layout = zigzag([2, 3])
        // Header 0 at 0; first centre 40 + 20 + 40 = 100; then 100 more per cell.
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ElementPath(item: 0, section: 0))?.frame,
                       Rect(x: 0, y: 0, width: 320, height: 40))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.center, Point(x: 100, y: 100))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 0))?.center, Point(x: 200, y: 200))
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ElementPath(item: 0, section: 1))?.frame,
                       Rect(x: 0, y: 300, width: 320, height: 40))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 1))?.center, Point(x: 100, y: 400))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 2, section: 1))?.frame, Rect(x: 60, y: 560, width: 80, height: 80))
        XCTAssertEqual(layout.contentSize, Size(width: 320, height: 700 + 20))
        XCTAssertEqual(ZigZagLayout.centerX(item: 7), 200)
    }

    func testTheConstantsAreParameters() {
        let layout = zigzag([2])
        layout.cellSize = 50
        layout.sectionHeight = 30
        layout.verticalSpace = 10
        layout.prepareIfNeeded()
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 0))?.frame, Rect(x: 175, y: 100, width: 50, height: 50))
    }

    func testAQueryReturnsOnlyTheElementsThatIntersect() {
        let layout = zigzag([5, 0, 12, 1, 40])
        let all = everything(layout)
        XCTAssertEqual(all.count, 58 + 5)
        for rect in [Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 0, y: 1234, width: 320, height: 480),
                     Rect(x: 150, y: 0, width: 20, height: 10_000), Rect(x: 0, y: 640, width: 320, height: 20),
                     Rect(x: 0, y: 1_000_000, width: 320, height: 480)] {
            XCTAssertEqual(layout.attributesForElements(in: rect).sorted { $0.key < $1.key }, expected(all, in: rect), "\(rect)")
        }
        XCTAssertEqual(layout.attributesForElements(in: Rect(x: 0, y: 100, width: 320, height: 1)).map(\.indexPath),
                       [ElementPath(item: 0, section: 0)])
    }
}

import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

final class SpreadLayoutTests: XCTestCase {
    private var harnesses: [AnyObject] = []

    private func spread(_ counts: [Int]) -> (LayoutHarness<SpreadLayout>, SpreadLayout) {
        let harness = LayoutHarness(SpreadLayout(), size: Size(width: 320, height: 480), counts: counts)
        harnesses.append(harness)
        return (harness, harness.layout)
    }

    func testCellCentresAreSpreadDistanceApartInFourCentredColumns() {
        let (_, layout) = spread([10])
        // Spread 80: columns at 160 + (c − 1.5)·80, rows at 40 + r·80.
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.center, Point(x: 40, y: 40))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 3, section: 0))?.center, Point(x: 280, y: 40))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 6, section: 0))?.center, Point(x: 200, y: 120))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 9, section: 0))?.frame, Rect(x: 90, y: 170, width: 60, height: 60))
        XCTAssertEqual(layout.contentSize, Size(width: 320, height: 2 * 80 + 80))
        XCTAssertNil(layout.attributesForItem(at: ElementPath(item: 10, section: 0)))
    }

    func testARectangleReachingFarPastTheContentFindsTheCellsItMeetsWithoutOverflowingAnIndex() {
        // `tessera attributes --rect -1e300,0,1,1` trapped converting the rectangle's column to an Int.
        let (_, layout) = spread([10])
        XCTAssertEqual(layout.attributesForElements(in: Rect(x: -1e300, y: 0, width: 1, height: 1)), [])
        XCTAssertEqual(layout.attributesForElements(in: Rect(x: 0, y: 0, width: 1e300, height: 1e300)).count, 10)
        XCTAssertEqual(layout.attributesForElements(in: Rect(x: -1e300, y: -1e300, width: .greatestFiniteMagnitude,
                                                             height: .greatestFiniteMagnitude)).count, 10)
        var streamed = 0
        layout.forEachElement(in: Rect(x: 1e300, y: 1e300, width: 1, height: 1)) { _ in streamed += 1 }
        XCTAssertEqual(streamed, 0)
    }

    func testUpdatingTheSpreadDistanceMovesTheCellsApartAndInvalidates() {
        let (_, layout) = spread([8])
        layout.updateSpreadDistance(100)
        XCTAssertTrue(layout.needsPrepare)
        layout.prepareIfNeeded()
        // The grid is 400 wide, wider than the window: the content widens and the grid is centred in it.
        XCTAssertEqual(layout.contentSize.width, 400)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.center, Point(x: 50, y: 50))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 5, section: 0))?.center, Point(x: 150, y: 150))
    }

    func testThePinchDistanceIsClampedToTheDocumentedRange() {
        let (_, layout) = spread([8])
        layout.updateSpreadDistance(5)
        XCTAssertEqual(layout.spreadDistance, SpreadLayout.spreadDistanceRange.lowerBound)
        XCTAssertEqual(layout.spreadDistance, 20)
        layout.updateSpreadDistance(1000)
        XCTAssertEqual(layout.spreadDistance, 400)
        layout.prepareIfNeeded()
        layout.updateSpreadDistance(.nan)
        XCTAssertFalse(layout.needsPrepare, "a distance that is not a number is ignored")
        layout.spreadDistance = -3
        XCTAssertEqual(layout.spreadDistance, 20, "setting the property clamps too")
    }

    func testCloseSpreadsOverlapTheCellsIntoAPile() {
        let (_, layout) = spread([4])
        layout.updateSpreadDistance(20)
        layout.prepareIfNeeded()
        let a = everything(layout)
        XCTAssertEqual(a.map(\.center.x), [130, 150, 170, 190])
        XCTAssertEqual(a.map(\.center.y), [30, 30, 30, 30], "the first row is half a cell from the top")
    }

    func testAQueryReturnsExactlyTheCellsThatIntersectAcrossSections() {
        let (_, layout) = spread([13, 0, 7, 30])
        layout.updateSpreadDistance(55)
        layout.prepareIfNeeded()
        let all = everything(layout)
        XCTAssertEqual(all.count, 50)
        for rect in [Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 100, y: 200, width: 30, height: 300),
                     Rect(x: 250, y: 0, width: 10, height: 2000), Rect(x: -50, y: 400, width: 500, height: 1)] {
            XCTAssertEqual(layout.attributesForElements(in: rect).sorted { $0.key < $1.key }, expected(all, in: rect), "\(rect)")
        }
    }
}

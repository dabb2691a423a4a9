import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

final class StackLayoutTests: XCTestCase {
    private var harnesses: [AnyObject] = []

    private func stack(_ counts: [Int]) -> StackLayout {
        let harness = LayoutHarness(StackLayout(), size: Size(width: 320, height: 480), counts: counts)
        harnesses.append(harness)
        return harness.layout
    }

    func testTheCellsOfASectionArePiledAtTheCentreWithTheFirstOnTop() {
        let layout = stack([5])
        let all = everything(layout)
        XCTAssertEqual(all.count, 5)
        XCTAssertTrue(all.allSatisfy { $0.center == Point(x: 160, y: 240) && $0.size == Size(width: 150, height: 150) })
        XCTAssertEqual(all.map(\.zIndex), [5, 4, 3, 2, 1])
        XCTAssertEqual(all[0].transform3D, .identity, "the top print lies straight")
    }

    func testEachCellIsTiltedByAnAngleDerivedFromItsIndex() {
        let layout = stack([6])
        let g = Double.pi * (3 - 5.0.squareRoot())
        for i in 0..<6 {
            let angle = 8 * Double.pi / 180 * sin(Double(i) * g)
            XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: i, section: 0))?.transform3D,
                           Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), "cell \(i)")
            XCTAssertLessThanOrEqual(abs(angle), 8 * Double.pi / 180)
        }
        XCTAssertEqual(layout.rotation(item: 1), 8 * Double.pi / 180 * sin(g))
        XCTAssertEqual(everything(stack([6])), everything(layout), "the same pile every time")
    }

    func testEachSectionIsPiledOnItsOwnPage() {
        let layout = stack([2, 3])
        XCTAssertEqual(layout.contentSize, Size(width: 320, height: 960))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 2, section: 1))?.center, Point(x: 160, y: 720))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 2, section: 1))?.zIndex, 1)
        XCTAssertEqual(layout.section(at: Point(x: 10, y: 500)), 1)
        XCTAssertNil(layout.section(at: Point(x: 10, y: 1000)))
        // A point far below the content trapped converting its page to an Int.
        XCTAssertNil(layout.section(at: Point(x: 10, y: 1e300)))
        XCTAssertNil(layout.section(at: Point(x: 10, y: .infinity)))
        XCTAssertEqual(layout.attributesForElements(in: Rect(x: 0, y: 480, width: 320, height: 480)).map(\.indexPath.section),
                       [1, 1, 1], "the first pile lies beyond the second page")
    }

    func testAPinchOpensThePileInProportionAndReleaseDecides() {
        let t = StackGridTransition()
        XCTAssertEqual(t.openingProgress(forPinchScale: 1), 0)
        XCTAssertEqual(t.openingProgress(forPinchScale: 1.75), 0.5)
        XCTAssertEqual(t.openingProgress(forPinchScale: 4), 1)
        XCTAssertEqual(t.openingProgress(forPinchScale: 0.5), 0)
        XCTAssertEqual(t.closingProgress(forPinchScale: 0.4), 1)
        XCTAssertEqual(t.closingProgress(forPinchScale: 0.7), 0.5, accuracy: 1e-12)
        XCTAssertTrue(t.shouldComplete(progress: 0.6, velocity: 0))
        XCTAssertFalse(t.shouldComplete(progress: 0.4, velocity: 0))
        XCTAssertTrue(t.shouldComplete(progress: 0.1, velocity: 2), "a flick completes")
        XCTAssertFalse(t.shouldComplete(progress: 0.9, velocity: -2), "a flick back cancels")
    }

    func testTheGridIsAFlowOfTheSameCells() {
        let layout = stack([4])
        let grid = layout.gridLayout()
        XCTAssertEqual(grid.itemSize, layout.itemSize)
        let harness = LayoutHarness(grid, size: Size(width: 320, height: 480), sections: [4])
        harnesses.append(harness)
        // Two 150-point columns need 310 of the 300 points inside the insets: one centred column.
        XCTAssertEqual(grid.attributesForItem(at: ElementPath(item: 1, section: 0))?.frame, Rect(x: 85, y: 170, width: 150, height: 150))
    }
}

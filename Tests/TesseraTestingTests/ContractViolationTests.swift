import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraTesting

/// The contract check catches each way a layout can break the contract, and says where.
final class ContractViolationTests: XCTestCase {
    private let sections: [HarnessSection] = [10, 0, 7]

    private func violations(_ layout: GridLayout) -> [ContractViolation] {
        LayoutContract.check(LayoutHarness(layout, size: Size(width: 200, height: 120), sections: sections))
    }

    func testTheUnbrokenGridKeepsTheContract() {
        XCTAssertEqual(violations(GridLayout()), [])
        XCTAssertEqual(LayoutContract.check(LayoutHarness(GridLayout(), sections: [])), [], "with no data either")
    }

    func testAQueryThatReturnsAnElementOutsideTheRectangleIsCaught() throws {
        let found = violations(OutsideElementLayout())
        let first = try XCTUnwrap(found.first { $0.rule == .query })
        XCTAssertEqual(first.layout, "OutsideElementLayout")
        XCTAssertEqual(first.element, .cell(ElementPath(item: 0, section: 0)))
        let rect = try XCTUnwrap(first.rect)
        XCTAssertFalse(Rect(x: 0, y: 0, width: 40, height: 40).intersects(rect), "the rectangle really misses the cell")
        XCTAssertTrue(first.description.contains("returns cell [0, 0] frame=[0,0,40,40]"), first.description)
        XCTAssertTrue(first.description.contains("which does not meet the rectangle"), first.description)
        XCTAssertTrue(first.description.contains("attributesForElements(in: \(rect))"), first.description)
    }

    func testAQueryThatMissesAnElementIsCaughtAndNamesIt() throws {
        let found = violations(MissingElementLayout())
        let first = try XCTUnwrap(found.first { $0.rule == .query })
        XCTAssertEqual(first.element, .cell(ElementPath(item: 5, section: 0)))
        XCTAssertTrue(first.description.hasPrefix("MissingElementLayout broke \"the query returns exactly the elements"),
                      first.description)
        XCTAssertTrue(first.description.contains("misses cell [0, 5] frame=[50,50,40,40] alpha=1 zIndex=0 hidden=false"),
                      first.description)
        XCTAssertTrue(first.detail.hasSuffix("which attributesForItem(at:) places inside the rectangle"),
                      "no query returns it, so the check learns of it on demand: \(first.detail)")
    }

    func testAnItemQueryThatDisagreesWithTheRectangleQueryIsCaught() throws {
        let found = violations(DisagreeingItemLayout())
        XCTAssertFalse(found.contains { $0.rule == .query }, "the rectangle queries themselves are right")
        let first = try XCTUnwrap(found.first { $0.rule == .onDemand })
        XCTAssertEqual(first.element, .cell(ElementPath(item: 2, section: 0)))
        XCTAssertTrue(first.description.contains("attributesForItem(at: [0, 2]) gives cell [0, 2] frame=[101,0,40,40]"),
                      first.description)
        XCTAssertTrue(first.description.contains("but the query gives cell [0, 2] frame=[100,0,40,40]"), first.description)
    }

    func testALayoutThatPreparesAfterEveryQueryIsCaught() throws {
        let found = violations(PreparingOnEveryQueryLayout())
        let coalescing = found.filter { $0.rule == .coalescing }
        XCTAssertFalse(coalescing.isEmpty)
        XCTAssertTrue(coalescing.contains { $0.detail.contains("a layout pass with nothing invalidated ran prepare() again") },
                      "\(coalescing)")
        XCTAssertTrue(coalescing.contains { $0.detail.contains("ran prepare() 2 times; expected once") }, "\(coalescing)")
        XCTAssertEqual(Set(found.map(\.rule)), [.coalescing], "its answers are right; only its preparing is wrong")
    }

    func testAQueryThatReturnsAnElementTwiceIsCaught() throws {
        let first = try XCTUnwrap(violations(DuplicatingLayout()).first { $0.rule == .duplicateElement })
        XCTAssertEqual(first.element, .cell(ElementPath(item: 0, section: 0)))
        XCTAssertTrue(first.description.contains("returns cell [0, 0] more than once"), first.description)
    }

    func testALayoutThatAnswersFromAStaleCacheWhenDetachedIsCaught() throws {
        let found = violations(StaleWhenDetachedLayout())
        let first = try XCTUnwrap(found.first)
        XCTAssertEqual(first.rule, .detached)
        XCTAssertTrue(first.description.contains("returns 17 elements without a collection view, first cell [0, 0]"), first.description)
        XCTAssertEqual(found.count, 1, "\(found)")
    }

    func testTheCheckLeavesTheHarnessWhereItFoundIt() {
        let harness = LayoutHarness(GridLayout(), size: Size(width: 200, height: 120), sections: sections)
        harness.scroll(to: Point(x: 0, y: 70))
        let before = harness.allAttributes
        XCTAssertEqual(LayoutContract.check(harness), [])
        XCTAssertEqual(harness.bounds.origin, Point(x: 0, y: 70))
        XCTAssertTrue(harness.layout.collectionView === harness.collectionView, "reattached after the detached check")
        XCTAssertEqual(harness.allAttributes, before)
    }
}

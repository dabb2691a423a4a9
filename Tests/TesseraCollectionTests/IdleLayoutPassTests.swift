import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A flow layout that counts the queries of layout passes, and may read the clock in them.
final class QueryCountingLayout: FlowLayout {
    var queries = 0
    var readsClock = false
    override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        queries += 1
        if readsClock { _ = collectionView?.currentTime }
        super.forEachElement(in: rect, body)
    }
}

final class IdleLayoutPassTests: XCTestCase {
    func testAFrameWithNothingChangedRunsNoLayoutPass() {
        let layout = QueryCountingLayout()
        let f = Fixture(counts: [100], layout: layout)
        f.advance(.milliseconds(16))
        let queries = layout.queries, passes = f.collectionView.layoutPassCount
        let skipped = f.collectionView.skippedLayoutPassCount
        for _ in 0..<3 { f.advance(.milliseconds(16)) }
        XCTAssertEqual(layout.queries, queries, "an idle frame asks the layout nothing")
        XCTAssertEqual(f.collectionView.layoutPassCount, passes)
        XCTAssertEqual(f.collectionView.skippedLayoutPassCount, skipped + 3)
        XCTAssertNotNil(f.cell(ip(0, 0)), "the views stay as the last pass left them")
    }

    func testAnInvalidationAScrollOrAResizeRunsAPass() {
        let layout = QueryCountingLayout()
        let f = Fixture(counts: [100], layout: layout)
        f.advance(.milliseconds(16))
        var queries = layout.queries
        layout.itemSize = Size(width: 40, height: 40)
        f.advance(.milliseconds(16))
        XCTAssertEqual(layout.queries, queries + 1)
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes?.size, Size(width: 40, height: 40))
        queries = layout.queries
        f.collectionView.contentOffset = Point(x: 0, y: 200)
        f.advance(.milliseconds(16))
        XCTAssertEqual(layout.queries, queries + 1)
        queries = layout.queries
        f.collectionView.size = Size(width: 300, height: 480)
        f.advance(.milliseconds(16))
        XCTAssertGreaterThan(layout.queries, queries)
        queries = layout.queries
        f.collectionView.reloadData()
        f.advance(.milliseconds(16))
        XCTAssertGreaterThan(layout.queries, queries)
    }

    func testALayoutThatReadsTheClockIsLaidOutEveryFrame() {
        let layout = QueryCountingLayout()
        layout.readsClock = true
        let f = Fixture(counts: [100], layout: layout)
        f.advance(.milliseconds(16))
        let queries = layout.queries
        for _ in 0..<3 { f.advance(.milliseconds(16)) }
        XCTAssertEqual(layout.queries, queries + 3, "its attributes may change with time alone")
    }

    func testFramesRunWhileAnUpdateAnimates() throws {
        let layout = QueryCountingLayout()
        let f = Fixture(counts: [10], layout: layout)
        f.advance(.milliseconds(16))
        f.data.sections[0].removeFirst()
        try f.collectionView.performBatchUpdates { $0.deleteItems(at: [ip(0, 0)]) }
        let queries = layout.queries
        for _ in 0..<3 { f.advance(.milliseconds(16)) }
        XCTAssertEqual(layout.queries, queries + 3, "each frame of an animation is laid out")
    }
}

import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Prefetching (`UICollectionViewDataSourcePrefetching`): the items a screen ahead of the scrolling are named before
/// their cells are made, each once; those the scrolling turns away from before they get a cell are cancelled.
final class PrefetchingTests: XCTestCase {
    final class Recorder: CollectionViewDataSourcePrefetching {
        var prefetched: [[ElementPath]] = []
        var cancelled: [[ElementPath]] = []
        func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [ElementPath]) { prefetched.append(indexPaths) }
        func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [ElementPath]) {
            cancelled.append(indexPaths)
        }
    }

    /// The fixture's grid: 50-point cells 10 apart, five a row, a row every 60 points, on a 320 × 480 screen.
    private func rows(_ paths: [ElementPath]) -> Set<Int> { Set(paths.map { $0.item / 5 }) }

    func testTheScreenBelowIsNamedOnceBeforeItsCellsAreMade() {
        let f = Fixture(counts: [1000])
        let recorder = Recorder()
        f.collectionView.prefetchDataSource = recorder
        f.collectionView.setContentOffset(.zero, animated: false)
        f.advance(.milliseconds(16))
        // Cells are kept down to 480 + 64: rows 0–9 (row 9 starts at 540). A screen ahead is 480 ..< 960: rows 8–15,
        // of which 10–15 have no cell.
        XCTAssertEqual(recorder.prefetched.count, 1)
        XCTAssertEqual(rows(recorder.prefetched[0]), Set(10...15))
        XCTAssertEqual(recorder.prefetched[0], recorder.prefetched[0].sorted(), "in index-path order")
        XCTAssertTrue(recorder.prefetched[0].allSatisfy { f.cell($0) == nil }, "none has a cell yet")
        f.advance(.milliseconds(16))
        XCTAssertEqual(recorder.prefetched.count, 1, "nothing new without a scroll")

        // Down 300 points: rows 15–20 come ahead; those named before are not named again, nor cancelled once shown.
        f.collectionView.setContentOffset(Point(x: 0, y: 300), animated: false)
        f.advance(.milliseconds(16))
        let all = recorder.prefetched.flatMap { $0 }
        XCTAssertEqual(all.count, Set(all).count, "each item once")
        XCTAssertEqual(rows(recorder.prefetched.last ?? []), Set(16...20))
        XCTAssertEqual(recorder.cancelled, [])
    }

    func testTurningBackCancelsWhatWasNamedAndNeverShown() {
        let f = Fixture(counts: [1000])
        let recorder = Recorder()
        f.collectionView.prefetchDataSource = recorder
        f.collectionView.setContentOffset(Point(x: 0, y: 1200), animated: false)
        f.advance(.milliseconds(16))
        f.collectionView.setContentOffset(Point(x: 0, y: 1210), animated: false)
        f.advance(.milliseconds(16))
        let below = Set(recorder.prefetched.flatMap { $0 })
        XCTAssertFalse(below.isEmpty)
        // Up: what lies above is named, and what was named below without being shown is cancelled.
        f.collectionView.setContentOffset(Point(x: 0, y: 1150), animated: false)
        f.advance(.milliseconds(16))
        XCTAssertEqual(recorder.cancelled.count, 1)
        XCTAssertEqual(Set(recorder.cancelled[0]), below.filter { f.collectionView.preparedCellForItem(at: $0) == nil })
        XCTAssertTrue(rows(recorder.prefetched.last ?? []).allSatisfy { $0 * 60 < 1150 }, "the rows above")
    }

    func testNamedItemsFollowABatchUpdateAndNothingIsNamedWhenPrefetchingIsOff() throws {
        let f = Fixture(counts: [1000])
        let recorder = Recorder()
        f.collectionView.prefetchDataSource = recorder
        f.advance(.milliseconds(16))
        let named = Set(recorder.prefetched.flatMap { $0 })
        XCTAssertEqual(named, Set((50..<80).map { ip(0, $0) }))
        // The first row deleted: the items named move five places up with their items. The first row of them now
        // has cells (used, not cancelled), and the row that comes a screen ahead is named: old items 80–84, now 75–79.
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].removeFirst(5)
            batch.deleteItems(at: (0..<5).map { ip(0, $0) })
        }
        f.advance(.milliseconds(16))
        XCTAssertEqual(recorder.prefetched.count, 2)
        XCTAssertEqual(recorder.prefetched.last, (75..<80).map { ip(0, $0) }, "none of the moved items is named again")
        XCTAssertEqual(recorder.cancelled, [])
        XCTAssertEqual(f.collectionView.prefetch.named, Set((50..<80).map { ip(0, $0) }))

        f.collectionView.isPrefetchingEnabled = false
        let calls = recorder.prefetched.count
        f.collectionView.setContentOffset(Point(x: 0, y: 600), animated: false)
        f.advance(.milliseconds(16))
        f.collectionView.setContentOffset(Point(x: 0, y: 0), animated: false)
        f.advance(.milliseconds(16))
        XCTAssertEqual(recorder.prefetched.count, calls, "off: nothing more is named")
        XCTAssertEqual(recorder.cancelled, [], "nor cancelled")
    }
}

import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class AnimationInterruptionTests: XCTestCase {
    private func deleteFirst(_ f: Fixture, completion: @escaping (Bool) -> Void) throws {
        try f.collectionView.performBatchUpdates(animation: Animation(duration: .seconds(1)), { batch in
            f.data.sections[0].removeFirst()
            batch.deleteItems(at: [ip(0, 0)])
        }, completion: completion)
    }

    func testABatchUpdateInterruptedByAnotherCompletesUnfinishedAtOnce() throws {
        let f = Fixture(counts: [10])
        var first: [Bool] = [], second: [Bool] = []
        try deleteFirst(f) { first.append($0) }
        f.advance(.milliseconds(100))
        try deleteFirst(f) { second.append($0) }
        XCTAssertEqual(first, [false], "interrupted: completes at that moment, unfinished")
        f.advance(.seconds(2))
        XCTAssertEqual(first, [false], "and only once")
        XCTAssertEqual(second, [true])
    }

    func testALayoutChangeInterruptsARunningBatchUpdate() throws {
        let f = Fixture(counts: [10])
        var calls: [String] = []
        try deleteFirst(f) { calls.append("update \($0)") }
        f.advance(.milliseconds(100))
        let grid = FlowLayout()
        grid.itemSize = Size(width: 100, height: 100)
        f.collectionView.setCollectionViewLayout(grid, animated: true) { calls.append("layout \($0)") }
        XCTAssertEqual(calls, ["update false"])
        f.advance(.seconds(2))
        XCTAssertEqual(calls, ["update false", "layout true"])
    }

    func testAnimationsThatDoNotOverlapBothFinish() throws {
        let f = Fixture(counts: [10])
        var calls: [Bool] = []
        try deleteFirst(f) { calls.append($0) }
        f.advance(.seconds(1))
        try deleteFirst(f) { calls.append($0) }
        f.advance(.seconds(1))
        XCTAssertEqual(calls, [true, true])
    }
}

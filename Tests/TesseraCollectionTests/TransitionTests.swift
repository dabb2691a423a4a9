import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class TransitionTests: XCTestCase {
    // A scene of twelve compositional alternates over 10⁷ items took 5.6 GB once each had been shown: every layout
    // switched away from kept its cache of every item. A detached layout now drops it, and prepares again when it is
    // installed again; the sizes its self-sizing cells asked for stay.
    func testALayoutSwitchedAwayFromFreesItsCacheAndPreparesAgainWhenItComesBack() {
        let first = FlowLayout(), second = FlowLayout()
        let f = Fixture(counts: [20_000], layout: first)
        let frame = first.attributesForItem(at: ip(0, 7))?.frame
        XCTAssertGreaterThan(first.cacheByteCount, 20_000 * 8, "precondition: a cache of every item")
        f.collectionView.setCollectionViewLayout(second, animation: Animation(duration: .milliseconds(100), curve: .linear))
        XCTAssertGreaterThan(first.cacheByteCount, 0, "kept while the switch animates from it")
        f.advance(.milliseconds(200))
        XCTAssertNil(first.collectionView)
        XCTAssertEqual(first.cacheByteCount, 0)
        f.collectionView.setCollectionViewLayout(first, animated: false)
        f.advance(.milliseconds(16))
        XCTAssertEqual(first.attributesForItem(at: ip(0, 7))?.frame, frame)
        XCTAssertEqual(second.cacheByteCount, 0)
    }

    func testAnAnimatedLayoutChangeBlendsEveryElementFromOldToNew() {
        let old = SpyFlowLayout()
        let f = Fixture(counts: [6], layout: old)
        let new = SpyFlowLayout()
        new.itemSize = Size(width: 100, height: 100)
        let start = f.cell(ip(0, 1))!.attributes!.frame
        var done: Bool?
        f.collectionView.setCollectionViewLayout(new, animation: Animation(duration: .seconds(1), curve: .linear)) { done = $0 }
        XCTAssertTrue(f.collectionView.collectionViewLayout === new)
        // "The collection view calls this method after it has gathered all of the layout attributes needed to perform a
        // transition", "before the transition animations occur" (UIKit documentation, UICollectionViewLayout.finalizeLayoutTransition()).
        XCTAssertEqual(old.transitionEvents, ["to", "finalize"])
        XCTAssertEqual(new.transitionEvents, ["from", "finalize"])
        XCTAssertEqual(new.prepareCount, 1, "the new layout is invalidated and prepared before it is asked")
        let end = new.attributesForItem(at: ip(0, 1))!.frame
        f.advance(.milliseconds(500))
        let mid = f.cell(ip(0, 1))!.attributes!.frame
        XCTAssertEqual(mid.width, (start.width + end.width) / 2, accuracy: 1e-9)
        XCTAssertEqual(mid.minX, (start.minX + end.minX) / 2, accuracy: 1e-9)
        f.advance(.milliseconds(500))
        XCTAssertEqual(f.cell(ip(0, 1))!.attributes!.frame, end)
        XCTAssertEqual(done, true)
        XCTAssertEqual(old.transitionEvents, ["to", "finalize"], "once")
        XCTAssertNil(old.collectionView)
    }

    func testAnInteractiveTransitionFollowsItsProgressAndFinishes() {
        let f = Fixture(counts: [6])
        let grid = FlowLayout()
        grid.itemSize = Size(width: 100, height: 100)
        var completed: Bool?
        let t = f.collectionView.startInteractiveTransition(to: grid) { completed = $0 }
        XCTAssertTrue(f.collectionView.collectionViewLayout === t)
        let from = f.flow.attributesForItem(at: ip(0, 2))!, to = grid.attributesForItem(at: ip(0, 2))!
        f.collectionView.transitionProgress = 0.25
        f.collectionView.tick()
        XCTAssertEqual(f.cell(ip(0, 2))!.attributes!.center.x, from.center.x + (to.center.x - from.center.x) * 0.25, accuracy: 1e-9)
        f.collectionView.finishInteractiveTransition(animation: Animation(duration: .milliseconds(200), curve: .linear))
        f.advance(.milliseconds(100))
        XCTAssertEqual(f.collectionView.transitionProgress, 0.625, accuracy: 1e-9)
        f.advance(.milliseconds(100))
        XCTAssertTrue(f.collectionView.collectionViewLayout === grid)
        XCTAssertEqual(completed, true)
        XCTAssertEqual(f.cell(ip(0, 2))!.attributes, to)
    }

    /// UIKit installs the transition layout the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`
    /// returns, so an app's subclass lays the transition out its own way, here following a finger it records with
    /// `updateValue(_:forAnimatedKey:)` (UIKit documentation, UICollectionViewTransitionLayout).
    func testTheDelegatesOwnTransitionLayoutIsInstalledAndKeepsItsAnimatedValues() {
        final class FingerTransition: TransitionLayout {
            override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
                super.attributesForElements(in: rect).map(follow)
            }
            override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
                super.attributesForItem(at: indexPath).map(follow)
            }
            private func follow(_ a: LayoutAttributes) -> LayoutAttributes {
                var a = a
                a.center.x += value(forAnimatedKey: "fingerX") * (1 - transitionProgress)
                return a
            }
        }
        final class Delegate: CollectionViewDelegate {
            var asked: [(Layout, Layout)] = []
            func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: Layout,
                                newLayout toLayout: Layout) -> TransitionLayout {
                asked.append((fromLayout, toLayout))
                return FingerTransition(currentLayout: fromLayout, nextLayout: toLayout)
            }
        }
        let f = Fixture(counts: [6])
        let delegate = Delegate()
        f.collectionView.delegate = delegate
        let old = f.flow, grid = FlowLayout()
        grid.itemSize = Size(width: 100, height: 100)
        let t = f.collectionView.startInteractiveTransition(to: grid)
        XCTAssertTrue(t is FingerTransition)
        XCTAssertTrue(f.collectionView.collectionViewLayout === t)
        XCTAssertEqual(delegate.asked.count, 1)
        XCTAssertTrue(delegate.asked[0].0 === old && delegate.asked[0].1 === grid)
        XCTAssertEqual(t.value(forAnimatedKey: "fingerX"), 0, "nothing stored yet")
        t.updateValue(40, forAnimatedKey: "fingerX")
        XCTAssertEqual(t.value(forAnimatedKey: "fingerX"), 40)
        f.collectionView.transitionProgress = 0.5
        f.collectionView.tick()
        let from = old.attributesForItem(at: ip(0, 2))!, to = grid.attributesForItem(at: ip(0, 2))!
        XCTAssertEqual(f.cell(ip(0, 2))!.attributes!.center.x, (from.center.x + to.center.x) / 2 + 20, accuracy: 1e-9)
        f.collectionView.finishInteractiveTransition(animation: Animation(duration: .milliseconds(200), curve: .linear))
        f.advance(.milliseconds(200))
        XCTAssertTrue(f.collectionView.collectionViewLayout === grid)
        XCTAssertEqual(f.cell(ip(0, 2))!.attributes, to)
    }

    func testACancelledInteractiveTransitionReturnsToTheOldLayout() {
        let f = Fixture(counts: [6])
        let original = f.collectionView.collectionViewLayout
        var completed: Bool?
        f.collectionView.startInteractiveTransition(to: FlowLayout()) { completed = $0 }
        f.collectionView.transitionProgress = 0.6
        f.collectionView.cancelInteractiveTransition()
        f.advance(.seconds(1))
        XCTAssertTrue(f.collectionView.collectionViewLayout === original)
        XCTAssertEqual(completed, false)
        XCTAssertEqual(f.cell(ip(0, 2))!.attributes, f.flow.attributesForItem(at: ip(0, 2)))
    }

    /// Found by the simulation fuzz target (Tests/Fixtures/fuzz/simulation/crashes): the two
    /// layouts of a transition kept caches of items a batch update had deleted, and the
    /// collection view asked the data source for them.
    func testABatchUpdateDuringAnInteractiveTransitionReachesBothLayouts() throws {
        let f = Fixture(counts: [6])
        let grid = FlowLayout()
        grid.itemSize = Size(width: 100, height: 100)
        f.collectionView.startInteractiveTransition(to: grid)
        f.collectionView.transitionProgress = 0.5
        f.collectionView.tick()
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].removeLast(3)
            batch.deleteItems(at: [ip(0, 3), ip(0, 4), ip(0, 5)])
        }
        f.collectionView.tick()
        XCTAssertNil(f.flow.attributesForItem(at: ip(0, 3)), "the old layout forgot the deleted items")
        XCTAssertNil(grid.attributesForItem(at: ip(0, 3)), "the new layout forgot the deleted items")
        XCTAssertEqual(f.collectionView.visibleCells.count, 3)
    }
}

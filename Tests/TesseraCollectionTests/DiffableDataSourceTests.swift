import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// The diffable data source (`UICollectionViewDiffableDataSource`), as Apple's "Implementing Modern Collection Views"
/// sample drives every one of its collection views: snapshots by identifier, applied, and the collection view updated
/// by the difference.
final class DiffableDataSourceTests: XCTestCase {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    private final class Rig {
        let clock = VirtualClock()
        let view: CollectionView
        let dataSource: CollectionViewDiffableDataSource<String, Int>
        /// How many times the cell provider was asked for each item.
        final class Counts { var asked: [Int: Int] = [:] }
        let counts = Counts()

        init() {
            let flow = FlowLayout()
            flow.itemSize = Size(width: 300, height: 30)
            flow.minimumLineSpacing = 0
            view = CollectionView(size: Size(width: 320, height: 480), layout: flow, clock: clock)
            view.register(TestCell.self, forCellWithReuseIdentifier: "cell")
            let counts = counts
            dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                (cell as? TestCell)?.uid = item
                counts.asked[item, default: 0] += 1
                return cell
            }
            view.tick()
        }

        func settle() {
            for _ in 0..<40 { clock.advance(by: .milliseconds(16)); view.tick() }
        }

        /// The item each cell on screen shows, in index path order.
        var shown: [[Int]] {
            (0..<view.numberOfSections).map { s in
                (0..<view.numberOfItems(inSection: s)).compactMap { i in
                    (view.cellForItem(at: ElementPath(item: i, section: s)) as? TestCell)?.uid
                }
            }
        }
    }

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    func testAnAppliedSnapshotIsWhatTheCollectionViewShows() {
        let rig = Rig()
        XCTAssertEqual(rig.view.numberOfSections, 0, "no sections before the first snapshot")
        rig.dataSource.apply(snapshot([("a", [1, 2, 3]), ("b", [4, 5])]), animatingDifferences: false)
        rig.settle()
        XCTAssertEqual(rig.shown, [[1, 2, 3], [4, 5]])
        XCTAssertEqual(rig.dataSource.itemIdentifier(for: ElementPath(item: 1, section: 1)), 5)
        XCTAssertEqual(rig.dataSource.indexPath(for: 3), ElementPath(item: 2, section: 0))
        XCTAssertEqual(rig.dataSource.sectionIdentifier(for: 1), "b")
        XCTAssertEqual(rig.dataSource.index(for: "a"), 0)
        XCTAssertEqual(rig.dataSource.snapshot().itemIdentifiers, [1, 2, 3, 4, 5])
    }

    /// [1 2 3 4 5] to [5 1 3 9 4]: 2 is deleted, 9 inserted, and of the four in both, 1, 3 and 4 keep their order, so
    /// only 5 moves. The selection and the cells follow their items.
    func testADifferenceDeletesInsertsAndMovesTheFewestItems() throws {
        let rig = Rig()
        rig.dataSource.apply(snapshot([("a", [1, 2, 3, 4, 5])]), animatingDifferences: false)
        rig.settle()
        rig.view.selectItem(at: ElementPath(item: 2, section: 0))   // item 3
        let cellOf3 = rig.view.cellForItem(at: ElementPath(item: 2, section: 0))
        rig.dataSource.apply(snapshot([("a", [5, 1, 3, 9, 4])]))
        let plan = try XCTUnwrap(rig.view.lastUpdatePlan)
        XCTAssertEqual(plan.updateItems.filter { $0.action == .delete }.map(\.indexPathBeforeUpdate), [ElementPath(item: 1, section: 0)])
        XCTAssertEqual(plan.updateItems.filter { $0.action == .insert }.map(\.indexPathAfterUpdate), [ElementPath(item: 3, section: 0)])
        XCTAssertEqual(plan.updateItems.filter { $0.action == .move }.map { [$0.indexPathBeforeUpdate, $0.indexPathAfterUpdate] },
                       [[ElementPath(item: 4, section: 0), ElementPath(item: 0, section: 0)]])
        rig.settle()
        XCTAssertEqual(rig.shown, [[5, 1, 3, 9, 4]])
        XCTAssertEqual(rig.view.indexPathsForSelectedItems, [ElementPath(item: 2, section: 0)], "3 is still selected")
        XCTAssertTrue(rig.view.cellForItem(at: ElementPath(item: 2, section: 0)) === cellOf3, "and keeps its cell")
    }

    /// Sections move, are deleted and inserted; an item moves between sections; items of a deleted section that
    /// live on elsewhere are inserted there; a reloaded item gets a new cell.
    func testSectionsAndItemsMoveBetweenSectionsAndReloadsMakeNewCells() {
        let rig = Rig()
        rig.dataSource.apply(snapshot([("a", [1, 2]), ("b", [3, 4]), ("c", [5, 6])]), animatingDifferences: false)
        rig.settle()
        let before = rig.counts.asked
        var next = snapshot([("c", [6, 1]), ("a", [2, 5]), ("d", [7])])
        next.reloadItems([2])
        rig.dataSource.apply(next)
        rig.settle()
        XCTAssertEqual(rig.shown, [[6, 1], [2, 5], [7]])
        XCTAssertEqual(rig.counts.asked[2], (before[2] ?? 0) + 1, "the reloaded item's cell was made again")
        XCTAssertEqual(rig.counts.asked[6], before[6], "a moved item keeps its cell")
        XCTAssertTrue(rig.dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "the marks are used up")
    }

    /// Random snapshots, one after another: every difference is an update the collection view accepts, and takes
    /// each item that lives on to where the new snapshot has it.
    func testEveryDifferenceIsAValidUpdateThatTakesEachItemWhereTheNewSnapshotHasIt() throws {
        var rng = SplitMix(seed: 42)
        var old = Snapshot()
        for round in 0..<300 {
            var new = Snapshot()
            let sectionNames = ["a", "b", "c", "d", "e", "f"].filter { _ in rng.next() % 3 != 0 }
            var pool = Array(0..<40).filter { _ in rng.next() % 4 != 0 }
            pool.shuffle(using: &rng)
            let shuffledSections = sectionNames.shuffled(using: &rng)
            new.appendSections(shuffledSections)
            for item in pool where !shuffledSections.isEmpty {
                new.appendItems([item], toSection: shuffledSections[Int(rng.next() % UInt64(shuffledSections.count))])
            }
            if rng.next() % 2 == 0, let some = new.itemIdentifiers.randomElement(using: &rng) { new.reloadItems([some]) }
            if rng.next() % 3 == 0, let some = new.sectionIdentifiers.randomElement(using: &rng) { new.reloadSections([some]) }

            let difference = SnapshotDifference(from: old, to: new)
            let oldCounts = old.sectionIdentifiers.indices.map { old.items(inSectionAt: $0).count }
            let newCounts = new.sectionIdentifiers.indices.map { new.items(inSectionAt: $0).count }
            let plan = try BatchUpdatePlan(oldCounts: oldCounts, newCounts: newCounts, batch: difference.batch)
            for (s, _) in old.sectionIdentifiers.enumerated() {
                for (i, item) in old.items(inSectionAt: s).enumerated() {
                    guard let mapped = plan.newIndexPath(forOld: ElementPath(item: i, section: s)) else { continue }
                    XCTAssertEqual(new.item(at: mapped), item, "round \(round): \(item) went to the wrong place")
                }
            }
            old = new.withoutMarks
        }
    }

    /// As in UIKit, nothing can be picked up until `reorderingHandlers.canReorderItem` says so; a reorder then moves
    /// the item in the data source's snapshot and hands the handlers the transaction.
    func testReorderingNeedsItsHandlerAndMovesTheItemInTheSnapshot() throws {
        let rig = Rig()
        rig.dataSource.apply(snapshot([("a", [1, 2, 3, 4, 5])]), animatingDifferences: false)
        rig.settle()
        XCTAssertFalse(rig.view.beginInteractiveMovementForItem(at: ElementPath(item: 0, section: 0)), "no handler, no reorder")

        var told: [DiffableDataSourceTransaction<String, Int>] = []
        rig.dataSource.reorderingHandlers.canReorderItem = { $0 != 5 }
        rig.dataSource.reorderingHandlers.didReorder = { told.append($0) }
        XCTAssertFalse(rig.view.beginInteractiveMovementForItem(at: ElementPath(item: 4, section: 0)), "5 may not move")
        XCTAssertTrue(rig.view.beginInteractiveMovementForItem(at: ElementPath(item: 0, section: 0)))
        rig.view.updateInteractiveMovementTargetPosition(Point(x: 150, y: 100))   // over the fourth row
        rig.view.endInteractiveMovement()
        rig.settle()
        XCTAssertEqual(rig.dataSource.snapshot().itemIdentifiers, [2, 3, 4, 1, 5])
        XCTAssertEqual(rig.shown, [[2, 3, 4, 1, 5]])
        let transaction = try XCTUnwrap(told.first)
        XCTAssertEqual(transaction.initialSnapshot.itemIdentifiers, [1, 2, 3, 4, 5])
        XCTAssertEqual(transaction.finalSnapshot.itemIdentifiers, [2, 3, 4, 1, 5])
        XCTAssertEqual(transaction.difference.inferringMoves().count, 2, "one removal and one insertion, of 1")
    }

    func testTheSnapshotAnswersAsUIKitsDoes() {
        var s = snapshot([("a", [1, 2]), ("b", [3])])
        s.insertItems([9], beforeItem: 2)
        s.insertItems([8], afterItem: 3)
        s.moveItem(1, afterItem: 8)
        s.insertSections(["z"], beforeSection: "a")
        s.moveSection("b", beforeSection: "z")
        XCTAssertEqual(s.sectionIdentifiers, ["b", "z", "a"])
        XCTAssertEqual(s.itemIdentifiers(inSection: "b"), [3, 8, 1])
        XCTAssertEqual(s.itemIdentifiers(inSection: "a"), [9, 2])
        XCTAssertEqual(s.numberOfItems, 5)
        XCTAssertEqual(s.indexOfItem(2), 4)
        XCTAssertEqual(s.sectionIdentifier(containingItem: 1), "b")
        s.deleteItems([3])
        s.deleteSections(["a"])
        XCTAssertEqual(s.itemIdentifiers, [8, 1])
        XCTAssertNil(s.indexOfItem(2))
        s.deleteAllItems()
        XCTAssertEqual(s.numberOfSections, 0)
    }
}

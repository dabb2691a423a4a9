import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class BatchUpdateTests: XCTestCase {
    func testDeletesUseIndexesBeforeAndInsertsIndexesAfterTheUpdate() throws {
        let f = Fixture(counts: [5])
        // Before: 0 1 2 3 4. Delete old 1 and 3, insert new at 0 and 3.
        let plan = try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0] = [TestItem(uid: 100), TestItem(uid: 0), TestItem(uid: 2), TestItem(uid: 101), TestItem(uid: 4)]
            batch.deleteItems(at: [ip(0, 3), ip(0, 1)])
            batch.insertItems(at: [ip(0, 3), ip(0, 0)])
        }
        XCTAssertEqual(f.collectionView.itemIdentities, [[5, 0, 2, 6, 4]])
        XCTAssertEqual(plan.newIndexPath(forOld: ip(0, 2)), ip(0, 2))
        XCTAssertEqual(plan.newIndexPath(forOld: ip(0, 4)), ip(0, 4))
        XCTAssertEqual(plan.newIndexPath(forOld: ip(0, 0)), ip(0, 1))
        XCTAssertNil(plan.newIndexPath(forOld: ip(0, 1)))
        XCTAssertNil(plan.oldIndexPath(forNew: ip(0, 3)))
    }

    func testMovesAcrossSectionsKeepTheItemsIdentity() throws {
        let f = Fixture(counts: [3, 2])
        try f.collectionView.performBatchUpdates { batch in
            f.data.moveItemInModel(from: ip(0, 0), to: ip(1, 2))
            batch.moveItem(at: ip(0, 0), to: ip(1, 2))
        }
        XCTAssertEqual(f.collectionView.itemIdentities, [[1, 2], [3, 4, 0]])
        f.advance(.seconds(1))
        XCTAssertEqual(f.cell(ip(1, 2))?.uid, 0, "the moved cell's view moved with it")
    }

    func testSectionInsertsDeletesAndMovesFollowUIKitRules() throws {
        let f = Fixture(counts: [1, 2, 3])
        let plan = try f.collectionView.performBatchUpdates { batch in
            // Old sections A(1) B(2) C(3): delete A, move C to 0, insert a new one at 2 → C B N
            let c = f.data.sections[2], b = f.data.sections[1]
            f.data.sections = [c, b, [TestItem(uid: 77)]]
            f.data.sectionUIDs = [-3, -2, -9]
            batch.deleteSections([0])
            batch.moveSection(2, toSection: 0)
            batch.insertSections([2])
        }
        XCTAssertEqual(plan.sectionOldToNew, [-1, 1, 0])
        XCTAssertEqual(plan.sectionNewToOld, [2, 1, -1])
        XCTAssertEqual(f.collectionView.numberOfSections, 3)
        XCTAssertEqual(f.collectionView.itemIdentities, [[3, 4, 5], [1, 2], [6]])
    }

    func testACountMismatchThrowsNamingTheSectionAndCountsAndChangesNothing() {
        let f = Fixture(counts: [3, 4])
        f.collectionView.selectItem(at: ip(1, 2))
        let before = f.collectionView.presentedAttributes
        XCTAssertThrowsError(try f.collectionView.performBatchUpdates { batch in
            f.data.sections[1].append(TestItem(uid: 9))
            f.data.sections[1].append(TestItem(uid: 10))
            batch.insertItems(at: [ip(1, 4)])
        }) { error in
            let e = error as? BatchUpdateError
            XCTAssertEqual(e, .invalidItemCount(section: 1, before: 4, after: 6, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
            XCTAssertTrue("\(error)".contains("section 1"))
            XCTAssertTrue("\(error)".contains("(6)"))
        }
        XCTAssertEqual(f.collectionView.numberOfItems(inSection: 1), 4)
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(1, 2)])
        XCTAssertEqual(f.collectionView.presentedAttributes, before)
        XCTAssertNil(f.collectionView.lastUpdatePlan)
        XCTAssertFalse(f.collectionView.animator.isAnimating)
    }

    func testOutOfRangeIndexesAndConflictsThrow() {
        XCTAssertThrowsError(try plan([3], [2]) { $0.deleteItems(at: [ip(0, 3)]) }) { error in
            XCTAssertEqual(error as? BatchUpdateError, .itemOutOfRange(operation: "delete", indexPath: ip(0, 3), count: 3))
        }
        XCTAssertThrowsError(try plan([3], [4]) { $0.insertItems(at: [ip(0, 4)]) })
        XCTAssertThrowsError(try plan([3], [3]) { $0.deleteItems(at: [ip(0, 1)]); $0.insertItems(at: [ip(0, 1)]); $0.reloadItems(at: [ip(0, 1)]) })
        XCTAssertThrowsError(try plan([3], [3]) { $0.moveItem(at: ip(0, 0), to: ip(0, 2)); $0.moveItem(at: ip(0, 0), to: ip(0, 1)) })
        XCTAssertThrowsError(try plan([3, 1], [1]) { $0.deleteSections([0]); $0.deleteItems(at: [ip(0, 0)]) })
        XCTAssertThrowsError(try plan([3], [3, 3]) { _ in }) { error in
            XCTAssertEqual(error as? BatchUpdateError, .invalidSectionCount(before: 1, after: 2, inserted: 0, deleted: 0))
        }
        XCTAssertThrowsError(try plan([3], [2, 1]) { $0.insertSections([5]) })
    }

    func testTheLayoutIsBracketedWithTheUpdateItems() throws {
        let spy = SpyFlowLayout()
        let f = Fixture(counts: [4], layout: spy)
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].remove(at: 1)
            f.data.sections[0].insert(TestItem(uid: 50), at: 0)
            batch.deleteItems(at: [ip(0, 1)])
            batch.insertItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(spy.updateItems.last, [UpdateItem(action: .delete, before: ip(0, 1), after: nil),
                                              UpdateItem(action: .insert, before: nil, after: ip(0, 0))])
        XCTAssertEqual(spy.finalizeCount, 1)
    }

    func testSelectionFollowsItsItemsAndDeletedSelectionsGo() throws {
        let f = Fixture(counts: [5])
        f.collectionView.allowsMultipleSelection = true
        f.collectionView.selectItem(at: ip(0, 1))
        f.collectionView.selectItem(at: ip(0, 3))
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].remove(at: 1)
            f.data.sections[0].insert(TestItem(uid: 8), at: 0)
            f.data.sections[0].insert(TestItem(uid: 9), at: 0)
            batch.deleteItems(at: [ip(0, 1)])
            batch.insertItems(at: [ip(0, 0), ip(0, 1)])
        }
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 4)])
        XCTAssertEqual(f.cell(ip(0, 4))?.isSelected, true)
    }

    func testInsertedItemsAnimateFromTheInitialAndDeletedOnesToTheFinalAttributes() throws {
        let f = Fixture(counts: [3])
        let deletedCell = f.cell(ip(0, 0))!
        let oldFrame = deletedCell.attributes!.frame
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].remove(at: 0)
            f.data.sections[0].append(TestItem(uid: 40))
            batch.deleteItems(at: [ip(0, 0)])
            batch.insertItems(at: [ip(0, 2)])
        }
        // At the start: the inserted cell is transparent at its new place; the deleted one is where it was.
        XCTAssertEqual(f.cell(ip(0, 2))?.attributes?.alpha, 0)
        XCTAssertEqual(deletedCell.attributes?.frame, oldFrame)
        XCTAssertEqual(deletedCell.attributes?.alpha, 1)
        // The remaining cell 1 (now 0) moves from x 60 towards x 0.
        f.advance(.milliseconds(150))
        let moving = f.cell(ip(0, 0))!.attributes!.frame.minX
        XCTAssertGreaterThan(moving, 0)
        XCTAssertLessThan(moving, 60)
        XCTAssertEqual(deletedCell.attributes!.alpha, 0.5, accuracy: 0.01)
        XCTAssertEqual(f.cell(ip(0, 2))!.attributes!.alpha, 0.5, accuracy: 0.01)
        var completed = false
        try f.collectionView.performBatchUpdates(animation: nil, { _ in }, completion: { completed = $0 })
        f.advance(.milliseconds(200))
        XCTAssertTrue(completed)
        XCTAssertFalse(f.collectionView.animator.isAnimating)
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes?.frame.minX, 0)
        XCTAssertEqual(f.collectionView.presentedAttributes.filter { $0.category == .cell }.count, 3)
    }

    func testReloadedItemsGetANewViewAndKeepTheirIdentity() throws {
        let f = Fixture(counts: [3])
        let old = f.cell(ip(0, 1))!
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0][1].version = 1
            batch.reloadItems(at: [ip(0, 1)])
        }
        XCTAssertEqual(f.cell(ip(0, 1))?.version, 1)
        XCTAssertEqual(f.collectionView.identity(ofItemAt: ip(0, 1)), 1)
        XCTAssertGreaterThanOrEqual(old.reuseCount, 1, "the old view went back to the pool")
    }

    private func plan(_ old: [Int], _ new: [Int], _ body: (inout BatchUpdate) -> Void) throws -> BatchUpdatePlan {
        var batch = BatchUpdate()
        body(&batch)
        return try BatchUpdatePlan(oldCounts: old, newCounts: new, batch: batch)
    }
}

extension TestDataSource {
    func moveItemInModel(from: ElementPath, to: ElementPath) {
        let item = sections[from.section].remove(at: from.item)
        sections[to.section].insert(item, at: to.item)
    }
}

import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// What a refused batch update leaves behind: nothing, and how the app recovers
/// when its own model had already changed.
///
/// UIKit raises `NSInternalInconsistencyException` for an invalid update ("Invalid update: invalid number of items
/// in section 0 ..."), and since iOS 16.4 it no longer falls back to reloading the data in some cases: "This is
/// now a hard exception" (a UIKit Frameworks Engineer on the Apple Developer Forums, threads 728797 and 751732).
/// Here the update throws instead, and the collection view must be as it was.
final class FailedUpdateTests: XCTestCase {
    /// Everything a refused update must leave alone.
    private struct Snapshot: Equatable {
        var counts: [Int]
        var identities: [[Int]]
        var selected: [ElementPath]
        var offset: Point
        var presented: [LayoutAttributes]
        var views: [ElementKey: ObjectIdentifier]
        var animating: Bool
        var layoutInvalidated: Bool

        init(_ f: Fixture) {
            let cv = f.collectionView
            counts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
            identities = cv.itemIdentities
            selected = cv.indexPathsForSelectedItems
            offset = cv.contentOffset
            presented = cv.presentedAttributes
            views = cv.live.mapValues { ObjectIdentifier($0.view) }
            animating = cv.animator.isAnimating
            layoutInvalidated = f.layout.needsPrepare
        }
    }

    /// 60 items (12 rows, 230 points to scroll), item 0 moved to 3 so identities are not indexes, item 2
    /// selected, scrolled to 100, and a deletion still animating.
    private func scene() throws -> (Fixture, completed: () -> Bool?) {
        let f = Fixture(counts: [60])
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.moveItemInModel(from: ip(0, 0), to: ip(0, 3))
            batch.moveItem(at: ip(0, 0), to: ip(0, 3))
        }
        f.collectionView.selectItem(at: ip(0, 2))
        f.collectionView.contentOffset = Point(x: 0, y: 100)
        var completed: Bool?
        try f.collectionView.performBatchUpdates({ batch in
            f.data.sections[0].remove(at: 59)
            batch.deleteItems(at: [ip(0, 59)])
        }, completion: { completed = $0 })
        f.advance(.milliseconds(100))
        return (f, { completed })
    }

    /// An update started inside another's closure was checked against a model that already held both changes, and
    /// threw a count mismatch that named neither; it now says what happened, and nothing has changed.
    func testAnUpdateInsideAnotherUpdatesClosureIsRefusedByName() throws {
        let (f, _) = try scene()
        let before = Snapshot(f)
        XCTAssertThrowsError(try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].append(TestItem(uid: 99))
            batch.insertItems(at: [ip(0, 59)])
            try f.collectionView.performBatchUpdates { inner in
                f.data.sections[0].append(TestItem(uid: 98))
                inner.insertItems(at: [ip(0, 60)])
            }
        }) { error in
            XCTAssertEqual(error as? BatchUpdateError, .nestedUpdate)
            XCTAssertTrue("\(error)".contains("inside another performBatchUpdates"), "\(error)")
        }
        XCTAssertEqual(Snapshot(f), before)
    }

    /// UIKit's `reloadData()`: "You shouldn't call this method in the middle of animation blocks where items are
    /// being inserted or deleted" (UIKit documentation, UICollectionView.reloadData()). Called inside the update
    /// closure it used to reload at once and then the update threw, against counts it had just replaced. Now it
    /// reloads nothing, the update throws `reloadDataDuringUpdate`, and nothing has changed; the model did, so the
    /// app reloads after the throw.
    func testReloadDataInsideTheUpdateClosureThrowsBeforeAnythingIsReloaded() throws {
        let (f, completed) = try scene()
        let before = Snapshot(f)
        XCTAssertTrue(before.animating, "precondition: the deletion still animates")
        XCTAssertThrowsError(try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].append(TestItem(uid: 99))
            batch.insertItems(at: [ip(0, 59)])
            f.collectionView.reloadData()
        }) { error in
            XCTAssertEqual(error as? BatchUpdateError, .reloadDataDuringUpdate)
            XCTAssertTrue("\(error)".contains("reloadData()"), "\(error)")
        }
        XCTAssertEqual(Snapshot(f), before)
        XCTAssertNil(completed(), "the running animation was not interrupted")

        f.collectionView.reloadData()
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.numberOfItems(inSection: 0), 60, "the model as it is, the new item included")
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].remove(at: 0)
            batch.deleteItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(f.collectionView.numberOfItems(inSection: 0), 59)
    }

    /// UIKit throws for an update whose indexes or counts are wrong; here, after the throw, the counts, item
    /// identities, selection, offset, live views, running animations and the layout are all as they were, and
    /// the next valid update is read against the same counts and succeeds.
    func testARefusedUpdateChangesNothingAndTheNextValidOneSucceeds() throws {
        let (f, completed) = try scene()
        let before = Snapshot(f)
        for invalid in [{ (b: inout BatchUpdate) in b.deleteItems(at: [ip(0, 70)]) },
                        { $0.insertItems(at: [ip(0, 0)]) },
                        { $0.moveItem(at: ip(0, 1), to: ip(0, 2)); $0.deleteItems(at: [ip(0, 1)]) },
                        { $0.insertSections([1]) }] {
            XCTAssertThrowsError(try f.collectionView.performBatchUpdates(invalid)) { XCTAssertTrue($0 is BatchUpdateError) }
            XCTAssertEqual(Snapshot(f), before)
        }
        XCTAssertNil(completed())
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].insert(TestItem(uid: 77), at: 0)
            batch.insertItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(completed(), false, "the valid update took over the running animation")
        XCTAssertEqual(Array(f.collectionView.itemIdentities[0].prefix(5)), [60, 1, 2, 3, 0], "a fresh identity, the rest kept")
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 3)], "the selection followed its item")
    }

    /// The recovery UIKit offers when the model and the collection view disagree is `reloadData()`, which
    /// "causes the collection view to discard any currently visible items ... and recreate items based on the
    /// current state of the data source object" (UIKit documentation, UICollectionView.reloadData()). After an
    /// update that changed the model and then threw, every update is checked against counts the model no longer
    /// has and throws; a reload reads the model as it is, and updates succeed again.
    func testWhenTheModelChangedBeforeTheThrowReloadDataRecovers() throws {
        let f = Fixture(counts: [5])
        XCTAssertThrowsError(try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0] += [TestItem(uid: 50), TestItem(uid: 51)]
            batch.insertItems(at: [ip(0, 5)])  // the second insert is not recorded
        })
        XCTAssertEqual(f.collectionView.numberOfItems(inSection: 0), 5, "the view still shows what it showed")
        XCTAssertThrowsError(try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].remove(at: 0)
            batch.deleteItems(at: [ip(0, 0)])
        }) { error in
            XCTAssertEqual(error as? BatchUpdateError,
                           .invalidItemCount(section: 0, before: 5, after: 6, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0),
                           "a correct update, checked against counts the model no longer has")
        }

        f.collectionView.reloadData()
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.numberOfItems(inSection: 0), 6)
        XCTAssertEqual((0..<6).map { f.cell(ip(0, $0))?.uid }, [1, 2, 3, 4, 50, 51])
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].insert(TestItem(uid: 52), at: 0)
            batch.insertItems(at: [ip(0, 0)])
        }
        f.collectionView.tick()
        XCTAssertEqual((0..<7).map { f.cell(ip(0, $0))?.uid }, [52, 1, 2, 3, 4, 50, 51])
    }
}

import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Where the content rests after an update or an invalidation: the layout's call,
/// so a chat keeps the message being read in place.
final class UpdateOffsetTests: XCTestCase {
    /// A list of 40 rows of 50 points (2000 in all) that keeps its reading position, scrolled to `offset`.
    func chat(offset: Double) -> (Fixture, ListLayout) {
        let list = ListLayout()
        list.keepsReadingPosition = true
        let f = Fixture(counts: [40], layout: list)
        f.collectionView.contentOffset = Point(x: 0, y: offset)
        f.collectionView.tick()
        return (f, list)
    }

    /// Drags the content 20 points and flings it on at 1000 points per second, 50 ms ago.
    private func fling(_ f: Fixture, file: StaticString = #filePath, line: UInt = #line) {
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -20))
        f.collectionView.endDragging(velocity: Point(x: 0, y: -1000))
        f.advance(.milliseconds(50))
        XCTAssertTrue(f.collectionView.isDecelerating, "precondition: a fling is under way", file: file, line: line)
    }

    /// UIKit's `targetContentOffset(forProposedContentOffset:)` "retrieves the content offset to use after an
    /// animated layout update or change": "During layout updates, or when transitioning between layouts, the
    /// collection view calls this method to give you the opportunity to change the proposed content offset"
    /// (UIKit documentation, UICollectionViewLayout). A batch update is a layout update, so the layout is asked,
    /// with the current offset as the proposal, and where it answers is where the content rests.
    func testAfterABatchUpdateTheLayoutChoosesWhereTheContentRestsSoAChatKeepsItsReadingPosition() throws {
        let (f, list) = chat(offset: 500)
        XCTAssertEqual(f.cell(ip(0, 10))?.attributes?.frame.minY, 500, "precondition: row 10 is at the top")
        let asked = list.targetOffsetQuestions.count
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].insert(contentsOf: (0..<3).map { TestItem(uid: 100 + $0) }, at: 0)
            batch.insertItems(at: [ip(0, 0), ip(0, 1), ip(0, 2)])
        }
        XCTAssertEqual(Array(list.targetOffsetQuestions.dropFirst(asked)), [Point(x: 0, y: 500)],
                       "asked once, with the offset as it was")
        XCTAssertEqual(f.collectionView.contentOffset, Point(x: 0, y: 650))
        let row10 = f.cell(ip(0, 13))
        XCTAssertEqual(row10?.uid, 10)
        XCTAssertEqual(row10?.attributes?.frame.minY, 650, "the row that was read is still at the top of the screen")
    }

    /// The answer is clamped to the content, as the offset always is; the default keeps the offset where it is.
    func testTheLayoutsAnswerIsKeptOnTheContentAndTheDefaultLeavesTheOffsetAlone() throws {
        let (f, list) = chat(offset: 1520)
        // Row 30 is read, 20 points above the top; deleting the 9 rows below it leaves 1550 points of content,
        // so the layout's answer (row 30 where it was, offset 1520) lies past the end.
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].removeLast(9)
            batch.deleteItems(at: (31..<40).map { ip(0, $0) })
        }
        XCTAssertEqual(f.collectionView.contentOffset, Point(x: 0, y: 1070), "1550 less the 480 on screen")
        list.keepsReadingPosition = false
        f.collectionView.contentOffset = Point(x: 0, y: 10)
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].insert(TestItem(uid: 200), at: 0)
            batch.insertItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(f.collectionView.contentOffset, Point(x: 0, y: 10), "the default answer is the proposal")
    }

    /// UIKit's delegate method "gives the delegate an opportunity to customize the content offset for layout changes
    /// and animated updates", asked after the layout's `targetContentOffset(forProposedContentOffset:)` (UIKit
    /// documentation, UICollectionViewDelegate.collectionView(_:targetContentOffsetForProposedContentOffset:)): its
    /// proposal is the layout's answer, and where it answers, held to the content, is where the content rests.
    func testTheDelegateHasTheLastWordOnWhereTheContentRests() throws {
        final class Keeper: CollectionViewDelegate {
            var proposals: [Point] = []
            var answer: Point?
            func collectionView(_ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposed: Point) -> Point {
                proposals.append(proposed)
                return answer ?? proposed
            }
        }
        let (f, _) = chat(offset: 500)
        let keeper = Keeper()
        f.collectionView.delegate = keeper
        keeper.answer = Point(x: 0, y: 120)
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].insert(contentsOf: (0..<3).map { TestItem(uid: 100 + $0) }, at: 0)
            batch.insertItems(at: [ip(0, 0), ip(0, 1), ip(0, 2)])
        }
        XCTAssertEqual(keeper.proposals, [Point(x: 0, y: 650)], "the proposal is the layout's answer")
        XCTAssertEqual(f.collectionView.contentOffset, Point(x: 0, y: 120))
        keeper.answer = Point(x: 0, y: 99_999)
        f.collectionView.setCollectionViewLayout(ListLayout(), animation: nil)
        XCTAssertEqual(keeper.proposals.count, 2, "asked for a change of layout too")
        XCTAssertEqual(f.collectionView.contentOffset, f.collectionView.maximumContentOffset, "held to the content")
    }

    /// UIKit: "Changing the value causes the collection view to add the specified x and y values to its
    /// contentOffset property" and, for `contentSizeAdjustment`, "to add the specified height and width values to
    /// its contentSize property" (UIKit documentation, UICollectionViewLayoutInvalidationContext). A row above the
    /// screen that grows by 100 with both adjustments moves the offset 100 down, so nothing on screen moves; at the
    /// very end of the content it is the size adjustment that makes room for the offset to follow.
    func testAnInvalidationsOffsetAndSizeAdjustmentsAreAddedSoRowsOnScreenStayPut() {
        let (f, list) = chat(offset: 1520)
        XCTAssertEqual(f.collectionView.contentOffset.y, f.collectionView.maximumContentOffset.y, "precondition: at the end")
        let top = f.cell(ip(0, 30))!
        XCTAssertEqual(top.attributes!.frame.minY - f.collectionView.contentOffset.y, -20, "row 30 begins 20 above the top")
        list.resizeItem(at: ip(0, 2), to: 150)
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.contentOffset, Point(x: 0, y: 1620))
        XCTAssertEqual(f.collectionView.contentSize.height, 2100)
        XCTAssertTrue(f.cell(ip(0, 30)) === top)
        XCTAssertEqual(top.attributes!.frame.minY - f.collectionView.contentOffset.y, -20, "row 30 stays where it was on screen")
        // A row below the first one on screen grows without an offset adjustment: the offset stays.
        list.resizeItem(at: ip(0, 35), to: 100)
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.contentOffset, Point(x: 0, y: 1620))
    }

    /// Where UIKit is silent: a fling under way when an update moves the offset is carried along with it, as a
    /// scroll is when content moves under it, so that it goes on from the row being read instead of pulling the
    /// content back to where the fling alone would have it.
    func testAnUpdateDuringAFlingCarriesTheFlingAlongWithTheOffset() throws {
        let (f, _) = chat(offset: 500)
        fling(f)
        let offset = f.collectionView.contentOffset, target = f.collectionView.scrollTarget!
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].insert(contentsOf: (0..<3).map { TestItem(uid: 100 + $0) }, at: 0)
            batch.insertItems(at: [ip(0, 0), ip(0, 1), ip(0, 2)])
        }
        XCTAssertEqual(f.collectionView.contentOffset, offset + Point(x: 0, y: 150), "the layout kept the reading position")
        XCTAssertTrue(f.collectionView.isDecelerating)
        XCTAssertEqual(f.collectionView.scrollTarget, target + Point(x: 0, y: 150), "and the fling rests 150 points on")
        f.advance(.milliseconds(16))
        XCTAssertGreaterThan(f.collectionView.contentOffset.y, offset.y + 150, "going on from there")
    }

    /// `contentOffsetAdjustment`: "Changing the value causes the collection view to add the specified x and y values
    /// to its contentOffset property" (UIKit documentation, UICollectionViewLayoutInvalidationContext). A finger that
    /// goes on dragging moves the content from there: the adjustment is not taken back at the drag's next step.
    func testAnOffsetAdjustmentDuringADragStaysWhenTheFingerMovesOn() {
        let (f, list) = chat(offset: 500)
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -20))
        XCTAssertEqual(f.collectionView.contentOffset.y, 520)
        list.resizeItem(at: ip(0, 2), to: 150)
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.contentOffset.y, 620, "the row above the screen grew by 100")
        f.collectionView.drag(translation: Point(x: 0, y: -21))
        XCTAssertEqual(f.collectionView.contentOffset.y, 621, "one point further, not back by the adjustment")
    }

    /// The same for a fling: it goes on from the adjusted offset, as it does after a batch update.
    func testAnOffsetAdjustmentDuringAFlingCarriesTheFlingAlong() {
        let (f, list) = chat(offset: 500)
        fling(f)
        let offset = f.collectionView.contentOffset, target = f.collectionView.scrollTarget!
        list.resizeItem(at: ip(0, 2), to: 150)
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.contentOffset.y, offset.y + 100, accuracy: 1e-9)
        XCTAssertEqual(f.collectionView.scrollTarget!.y, target.y + 100, accuracy: 1e-9, "the fling rests 100 points on")
        f.advance(.milliseconds(16))
        XCTAssertGreaterThan(f.collectionView.contentOffset.y, offset.y + 100, "going on from there")
    }
}

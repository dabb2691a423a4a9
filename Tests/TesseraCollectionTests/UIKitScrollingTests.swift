import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Scrolling as UIKit's collection view scrolls. Each test cites where UIKit's behaviour is written down, or,
/// where the documentation is silent or wrong, what iOS does.
final class UIKitScrollingTests: XCTestCase {
    // MARK: Velocity units

    /// UIKit hands `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` the release velocity in
    /// points per millisecond, positive where the content offset grows.
    ///
    /// Sources: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` documents its velocity as "The
    /// velocity of the scroll view (in points per millisecond) at the moment the touch was released", and
    /// UIScrollView.h says "velocity is in points/millisecond". The layout's page says "points per second", but iOS
    /// passes it the same value: measured on devices, a fling released at 4.62 travels 2,300 points at the 0.998
    /// rate, which is 4.62 · 0.998 / 0.002 with the velocity in points per millisecond (Stack Overflow 16156346,
    /// "Units / Dimensions for UIScrollView decelerationRate and velocity?"), and the snapping layouts people write
    /// test `abs(velocity.x) > 0.3` for a flick (Stack Overflow 13492037).
    func testTheLayoutIsHandedTheReleaseVelocityInPointsPerMillisecond() {
        let spy = SpyFlowLayout()
        var seen: (proposed: Point, velocity: Point)?
        spy.snap = { proposed, velocity in
            seen = (proposed, velocity)
            return proposed
        }
        let f = Fixture(counts: [2000], layout: spy)
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -100))
        // The finger flicks up at 1,500 points per second: the content moves down the offsets at 1.5 points a ms.
        f.collectionView.endDragging(velocity: Point(x: 0, y: -1500))
        XCTAssertEqual(seen?.velocity, Point(x: 0, y: 1.5))
        // UIKit's projection in that unit: velocity · rate / (1 − rate) points.
        XCTAssertEqual(seen?.proposed.y ?? 0, 100 + 1.5 * 0.998 / (1 - 0.998), accuracy: 1e-9)
    }

    // MARK: Setting the offset while the content scrolls

    /// An endless list recentres by setting `contentOffset` while the user scrolls (Apple's StreetScroller sample,
    /// WWDC 2011 "Advanced ScrollView Techniques"): the drag goes on from the new offset, and the delegate still
    /// hears the drag end.
    func testSettingTheOffsetDuringADragMovesTheContentUnderTheFinger() {
        let f = Fixture(counts: [2000])
        let recorder = ScrollDelegateTests.ScrollRecorder()
        f.collectionView.delegate = recorder
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -50))
        XCTAssertEqual(f.collectionView.contentOffset.y, 50)
        f.collectionView.contentOffset = Point(x: 0, y: 500)
        XCTAssertTrue(f.collectionView.isDragging)
        f.collectionView.drag(translation: Point(x: 0, y: -80))
        XCTAssertEqual(f.collectionView.contentOffset.y, 530, "30 points further on from where it was set")
        f.collectionView.setContentOffset(Point(x: 0, y: 1000), animated: false)
        f.collectionView.drag(translation: Point(x: 0, y: -90))
        XCTAssertEqual(f.collectionView.contentOffset.y, 1010, "the method leaves a drag to the finger, too")
        f.collectionView.endDragging(velocity: .zero)
        XCTAssertEqual(Array(recorder.calls.suffix(2)), ["willEndDragging", "didEndDragging(willDecelerate: false)"])
    }

    /// Setting the property during a fling moves the fling along with the content (StreetScroller recentres while
    /// it decelerates); `setContentOffset(_:animated: false)` stops it, the usual way to stop a scroll view.
    func testSettingThePropertyCarriesAFlingAndTheMethodStopsIt() {
        let f = Fixture(counts: [2000])
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -100))
        f.collectionView.endDragging(velocity: Point(x: 0, y: -2000))
        f.advance(.milliseconds(50))
        XCTAssertTrue(f.collectionView.isDecelerating)
        let offset = f.collectionView.contentOffset, target = f.collectionView.scrollTarget!
        f.collectionView.contentOffset = offset + Point(x: 0, y: 1000)
        XCTAssertTrue(f.collectionView.isDecelerating, "the fling goes on")
        XCTAssertEqual(f.collectionView.scrollTarget!.y, target.y + 1000, accuracy: 1e-9)
        f.advance(.milliseconds(16))
        XCTAssertGreaterThan(f.collectionView.contentOffset.y, offset.y + 1000)
        let here = f.collectionView.contentOffset
        f.collectionView.setContentOffset(here, animated: false)
        XCTAssertFalse(f.collectionView.isDecelerating, "stopped where it is")
        f.advance(.milliseconds(100))
        XCTAssertEqual(f.collectionView.contentOffset, here)
    }

    // MARK: Insets and bouncing

    /// UIKit: `alwaysBounceVertical` lets a pan drag content that fits, and only while the view bounces: "If the
    /// value of this property is true and bouncesVertically is true, the scroll view allows vertical dragging even
    /// if the content is smaller than the bounds of the scroll view" (UIScrollView.alwaysBounceVertical; the
    /// UIScrollView.h comment reads "if YES and bounces is YES, even if content is smaller than bounds, allow drag
    /// vertically"). `alwaysBounceHorizontal` is the same rule across.
    func testAlwaysBounceLetsAPanDragContentThatFitsOnlyWhileTheViewBounces() {
        let spy = SpyFlowLayout()
        var velocities: [Point] = []
        spy.snap = { proposed, velocity in
            velocities.append(velocity)
            return proposed
        }
        let f = Fixture(counts: [10], layout: spy)  // two rows, 110 points of content in 480
        let view = f.collectionView
        XCTAssertFalse(view.scrollsVertically, "content that fits does not scroll by default")

        view.alwaysBounceVertical = true
        XCTAssertTrue(view.scrollsVertically)
        XCTAssertFalse(view.scrollsHorizontally, "each axis has its own switch")
        view.beginDragging()
        view.drag(translation: Point(x: 40, y: 80))
        XCTAssertLessThan(view.contentOffset.y, 0, "the content follows the finger, rubber-banding")
        XCTAssertEqual(view.contentOffset.x, 0)
        view.endDragging(velocity: .zero)
        f.advance(.seconds(2))
        XCTAssertEqual(view.contentOffset, .zero, "and springs back")

        view.bounces = false
        XCTAssertFalse(view.scrollsVertically, "without bouncing, alwaysBounceVertical does not make it scroll")
        view.beginDragging()
        view.drag(translation: Point(x: 0, y: -60))
        view.endDragging(velocity: Point(x: 0, y: -900))
        XCTAssertEqual(view.contentOffset, .zero)
        XCTAssertEqual(velocities.last, .zero, "an axis that does not scroll has no velocity")

        view.bounces = true
        view.alwaysBounceHorizontal = true
        XCTAssertTrue(view.scrollsHorizontally)
    }

    /// UIKit: the resting offsets and `scrollToItem` use `adjustedContentInset`, "The insets derived from the
    /// content insets and the safe area of the scroll view ... The safe area insets are then added to the values in
    /// the contentInset property" (UIScrollView.adjustedContentInset). The content offset rests between
    /// −adjustedContentInset.top and contentSize.height + adjustedContentInset.bottom − bounds.height, so insets can
    /// make content that fits scrollable. Tessera's window has no safe area, so the adjusted inset is the content
    /// inset.
    func testTheAdjustedContentInsetIsTheContentInsetAndSetsTheRestingRange() throws {
        let f = Fixture(counts: [10])  // 110 points of content in 480
        let view = f.collectionView
        view.contentInset = EdgeInsets(top: 20, left: 5, bottom: 450, right: 5)
        f.advance(.milliseconds(16))
        XCTAssertEqual(view.adjustedContentInset, view.contentInset)
        XCTAssertEqual(view.minimumContentOffset, Point(x: -5, y: -20))
        XCTAssertEqual(view.maximumContentOffset, Point(x: -5, y: 110 + 450 - 480))
        XCTAssertTrue(view.scrollsVertically, "the bottom inset makes room to scroll")
        XCTAssertFalse(view.scrollsHorizontally)

        let frame = try XCTUnwrap(f.flow.attributesForItem(at: ip(0, 7))).frame
        try view.scrollToItem(at: ip(0, 7), at: .top, animated: false)
        XCTAssertEqual(view.contentOffset.y, frame.minY - 20, "the item's top just inside the top inset")
    }

    // MARK: Scrolling to an item

    /// UIKit raises for an index path the collection view does not hold. `scrollToItem(at:at:animated:)` raises
    /// NSInvalidArgumentException "attempt to scroll to invalid index path: <NSIndexPath …> {length = 2, path = 0 - 4}"
    /// from `-[UICollectionView _contentOffsetForScrollingToItemAtIndexPath:atScrollPosition:]` (crash reports in
    /// Alua-Kinzhebayeva/iOS-PDF-Reader#60 and v15a1/Glideshow#14); recent iOS words it "Attempted to scroll the
    /// collection view to an out-of-bounds item (0) when there are only 0 items in section 0"
    /// (chiahsien/CHTCollectionViewWaterfallLayout#203). Tessera throws an error that names the index path and the
    /// counts, and the content does not move.
    func testScrollingToAnItemThatDoesNotExistThrowsAnErrorNamingTheIndexPathAndTheCounts() {
        let f = Fixture(counts: [200, 3])
        let view = f.collectionView
        view.contentOffset = Point(x: 0, y: 40)

        XCTAssertThrowsError(try view.scrollToItem(at: ip(1, 3), at: .top, animated: false)) { error in
            XCTAssertEqual(error as? ScrollToItemError,
                           ScrollToItemError(indexPath: ip(1, 3), numberOfSections: 2, numberOfItems: 3))
            XCTAssertEqual("\(error)", "attempt to scroll to invalid index path [1, 3]: section 1 has only 3 items")
        }
        XCTAssertThrowsError(try view.scrollToItem(at: ip(2, 0), at: .top, animated: true)) { error in
            XCTAssertEqual("\(error)", "attempt to scroll to invalid index path [2, 0]: there are only 2 sections")
        }
        XCTAssertThrowsError(try view.scrollToItem(at: ip(0, -1), at: .bottom, animated: false)) { error in
            XCTAssertEqual("\(error)", "attempt to scroll to invalid index path [0, -1]: section 0 has only 200 items")
        }
        XCTAssertEqual(view.contentOffset, Point(x: 0, y: 40), "nothing scrolled")
        XCTAssertFalse(view.isScrollAnimating)

        XCTAssertNoThrow(try view.scrollToItem(at: ip(1, 2), at: .bottom, animated: false), "the last item is valid")
        XCTAssertEqual(view.contentOffset, view.maximumContentOffset)
    }

    /// UIKit's documentation calls `.top`, `.centeredVertically` and `.bottom` mutually exclusive, and `.left`,
    /// `.centeredHorizontally` and `.right`; UIKit raises NSInvalidArgumentException "attempt to use a scroll position
    /// with multiple vertical positioning styles" (so PSTCollectionView and WinObjC's UIKit word it). Tessera throws,
    /// naming the axis, and nothing scrolls; one position on each axis is fine. Selecting with such a position selects
    /// without scrolling.
    func testAPositionWithTwoPlacesOnOneAxisIsRefused() {
        let f = Fixture(counts: [200])
        let view = f.collectionView
        view.contentOffset = Point(x: 0, y: 40)
        XCTAssertThrowsError(try view.scrollToItem(at: ip(0, 100), at: [.top, .bottom], animated: false)) { error in
            XCTAssertEqual(error as? ScrollPositionError, ScrollPositionError(position: [.top, .bottom], axis: .vertical))
            XCTAssertEqual("\(error)", "attempt to use a scroll position with multiple vertical positioning styles")
        }
        XCTAssertThrowsError(try view.scrollToItem(at: ip(0, 100), at: [.top, .left, .centeredHorizontally], animated: true)) { error in
            XCTAssertEqual("\(error)", "attempt to use a scroll position with multiple horizontal positioning styles")
        }
        XCTAssertEqual(view.contentOffset, Point(x: 0, y: 40), "nothing scrolled")
        XCTAssertFalse(view.isScrollAnimating)

        view.selectItem(at: ip(0, 100), scrollPosition: [.centeredVertically, .bottom])
        XCTAssertTrue(view.isItemSelected(at: ip(0, 100)))
        XCTAssertEqual(view.contentOffset, Point(x: 0, y: 40), "selected, not scrolled")

        XCTAssertNoThrow(try view.scrollToItem(at: ip(0, 100), at: [.top, .left], animated: false))
        XCTAssertEqual(view.contentOffset.y, try XCTUnwrap(f.flow.attributesForItem(at: ip(0, 100))).frame.minY)
    }

    // MARK: Paging

    /// 400 items in a horizontal grid, 2,990 points wide in a 320-point window: pages at 0, 320, … 2,560, and
    /// the last resting offset, 2,670, which is not a multiple of 320. The layout records whether it is asked.
    private func pagingFixture() -> (Fixture, asked: () -> Bool) {
        let spy = SpyFlowLayout()
        spy.scrollDirection = .horizontal
        var asked = false
        spy.snap = { proposed, _ in
            asked = true
            return proposed
        }
        let f = Fixture(counts: [400], layout: spy)
        f.collectionView.isPagingEnabled = true
        return (f, { asked })
    }

    /// With paging, iOS ignores a resting point the delegate's `scrollViewWillEndDragging` moves and logs "Stop offset
    /// can not be modified for paging scroll views": the content still rests on a page.
    func testWhilePagingTheDelegateCannotMoveTheRestingPoint() {
        let (f, _) = pagingFixture()
        let recorder = ScrollDelegateTests.ScrollRecorder()
        recorder.newTarget = Point(x: 137, y: 0)
        f.collectionView.delegate = recorder
        XCTAssertEqual(release(f, from: 640, by: 200, fingerVelocity: 0), Point(x: 960, y: 0))
        XCTAssertTrue(recorder.calls.contains("willEndDragging"), "the delegate is still told")
        f.collectionView.isPagingEnabled = false
        XCTAssertEqual(release(f, from: 640, by: 200, fingerVelocity: 0), Point(x: 137, y: 0), "without paging it may")
    }

    /// Drags from `start` by `distance` (content points, positive towards higher offsets) and releases with the
    /// finger at `fingerVelocity` points per second, then lets the scroll settle; returns where it rests.
    private func release(_ f: Fixture, from start: Double, by distance: Double, fingerVelocity: Double) -> Point {
        f.collectionView.contentOffset = Point(x: start, y: 0)
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: -distance, y: 0))
        f.collectionView.endDragging(velocity: Point(x: fingerVelocity, y: 0))
        f.advance(.seconds(10))
        XCTAssertFalse(f.collectionView.isDecelerating, "settled")
        return f.collectionView.contentOffset
    }

    /// UIKit: with `isPagingEnabled`, "the scroll view stops on multiples of the scroll view's bounds when the
    /// user scrolls" (UIScrollView.isPagingEnabled), "scrolling occurs a page at a time" and on release "the
    /// closest view would snap into alignment" (Xamarin's UIScrollView.PagingEnabled reference). Where the docs are
    /// silent, iOS (the Home Screen, Photos) turns one page per swipe however fast, in the direction of a flick,
    /// and otherwise to the page more than half of which is showing; the last page of content that is not a whole
    /// number of pages rests at the content's far edge. A snapping layout only works with paging off ("SET PAGING TO
    /// FALSE! (otherwise this won't work)", Stack Overflow "UICollectionView with paging - setting page width"):
    /// paging, not the layout's `targetContentOffset`, decides where the content rests.
    func testPagingRestsOnAMultipleOfTheBoundsAtMostOnePageFromWhereTheDragBegan() {
        let (f, asked) = pagingFixture()
        XCTAssertEqual(f.collectionView.maximumContentOffset.x, 2670)

        XCTAssertEqual(release(f, from: 640, by: 100, fingerVelocity: 0), Point(x: 640, y: 0),
                       "less than half a page, no flick: back to the page it began on")
        XCTAssertEqual(release(f, from: 640, by: 200, fingerVelocity: 0), Point(x: 960, y: 0),
                       "more than half a page: the next page")
        XCTAssertEqual(release(f, from: 640, by: 40, fingerVelocity: -600), Point(x: 960, y: 0),
                       "a flick turns the page after a short drag")
        XCTAssertEqual(release(f, from: 640, by: -40, fingerVelocity: 600), Point(x: 320, y: 0),
                       "and backwards")
        XCTAssertEqual(release(f, from: 640, by: 100, fingerVelocity: -8000), Point(x: 960, y: 0),
                       "however hard the flick, one page at most")
        XCTAssertEqual(release(f, from: 640, by: 200, fingerVelocity: 600), Point(x: 640, y: 0),
                       "a flick back against the drag returns to the page it began on")
        XCTAssertEqual(release(f, from: 2560, by: 60, fingerVelocity: -600), Point(x: 2670, y: 0),
                       "the last page rests at the far edge")
        XCTAssertEqual(release(f, from: 0, by: -80, fingerVelocity: 300), Point(x: 0, y: 0),
                       "pulled past the first page, it springs back to it")
        XCTAssertFalse(asked(), "the layout's targetContentOffset is not asked while paging")

        f.collectionView.isPagingEnabled = false
        _ = release(f, from: 640, by: 100, fingerVelocity: -600)
        XCTAssertTrue(asked(), "without paging, the layout decides")
    }

    /// A page turn moves at UIKit's fast deceleration rate, so the content is most of the way there in a third of
    /// a second (iOS page turns take about that long).
    func testAPageTurnIsMostlyDoneInAThirdOfASecond() {
        let (f, _) = pagingFixture()
        f.collectionView.contentOffset = Point(x: 640, y: 0)
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: -40, y: 0))
        f.collectionView.endDragging(velocity: Point(x: -600, y: 0))
        XCTAssertEqual(f.collectionView.scrollTarget, Point(x: 960, y: 0))
        f.advance(.milliseconds(333))
        XCTAssertEqual(f.collectionView.contentOffset.x, 960 - 280 * pow(0.99, 333), accuracy: 1e-6)
        XCTAssertTrue(f.collectionView.isDecelerating)
    }
}

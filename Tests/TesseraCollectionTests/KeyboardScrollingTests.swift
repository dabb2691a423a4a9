import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Keyboard scrolling, as UIKit's scroll views take keys with `allowsKeyboardScrolling` (iOS 17): arrows by a line,
/// Page Up and Page Down by most of a screen, Home and End to the ends, animated, within the resting range.
final class KeyboardScrollingTests: XCTestCase {
    /// 200 items of the default flow (50 × 50, 10 apart) in a 320 × 480 view: five a row, 40 rows.
    private func fixture(layout: Layout = FlowLayout()) -> Fixture {
        let fixture = Fixture(counts: [200], layout: layout)
        if let flow = layout as? FlowLayout { flow.itemSize = Size(width: 50, height: 50); flow.minimumLineSpacing = 10 }
        fixture.collectionView.tick()
        return fixture
    }

    private func settle(_ fixture: Fixture) {
        for _ in 0..<60 { fixture.advance(.milliseconds(16)) }
    }

    func testAnArrowScrollsALineAnimatedAndAHeldKeyAddsUp() {
        let f = fixture(), view = f.collectionView
        XCTAssertTrue(view.scroll(for: .down))
        XCTAssertEqual(view.contentOffset, .zero, "animated: the offset moves over the following frames")
        f.advance(.milliseconds(100))
        XCTAssertGreaterThan(view.contentOffset.y, 0)
        XCTAssertLessThan(view.contentOffset.y, 40)
        // Two more presses while the first still animates: each goes on from where the last was going.
        view.scroll(for: .down)
        view.scroll(for: .down)
        settle(f)
        XCTAssertEqual(view.contentOffset, Point(x: 0, y: 120))
        view.scroll(for: .up)
        settle(f)
        XCTAssertEqual(view.contentOffset, Point(x: 0, y: 80))
        XCTAssertFalse(view.scroll(for: .left), "the content is no wider than the view")
        XCTAssertFalse(view.scroll(for: .right))
    }

    func testPageKeysScrollMostOfAScreenAndHomeAndEndGoToTheEnds() {
        let f = fixture(), view = f.collectionView
        view.scroll(for: .pageDown)
        settle(f)
        XCTAssertEqual(view.contentOffset.y, 480 * 0.8, accuracy: 1e-9)
        view.scroll(for: .end)
        settle(f)
        XCTAssertEqual(view.contentOffset, view.maximumContentOffset)
        XCTAssertGreaterThan(view.contentOffset.y, 1000)
        XCTAssertFalse(view.scroll(for: .down), "at the end, nothing to scroll")
        XCTAssertFalse(view.scroll(for: .end))
        view.scroll(for: .pageUp)
        settle(f)
        XCTAssertEqual(view.contentOffset.y, view.maximumContentOffset.y - 384, accuracy: 1e-9)
        view.scroll(for: .home)
        settle(f)
        XCTAssertEqual(view.contentOffset, view.minimumContentOffset)
        XCTAssertFalse(view.scroll(for: .up), "at the start, nothing to scroll")
    }

    func testPageKeysFollowAHorizontalLayoutsAxisAndPagingStepsAPage() {
        let flow = FlowLayout()
        flow.scrollDirection = .horizontal
        let f = fixture(layout: flow), view = f.collectionView
        view.scroll(for: .pageDown)
        settle(f)
        XCTAssertEqual(view.contentOffset, Point(x: 320 * 0.8, y: 0))
        view.scroll(for: .home)
        settle(f)
        XCTAssertEqual(view.contentOffset, .zero)
        view.isPagingEnabled = true
        view.scroll(for: .right)
        settle(f)
        XCTAssertEqual(view.contentOffset, Point(x: 320, y: 0), "a paged view steps a page, so it still rests on one")
        view.scroll(for: .pageDown)
        settle(f)
        XCTAssertEqual(view.contentOffset, Point(x: 640, y: 0), "a page key too: 0.8 of a page would rest between pages")
        view.scroll(for: .pageUp)
        settle(f)
        XCTAssertEqual(view.contentOffset, Point(x: 320, y: 0))
    }

    func testNothingScrollsWhenScrollingIsOff() {
        let f = fixture(), view = f.collectionView
        view.isScrollEnabled = false
        for step in KeyboardScrollStep.allCases { XCTAssertFalse(view.scroll(for: step), "\(step)") }
        settle(f)
        XCTAssertEqual(view.contentOffset, .zero)
    }
}

import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// The scroll-view delegate methods UIKit developers use most, called at the moments and
/// in the order iOS calls them.
final class ScrollDelegateTests: XCTestCase {
    /// Records the scroll calls, collapsing runs of `didScroll` into one entry with a count.
    final class ScrollRecorder: CollectionViewDelegate {
        var calls: [String] = []
        var newTarget: Point?
        private(set) var lastVelocity = Point.zero

        private func note(_ call: String) {
            if call == "didScroll", let last = calls.last, last.hasPrefix("didScroll") {
                let n = Int(last.split(separator: " ").last.flatMap { Int($0) } ?? 1)
                calls[calls.count - 1] = "didScroll ×\(n + 1)"
            } else {
                calls.append(call == "didScroll" ? "didScroll ×1" : call)
            }
        }
        func scrollViewDidScroll(_ collectionView: CollectionView) { note("didScroll") }
        func scrollViewWillBeginDragging(_ collectionView: CollectionView) { note("willBeginDragging") }
        func scrollViewWillEndDragging(_ collectionView: CollectionView, withVelocity velocity: Point,
                                       targetContentOffset: inout Point) {
            lastVelocity = velocity
            note("willEndDragging")
            if let newTarget { targetContentOffset = newTarget }
        }
        func scrollViewDidEndDragging(_ collectionView: CollectionView, willDecelerate decelerate: Bool) {
            note("didEndDragging(willDecelerate: \(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ collectionView: CollectionView) { note("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ collectionView: CollectionView) { note("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ collectionView: CollectionView) { note("didEndScrollingAnimation") }
    }

    private struct Rig {
        let clock = VirtualClock()
        let data = TestDataSource(counts: [300])
        let recorder = ScrollRecorder()
        let collectionView: CollectionView
        let router: GestureRouter
        let standard: StandardInteractions

        init() {
            collectionView = CollectionView(size: Size(width: 320, height: 480), layout: FlowLayout(), clock: clock)
            collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = data
            collectionView.delegate = recorder
            router = GestureRouter(clock: clock)
            standard = StandardInteractions(collectionView: collectionView)
            router.add(standard.pan)
            collectionView.tick()
        }

        /// One finger from y = 400 up to `endY` in steps of `step` points every 16 ms, then lifted.
        func swipe(to endY: Double, step: Double, holdBeforeLift: Duration = .zero) {
            var t = clock.now, y = 400.0
            func send(_ phase: Touch.Phase) {
                clock.advance(to: t)
                router.handle(TouchEvent(timestamp: t, touches: [Touch(id: 1, phase: phase, location: Point(x: 160, y: y), timestamp: t)]))
                collectionView.tick()
            }
            send(.began)
            while y > endY {
                t += .milliseconds(16)
                y = max(endY, y - step)
                send(.moved)
            }
            t += holdBeforeLift + .milliseconds(8)
            send(.ended)
        }

        func settle() {
            for _ in 0..<600 { clock.advance(by: .milliseconds(16)); collectionView.tick() }
        }
    }

    // The order of UIKit's UIScrollViewDelegate calls for a drag released with momentum:
    // scrollViewWillBeginDragging, scrollViewDidScroll while the finger moves,
    // scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), scrollViewDidEndDragging(_:willDecelerate: true),
    // scrollViewWillBeginDecelerating, scrollViewDidScroll while it decelerates, scrollViewDidEndDecelerating
    // (Apple's UIScrollViewDelegate documentation describes each moment; the order is what iOS logs for a fling).
    func testAFlingTellsTheDelegateInUIKitsOrder() {
        let rig = Rig()
        rig.swipe(to: 100, step: 50)
        rig.settle()
        let calls = rig.recorder.calls
        XCTAssertEqual(calls.count, 7, "\(calls)")
        guard calls.count == 7 else { return }
        XCTAssertEqual(calls[0], "willBeginDragging")
        XCTAssertTrue(calls[1].hasPrefix("didScroll"))
        XCTAssertEqual(Array(calls[2...4]), ["willEndDragging", "didEndDragging(willDecelerate: true)", "willBeginDecelerating"])
        XCTAssertTrue(calls[5].hasPrefix("didScroll"))
        XCTAssertEqual(calls[6], "didEndDecelerating")
        // UIKit passes the velocity in points per millisecond: 50 pt per 16 ms is about 3.
        XCTAssertEqual(rig.recorder.lastVelocity.y, 3.125, accuracy: 0.5)
        XCTAssertEqual(rig.recorder.lastVelocity.x, 0)
    }

    // A drag that stops before the finger lifts does not decelerate:
    // scrollViewDidEndDragging(_:willDecelerate: false), and no deceleration calls.
    func testADragHeldStillBeforeLiftingDoesNotDecelerate() {
        let rig = Rig()
        rig.swipe(to: 300, step: 10, holdBeforeLift: .milliseconds(300))
        rig.settle()
        XCTAssertEqual(Array(rig.recorder.calls.suffix(2)), ["willEndDragging", "didEndDragging(willDecelerate: false)"],
                       "\(rig.recorder.calls)")
    }

    // scrollViewWillEndDragging's targetContentOffset is inout: "your application can change the
    // value of the targetContentOffset parameter to adjust where the scrollview finishes its
    // scrolling animation" (Apple's UIScrollViewDelegate documentation).
    func testTheDelegateCanMoveWhereAFlingComesToRest() {
        let rig = Rig()
        rig.recorder.newTarget = Point(x: 0, y: 600)
        rig.swipe(to: 100, step: 50)
        rig.settle()
        XCTAssertEqual(rig.collectionView.contentOffset, Point(x: 0, y: 600))
        XCTAssertEqual(rig.recorder.calls.last, "didEndDecelerating")
    }

    // scrollViewDidEndScrollingAnimation: "called when setContentOffset/scrollRectVisible:animated:
    // finishes" (UIScrollView.h); and a direct offset change tells scrollViewDidScroll.
    func testAnAnimatedSetContentOffsetEndsWithDidEndScrollingAnimation() {
        let rig = Rig()
        rig.collectionView.setContentOffset(Point(x: 0, y: 500), animated: true)
        rig.settle()
        XCTAssertEqual(rig.recorder.calls.first?.hasPrefix("didScroll"), true)
        XCTAssertEqual(rig.recorder.calls.last, "didEndScrollingAnimation")
        rig.recorder.calls = []
        rig.collectionView.contentOffset = Point(x: 0, y: 10)
        XCTAssertEqual(rig.recorder.calls, ["didScroll ×1"], "a direct set tells didScroll at once, with no end call")
    }

    // UIScrollView's setContentOffset(_:animated:): "true to animate the transition at a constant velocity to the new
    // offset". Equal times cover equal distances, and the move takes UIKit's 0.3 s; scrollToItem moves the same way.
    func testAnAnimatedSetContentOffsetMovesAtAConstantVelocity() throws {
        let rig = Rig()
        rig.collectionView.setContentOffset(Point(x: 0, y: 600), animated: true)
        var offsets: [Double] = []
        for _ in 0..<6 {
            rig.clock.advance(by: .milliseconds(50))
            rig.collectionView.tick()
            offsets.append(rig.collectionView.contentOffset.y)
        }
        for (offset, expected) in zip(offsets, [100.0, 200, 300, 400, 500, 600]) { XCTAssertEqual(offset, expected, accuracy: 1e-9) }
        XCTAssertFalse(rig.collectionView.isScrollAnimating)

        try rig.collectionView.scrollToItem(at: ElementPath(item: 0, section: 0), at: .top, animated: true)
        rig.clock.advance(by: .milliseconds(75))
        rig.collectionView.tick()
        XCTAssertEqual(rig.collectionView.contentOffset.y, 450, accuracy: 1e-9, "a quarter of the time, a quarter of the way")
    }
}

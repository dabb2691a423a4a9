import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A UIKit collection view selects an item when the finger lifts, however long it rested there, unless a recognizer
/// took the touch first.
final class LongHoldSelectionTests: XCTestCase {
    /// A flow of ten items with the standard tap, pan and content-touch delay, and the long press when asked.
    private func hold(for duration: Duration, withLongPress: Bool) -> CollectionView {
        let fixture = Fixture(counts: [10])
        let router = GestureRouter(clock: fixture.clock)
        let standard = StandardInteractions(collectionView: fixture.collectionView)
        router.add(standard.tap)
        router.add(standard.pan)
        if withLongPress { router.add(standard.longPress) }
        router.add(standard.contentTouchDelay)
        var t = fixture.clock.now
        func send(_ phase: Touch.Phase) {
            fixture.clock.advance(to: t)
            router.handle(TouchEvent(timestamp: t, touches: [Touch(id: 1, phase: phase, location: Point(x: 10, y: 10), timestamp: t)]))
            fixture.collectionView.tick()
        }
        send(.began)
        // The finger rests: frames go by while it is down.
        let end = t + duration
        while t + .milliseconds(16) < end {
            t += .milliseconds(16)
            fixture.clock.advance(to: t)
            fixture.collectionView.tick()
        }
        t = end
        send(.ended)
        withExtendedLifetime(standard) {}
        return fixture.collectionView
    }

    func testAFingerThatRestsLongerThanASecondThenLiftsSelectsTheItem() {
        // The standard tap failed after 1 s, and selection comes from it: a slow, deliberate tap selected nothing.
        for duration: Duration in [.milliseconds(60), .milliseconds(700), .milliseconds(1500), .seconds(4)] {
            XCTAssertEqual(hold(for: duration, withLongPress: false).indexPathsForSelectedItems, [ip(0, 0)], "\(duration)")
        }
    }

    func testWithTheLongPressAttachedAHoldPicksTheItemUpInsteadOfSelectingIt() {
        XCTAssertEqual(hold(for: .milliseconds(60), withLongPress: true).indexPathsForSelectedItems, [ip(0, 0)])
        XCTAssertEqual(hold(for: .milliseconds(1500), withLongPress: true).indexPathsForSelectedItems, [])
    }
}

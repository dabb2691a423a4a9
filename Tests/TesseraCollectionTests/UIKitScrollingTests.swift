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
}

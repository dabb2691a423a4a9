import XCTest
import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout
@testable import TesseraSimulator

/// A recognizer of the user's own in a simulation, written as a UIKit handler is: it asks its `view` for the
/// collection view and measures the touch in it.
final class OwnRecognizerTests: XCTestCase {
    func testAHandlerFindsTheItemUnderTheFingerThroughTheRecognizersView() {
        let s = Simulation(layouts: [FlowLayout()], sections: [200])
        let tripleTap = TapGestureRecognizer(taps: 3, name: "tripleTap")
        var hit: ElementPath?, located: Point?
        tripleTap.addTarget { r in
            // UIKit: (r.view as? UICollectionView)?.indexPathForItem(at: r.location(in: r.view))
            guard let collectionView = r.view as? CollectionView else { return }
            located = r.location(in: r.view)
            hit = collectionView.indexPathForItem(at: r.location(in: collectionView))
        }
        s.router.add(tripleTap)
        XCTAssertTrue(tripleTap.view as? CollectionView === s.collectionView)

        s.collectionView.setContentOffset(Point(x: 0, y: 600), animated: false)
        s.settle()
        let finger = Point(x: 30, y: 30)
        for k in 0..<3 {
            let t = Duration.milliseconds(120 * k)
            s.handle([.touch(id: 1, change: .down, location: finger)], at: t)
            s.handle([.touch(id: 1, change: .up, location: finger)], at: t + .milliseconds(40))
        }
        s.settle()
        XCTAssertEqual(located, Point(x: 30, y: 630), "the location is in the collection view's content")
        XCTAssertNotNil(hit)
        XCTAssertEqual(hit, s.collectionView.indexPathForItem(at: Point(x: 30, y: 630)))
        XCTAssertNotEqual(hit, s.collectionView.indexPathForItem(at: finger), "the scrolled item, not the one at the top")
    }
}

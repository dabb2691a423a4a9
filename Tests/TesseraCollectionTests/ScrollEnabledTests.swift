import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// UIScrollView's `isScrollEnabled`, driven as fingers drive it: off, a drag does not move the content and the pan
/// does not take the touch from the cell; code still scrolls; a row that scrolls sideways, a scroll view of its own in
/// UIKit, still does.
final class ScrollEnabledTests: XCTestCase {
    /// A collection view with the standard interactions on a router: section 0 a row of 20 cards that scrolls
    /// sideways (100 × 80, 10 apart, inset 16), section 1 a grid of 200 items four a row, 80 tall.
    private final class Rig {
        let fixture: Fixture
        let layout: CompositionalLayout
        let router: GestureRouter
        let standard: StandardInteractions
        private var t: Duration = .zero

        init() {
            func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
                CollectionLayoutSize(widthDimension: w, heightDimension: h)
            }
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let row = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(80)), subitems: [item]))
            row.orthogonalScrollingBehavior = .continuous
            row.interGroupSpacing = 10
            row.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            let gridItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
            let grid = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [gridItem]))
            layout = CompositionalLayout(sectionProvider: { s, _ in s == 0 ? row : grid })
            fixture = Fixture(counts: [20, 200], layout: layout)
            router = GestureRouter(clock: fixture.clock)
            standard = StandardInteractions(collectionView: fixture.collectionView)
            router.add(standard.tap)
            router.add(standard.pan)
            router.add(standard.contentTouchDelay)
            t = fixture.clock.now
        }

        var view: CollectionView { fixture.collectionView }

        /// One finger from `start` by `delta`, in ten steps 16 ms apart, held there, lifted 200 ms later (at rest, so
        /// nothing flings) and left to settle.
        func drag(from start: Point, by delta: Point) {
            send(.began, at: start)
            for k in 1...10 { t += .milliseconds(16); send(.moved, at: start + delta * (Double(k) / 10)) }
            t += .milliseconds(200)
            send(.ended, at: start + delta)
            settle()
        }

        /// A tap at `point`: down, and up 60 ms later.
        func tap(at point: Point) {
            send(.began, at: point)
            t += .milliseconds(60)
            send(.ended, at: point)
            settle()
        }

        func send(_ phase: Touch.Phase, at point: Point) {
            fixture.clock.advance(to: t)
            router.handle(TouchEvent(timestamp: t, touches: [Touch(id: 1, phase: phase, location: point, timestamp: t)]))
            view.tick()
        }

        func settle() {
            for _ in 0..<200 { t += .milliseconds(16); fixture.clock.advance(to: t); view.tick() }
        }
    }

    func testWithScrollingOffADragMovesNothingAndATapStillSelects() throws {
        let rig = Rig()
        var panBegan = 0
        rig.standard.pan.addTarget { if $0.state == .began { panBegan += 1 } }
        rig.view.isScrollEnabled = false
        rig.drag(from: Point(x: 160, y: 400), by: Point(x: 0, y: -200))
        XCTAssertEqual(rig.view.contentOffset, .zero, "the content did not move")
        XCTAssertEqual(panBegan, 0, "the pan never began, so it took no touch from the view")
        rig.tap(at: Point(x: 40, y: 200))
        XCTAssertEqual(rig.view.indexPathsForSelectedItems, [ip(1, 4)], "the second grid row's first item")

        try rig.view.scrollToItem(at: ip(1, 100), at: .top, animated: false)
        XCTAssertGreaterThan(rig.view.contentOffset.y, 0, "code still scrolls")

        rig.view.isScrollEnabled = true
        let before = rig.view.contentOffset.y
        rig.drag(from: Point(x: 160, y: 400), by: Point(x: 0, y: -200))
        XCTAssertEqual(rig.view.contentOffset.y, before + 200, accuracy: 1, "on again, the drag scrolls")
        XCTAssertEqual(panBegan, 1)
    }

    func testWithScrollingOffARowThatScrollsSidewaysStillScrolls() {
        let rig = Rig()
        rig.view.isScrollEnabled = false
        rig.drag(from: Point(x: 250, y: 40), by: Point(x: -150, y: 0))
        XCTAssertEqual(rig.layout.orthogonalOffset(forSection: 0), 150, accuracy: 1, "the row is a scroll view of its own")
        XCTAssertEqual(rig.view.contentOffset, .zero)
        rig.drag(from: Point(x: 250, y: 40), by: Point(x: -10, y: -150))
        XCTAssertEqual(rig.view.contentOffset, .zero, "an upward drag on the row would scroll the page, which is off")
    }

    func testTurningScrollingOffMidDragEndsTheDragThere() {
        let rig = Rig()
        let view = rig.view
        view.beginDragging()
        view.drag(translation: Point(x: 0, y: -120))
        XCTAssertEqual(view.contentOffset.y, 120)
        view.isScrollEnabled = false
        XCTAssertFalse(view.isDragging)
        view.drag(translation: Point(x: 0, y: -300))
        view.endDragging(velocity: Point(x: 0, y: -3))
        rig.settle()
        XCTAssertEqual(view.contentOffset.y, 120, "released at rest where it was")
        view.beginDragging()
        XCTAssertFalse(view.isDragging, "a drag from code does not begin either")
    }
}

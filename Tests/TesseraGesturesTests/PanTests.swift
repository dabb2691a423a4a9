import XCTest
import TesseraGeometry
@testable import TesseraGestures

final class PanTests: XCTestCase {
    private func translations(_ t: GestureTester) -> [String] {
        t.reports("pan").map { r -> String in
            guard case let .pan(tr, _) = r.values else { return "?" }
            return "\(r.stateName) \(GestureReport.short(tr.x)),\(GestureReport.short(tr.y))"
        }
    }

    private func velocity(_ r: GestureReport?) -> Point? {
        guard let r, case let .pan(_, v) = r.values else { return nil }
        return v
    }

    func testPanBeginsPastTheSlopWithCumulativeTranslation() {
        let t = GestureTester(PanGestureRecognizer())
        t.route(down(1, 100, 100, at: 0))
        t.route(move(1, 105, 100, at: 10))
        XCTAssertTrue(t.reports.isEmpty, "5 pt is under the 10 pt slop")
        t.route(move(1, 112, 100, at: 20))
        t.route(move(1, 130, 90, at: 30))
        t.route(up(1, 130, 90, at: 40))
        XCTAssertEqual(translations(t), ["began 12,0", "changed 30,-10", "ended 30,-10"])
    }

    func testPanVelocityIsTheLeastSquaresSlopeOverTheLast100ms() {
        let t = GestureTester(PanGestureRecognizer())
        t.route(down(1, 0, 0, at: 0))
        // 200 pt/s for 100 ms, then 1000 pt/s; the estimate only looks back 100 ms.
        for k in 1...10 { t.route(move(1, Double(2 * k), 0, at: Double(10 * k))) }
        for k in 1...15 { t.route(move(1, 20 + Double(10 * k), 0, at: 100 + Double(10 * k))) }
        t.route(up(1, 170, 0, at: 255))
        let ended = t.reports("pan").last
        XCTAssertEqual(ended?.state, .ended)
        XCTAssertEqual(velocity(ended)?.x ?? 0, 1000, accuracy: 1e-6)
        XCTAssertEqual(velocity(ended)?.y ?? 1, 0, accuracy: 1e-9)
    }

    func testPanThatStopsBeforeLiftingEndsWithZeroVelocity() {
        let t = GestureTester(PanGestureRecognizer())
        t.route(down(1, 0, 0, at: 0))
        for k in 1...10 { t.route(move(1, Double(10 * k), 0, at: Double(10 * k))) }
        t.route(up(1, 100, 0, at: 141))
        XCTAssertEqual(velocity(t.reports("pan").last), .zero, "41 ms without a move means the finger stopped")
    }

    func testSecondFingerLandingDoesNotMakeTheTranslationJump() {
        let pan = PanGestureRecognizer()
        let t = GestureTester(pan)
        t.route(down(1, 100, 100, at: 0))
        t.route(move(1, 150, 100, at: 20))
        t.route(down(2, 300, 100, at: 30))
        XCTAssertEqual(pan.translation, Point(x: 50, y: 0))
        t.route(move(1, 160, 100, at: 40), move(2, 310, 100, at: 40))
        XCTAssertEqual(pan.translation, Point(x: 60, y: 0))
        t.route(up(2, 310, 100, at: 50))
        t.route(move(1, 170, 100, at: 60))
        XCTAssertEqual(pan.translation, Point(x: 70, y: 0), "and neither does a finger lifting")
    }

    func testMoreTouchesThanTheMaximumFailThePan() {
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        let t = GestureTester(pan)
        t.route(down(1, 100, 100, at: 0))
        t.route(down(2, 200, 100, at: 10))
        XCTAssertEqual(t.states("pan"), [.failed])
    }

    func testPanWaitsForItsMinimumNumberOfTouches() {
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let t = GestureTester(pan)
        t.route(down(1, 100, 100, at: 0))
        t.route(move(1, 150, 100, at: 20))
        XCTAssertTrue(t.reports.isEmpty)
        t.route(down(2, 300, 100, at: 30))
        t.route(move(1, 155, 100, at: 40), move(2, 305, 100, at: 40))
        XCTAssertTrue(t.reports.isEmpty, "translation counts from the second finger: 5 pt so far")
        t.route(move(1, 162, 100, at: 50), move(2, 312, 100, at: 50))
        XCTAssertEqual(t.states("pan"), [.began])
        XCTAssertEqual(pan.translation, Point(x: 12, y: 0))
        // UIKit: it "changes when a finger moves while at least the minimum number of fingers are pressed down" and
        // "ends when all fingers are lifted" (UIKit documentation, UIPanGestureRecognizer).
        t.route(up(2, 312, 100, at: 60))
        t.route(move(1, 170, 100, at: 70))
        XCTAssertEqual(t.states("pan"), [.began], "below its minimum it neither changes nor ends")
        t.route(down(3, 320, 100, at: 80))
        t.route(move(1, 175, 100, at: 90), move(3, 325, 100, at: 90))
        XCTAssertEqual(t.states("pan"), [.began, .changed], "back at its minimum, it changes again")
        XCTAssertEqual(pan.translation.x, 25, accuracy: 1e-9,
                       "the lone finger's 8 pt count, and lifting and landing fingers make no jump: 12 + 8 + 5")
        t.route(up(1, 175, 100, at: 100), up(3, 325, 100, at: 100))
        XCTAssertEqual(t.states("pan"), [.began, .changed, .ended], "it ends when the last finger lifts")
    }

    /// The pattern of moving a view by each step's translation and setting it back to zero: the velocity still
    /// follows the finger, so the fling at the end has its speed (UIKit's `setTranslation(_:in:)`).
    func testSettingTheTranslationBackToZeroOnEveryChangeKeepsTheVelocity() {
        let pan = PanGestureRecognizer()
        var steps: [Double] = []
        pan.addTarget { r in
            let p = r as! PanGestureRecognizer
            if p.state == .changed || p.state == .began {
                steps.append(p.translation.x)
                p.setTranslation(.zero)
            }
        }
        let t = GestureTester(pan)
        t.route(down(1, 100, 100, at: 0))
        // 10 pt every 10 ms: 1000 pt/s.
        for k in 1...8 { t.route(move(1, 100 + Double(10 * k), 100, at: Double(10 * k))) }
        XCTAssertEqual(steps.dropFirst(), Array(repeating: 10, count: 6)[...], "each step reads its own movement")
        XCTAssertEqual(pan.velocity.x, 1000, accuracy: 1e-6)
        XCTAssertEqual(pan.translation, .zero)
    }

    func testCancelledTouchCancelsARunningPan() {
        let t = GestureTester(PanGestureRecognizer())
        t.route(down(1, 100, 100, at: 0))
        t.route(move(1, 130, 100, at: 10))
        t.route(cancelled(1, 130, 100, at: 20))
        XCTAssertEqual(t.states("pan"), [.began, .cancelled])
    }

    // MARK: Measured in a view's space (UIKit's translation(in:), velocity(in:), setTranslation(_:in:))

    /// A view drawn at half size and turned a quarter turn: a window point (x, y) is (y, −x) · 2 in it, plus an origin.
    private struct TurnedHalfSize: CoordinateSpace {
        func convert(fromWindow p: Point) -> Point { Point(x: 2 * p.y + 7, y: -2 * p.x + 3) }
    }

    func testTranslationAndVelocityAreMeasuredAlongTheSpacesAxes() {
        let pan = PanGestureRecognizer()
        let t = GestureTester(pan)
        t.route(down(1, 100, 100, at: 0))
        for k in 1...5 { t.route(move(1, 100 + 10 * Double(k), 100, at: Double(10 * k))) }
        XCTAssertEqual(pan.translation, Point(x: 50, y: 0))
        XCTAssertEqual(pan.translation(in: nil), pan.translation)
        XCTAssertEqual(pan.translation(in: OffsetCoordinateSpace(origin: Point(x: 40, y: -9))), Point(x: 50, y: 0),
                       "moving the origin does not change a movement")
        XCTAssertEqual(pan.translation(in: TurnedHalfSize()), Point(x: 0, y: -100))
        let v = pan.velocity, turned = pan.velocity(in: TurnedHalfSize())
        XCTAssertEqual(v.x, 1000, accuracy: 1e-6)
        XCTAssertEqual(turned.x, 2 * v.y, accuracy: 1e-9)
        XCTAssertEqual(turned.y, -2 * v.x, accuracy: 1e-9)
    }

    func testSetTranslationInASpaceSetsTheWindowTranslationThatReadsSoThere() {
        let pan = PanGestureRecognizer()
        let t = GestureTester(pan)
        t.route(down(1, 100, 100, at: 0)); t.route(move(1, 130, 100, at: 10))
        pan.setTranslation(Point(x: 4, y: -6), in: TurnedHalfSize())
        XCTAssertEqual(pan.translation, Point(x: 3, y: 2))
        XCTAssertEqual(pan.translation(in: TurnedHalfSize()), Point(x: 4, y: -6))
        t.route(move(1, 140, 100, at: 20))
        XCTAssertEqual(pan.translation, Point(x: 13, y: 2), "later movement adds to the translation set")
    }
}


import XCTest
import TesseraGeometry
@testable import TesseraGestures

final class LongPressTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)

    func testLongPressBeginsAfterHalfASecondAndFollowsTheFingerForDragToReorder() {
        let t = GestureTester(LongPressGestureRecognizer())
        t.route(down1)
        t.advance(to: 499)
        XCTAssertTrue(t.reports.isEmpty)
        t.advance(to: 500)
        t.route(move(1, 150, 120, at: 600))
        t.route(move(1, 200, 140, at: 700))
        t.route(up(1, 200, 140, at: 800))
        assertTranscript(t.transcript(), """
            0.5 longPress began (100, 100) touches=1
            0.6 longPress changed (150, 120) touches=1
            0.7 longPress changed (200, 140) touches=1
            0.8 longPress ended (200, 140) touches=1
            """)
    }

    func testLongPressThatMoves11PointsFails() {
        let t = GestureTester(LongPressGestureRecognizer())
        t.route(down1)
        t.route(move(1, 111, 100, at: 100))
        t.advance(to: 600)
        assertTranscript(t.transcript(), "0.1 longPress failed (111, 100) touches=1")
    }

    func testLongPressThatDrifts10PointsStillBegins() {
        let t = GestureTester(LongPressGestureRecognizer())
        t.route(down1)
        t.route(move(1, 106, 108, at: 100))
        t.advance(to: 600)
        XCTAssertEqual(t.states("longPress"), [.began])
    }

    func testLiftingBeforeHalfASecondIsATapNotALongPress() {
        let t = GestureTester(TapGestureRecognizer(), LongPressGestureRecognizer())
        t.route(down1)
        t.route(up(1, 100, 100, at: 300))
        t.advance(to: 1000)
        XCTAssertEqual(t.states("tap"), [.recognized])
        XCTAssertEqual(t.states("longPress"), [.failed])
    }

    func testLongPressThatBeginsFailsTheTap() {
        let t = GestureTester(TapGestureRecognizer(), LongPressGestureRecognizer())
        t.route(down1)
        t.advance(to: 500)
        t.route(up(1, 100, 100, at: 700))
        assertTranscript(t.transcript(), """
            0.5 longPress began (100, 100) touches=1
            0.5 tap failed (100, 100) touches=1
            0.7 longPress ended (100, 100) touches=1
            """)
    }

    func testSecondFingerBeforeTheDelayFailsAOneFingerLongPress() {
        let t = GestureTester(LongPressGestureRecognizer())
        t.route(down1)
        t.route(down(2, 200, 100, at: 100))
        t.advance(to: 600)
        XCTAssertEqual(t.states("longPress"), [.failed])
    }
}

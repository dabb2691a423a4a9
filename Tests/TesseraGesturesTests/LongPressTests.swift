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

    // MARK: Taps before the press (UIKit's numberOfTapsRequired)

    private func tapAndHold() -> LongPressGestureRecognizer {
        let r = LongPressGestureRecognizer()
        r.numberOfTapsRequired = 1
        return r
    }

    func testATapThenAPressHeldBeginsHalfASecondAfterThePressLands() {
        let t = GestureTester(tapAndHold())
        t.route(down1); t.route(up(1, 100, 100, at: 80))
        t.route(down(2, 104, 102, at: 200))
        t.advance(to: 699)
        XCTAssertTrue(t.reports.isEmpty, "half a second from the press, not from the tap")
        t.advance(to: 700)
        t.route(move(2, 150, 102, at: 800)); t.route(up(2, 150, 102, at: 900))
        assertTranscript(t.transcript(), """
            0.7 longPress began (104, 102) touches=1
            0.8 longPress changed (150, 102) touches=1
            0.9 longPress ended (150, 102) touches=1
            """)
    }

    func testWithATapRequiredAPressAloneNeverBegins() {
        let t = GestureTester(tapAndHold())
        t.route(down1)
        t.advance(to: 900)
        XCTAssertTrue(t.reports.isEmpty, "the first landing is the tap, however long it rests")
        t.advance(to: 1000)
        XCTAssertEqual(t.states("longPress"), [.failed], "a tap held past the tap's limit is no tap")
    }

    func testAPressThatComesTooLateAfterTheTapFails() {
        let t = GestureTester(tapAndHold())
        t.route(down1); t.route(up(1, 100, 100, at: 80))
        t.advance(to: 380)
        XCTAssertEqual(t.states("longPress"), [.failed])
    }

    func testAPressFarFromTheTapFails() {
        let t = GestureTester(tapAndHold())
        t.route(down1); t.route(up(1, 100, 100, at: 80))
        t.route(down(2, 200, 100, at: 200))
        XCTAssertEqual(t.states("longPress"), [.failed])
    }

    func testTheTapMayNotMoveMoreThanThePress() {
        let t = GestureTester(tapAndHold())
        t.route(down1); t.route(move(1, 115, 100, at: 40))
        XCTAssertEqual(t.states("longPress"), [.failed])
    }

    func testTwoTapsThenAPress() {
        let r = LongPressGestureRecognizer()
        r.numberOfTapsRequired = 2
        let t = GestureTester(r)
        t.route(down1); t.route(up(1, 100, 100, at: 60))
        t.route(down(2, 100, 100, at: 150)); t.route(up(2, 100, 100, at: 210))
        t.route(down(3, 100, 100, at: 300))
        t.advance(to: 800)
        XCTAssertEqual(t.states("longPress"), [.began])
        t.route(up(3, 100, 100, at: 850))
        // A fresh sequence: the taps are counted again.
        t.route(down(4, 100, 100, at: 1000))
        t.advance(to: 1600)
        XCTAssertEqual(t.states("longPress"), [.began, .ended])
    }
}


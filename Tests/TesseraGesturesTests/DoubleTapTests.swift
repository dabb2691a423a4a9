import XCTest
@testable import TesseraGestures

/// Single and double tap under UIKit's rule: the tap requires the double tap to fail.
final class DoubleTapTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)
    let up1 = up(1, 100, 100, at: 50)
    let down2 = down(2, 102, 101, at: 200)
    let up2 = up(2, 102, 101, at: 260)

    private func makeTester() -> (GestureTester, TapGestureRecognizer, TapGestureRecognizer) {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        tap.require(toFail: doubleTap)
        return (GestureTester(tap, doubleTap), tap, doubleTap)
    }

    func testDoubleTapRecognizesAtTheSecondLiftAndFailsTheWaitingTap() {
        let (t, _, _) = makeTester()
        t.route(down1); t.route(up1); t.route(down2); t.route(up2)
        assertTranscript(t.transcript(), """
            0.26 doubleTap recognized (102, 101) touches=1
            0.26 tap failed (100, 100) touches=1
            """)
    }

    func testSingleTapWaitsForTheDoubleTapWindowToClose() {
        let (t, _, _) = makeTester()
        t.route(down1); t.route(up1)
        t.advance(to: 349)
        XCTAssertEqual(t.reports.count, 0, "the tap must wait for the double tap to fail")
        t.advance(to: 350)
        assertTranscript(t.transcript(), """
            0.35 doubleTap failed (100, 100) touches=1
            0.35 tap recognized (100, 100) touches=1
            """)
    }

    func testInterTapDelayCancelsDoubleTap() {
        let (t, _, _) = makeTester()
        t.route(down1); t.route(up1)
        t.route(down(2, 102, 101, at: 351)); t.route(up(2, 102, 101, at: 400))
        t.advance(to: 1000)
        assertTranscript(t.transcript(), """
            0.35 doubleTap failed (100, 100) touches=1
            0.35 tap recognized (100, 100) touches=1
            0.7 doubleTap failed (102, 101) touches=1
            0.7 tap recognized (102, 101) touches=1
            """)
    }

    func testSecondTapFarAwayStartsANewSequence() {
        let (t, _, _) = makeTester()
        t.route(down1); t.route(up1)
        t.route(down(2, 200, 100, at: 150)); t.route(up(2, 200, 100, at: 200))
        t.route(down(3, 201, 101, at: 300)); t.route(up(3, 201, 101, at: 350))
        assertTranscript(t.transcript(), """
            0.15 doubleTap failed (100, 100) touches=1
            0.15 tap recognized (100, 100) touches=1
            0.35 doubleTap recognized (201, 101) touches=1
            0.35 tap failed (200, 100) touches=1
            """)
    }

    func testSecondTapThatMovesPastTheToleranceFailsTheDoubleTap() {
        let (t, _, _) = makeTester()
        t.route(down1); t.route(up1); t.route(down2)
        t.route(move(2, 120, 101, at: 230))
        XCTAssertEqual(t.states("doubleTap"), [.failed])
        XCTAssertEqual(t.states("tap"), [.recognized], "the first tap fires once the double tap is out")
    }

    func testTripleTapIsADoubleTapThenAWaitingSingleTap() {
        let (t, _, _) = makeTester()
        t.route(down1); t.route(up1); t.route(down2); t.route(up2)
        t.route(down(3, 101, 100, at: 350)); t.route(up(3, 101, 100, at: 400))
        t.advance(to: 1000)
        XCTAssertEqual(t.states("doubleTap"), [.recognized, .failed])
        XCTAssertEqual(t.states("tap"), [.failed, .recognized])
        XCTAssertEqual(t.reports.last?.time, time(700))
    }
}

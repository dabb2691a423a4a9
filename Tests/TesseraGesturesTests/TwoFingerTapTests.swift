import XCTest
@testable import TesseraGestures

/// Two-finger taps as real devices produce them: fingers land and lift microseconds apart.
final class TwoFingerTapTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)
    let down2 = down(2, 140, 100, at: 0.004)
    let up1 = up(1, 100, 100, at: 80)
    let up2 = up(2, 140, 100, at: 80.006)

    func testFingersLandingAndLiftingMicrosecondsApartAreOneTwoFingerTap() {
        let t = GestureTester(TapGestureRecognizer(), TapGestureRecognizer.twoFingerTap())
        t.route(down1); t.route(down2); t.route(up1); t.route(up2)
        assertTranscript(t.transcript(), """
            0 tap failed (120, 100) touches=2
            0.08 twoFingerTap recognized (120, 100) touches=2
            """)
    }

    func testFingersLiftingFarApartInTimeStillCount() {
        let t = GestureTester(TapGestureRecognizer.twoFingerTap())
        t.route(down1); t.route(down(2, 140, 100, at: 30)); t.route(up1); t.route(up(2, 140, 100, at: 200))
        XCTAssertEqual(t.states("twoFingerTap"), [.recognized])
    }

    func testOneFingerIsNotATwoFingerTap() {
        let t = GestureTester(TapGestureRecognizer.twoFingerTap())
        t.route(down1); t.route(up1)
        XCTAssertEqual(t.states("twoFingerTap"), [.failed])
    }

    func testThreeFingersAreNotATwoFingerTap() {
        let t = GestureTester(TapGestureRecognizer.twoFingerTap())
        t.route(down1); t.route(down2); t.route(down(3, 180, 100, at: 1))
        XCTAssertEqual(t.states("twoFingerTap"), [.failed])
    }
}

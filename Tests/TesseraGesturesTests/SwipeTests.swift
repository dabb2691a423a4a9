import XCTest
@testable import TesseraGestures

final class SwipeTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)

    func testFastFlickRightIsASwipe() {
        let t = GestureTester(SwipeGestureRecognizer(direction: .right))
        t.route(down1)
        // 20 pt every 10 ms: 2000 pt/s; 60 pt after 30 ms.
        for k in 1...3 { t.route(move(1, 100 + Double(20 * k), 100, at: Double(10 * k))) }
        // "You may determine the location where a swipe began by calling the UIGestureRecognizer methods
        // location(in:) and location(ofTouch:in:)" (UIKit documentation, UISwipeGestureRecognizer).
        assertTranscript(t.transcript(), "0.03 swipe recognized (100, 100) touches=1 direction=right")
    }

    func testSlowDragIsNotASwipe() {
        let t = GestureTester(SwipeGestureRecognizer(direction: .right))
        t.route(down1)
        // 2 pt every 10 ms: 200 pt/s, under the 300 pt/s minimum.
        for k in 1...40 { t.route(move(1, 100 + Double(2 * k), 100, at: Double(10 * k))) }
        t.route(up(1, 180, 100, at: 410))
        XCTAssertEqual(t.states("swipe"), [.failed])
    }

    func testSwipeInADirectionNotAllowedFails() {
        let t = GestureTester(SwipeGestureRecognizer(direction: [.right, .up]))
        t.route(down1)
        for k in 1...3 { t.route(move(1, 100 - Double(20 * k), 100, at: Double(10 * k))) }
        XCTAssertEqual(t.states("swipe"), [.failed])
    }

    func testSwipeAcceptsAnyOfItsDirections() {
        let t = GestureTester(SwipeGestureRecognizer(direction: [.right, .up]))
        t.route(down1)
        for k in 1...3 { t.route(move(1, 100, 100 - Double(20 * k), at: Double(10 * k))) }
        assertTranscript(t.transcript(), "0.03 swipe recognized (100, 100) touches=1 direction=up")
    }

    func testFingerRestingPastTheMaximumDurationFailsTheSwipe() {
        let t = GestureTester(SwipeGestureRecognizer())
        t.route(down1)
        t.advance(to: 500)
        XCTAssertEqual(t.states("swipe"), [.failed])
    }
}

import XCTest
import TesseraGeometry
@testable import TesseraGestures

final class RotationTests: XCTestCase {
    /// Finger 2 circles finger 1 (at 200, 200) by 10° per step, its distance `radius(k)`.
    private func turn(_ t: GestureTester, steps: ClosedRange<Int>, radius: (Int) -> Double) {
        for k in steps {
            let a = Double(10 * k) * .pi / 180, r = radius(k)
            t.route(move(2, 200 + r * cos(a), 200 + r * sin(a), at: 10 + Double(10 * k)))
        }
    }

    func testRotationIsInRadiansAndClockwiseOnScreenIsPositive() {
        let rotation = RotationGestureRecognizer()
        let t = GestureTester(rotation)
        t.route(down(1, 200, 200, at: 0)); t.route(down(2, 300, 200, at: 5))
        turn(t, steps: 1...9) { _ in 100 }
        XCTAssertEqual(t.states("rotation"), [.began] + Array(repeating: .changed, count: 8))
        XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertGreaterThan(rotation.velocity, 0)
    }

    /// UIKit's `rotation` is settable: setting it back to 0 on every change reads each step's turn, and the turns
    /// add up to the whole rotation; the velocity follows the fingers.
    func testSettingTheRotationReBasesIt() {
        let rotation = RotationGestureRecognizer()
        var total = 0.0
        rotation.addTarget { r in
            let g = r as! RotationGestureRecognizer
            guard g.state == .began || g.state == .changed else { return }
            total += g.rotation
            g.rotation = 0
        }
        let t = GestureTester(rotation)
        t.route(down(1, 200, 200, at: 0)); t.route(down(2, 300, 200, at: 5))
        turn(t, steps: 1...9) { _ in 100 }
        XCTAssertEqual(total, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(rotation.rotation, 0)
        XCTAssertGreaterThan(rotation.velocity, 0)
    }

    func testRotationPastHalfATurnKeepsAccumulating() {
        let rotation = RotationGestureRecognizer()
        let t = GestureTester(rotation)
        t.route(down(1, 200, 200, at: 0)); t.route(down(2, 300, 200, at: 5))
        turn(t, steps: 1...27) { _ in 100 }
        XCTAssertEqual(rotation.rotation, 3 * .pi / 2, accuracy: 1e-9)
    }

    func testRotationUnderTheSlopNeverBegins() {
        let t = GestureTester(RotationGestureRecognizer())
        t.route(down(1, 200, 200, at: 0)); t.route(down(2, 300, 200, at: 5))
        t.route(move(2, 300, 207, at: 20)) // about 4°
        t.route(up(1, 200, 200, at: 30), up(2, 300, 207, at: 30))
        XCTAssertEqual(t.states("rotation"), [.failed])
    }

    func testPinchAndRotationRecognizeSimultaneouslyThroughTheDelegate() {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let delegate = TestDelegate()
        delegate.simultaneous = { a, b in Set([a.name, b.name]) == ["pinch", "rotation"] }
        rotation.delegate = delegate
        let t = GestureTester(pinch, rotation)
        t.route(down(1, 200, 200, at: 0)); t.route(down(2, 300, 200, at: 5))
        turn(t, steps: 1...9) { 100 + 12 * Double($0) }
        XCTAssertEqual(pinch.scale, 2.08, accuracy: 1e-12)
        XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12)
        t.route(up(1, 200, 200, at: 200), up(2, 200, 408, at: 200))
        XCTAssertEqual(t.states("pinch"), [.began] + Array(repeating: .changed, count: 8) + [.ended])
        XCTAssertEqual(t.states("rotation"), [.began] + Array(repeating: .changed, count: 8) + [.ended])
    }

    func testWithoutSimultaneityTheFirstToBeginWins() {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let t = GestureTester(pinch, rotation)
        t.route(down(1, 200, 200, at: 0)); t.route(down(2, 300, 200, at: 5))
        turn(t, steps: 1...3) { _ in 100 }
        turn(t, steps: 4...9) { 100 + 12 * Double($0) }
        XCTAssertEqual(t.states("rotation"), [.began] + Array(repeating: .changed, count: 8))
        XCTAssertEqual(t.states("pinch"), [.failed])
    }

    // Apple's UIRotationGestureRecognizer reference: rotation "changes when a finger moves while both
    // fingers remain touching. It ends when the user lifts both fingers"
    // (developer.apple.com/documentation/uikit/uirotationgesturerecognizer).

    func testLiftingOneFingerKeepsTheRotationChangedUntilBothHaveLifted() {
        let rotation = RotationGestureRecognizer()
        let t = GestureTester(rotation)
        t.route(down(1, 200, 200, at: 0)); t.route(down(2, 300, 200, at: 5))
        turn(t, steps: 1...9) { _ in 100 }
        t.route(up(2, 200, 300, at: 110))
        XCTAssertEqual(rotation.state, .changed, "one finger is still down")
        t.route(move(1, 250, 150, at: 130))
        XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12, "a lone finger turns nothing")
        t.route(up(1, 250, 150, at: 150))
        XCTAssertEqual(t.states("rotation"), [.began] + Array(repeating: .changed, count: 10) + [.ended])
        XCTAssertEqual(t.reports("rotation").last?.time, time(150))
    }

    func testAFingerPutBackDownContinuesTheSameRotationFromItsAngle() {
        let rotation = RotationGestureRecognizer()
        let t = GestureTester(rotation)
        t.route(down(1, 200, 200, at: 0)); t.route(down(2, 300, 200, at: 5))
        turn(t, steps: 1...9) { _ in 100 }
        t.route(up(2, 200, 300, at: 110))
        t.route(down(3, 100, 200, at: 130)) // a new pair, at another angle: no jump
        XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12)
        t.route(move(3, 200, 100, at: 150)) // the new pair turns a quarter clockwise
        XCTAssertEqual(rotation.rotation, .pi, accuracy: 1e-12)
        t.route(up(1, 200, 200, at: 170), up(3, 200, 100, at: 170))
        XCTAssertEqual(t.states("rotation").filter { $0 == .began }.count, 1)
        XCTAssertEqual(t.states("rotation").last, .ended)
    }
}

import XCTest
import TesseraGeometry
@testable import TesseraGestures

final class TapTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)
    let up1 = up(1, 100, 100, at: 80)

    func testTapWithNothingCompetingRecognizesAtTheLift() {
        let t = GestureTester(TapGestureRecognizer())
        t.route(down1)
        XCTAssertEqual(t.reports.count, 0)
        t.route(up1)
        assertTranscript(t.transcript(), "0.08 tap recognized (100, 100) touches=1")
    }

    func testPanUnderTheSlopIsStillATap() {
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        let t = GestureTester(tap, pan)
        t.route(down1)
        t.route(move(1, 108, 100, at: 30))
        t.route(up(1, 108, 100, at: 60))
        assertTranscript(t.transcript(failures: false), "0.06 tap recognized (108, 100) touches=1")
        XCTAssertEqual(t.states("pan"), [.failed])
    }

    func testMovingPastTheToleranceFailsTheTapAndBeginsThePan() {
        let t = GestureTester(TapGestureRecognizer(), PanGestureRecognizer())
        t.route(down1)
        t.route(move(1, 111, 100, at: 30))
        t.route(up(1, 111, 100, at: 60))
        XCTAssertEqual(t.states("tap"), [.failed])
        XCTAssertEqual(t.states("pan"), [.began, .ended])
    }

    func testHoldingLongerThanTheMaximumPressDurationFailsTheTap() {
        let t = GestureTester(TapGestureRecognizer())
        t.route(down1)
        t.advance(to: 999)
        XCTAssertEqual(t.reports.count, 0)
        t.advance(to: 1000)
        assertTranscript(t.transcript(), "1 tap failed (100, 100) touches=1")
        t.route(up(1, 100, 100, at: 1100))
        XCTAssertEqual(t.reports.count, 1, "a failed tap stays failed until its touches lift")
    }

    func testSecondFingerFailsASingleTap() {
        let t = GestureTester(TapGestureRecognizer())
        t.route(down1)
        t.route(down(2, 140, 100, at: 5))
        t.route(up(1, 100, 100, at: 60), up(2, 140, 100, at: 60))
        XCTAssertEqual(t.states("tap"), [.failed])
    }

    func testTapIsReadyAgainAfterItRecognized() {
        let t = GestureTester(TapGestureRecognizer())
        t.route(down1); t.route(up1)
        t.route(down(2, 10, 10, at: 500)); t.route(up(2, 10, 10, at: 550))
        assertTranscript(t.transcript(), """
            0.08 tap recognized (100, 100) touches=1
            0.55 tap recognized (10, 10) touches=1
            """)
    }

    func testLocationInAnotherSpaceIsConverted() {
        let tap = TapGestureRecognizer()
        let t = GestureTester(tap)
        var seen: Point?
        tap.addTarget { seen = $0.location(in: OffsetCoordinateSpace(origin: .init(x: 20, y: -30))) }
        t.route(down1); t.route(up1)
        XCTAssertEqual(seen, Point(x: 80, y: 130))
        XCTAssertEqual(tap.location(in: nil), Point(x: 100, y: 100))
    }

    /// UIKit's `removeTarget(_:action:)` with a nil action removes every action of that target; a nil target
    /// removes them all.
    func testRemovingATargetLeavesTheOtherActions() {
        final class Target { var count = 0; func handle(_ r: GestureRecognizer) { count += 1 } }
        let tap = TapGestureRecognizer(), a = Target(), b = Target()
        var closureCalls = 0
        tap.addTarget(a, action: Target.handle)
        tap.addTarget(b, action: Target.handle)
        tap.addTarget { _ in closureCalls += 1 }
        tap.addTarget(a, action: Target.handle)
        let t = GestureTester(tap)
        t.route(down1); t.route(up1)
        XCTAssertEqual([a.count, b.count, closureCalls], [2, 1, 1])
        tap.removeTarget(a)
        t.route(down(2, 10, 10, at: 500)); t.route(up(2, 10, 10, at: 550))
        XCTAssertEqual([a.count, b.count, closureCalls], [2, 2, 2])
        tap.removeTarget(nil)
        t.route(down(3, 10, 10, at: 1000)); t.route(up(3, 10, 10, at: 1050))
        XCTAssertEqual([a.count, b.count, closureCalls], [2, 2, 2])
    }

    func testTargetActionReceivesTheRecognizer() {
        final class Target { var names: [String] = []; func handle(_ r: GestureRecognizer) { names.append(r.name) } }
        let tap = TapGestureRecognizer(), target = Target()
        tap.addTarget(target, action: Target.handle)
        let t = GestureTester(tap)
        t.route(down1); t.route(up1)
        XCTAssertEqual(target.names, ["tap"])
    }
}

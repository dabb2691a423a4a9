import XCTest
import TesseraGeometry
@testable import TesseraGestures

/// UIKit's `location(ofTouch:in:)`: where each touch ``GestureRecognizer/numberOfTouches`` counts is, including once
/// the gesture's fingers have lifted.
final class LocationOfTouchTests: XCTestCase {
    /// Every touch the recognizer counts, as its action sees them, in window coordinates.
    private func fingers(_ r: GestureRecognizer) -> [Point] {
        (0..<r.numberOfTouches).map { r.location(ofTouch: $0, in: nil) }
    }

    func testEachFingerOfAPinchIsWhereItIsInTheOrderTheyLanded() {
        let pinch = PinchGestureRecognizer()
        let t = GestureTester(pinch)
        var seen: [[Point]] = [], converted: [Point] = []
        pinch.addTarget { r in
            seen.append(self.fingers(r))
            converted.append(r.location(ofTouch: 1, in: OffsetCoordinateSpace(origin: Point(x: 50, y: -10))))
        }
        t.route(down(2, 200, 100, at: 0)); t.route(down(1, 100, 100, at: 5))
        t.route(move(1, 60, 100, at: 16), move(2, 240, 100, at: 16))
        t.route(move(1, 40, 100, at: 32), move(2, 260, 100, at: 32))
        t.route(up(1, 40, 100, at: 48), up(2, 260, 100, at: 48))
        XCTAssertEqual(t.states("pinch"), [.began, .changed, .ended])
        XCTAssertEqual(seen, [[Point(x: 240, y: 100), Point(x: 60, y: 100)],
                              [Point(x: 260, y: 100), Point(x: 40, y: 100)],
                              [Point(x: 260, y: 100), Point(x: 40, y: 100)]])
        XCTAssertEqual(converted.first, Point(x: 10, y: 110))
    }

    func testATwoFingerTapLiftedFingerByFingerReportsBothFingersWhereTheyLifted() {
        let tap = TapGestureRecognizer.twoFingerTap()
        let t = GestureTester(tap)
        var seen: [Point] = []
        tap.addTarget { seen = self.fingers($0) }
        t.route(down(1, 100, 100, at: 0)); t.route(down(2, 140, 100, at: 10))
        t.route(up(1, 101, 102, at: 60))
        t.route(up(2, 143, 99, at: 90))
        XCTAssertEqual(t.states("twoFingerTap"), [.recognized])
        XCTAssertEqual(seen, [Point(x: 101, y: 102), Point(x: 143, y: 99)])
    }

    func testATapRecognizedByItsTimerStillKnowsWhereItsFingerLifted() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer(taps: 2)
        tap.require(toFail: doubleTap)
        let t = GestureTester(tap, doubleTap)
        var seen: [Point] = []
        tap.addTarget { seen = self.fingers($0) }
        t.route(down(1, 100, 100, at: 0)); t.route(up(1, 103, 98, at: 70))
        XCTAssertEqual(seen, [], "the tap waits for the double tap")
        t.advance(to: 500)
        XCTAssertEqual(t.states("tap"), [.recognized])
        XCTAssertEqual(seen, [Point(x: 103, y: 98)])
    }

    func testAPanWhoseFingersLiftOneByOneEndsWithTheLastFinger() {
        let pan = PanGestureRecognizer()
        let t = GestureTester(pan)
        var last: [Point] = []
        pan.addTarget { last = self.fingers($0) }
        t.route(down(1, 100, 100, at: 0), down(2, 150, 100, at: 0))
        t.route(move(1, 100, 140, at: 16), move(2, 150, 140, at: 16))
        XCTAssertEqual(last, [Point(x: 100, y: 140), Point(x: 150, y: 140)])
        t.route(up(1, 100, 140, at: 32))
        t.route(move(2, 150, 180, at: 48))
        XCTAssertEqual(last, [Point(x: 150, y: 180)], "the lifted finger no longer counts")
        t.route(up(2, 152, 190, at: 64))
        XCTAssertEqual(t.states("pan"), [.began, .changed, .ended])
        XCTAssertEqual(last, [Point(x: 152, y: 190)])
        XCTAssertEqual(pan.numberOfTouches, 1)
        XCTAssertEqual(pan.location(ofTouch: 0, in: nil), Point(x: 152, y: 190), "asked after the gesture, too")
    }

    /// More fingers come and go than the set holds while one stays: the oldest lifted ones are dropped, and the
    /// last finger is still found where it lifted.
    func testManyFingersComingAndGoingKeepTheLastOnesThatLifted() {
        let pan = PanGestureRecognizer()
        let t = GestureTester(pan)
        t.route(down(1, 100, 100, at: 0))
        for k in 2...14 {
            let at = Double(k) * 20
            t.route(down(k, 200, Double(k) * 10, at: at))
            t.route(up(k, 201, Double(k) * 10, at: at + 10))
        }
        t.route(up(1, 130, 140, at: 400))
        XCTAssertEqual(pan.numberOfTouches, 1)
        XCTAssertEqual(pan.location(ofTouch: 0, in: nil), Point(x: 130, y: 140))
        XCTAssertEqual(pan.touches.recent(0, of: 2)?.location, Point(x: 201, y: 140), "finger 14, the one that lifted before")
    }

    func testTheFingersOfAnEarlierGestureAreForgottenWhenTheNextOneLands() {
        let tap = TapGestureRecognizer.twoFingerTap(), single = TapGestureRecognizer()
        let t = GestureTester(tap, single)
        var seen: [Point] = []
        single.addTarget { seen = self.fingers($0) }
        t.route(down(1, 100, 100, at: 0), down(2, 140, 100, at: 0)); t.route(up(1, 100, 100, at: 50), up(2, 140, 100, at: 50))
        t.route(down(3, 300, 300, at: 400)); t.route(up(3, 301, 300, at: 450))
        XCTAssertEqual(t.states("tap"), [.failed, .recognized])
        XCTAssertEqual(seen, [Point(x: 301, y: 300)])
    }
}

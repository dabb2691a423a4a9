import XCTest
import TesseraGeometry
@testable import TesseraGestures

/// The checkmark recognizer of Apple's "Implementing a discrete gesture recognizer", ported line for line: the
/// UIKit types renamed, and the touches compared by `id` (a `UITouch` is an object, a ``Touch`` a value).
private final class CheckmarkGestureRecognizer: GestureRecognizer {
    enum StrokePhase { case notStarted, initialPoint, downStroke, upStroke }
    var strokePhase: StrokePhase = .notStarted
    var initialTouchPoint: Point = .zero
    var trackedTouch: Touch?

    init() { super.init(name: "checkmark") }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 {
            self.state = .failed
        }
        // Capture the first touch and store some information about it.
        if self.trackedTouch == nil {
            self.trackedTouch = touches.first
            self.strokePhase = .initialPoint
            self.initialTouchPoint = (self.trackedTouch?.location(in: self.view))!
        } else {
            // Ignore all but the first touch.
            for touch in touches where touch.id != self.trackedTouch?.id {
                self.ignore(touch, for: event)
            }
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        let newTouch = touches.first
        // There should be only the first touch.
        guard newTouch?.id == self.trackedTouch?.id else {
            self.state = .failed
            return
        }
        let newPoint = (newTouch?.location(in: self.view))!
        let previousPoint = (newTouch?.previousLocation(in: self.view))!
        if self.strokePhase == .initialPoint {
            // Make sure the initial movement is down and to the right.
            if newPoint.x >= initialTouchPoint.x && newPoint.y >= initialTouchPoint.y {
                self.strokePhase = .downStroke
            } else {
                self.state = .failed
            }
        } else if self.strokePhase == .downStroke {
            // Always keep moving left to right.
            if newPoint.x >= previousPoint.x {
                // If the y direction changes, the gesture is moving up again.
                if newPoint.y < previousPoint.y {
                    self.strokePhase = .upStroke
                }
            } else {
                self.state = .failed
            }
        } else if self.strokePhase == .upStroke {
            // If the new x value is to the left, or the new y value changed directions again, the gesture fails.
            if newPoint.x < previousPoint.x || newPoint.y > previousPoint.y {
                self.state = .failed
            }
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        let newTouch = touches.first
        guard newTouch?.id == self.trackedTouch?.id else {
            self.state = .failed
            return
        }
        // If the stroke was moving up and the final point is above the initial point, the gesture succeeds.
        if self.state == .possible && self.strokePhase == .upStroke
            && newTouch!.location(in: self.view).y < initialTouchPoint.y {
            self.state = .recognized
        } else {
            self.state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        self.initialTouchPoint = .zero
        self.strokePhase = .notStarted
        self.trackedTouch = nil
        self.state = .cancelled
    }

    override func reset() {
        super.reset()
        self.initialTouchPoint = .zero
        self.strokePhase = .notStarted
        self.trackedTouch = nil
    }
}

/// A continuous recognizer written the UIKit way: it begins once its finger has moved 10 pt and sets `.changed`
/// on every move after, and never says it is continuous.
private final class DragRecognizer: GestureRecognizer {
    var start: Point?
    var moves: [(previous: Point, location: Point)] = []

    init() { super.init(name: "drag") }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if start == nil { start = touches.first?.location }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = touches.first, let start else { return }
        moves.append((touch.previousLocation, touch.location))
        if state == .possible {
            if hypot(touch.location.x - start.x, touch.location.y - start.y) >= 10 { state = .began }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func reset() {
        start = nil
    }
}

/// A space whose origin is at `origin` in the window, and a class, as a view is.
private final class OffsetView: CoordinateSpace {
    var origin: Point
    init(origin: Point) { self.origin = origin }
    func convert(fromWindow point: Point) -> Point { point - origin }
}

/// A recognizer ported from UIKit: `touchesBegan(_:with:)` and its siblings, `state` set by the subclass,
/// `ignore(_:for:)`, `previousLocation(in:)` and `view`.
final class UIKitSubclassTests: XCTestCase {
    private func stroke(_ t: GestureTester, _ points: [(Double, Double)], id: Int = 1, from ms: Double = 0) {
        t.route(down(id, points[0].0, points[0].1, at: ms))
        for (k, p) in points.dropFirst().dropLast().enumerated() { t.route(move(id, p.0, p.1, at: ms + 16 * Double(k + 1))) }
        let last = points[points.count - 1]
        t.route(up(id, last.0, last.1, at: ms + 16 * Double(points.count - 1)))
    }

    func testApplesCheckmarkRecognizerRecognizesACheckmarkAndFailsOtherStrokes() {
        let checkmark = CheckmarkGestureRecognizer()
        var actions = 0
        checkmark.addTarget { _ in actions += 1 }
        let t = GestureTester(checkmark)
        stroke(t, [(100, 100), (130, 140), (150, 160), (170, 130), (200, 80), (210, 70)])
        XCTAssertEqual(t.states("checkmark"), [.recognized])
        XCTAssertEqual(actions, 1)

        // Down and to the right, never up: it fails as it lifts.
        stroke(t, [(100, 100), (130, 140), (150, 160), (170, 170)], from: 1000)
        // Up first: it fails at the first move.
        stroke(t, [(100, 100), (110, 90), (120, 80), (130, 70)], from: 2000)
        // A checkmark whose end stays below its start.
        stroke(t, [(100, 100), (130, 140), (150, 160), (170, 140), (180, 120)], from: 3000)
        XCTAssertEqual(t.states("checkmark"), [.recognized, .failed, .failed, .failed])
        XCTAssertEqual(actions, 1)
    }

    func testACheckmarkIgnoresASecondFingerAndCountsOnlyItsOwn() {
        let checkmark = CheckmarkGestureRecognizer()
        var counted: [Int] = [], located: [Point] = []
        checkmark.addTarget { r in
            counted.append(r.numberOfTouches)
            located.append(r.location(in: nil))
        }
        let t = GestureTester(checkmark)
        t.route(down(1, 100, 100, at: 0))
        t.route(move(1, 130, 140, at: 16))
        t.route(down(2, 300, 300, at: 24))
        XCTAssertEqual(checkmark.touches.map(\.id), [1], "the second finger is ignored")
        t.route(move(1, 150, 160, at: 32), move(2, 320, 280, at: 32))
        t.route(move(1, 170, 130, at: 48))
        t.route(move(1, 200, 80, at: 64))
        t.route(up(1, 210, 70, at: 80))
        t.route(up(2, 330, 270, at: 96))
        XCTAssertEqual(t.states("checkmark"), [.recognized], "the second finger's moves never reached touchesMoved")
        XCTAssertEqual(counted, [1])
        XCTAssertEqual(located, [Point(x: 210, y: 70)], "the ignored finger is not part of the location")
    }

    func testLocationsAreInTheRoutersView() {
        let checkmark = CheckmarkGestureRecognizer()
        let t = GestureTester(checkmark)
        XCTAssertNil(checkmark.view)
        let view = OffsetView(origin: Point(x: 0, y: -500))
        t.router.view = view
        XCTAssertTrue(checkmark.view as? OffsetView === view)
        t.route(down(1, 100, 100, at: 0))
        XCTAssertEqual(checkmark.initialTouchPoint, Point(x: 100, y: 600), "location(in: self.view) is in the view's space")
        XCTAssertEqual(checkmark.location(in: checkmark.view), Point(x: 100, y: 600))
    }

    func testARecognizerThatSetsBeganIsContinuousAndItsMovesCarryTheirPreviousLocation() {
        let drag = DragRecognizer()
        var actionStates: [GestureState] = []
        drag.addTarget { actionStates.append($0.state) }
        let t = GestureTester(drag)
        XCTAssertFalse(drag.isContinuous)
        stroke(t, [(100, 100), (104, 100), (112, 100), (130, 100), (140, 100)])
        XCTAssertEqual(t.states("drag"), [.began, .changed, .ended])
        XCTAssertEqual(actionStates, [.began, .changed, .ended])
        XCTAssertEqual(t.reports("drag").map(\.stateName), ["began", "changed", "ended"],
                       "a recognizer that began is named as a continuous one: it ends, it is not recognized")
        XCTAssertTrue(drag.isContinuous)
        XCTAssertEqual(drag.moves.map(\.previous), [Point(x: 100, y: 100), Point(x: 104, y: 100), Point(x: 112, y: 100)])
        XCTAssertEqual(drag.moves.map(\.location), [Point(x: 104, y: 100), Point(x: 112, y: 100), Point(x: 130, y: 100)])
    }

    func testSettingTheStateGoesThroughTheArena() {
        // The checkmark waits for a double tap to fail, as `require(toFail:)` makes any recognizer wait. A small
        // checkmark, within a tap's tolerance, leaves the double tap waiting for its second tap.
        let checkmark = CheckmarkGestureRecognizer(), doubleTap = TapGestureRecognizer(taps: 2)
        checkmark.require(toFail: doubleTap)
        let t = GestureTester(checkmark, doubleTap)
        stroke(t, [(100, 100), (102, 103), (104, 105), (106, 102), (107, 98), (108, 96)])
        XCTAssertEqual(checkmark.state, .possible, "state = .recognized waits while the double tap may still succeed")
        XCTAssertEqual(t.states("checkmark"), [])
        t.advance(to: 1000)
        XCTAssertEqual(t.states("checkmark"), [.recognized])

        // Setting .possible asks for nothing.
        checkmark.state = .possible
        XCTAssertEqual(t.states("checkmark"), [.recognized])
    }

    func testTheViewsTouchesCarryWhereTheViewLastSawThem() {
        let t = GestureTester([])
        final class Previous: TouchSink {
            var lines: [String] = []
            func touchBegan(_ touch: Touch) { lines.append("began \(touch.previousLocation) → \(touch.location)") }
            func touchMoved(_ touch: Touch) { lines.append("moved \(touch.previousLocation) → \(touch.location)") }
            func touchEnded(_ touch: Touch) { lines.append("ended \(touch.previousLocation) → \(touch.location)") }
        }
        let view = Previous()
        t.router.sink = view
        t.route(down(1, 10, 10, at: 0)); t.route(move(1, 20, 15, at: 16)); t.route(move(1, 30, 15, at: 32))
        t.route(up(1, 35, 15, at: 48))
        let p = { (x: Double, y: Double) in Point(x: x, y: y) }
        XCTAssertEqual(view.lines, ["began \(p(10, 10)) → \(p(10, 10))", "moved \(p(10, 10)) → \(p(20, 15))",
                                    "moved \(p(20, 15)) → \(p(30, 15))", "ended \(p(30, 15)) → \(p(35, 15))"])
    }

    func testAnIgnoredTouchIsNoLongerHeldBackFromTheView() {
        // It delays touches began, and wants only the first finger: the second reaches the view at once.
        let checkmark = CheckmarkGestureRecognizer()
        checkmark.delaysTouchesBegan = true
        let t = GestureTester(checkmark)
        t.route(down(1, 100, 100, at: 0))
        t.route(down(2, 300, 300, at: 10))
        XCTAssertEqual(t.view.log, ["began 2 (300, 300)"], "the first finger is held back, the ignored one is not")
    }
}

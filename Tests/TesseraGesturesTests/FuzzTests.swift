import XCTest
import TesseraGeometry
@testable import TesseraGestures
import TesseraTesting

/// Random touch streams with fixed seeds: no crash, no illegal transition, every begun gesture ends,
/// nothing left waiting, and the view's touch contract holds.
final class FuzzTests: XCTestCase {
    /// Checks the view's contract per touch: nothing, or began, moved…, then one ended or cancelled.
    final class CheckingView: TouchSink {
        var open: Set<Int> = []
        var violations: [String] = []
        func touchBegan(_ t: Touch) { if !open.insert(t.id).inserted { violations.append("began twice: \(t.id)") } }
        func touchMoved(_ t: Touch) { if !open.contains(t.id) { violations.append("moved before began: \(t.id)") } }
        func touchEnded(_ t: Touch) { if open.remove(t.id) == nil { violations.append("ended unopened: \(t.id)") } }
        func touchCancelled(_ t: Touch) { if open.remove(t.id) == nil { violations.append("cancelled unopened: \(t.id)") } }
    }

    func testRandomTouchStreamsKeepEveryRecognizerLegal() {
        var successes: [String: Int] = [:]
        for seed in UInt64(1)...400 { run(seed: seed, successes: &successes) }
        // The streams must exercise every recognizer, or the properties above prove little.
        for name in ["tap", "doubleTap", "twoFingerTap", "pinch", "pan", "longPress", "rotation", "swipe"] {
            XCTAssertGreaterThan(successes[name, default: 0], 0, "no stream made \(name) succeed")
        }
    }

    private func run(seed: UInt64, successes: inout [String: Int]) {
        var rng = SplitMix64(seed: seed)
        let clock = VirtualClock(), router = GestureRouter(clock: clock), view = CheckingView()
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let all: [GestureRecognizer] = [tap, doubleTap, TapGestureRecognizer.twoFingerTap(), pinch,
                                        PanGestureRecognizer(), LongPressGestureRecognizer(), rotation,
                                        SwipeGestureRecognizer(direction: .all)]
        for (index, r) in all.enumerated() {
            r.delaysTouchesBegan = rng.next() % 4 == 0
            r.cancelsTouchesInView = rng.next() % 4 != 0
            // From the seed, not the generator, so the streams stay what they were.
            r.delaysTouchesEnded = (seed &+ UInt64(index)) % 3 == 0
            router.add(r)
        }
        if seed % 2 == 0 { router.arena.makeExclusive(single: tap, double: doubleTap) } else { tap.require(toFail: doubleTap) }
        if seed % 3 != 0 { router.arena.allowSimultaneousRecognition(pinch, rotation) }
        router.sink = view
        router.reportsResets = true

        var last: [String: GestureState] = [:], violations: [String] = [], wins: [String: Int] = [:]
        defer { successes.merge(wins, uniquingKeysWith: +) }
        let continuous = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.isContinuous) })
        router.observer = { report in
            let previous = last[report.recognizer] ?? .possible
            if !previous.canTransition(to: report.state, continuous: continuous[report.recognizer]!) {
                violations.append("\(report.recognizer): \(previous) → \(report.state) at \(report.time)")
            }
            last[report.recognizer] = report.state
            if report.state == .began || (report.state == .ended && previous == .possible) { wins[report.recognizer, default: 0] += 1 }
        }

        var down: [Int: Point] = [:], nextID = 1, now = Duration.zero, lastLanding = Point(x: 200, y: 200)
        let gaps: [Duration] = [.microseconds(3), .milliseconds(8), .milliseconds(16), .milliseconds(50),
                                .milliseconds(120), .milliseconds(320), .milliseconds(700)]
        func send(_ changed: [Touch]) {
            var touches = changed
            for (id, p) in down where !changed.contains(where: { $0.id == id }) {
                touches.append(Touch(id: id, phase: .stationary, location: p, timestamp: now))
            }
            for t in changed { down[t.id] = t.phase.isFinal ? nil : t.location }
            clock.advance(to: now)
            router.handle(TouchEvent(timestamp: now, touches: touches.sorted { $0.id < $1.id }))
        }
        func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }

        for _ in 0..<150 {
            now += gaps[Int(rng.next() % UInt64(gaps.count))]
            let roll = rng.next() % 100
            if down.isEmpty || (roll < 25 && down.count < 4) {
                // Half the touches land near the last one, so multi-tap sequences happen too.
                let near = rng.next() % 2 == 0
                let at = near ? lastLanding + Point(x: random(-20...20), y: random(-20...20))
                              : Point(x: random(0...400), y: random(0...400))
                lastLanding = at
                send([Touch(id: nextID, phase: .began, location: at, timestamp: now)])
                nextID += 1
            } else if roll < 75 {
                let scale = rng.next() % 3 == 0 ? 2.0 : 25.0
                let moved = down.keys.sorted().filter { _ in rng.next() % 5 < 3 }.map { id in
                    Touch(id: id, phase: .moved, location: down[id]! + Point(x: random(-scale...scale), y: random(-scale...scale)),
                          timestamp: now)
                }
                send(moved)
            } else if roll < 95 {
                let id = down.keys.sorted()[Int(rng.next() % UInt64(down.count))]
                send([Touch(id: id, phase: roll < 92 ? .ended : .cancelled, location: down[id]!, timestamp: now)])
            } else if roll < 97 {
                send([]) // every touch stationary
            } else {
                // A flick: one finger moves fast in one direction for a few frames.
                let id = down.keys.sorted()[Int(rng.next() % UInt64(down.count))]
                let step = [Point(x: 30, y: 0), Point(x: -30, y: 0), Point(x: 0, y: 30), Point(x: 0, y: -30)][Int(rng.next() % 4)]
                for _ in 0..<4 {
                    now += .milliseconds(8)
                    send([Touch(id: id, phase: .moved, location: down[id]! + step, timestamp: now)])
                }
            }
        }
        for id in down.keys.sorted() {
            now += .milliseconds(5)
            send([Touch(id: id, phase: .ended, location: down[id]!, timestamp: now)])
        }
        clock.advance(to: now + .seconds(5))

        let context = "seed \(seed)"
        XCTAssertEqual(violations, [], context)
        XCTAssertEqual(view.violations, [], context)
        XCTAssertEqual(view.open, [], "the view has a touch that never ended; \(context)")
        for r in all {
            XCTAssertEqual(r.state, .possible, "\(r.name) did not come back to possible; \(context)")
            XCTAssertNil(r.pendingState, "\(r.name) still waits on the arena; \(context)")
            XCTAssertTrue(r.touches.isEmpty, "\(r.name) still tracks touches; \(context)")
            if let final = last[r.name] {
                XCTAssertEqual(final, .possible, "\(r.name) ended the stream in \(final), not reset; \(context)")
            }
        }
        XCTAssertEqual(clock.pendingCount, 0, "timers left behind; \(context)")
        XCTAssertTrue(router.viewTouches.isEmpty, "view touch records left behind; \(context)")
    }

    func testEveryContinuousGestureThatBeganEnds() {
        for seed in UInt64(1000)...1200 {
            var rng = SplitMix64(seed: seed)
            let clock = VirtualClock(), router = GestureRouter(clock: clock)
            let recognizers: [GestureRecognizer] = [PinchGestureRecognizer(), PanGestureRecognizer(),
                                                    LongPressGestureRecognizer(), RotationGestureRecognizer()]
            for r in recognizers { router.add(r) }
            router.arena.allowSimultaneousRecognition(recognizers[0], recognizers[3])
            var running: Set<String> = [], began = 0
            router.observer = { r in
                if r.state == .began { running.insert(r.recognizer); began += 1 }
                if r.state == .ended || r.state == .cancelled { running.remove(r.recognizer) }
            }
            var now = Duration.zero, p1 = Point(x: 100, y: 100), p2 = Point(x: 200, y: 100)
            clock.advance(to: now)
            router.handle(TouchEvent(timestamp: now, touches: [Touch(id: 1, phase: .began, location: p1, timestamp: now)]))
            now += .milliseconds(Int64(rng.next() % 700))
            clock.advance(to: now)
            router.handle(TouchEvent(timestamp: now, touches: [Touch(id: 1, phase: .stationary, location: p1, timestamp: now),
                                                               Touch(id: 2, phase: .began, location: p2, timestamp: now)]))
            for _ in 0..<30 {
                now += .milliseconds(16)
                p1 = p1 + Point(x: Double(rng.next() % 21) - 10, y: Double(rng.next() % 21) - 10)
                p2 = p2 + Point(x: Double(rng.next() % 21) - 10, y: Double(rng.next() % 21) - 10)
                clock.advance(to: now)
                router.handle(TouchEvent(timestamp: now, touches: [Touch(id: 1, phase: .moved, location: p1, timestamp: now),
                                                                   Touch(id: 2, phase: .moved, location: p2, timestamp: now)]))
            }
            now += .milliseconds(16)
            let last: Touch.Phase = rng.next() % 4 == 0 ? .cancelled : .ended
            clock.advance(to: now)
            router.handle(TouchEvent(timestamp: now, touches: [Touch(id: 1, phase: last, location: p1, timestamp: now),
                                                               Touch(id: 2, phase: last, location: p2, timestamp: now)]))
            XCTAssertGreaterThan(began, 0, "seed \(seed): the stream should start something")
            XCTAssertEqual(running, [], "seed \(seed): began but never ended")
        }
    }
}

import XCTest
import TesseraGeometry
@testable import TesseraGestures
import TesseraTesting

/// The router's shortcuts (events that only move touches reach only the recognizers that can use
/// them; the reset pass runs only when a recognizer may have finished) against its general path:
/// the same random streams give the same transcript, the same view calls and the same states.
final class RouterShortcutTests: XCTestCase {
    /// A router with the collection view's recognizers and more, logging everything it does.
    final class Rig: TouchSink {
        let clock = VirtualClock()
        let router: GestureRouter
        let recognizers: [GestureRecognizer]
        var log: [String] = []

        init(seed: UInt64, general: Bool) {
            router = GestureRouter(clock: clock)
            router.forcesGeneralPath = general
            let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
            let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer(), pan = PanGestureRecognizer()
            let longPress = LongPressGestureRecognizer(touches: seed % 4 == 0 ? 2 : 1)
            if seed % 3 == 0 { pan.minimumNumberOfTouches = 2 }
            recognizers = [tap, doubleTap, TapGestureRecognizer.twoFingerTap(), pinch, pan, longPress, rotation,
                           SwipeGestureRecognizer(direction: seed % 2 == 0 ? .all : .right)]
            for (index, r) in recognizers.enumerated() {
                r.delaysTouchesBegan = (seed &+ UInt64(index)) % 4 == 0
                r.cancelsTouchesInView = (seed &+ UInt64(index)) % 5 != 0
                r.delaysTouchesEnded = (seed &+ UInt64(index)) % 3 == 0
                router.add(r)
            }
            if seed % 2 == 0 { router.arena.makeExclusive(single: tap, double: doubleTap) } else { tap.require(toFail: doubleTap) }
            if seed % 3 != 0 { router.arena.allowSimultaneousRecognition(pinch, rotation) }
            router.reportsResets = seed % 4 == 1
            router.sink = self
            router.observer = { [unowned self] in log.append($0.jsonLine) }
            // Actions that switch another recognizer off and on again, mid-gesture.
            pan.addTarget { [unowned self] r in
                log.append("action \(r.name) \(r.state)")
                if seed % 5 == 0, r.state == .began { longPress.isEnabled = false }
                if seed % 5 == 0, r.state == .ended || r.state == .cancelled { longPress.isEnabled = true }
            }
        }

        func handle(_ event: TouchEvent) {
            clock.advance(to: event.timestamp)
            router.handle(event)
            log.append(recognizers.map { "\($0.name) \($0.state) \($0.touches.count) \($0.location)" }.joined(separator: "; "))
            // The arena's count of deferred members, which lets settling skip its pass, is exact.
            let deferred = recognizers.filter { $0.pendingState != nil }.count
            if router.arena.pendingCount != deferred { log.append("arena counts \(router.arena.pendingCount) deferred, not \(deferred)") }
        }

        func touchBegan(_ t: Touch) { log.append("began \(t.id) \(t.location)") }
        func touchMoved(_ t: Touch) { log.append("moved \(t.id) \(t.location)") }
        func touchEnded(_ t: Touch) { log.append("ended \(t.id) \(t.location)") }
        func touchCancelled(_ t: Touch) { log.append("cancelled \(t.id) \(t.location)") }
    }

    func testShortcutsAndTheGeneralPathAgreeOnRandomStreams() {
        for seed in UInt64(1)...300 {
            let fast = Rig(seed: seed, general: false), general = Rig(seed: seed, general: true)
            for event in Self.stream(seed: seed) {
                fast.handle(event)
                general.handle(event)
            }
            let end = (general.clock.now) + .seconds(5)
            fast.clock.advance(to: end)
            general.clock.advance(to: end)
            // The first line that differs, rather than two logs of thousands of lines.
            let common = min(fast.log.count, general.log.count)
            if let i = (0..<common).first(where: { fast.log[$0] != general.log[$0] })
                ?? (fast.log.count == general.log.count ? nil : common) {
                XCTFail("seed \(seed), line \(i):\n  shortcuts: \(i < fast.log.count ? fast.log[i] : "(end)")\n  general:   \(i < general.log.count ? general.log[i] : "(end)")")
            }
            XCTAssertGreaterThan(general.log.count, 200, "seed \(seed): the stream should do something")
        }
    }

    /// Touches landing, dragging steadily (so velocity windows fill), wandering, resting and lifting.
    static func stream(seed: UInt64) -> [TouchEvent] {
        var rng = SplitMix64(seed: seed)
        var events: [TouchEvent] = []
        var down: [Int: Point] = [:], nextID = 1, now = Duration.zero
        func send(_ changed: [Touch]) {
            var touches = changed
            for (id, p) in down where !changed.contains(where: { $0.id == id }) {
                touches.append(Touch(id: id, phase: .stationary, location: p, timestamp: now))
            }
            for t in changed { down[t.id] = t.phase.isFinal ? nil : t.location }
            events.append(TouchEvent(timestamp: now, touches: touches.sorted { $0.id < $1.id }))
        }
        func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let gaps: [Duration] = [.microseconds(3), .milliseconds(8), .milliseconds(16), .milliseconds(50),
                                .milliseconds(120), .milliseconds(320), .milliseconds(700)]
        for _ in 0..<120 {
            now += gaps[Int(rng.next() % UInt64(gaps.count))]
            let roll = rng.next() % 100
            if down.isEmpty || (roll < 25 && down.count < 4) {
                send([Touch(id: nextID, phase: .began, location: Point(x: random(100...300), y: random(100...300)), timestamp: now)])
                nextID += 1
            } else if roll < 60 {
                let scale = rng.next() % 3 == 0 ? 2.0 : 25.0
                send(down.keys.sorted().filter { _ in rng.next() % 5 < 3 }.map { id in
                    Touch(id: id, phase: .moved, location: down[id]! + Point(x: random(-scale...scale), y: random(-scale...scale)),
                          timestamp: now)
                })
            } else if roll < 80 {
                let step = Point(x: random(-6...6), y: random(-6...6))
                for _ in 0..<Int(rng.next() % 20) {
                    now += .milliseconds(8)
                    send(down.keys.sorted().enumerated().map { k, id in
                        Touch(id: id, phase: .moved, location: down[id]! + step * Double(k + 1), timestamp: now)
                    })
                }
            } else if roll < 95 {
                let id = down.keys.sorted()[Int(rng.next() % UInt64(down.count))]
                send([Touch(id: id, phase: roll < 92 ? .ended : .cancelled, location: down[id]!, timestamp: now)])
            } else {
                send([])
            }
        }
        for id in down.keys.sorted() {
            now += .milliseconds(5)
            send([Touch(id: id, phase: .ended, location: down[id]!, timestamp: now)])
        }
        return events
    }
}

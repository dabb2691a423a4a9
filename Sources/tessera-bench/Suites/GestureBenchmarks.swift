import Foundation
import TesseraGeometry
import TesseraGestures

/// Issue 4's figures: what one touch event costs with the collection view's recognizers attached.
///
/// `gestures.event` routes a pre-built stream of realistic gestures (tap,
/// double tap, two-finger tap, pan, pinch with rotation, long-press drag)
/// through a router holding tap, double-tap, two-finger tap, pinch, pan, long
/// press and rotation, related as the collection view relates them (tap waits
/// for double tap, pinch and rotation together), with a view receiving touches.
/// The baseline only walks the same events' touches. Streams are built before
/// timing, one per measured pass so that time keeps moving forward.
enum GestureBenchmarks: BenchmarkSuite {
    static let prefixes = ["gestures."]
    static let cyclesPerPass = 200
    static let passes = 12

    /// Counts what the view is told, so delivery is not optimised away.
    ///
    /// The counters are unchecked: a checked class property or a captured variable costs a
    /// run-time exclusivity check per increment (about 100 instructions per report), which is
    /// the harness's cost, not the router's.
    final class CountingView: TouchSink {
        @exclusivity(unchecked) var count = 0
        func touchBegan(_ touch: Touch) { count += 1 }
        func touchMoved(_ touch: Touch) { count += 1 }
        func touchEnded(_ touch: Touch) { count += 1 }
        func touchCancelled(_ touch: Touch) { count += 1 }
    }

    /// Counts the reports the observer receives.
    final class ReportCounter {
        @exclusivity(unchecked) var count = 0
    }

    static func run(filter: String?) -> [Metric] {
        guard wanted("gestures.event", filter) else { return [] }
        let streams = (0..<passes).map { makeStream(startCycle: $0 * cyclesPerPass, cycles: cyclesPerPass) }
        let eventsPerPass = Double(streams[0].count)

        let clock = VirtualClock()
        let router = GestureRouter(clock: clock)
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        for r in [tap, doubleTap, TapGestureRecognizer.twoFingerTap(), pinch, PanGestureRecognizer(),
                  LongPressGestureRecognizer(), rotation] as [GestureRecognizer] {
            router.add(r)
        }
        tap.require(toFail: doubleTap)
        router.arena.allowSimultaneousRecognition(pinch, rotation)
        let view = CountingView()
        router.sink = view
        let reportCounter = ReportCounter()
        router.observer = { _ in reportCounter.count += 1 }

        let bareClock = VirtualClock()
        let bare = GestureRouter(clock: bareClock)
        let bareView = CountingView()
        bare.sink = bareView

        var pass = 0, barePass = 0
        func routeNextPass() {
            for event in streams[pass % streams.count] {
                clock.advance(to: event.timestamp)
                router.handle(event)
            }
            pass += 1
        }
        func routeNextBarePass() {
            for event in streams[barePass % streams.count] {
                bareClock.advance(to: event.timestamp)
                bare.handle(event)
            }
            barePass += 1
        }
        // Warm-up passes, then the steady-state allocation count over a whole pass.
        routeNextPass()
        routeNextBarePass()
        let allocations = Measure.allocations { routeNextPass() }
        let bareAllocations = Measure.allocations { routeNextBarePass() }
        // Passes past the last stream would go back in time: 12 streams, 1 + 1 + 9 passes each.
        let (ours, baseline) = Measure.paired(runs: 9, ours: routeNextPass, baseline: routeNextBarePass)
        let reportsPerPass = Double(reportCounter.count) / Double(pass)
        return [Metric(name: "gestures.event", ours: ours.scaled(1e9 / eventsPerPass), baseline: baseline.scaled(1e9 / eventsPerPass),
                       unit: "ns", goal: "ratio <= 1.5",
                       extra: [("allocationsPerEvent", Double(allocations) / eventsPerPass),
                               ("baselineAllocationsPerEvent", Double(bareAllocations) / eventsPerPass),
                               ("eventsPerPass", eventsPerPass),
                               ("reportsPerEvent", reportsPerPass / eventsPerPass),
                               ("viewCallsPerEvent", Double(view.count) / Double(pass) / eventsPerPass)])]
    }

    /// One pass: `cycles` rounds of every gesture, 3 s of simulated time each, starting at `startCycle`.
    static func makeStream(startCycle: Int, cycles: Int) -> [TouchEvent] {
        var events: [TouchEvent] = []
        var now = Duration.zero, id = 0
        func at(_ ms: Int) -> Duration { now + .milliseconds(ms) }
        func event(_ ms: Int, _ touches: [(Int, Touch.Phase, Double, Double)]) {
            let t = at(ms)
            events.append(TouchEvent(timestamp: t, touches: touches.map {
                Touch(id: id + $0.0, phase: $0.1, location: Point(x: $0.2, y: $0.3), timestamp: t)
            }))
        }
        for cycle in startCycle..<(startCycle + cycles) {
            now = .seconds(3 * cycle)
            id = cycle * 16
            // Tap, then a double tap after the window has closed.
            event(0, [(0, .began, 100, 100)]); event(60, [(0, .ended, 100, 100)])
            event(500, [(1, .began, 200, 200)]); event(560, [(1, .ended, 200, 200)])
            event(680, [(2, .began, 202, 201)]); event(740, [(2, .ended, 202, 201)])
            // Two-finger tap, the fingers a few microseconds apart (rounded to a millisecond here).
            event(1100, [(3, .began, 100, 300)]); event(1101, [(3, .stationary, 100, 300), (4, .began, 160, 300)])
            event(1160, [(3, .ended, 100, 300), (4, .stationary, 160, 300)]); event(1161, [(4, .ended, 160, 300)])
            // Pan: 30 frames of 6 pt.
            event(1300, [(5, .began, 50, 400)])
            for k in 1...30 { event(1300 + 8 * k, [(5, .moved, 50 + 6 * Double(k), 400)]) }
            event(1550, [(5, .ended, 230, 400)])
            // Pinch with rotation: finger 7 moves out and round finger 6.
            event(1700, [(6, .began, 200, 500)]); event(1705, [(6, .stationary, 200, 500), (7, .began, 300, 500)])
            var last = (300.0, 500.0)
            for k in 1...30 {
                let a = Double(k) * 0.02, r = 100 + 3 * Double(k)
                last = (200 + r * cos(a), 500 + r * sin(a))
                event(1705 + 8 * k, [(6, .stationary, 200, 500), (7, .moved, last.0, last.1)])
            }
            event(1960, [(6, .ended, 200, 500), (7, .ended, last.0, last.1)])
            // Long press, then drag.
            event(2100, [(8, .began, 300, 300)])
            for k in 1...10 { event(2650 + 8 * k, [(8, .moved, 300, 300 + 5 * Double(k))]) }
            event(2800, [(8, .ended, 300, 350)])
        }
        return events
    }
}

import TesseraGeometry
@testable import TesseraGestures

/// Drives a router with fixtures and keeps the transcript and the view's log.
///
/// `route(...)` builds one event from the given touches plus every other touch
/// that is down, as `stationary` at its last location, as a real device would.
final class GestureTester {
    let clock = VirtualClock()
    let router: GestureRouter
    let view = RecordingView()
    private(set) var reports: [GestureReport] = []
    private var down: [Int: Touch] = [:]

    init(_ recognizers: [GestureRecognizer]) {
        router = GestureRouter(clock: clock)
        for r in recognizers { router.add(r) }
        router.sink = view
        router.observer = { [unowned self] in reports.append($0) }
    }

    convenience init(_ recognizers: GestureRecognizer...) { self.init(recognizers) }

    /// Sends one event holding `touches` and the other touches that are down.
    func route(_ touches: Touch...) {
        let t = touches.map(\.timestamp).max()!
        var all = touches
        for (id, touch) in down where !touches.contains(where: { $0.id == id }) {
            all.append(Touch(id: id, phase: .stationary, location: touch.location, timestamp: t))
        }
        all.sort { $0.id < $1.id }
        for touch in touches {
            if touch.phase.isFinal { down[touch.id] = nil } else { down[touch.id] = touch }
        }
        clock.advance(to: t)
        router.handle(TouchEvent(timestamp: t, touches: all))
    }

    /// Lets time pass with no event, firing timers.
    func advance(to ms: Double) { clock.advance(to: time(ms)) }

    /// Transcript lines (``GestureReport/transcriptLine``), optionally without `failed` lines.
    func transcript(failures: Bool = true) -> [String] {
        reports.filter { failures || $0.state != .failed }.map(\.transcriptLine)
    }

    /// The states `name` went through, in order.
    func states(_ name: String) -> [GestureState] {
        reports.filter { $0.recognizer == name }.map(\.state)
    }

    /// The reports of `name`.
    func reports(_ name: String) -> [GestureReport] {
        reports.filter { $0.recognizer == name }
    }
}

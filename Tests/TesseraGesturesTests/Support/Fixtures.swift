import TesseraGeometry
@testable import TesseraGestures

// Named event fixtures in the style of Flutter's gesture_tester.dart: a touch
// id, where, and when in milliseconds (fractions allowed, for fingers that land
// microseconds apart).

func time(_ ms: Double) -> Duration { .microseconds(Int64((ms * 1000).rounded())) }

func down(_ id: Int, _ x: Double, _ y: Double, at ms: Double) -> Touch {
    Touch(id: id, phase: .began, location: Point(x: x, y: y), timestamp: time(ms))
}

func move(_ id: Int, _ x: Double, _ y: Double, at ms: Double) -> Touch {
    Touch(id: id, phase: .moved, location: Point(x: x, y: y), timestamp: time(ms))
}

func up(_ id: Int, _ x: Double, _ y: Double, at ms: Double) -> Touch {
    Touch(id: id, phase: .ended, location: Point(x: x, y: y), timestamp: time(ms))
}

func cancelled(_ id: Int, _ x: Double, _ y: Double, at ms: Double) -> Touch {
    Touch(id: id, phase: .cancelled, location: Point(x: x, y: y), timestamp: time(ms))
}

/// A view that writes down what the router tells it, as "began 1 (x, y)" lines.
final class RecordingView: TouchSink {
    var log: [String] = []
    private func note(_ what: String, _ t: Touch) {
        log.append("\(what) \(t.id) (\(GestureReport.short(t.location.x)), \(GestureReport.short(t.location.y)))")
    }
    func touchBegan(_ touch: Touch) { note("began", touch) }
    func touchMoved(_ touch: Touch) { note("moved", touch) }
    func touchEnded(_ touch: Touch) { note("ended", touch) }
    func touchCancelled(_ touch: Touch) { note("cancelled", touch) }
}

/// Answers the delegate questions from closures, so a test states its policy inline.
final class TestDelegate: GestureRecognizerDelegate {
    var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var receive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
    var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    var requireFailure: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool {
        simultaneous(r, o)
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive(r, touch) }
    func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { shouldBegin(r) }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf o: GestureRecognizer) -> Bool {
        requireFailure(r, o)
    }
}

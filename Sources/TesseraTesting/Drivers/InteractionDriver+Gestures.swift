import TesseraGeometry
import TesseraSimulator

extension InteractionDriver {
    /// A finger down at `point` (window coordinates) for three frames (50 ms), then up where it landed.
    public func tap(at point: Point) {
        let id = newTouchID()
        step([.touch(id: id, change: .down, location: point)])
        advance(by: Simulation.frameInterval * 2)
        step([.touch(id: id, change: .up, location: point)])
    }

    /// Two taps at `point`, the second landing 100 ms after the first lifts: well inside the double-tap window.
    public func doubleTap(at point: Point) {
        tap(at: point)
        advance(by: .milliseconds(100) - Simulation.frameInterval)
        tap(at: point)
    }

    /// A finger down at `start`, moved a frame at a time in a straight line to `end` over `duration`,
    /// and lifted there on the next frame, still moving: a drag that flings as fast as it moved.
    public func drag(from start: Point, to end: Point, duration: Duration = .milliseconds(300)) {
        let id = newTouchID()
        step([.touch(id: id, change: .down, location: start)])
        let n = max(1, Self.frames(in: duration))
        for k in 1...n {
            step([.touch(id: id, change: .move, location: Self.lerp(start, end, Double(k) / Double(n)))])
        }
        step([.touch(id: id, change: .up, location: end)])
    }

    /// Two fingers on a horizontal line through `center`, `from` points apart, spread (or closed) a frame
    /// at a time to `to` points apart over `duration`, then lifted together.
    public func pinch(center: Point, from: Double, to: Double, duration: Duration = .milliseconds(300)) {
        let a = newTouchID(), b = newTouchID()
        func fingers(_ span: Double, _ change: InputEvent.TouchChange) -> [InputEvent] {
            [.touch(id: a, change: change, location: Point(x: center.x - span / 2, y: center.y)),
             .touch(id: b, change: change, location: Point(x: center.x + span / 2, y: center.y))]
        }
        step(fingers(from, .down))
        let n = max(1, Self.frames(in: duration))
        for k in 1...n { step(fingers(from + (to - from) * Double(k) / Double(n), .move)) }
        step(fingers(to, .up))
    }

    /// A finger held still at `point` for `duration` (past the 0.5 s long-press delay by default), then lifted.
    public func longPress(at point: Point, duration: Duration = .milliseconds(600)) {
        let id = newTouchID()
        step([.touch(id: id, change: .down, location: point)])
        advance(by: duration)
        step([.touch(id: id, change: .up, location: point)])
    }

    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}

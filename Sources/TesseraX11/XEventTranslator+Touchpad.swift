internal import CX11
import Foundation
import TesseraGeometry
import TesseraSimulator

/// The touchpad family of XInput 2 events (2.4): pinch and swipe gestures, which a touchpad reports
/// instead of its fingers, become fingers on the screen around the pointer.
///
/// Nothing about a touchpad gesture is special to the simulation: it sees touches, and its
/// recognizers respond to them exactly as to a touchscreen's, so the layout responds the same.
/// - A pinch puts two fingers down ``touchpadPinchSpan`` apart, level, centred on the pointer.
///   As the server reports the scale (relative to the start) and the angle (degrees, summed from
///   its deltas, clockwise positive), the fingers are set at that span times the scale, turned by
///   that angle, about a centre that follows the gesture's deltas. The pinch recognizer therefore
///   reads the server's scale, and the rotation recognizer its angle.
/// - A swipe of N fingers puts N fingers down ``touchpadSwipeSpacing`` apart, centred on the
///   pointer, and moves them together by the deltas: a two-finger swipe is a two-finger pan, which
///   scrolls.
/// - The end lifts the fingers; a cancelled gesture cancels them.
///
/// The log records these fingers as the touches they are, so a replay needs nothing new.
extension XEventTranslator {
    /// The span between a touchpad pinch's two fingers when it begins, in points.
    static let touchpadPinchSpan = 200.0
    /// The distance between neighbouring fingers of a touchpad swipe, in points.
    static let touchpadSwipeSpacing = 40.0
    /// The most fingers a touchpad swipe puts down.
    static let touchpadSwipeMaximumFingers = 5

    /// The fingers a touchpad gesture has put down.
    struct TouchpadGesture: Equatable {
        /// Whether the fingers pinch about their centre or move together.
        enum Kind: Equatable { case pinch, swipe }
        var kind: Kind
        /// The fingers' touch ids.
        var ids: [Int]
        /// Their centre: the pointer when the gesture began, moved by its deltas.
        var center: Point
        /// Each finger's offset from the centre at the start.
        var offsets: [Point]
        /// A pinch's scale, relative to the start.
        var scale = 1.0
        /// A pinch's angle from the start, in radians, clockwise on screen.
        var angle = 0.0

        /// Where the fingers are now.
        var locations: [Point] {
            let c = cos(angle) * scale, s = sin(angle) * scale
            return offsets.map { center + Point(x: $0.x * c - $0.y * s, y: $0.x * s + $0.y * c) }
        }
    }

    /// Where a touchpad gesture is in its sequence.
    enum GesturePhase { case begin, update, end }

    /// An `XI_GesturePinchBegin`, `…Update` or `…End`.
    mutating func pinchEvent(_ e: CXIGesturePinchEvent) -> [InputEvent] {
        let phase: GesturePhase = e.evtype == XI_GesturePinchBegin ? .begin : e.evtype == XI_GesturePinchEnd ? .end : .update
        return pinch(phase, at: point(x: e.event_x, y: e.event_y), delta: point(x: e.delta_x, y: e.delta_y),
                     scale: e.scale, angleDelta: e.delta_angle, cancelled: e.flags & XIGesturePinchEventCancelled != 0)
    }

    /// An `XI_GestureSwipeBegin`, `…Update` or `…End`; its `detail` is the number of fingers.
    mutating func swipeEvent(_ e: CXIGestureSwipeEvent) -> [InputEvent] {
        let phase: GesturePhase = e.evtype == XI_GestureSwipeBegin ? .begin : e.evtype == XI_GestureSwipeEnd ? .end : .update
        return swipe(phase, fingers: Int(e.detail), at: point(x: e.event_x, y: e.event_y),
                     delta: point(x: e.delta_x, y: e.delta_y), cancelled: e.flags & XIGestureSwipeEventCancelled != 0)
    }

    /// A touchpad pinch with the pointer at `p`: the centre moved by `delta`, the scale is `scale`
    /// (relative to the start) and the angle changed by `angleDelta` degrees.
    mutating func pinch(_ phase: GesturePhase, at p: Point, delta: Point, scale: Double, angleDelta: Double,
                        cancelled: Bool = false) -> [InputEvent] {
        var events: [InputEvent] = []
        if phase == .begin {
            events = endTouchpadGesture(cancelled: true)
            let half = Self.touchpadPinchSpan / 2
            guard let ids = touchpadIDs(2) else { return events }
            touchpadGesture = TouchpadGesture(kind: .pinch, ids: ids, center: p,
                                              offsets: [Point(x: -half, y: 0), Point(x: half, y: 0)])
            events += touchpadFingers(.down)
        }
        guard var g = touchpadGesture, g.kind == .pinch else { return events }
        let before = g.locations
        g.center = g.center + delta
        if scale.isFinite, scale > 0 { g.scale = scale }
        if angleDelta.isFinite { g.angle += angleDelta * .pi / 180 }
        touchpadGesture = g
        if g.locations != before { events += touchpadFingers(.move) }
        if phase == .end { events += endTouchpadGesture(cancelled: cancelled) }
        return events
    }

    /// A touchpad swipe of `fingers` fingers with the pointer at `p`, moved by `delta`.
    mutating func swipe(_ phase: GesturePhase, fingers: Int, at p: Point, delta: Point, cancelled: Bool = false) -> [InputEvent] {
        var events: [InputEvent] = []
        if phase == .begin {
            events = endTouchpadGesture(cancelled: true)
            let n = min(max(fingers, 1), Self.touchpadSwipeMaximumFingers)
            guard let ids = touchpadIDs(n) else { return events }
            let first = -Double(n - 1) / 2 * Self.touchpadSwipeSpacing
            touchpadGesture = TouchpadGesture(kind: .swipe, ids: ids, center: p, offsets: (0..<n).map {
                Point(x: first + Double($0) * Self.touchpadSwipeSpacing, y: 0)
            })
            events += touchpadFingers(.down)
        }
        guard var g = touchpadGesture, g.kind == .swipe else { return events }
        if delta != .zero, delta.isFinite {
            g.center = g.center + delta
            touchpadGesture = g
            events += touchpadFingers(.move)
        }
        if phase == .end { events += endTouchpadGesture(cancelled: cancelled) }
        return events
    }

    /// `count` free touch ids, or nil when a log could not hold that many more fingers.
    private mutating func touchpadIDs(_ count: Int) -> [Int]? {
        var ids: [Int] = []
        for _ in 0..<count {
            guard let id = freeTouchID() else {
                touchpadGesture = nil
                return nil
            }
            ids.append(id)
            // Hold the id while the next is chosen.
            touchpadGesture = TouchpadGesture(kind: .swipe, ids: ids, center: .zero, offsets: [])
        }
        touchpadGesture = nil
        return ids
    }

    /// The change `change` for every finger of the gesture, where it is.
    private func touchpadFingers(_ change: InputEvent.TouchChange) -> [InputEvent] {
        guard let g = touchpadGesture else { return [] }
        return zip(g.ids, g.locations).map { .touch(id: $0, change: change, location: $1) }
    }

    /// Lifts (or cancels) the gesture's fingers, if a gesture is in progress.
    private mutating func endTouchpadGesture(cancelled: Bool) -> [InputEvent] {
        let events = touchpadFingers(cancelled ? .cancel : .up)
        touchpadGesture = nil
        return events
    }
}

internal import CX11
import TesseraGeometry
import TesseraSimulator

/// The touchscreen family of XInput 2 events (2.2): each finger on a direct-touch device is a
/// touch of its own in the simulation, at its own position and time.
///
/// - The device's touch id becomes the lowest free log id above the mouse's (3, 4, …), given back
///   when the finger lifts. At most 64 touches are down at once, as in a log; more are ignored.
/// - Only touches from enabled touchscreens (direct-touch slaves, named by the event's source) are
///   followed: a touchpad's raw touches move the pointer, and its gestures arrive on their own.
/// - Touch ownership: the window selects `XI_TouchOwnership`, so a touch's events arrive while
///   another client (a window manager's gesture grab) may still claim it. A touch reaches the
///   simulation only once this client owns it: its landing and where it has moved since are
///   delivered then. A touch that ends without ever being owned was taken by the other client
///   and never reaches the simulation. One that lifted while ownership was pending
///   (`XITouchPendingEnd`) lifts where it was, not where the late end event says.
/// - A device that goes away mid-touch cancels its touches.
///
/// Coordinates are `event_x` and `event_y`: window pixels, made points by ``XEventTranslator/point(x:y:)``.
extension XEventTranslator {
    /// A touch, by the slave device it comes from and the server's touch id.
    struct TouchKey: Hashable {
        var device: Int32
        var touch: UInt32
    }

    /// A touchscreen touch the translator follows from its begin to its end.
    struct ScreenTouch: Equatable {
        /// The touch's id in the log and the simulation.
        var id: Int
        /// Where it landed.
        var start: Point
        /// Where it is now.
        var location: Point
        /// Whether this client owns it, so the simulation has seen it land.
        var owned = false
        /// Where it lifted while ownership was still pending.
        var liftedAt: Point?
    }

    /// Where a touch is in its sequence.
    enum TouchPhase { case begin, update, end }

    /// An `XI_TouchBegin`, `XI_TouchUpdate` or `XI_TouchEnd` of a touchscreen.
    mutating func touchEvent(_ e: CXIDeviceEvent) -> [InputEvent] {
        let phase: TouchPhase = e.evtype == XI_TouchBegin ? .begin : e.evtype == XI_TouchEnd ? .end : .update
        return touch(phase, device: e.sourceid, touch: UInt32(bitPattern: e.detail), at: point(x: e.event_x, y: e.event_y),
                     pendingEnd: e.flags & XITouchPendingEnd != 0)
    }

    /// Touch `touch` of `device` began, moved or ended at `p`; `pendingEnd` when the finger lifted
    /// before this client owned the touch.
    mutating func touch(_ phase: TouchPhase, device: Int32, touch: UInt32, at p: Point, pendingEnd: Bool = false) -> [InputEvent] {
        let key = TouchKey(device: device, touch: touch)
        switch phase {
        case .begin:
            guard devices[device]?.isTouchscreen == true, screenTouches[key] == nil, let id = freeTouchID() else { return [] }
            screenTouches[key] = ScreenTouch(id: id, start: p, location: p)
            return []
        case .update:
            guard var t = screenTouches[key] else { return [] }
            if let lifted = t.liftedAt { t.location = lifted } else { t.location = p }
            if pendingEnd && t.liftedAt == nil { t.liftedAt = p }
            screenTouches[key] = t
            return t.owned ? [.touch(id: t.id, change: .move, location: t.location)] : []
        case .end:
            guard let t = screenTouches.removeValue(forKey: key) else { return [] }
            // Never owned: another client accepted it, and the simulation never saw it.
            guard t.owned else { return [] }
            return [.touch(id: t.id, change: .up, location: t.liftedAt ?? p)]
        }
    }

    /// This client now owns touch `touch` of `device`: the simulation sees it land, and move to where it is.
    mutating func touchOwnership(device: Int32, touch: UInt32) -> [InputEvent] {
        let key = TouchKey(device: device, touch: touch)
        guard var t = screenTouches[key], !t.owned else { return [] }
        t.owned = true
        screenTouches[key] = t
        var events: [InputEvent] = [.touch(id: t.id, change: .down, location: t.start)]
        if t.location != t.start { events.append(.touch(id: t.id, change: .move, location: t.location)) }
        return events
    }

    /// Whether touch `touch` of `device` reached the simulation and has not ended.
    func hasTouch(device: Int32, touch: UInt32) -> Bool {
        screenTouches[TouchKey(device: device, touch: touch)]?.owned == true
    }

    /// The device table changed: touches of devices that are no longer enabled touchscreens are cancelled.
    mutating func devicesChanged(_ table: [Int32: XInputDevice]) -> [InputEvent] {
        devices = table
        var events: [InputEvent] = []
        for (key, t) in screenTouches.sorted(by: { $0.value.id < $1.value.id }) where table[key.device]?.isTouchscreen != true {
            screenTouches[key] = nil
            if t.owned { events.append(.touch(id: t.id, change: .cancel, location: t.location)) }
        }
        return events
    }
}

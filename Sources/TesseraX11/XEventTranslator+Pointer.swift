internal import CX11
import TesseraGeometry
import TesseraSimulator

/// The pointer family of XInput 2 events, from the master pointer: its buttons and motion drive
/// the mouse simulation as core events do, and its smooth-scrolling valuators become wheel steps.
///
/// Two kinds of pointer event are dropped, because what they stand for arrives on its own:
/// - the pointer events a touchscreen touch emulates (flagged `XIPointerEmulated`), or a finger
///   would be seen twice, once as a touch and once as the mouse;
/// - the wheel buttons 4–7 the server emulates from smooth scrolling (also flagged), since the
///   scrolling itself arrives as valuator motion. A wheel without scrolling valuators sends real
///   button presses, which stay whole-notch wheel steps.
///
/// A scrolling valuator's change over its increment is a fractional wheel step, written to the log
/// as `wheel DX DY X Y` like any other. Coordinates are `event_x` and `event_y`: window pixels,
/// made points by ``XEventTranslator/point(x:y:)``.
extension XEventTranslator {
    /// An `XI_ButtonPress`, `XI_ButtonRelease` or `XI_Motion` from a master device.
    mutating func pointerEvent(_ e: CXIDeviceEvent) -> [InputEvent] {
        let p = point(x: e.event_x, y: e.event_y)
        let emulated = e.flags & XIPointerEmulated != 0
        let m = modifiers(UInt32(truncatingIfNeeded: e.mods.effective))
        if e.evtype == XI_Motion {
            let valuators = e.valuators
            return pointerMotion(source: e.sourceid, to: p, modifiers: m, emulated: emulated) {
                Self.valuator($0, in: valuators)
            }
        }
        return pointerButton(Int(e.detail), pressed: e.evtype == XI_ButtonPress, at: p, modifiers: m, emulated: emulated)
    }

    /// A master pointer's button: the mouse simulation's, unless the server emulated it.
    mutating func pointerButton(_ number: Int, pressed: Bool, at p: Point, modifiers m: InputEvent.Modifiers,
                                emulated: Bool) -> [InputEvent] {
        guard !emulated else { return [] }
        return button(number, pressed: pressed, at: p, modifiers: m)
    }

    /// A master pointer's motion from slave `source` to `p`, with `valuator` giving the value of a
    /// valuator the event carries. The simulated fingers follow; scrolling valuators that changed
    /// give one wheel step. An emulated motion only moves the scrolling baselines on.
    mutating func pointerMotion(source: Int32, to p: Point, modifiers m: InputEvent.Modifiers, emulated: Bool,
                                valuator: (Int) -> Double?) -> [InputEvent] {
        var delta = Point.zero
        if let axes = devices[source]?.scrollAxes {
            for (i, axis) in axes.enumerated() {
                guard let value = valuator(axis.number) else { continue }
                devices[source]?.scrollAxes[i].value = value
                let steps = (value - axis.value) / axis.increment
                if axis.vertical { delta.y += steps } else { delta.x += steps }
            }
        }
        guard !emulated else { return [] }
        var events = move(to: p)
        if delta != .zero, delta.isFinite { events.append(.wheel(delta: delta, location: p, modifiers: m)) }
        return events
    }

    /// The value of valuator `number` in an event's valuator state, or nil when the event does not carry it.
    static func valuator(_ number: Int, in state: CXIValuatorState) -> Double? {
        valuator(number, mask: state.mask, length: Int(state.mask_len), values: state.values)
    }

    /// The value of valuator `number` given a valuator mask of `length` bytes and the values it
    /// selects, packed: one for each bit set in the mask, in order.
    static func valuator(_ number: Int, mask: UnsafePointer<UInt8>?, length: Int, values: UnsafePointer<Double>?) -> Double? {
        guard number >= 0, number < length * 8, let mask, let values else { return nil }
        func isSet(_ n: Int) -> Bool { mask[n / 8] & UInt8(1 << (n % 8)) != 0 }
        guard isSet(number) else { return nil }
        var index = 0
        for n in 0..<number where isSet(n) { index += 1 }
        return values[index]
    }
}

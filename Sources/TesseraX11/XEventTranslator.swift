internal import CX11
import TesseraGeometry
import TesseraSimulator

/// The one place where X input becomes the simulation's input: touches, keys,
/// wheel steps and resizes, in window points.
///
/// X reports window pixels; the simulation works in points, ``scale`` pixels each (2 on a
/// 192 dpi screen). Every position, gesture delta and window size is divided by the scale
/// here (``point(x:y:)``), so logs and states do not depend on the screen.
///
/// The mouse simulates touches, with core events or, when the server has XInput 2.2, the
/// master pointer's XInput 2 events (``translate(_:)`` takes both):
/// - The mouse is one touch (id 1): button 1 lands it, motion moves it, release lifts it.
/// - Ctrl+drag is a two-finger pinch, as in the iOS Simulator: a second touch
///   (id 2) mirrors the pointer about the window centre, so dragging away from
///   the centre spreads the fingers.
/// - Ctrl+Shift+drag moves both fingers together (a two-finger pan): the second
///   finger keeps its offset from the first.
/// - The wheel (buttons 4–7) gives wheel steps; with Ctrl held they are pinch steps.
/// - Keys become the log's key names; a resize becomes `resize`.
///
/// Real fingers arrive through XInput 2, one sibling file per input family, each converting its
/// own coordinates (XInput 2 gives window-relative pixels, which ``point(x:y:)`` makes points):
/// - the pointer's buttons, motion and smooth scrolling, with the pointer events a touch
///   emulates dropped (`XEventTranslator+Pointer.swift`);
/// - touchscreen touches, each its own touch with an id of 3 or more (`+Touchscreen.swift`);
/// - touchpad pinches and swipes, as fingers put down around the pointer (`+Touchpad.swift`).
///
/// ``fingers`` holds where every finger the simulation sees is, so the host can draw them.
struct XEventTranslator {
    private enum Mode { case none, single, mirrored, together(offset: Point) }
    private var mode = Mode.none
    private(set) var windowSize: Size
    /// Window pixels per point, greater than 0.
    let scale: Double
    /// The mouse's simulated fingers now down.
    private var mouseFingers: [Point] = []
    /// XInput 2 on the host's connection, when the server has it.
    let xinput: XInput2?
    /// The slave devices by id, as XInput 2 last described them.
    var devices: [Int32: XInputDevice]
    /// The touchscreen touches now followed, by device and touch (`XEventTranslator+Touchscreen.swift`).
    var screenTouches: [TouchKey: ScreenTouch] = [:]
    /// The fingers of the touchpad gesture in progress (`XEventTranslator+Touchpad.swift`).
    var touchpadGesture: TouchpadGesture?

    /// The touch ids the mouse simulation uses; real and touchpad fingers take the lowest free id above them.
    static let mouseTouchIDs = 1...2
    /// The most touches a log holds at once (`EventLog.maximumSimultaneousTouches`).
    static let maximumTouches = 64

    /// A translator for a window of `windowSize` points, `scale` pixels each.
    init(windowSize: Size, scale: Double = 1, xinput: XInput2? = nil) {
        self.windowSize = windowSize
        self.scale = scale
        self.xinput = xinput
        devices = xinput?.devices ?? [:]
    }

    /// Every finger the simulation sees now down: the mouse's, the touchscreen's and the touchpad's, for drawing.
    var fingers: [Point] {
        if screenTouches.isEmpty && touchpadGesture == nil { return mouseFingers }
        return mouseFingers + screenTouches.values.filter(\.owned).map(\.location) + (touchpadGesture?.locations ?? [])
    }

    /// The lowest touch id no finger holds, above the mouse's, or nil when a log could hold no more.
    func freeTouchID() -> Int? {
        var used = Set(screenTouches.values.map(\.id))
        used.formUnion(touchpadGesture?.ids ?? [])
        guard used.count + Self.mouseTouchIDs.count < Self.maximumTouches else { return nil }
        return ((Self.mouseTouchIDs.upperBound + 1)...).first { !used.contains($0) }
    }

    /// What `event` means to the simulation; empty for events it ignores.
    mutating func translate(_ event: inout XEvent) -> [InputEvent] {
        switch event.type {
        case GenericEvent:
            return translateXInput(&event)
        case ButtonPress:
            let e = event.xbutton
            return button(Int(e.button), pressed: true, at: point(x: Double(e.x), y: Double(e.y)), modifiers: modifiers(e.state))
        case MotionNotify:
            let e = event.xmotion
            guard e.state & UInt32(Button1Mask) != 0 else { return [] }
            return move(to: point(x: Double(e.x), y: Double(e.y)))
        case ButtonRelease:
            let e = event.xbutton
            return button(Int(e.button), pressed: false, at: point(x: Double(e.x), y: Double(e.y)), modifiers: [])
        case KeyPress:
            var keyEvent = event.xkey
            return Self.keyName(for: &keyEvent).map { [.key($0)] } ?? []
        case MappingNotify:
            // The user switched keyboard layouts (setxkbmap, a desktop's layout switcher): Xlib's
            // copy of the key map must be refreshed, or keys keep the old layout's meaning.
            var mapping = event.xmapping
            XRefreshKeyboardMapping(&mapping)
            return []
        case ConfigureNotify:
            // X allows windows up to 32767 pixels a side; scenes and logs stop at
            // Scene.maximumWindowDimension, so the simulation (and the recording) sees at most that,
            // and a log of any live session reads back.
            let e = event.xconfigure
            let size = Self.simulationSize(width: Int(e.width), height: Int(e.height), scale: scale, current: windowSize)
            guard size != windowSize, size.width > 0, size.height > 0 else { return [] }
            windowSize = size
            return [.resize(size)]
        default:
            return []
        }
    }

    /// An XInput 2 event: its data is fetched, handed to its input family, and freed.
    private mutating func translateXInput(_ event: inout XEvent) -> [InputEvent] {
        guard let xi = xinput, event.xcookie.extension == xi.opcode,
              XGetEventData(xi.display, &event.xcookie) != 0 else { return [] }
        defer { XFreeEventData(xi.display, &event.xcookie) }
        guard let data = event.xcookie.data else { return [] }
        let raw = UnsafeRawPointer(data)
        switch event.xcookie.evtype {
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            return pointerEvent(raw.load(as: CXIDeviceEvent.self))
        case XI_Enter:
            // Scrolling elsewhere moved the scroll valuators: start again from their values now.
            devices = xi.refresh()
            return []
        case XI_TouchEnd:
            let e = raw.load(as: CXIDeviceEvent.self)
            // XInput 2.2 ends the touches of a device being disabled or unplugged with plain touch ends, then says
            // the device went: an end whose device the server no longer has enabled is a cancel, not a lift (a
            // resting finger would tap). One round trip a lifted finger.
            if hasTouch(device: e.sourceid, touch: UInt32(bitPattern: e.detail)) {
                let table = xi.refresh()
                if table[e.sourceid]?.isTouchscreen != true { return devicesChanged(table) }
            }
            return touchEvent(e)
        case XI_TouchBegin, XI_TouchUpdate:
            return touchEvent(raw.load(as: CXIDeviceEvent.self))
        case XI_TouchOwnership:
            let e = raw.load(as: CXITouchOwnershipEvent.self)
            return touchOwnership(device: e.sourceid, touch: e.touchid)
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            return pinchEvent(raw.load(as: CXIGesturePinchEvent.self))
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            return swipeEvent(raw.load(as: CXIGestureSwipeEvent.self))
        case XI_HierarchyChanged:
            return devicesChanged(xi.refresh())
        default:
            return []
        }
    }

    /// Ctrl and Shift from a core event's state, or an XInput 2 event's effective modifiers.
    func modifiers(_ state: UInt32) -> InputEvent.Modifiers {
        var m: InputEvent.Modifiers = []
        if state & UInt32(ControlMask) != 0 { m.insert(.control) }
        if state & UInt32(ShiftMask) != 0 { m.insert(.shift) }
        return m
    }

    /// A mouse button, from either kind of event: button 1 lands and lifts the simulated
    /// fingers, buttons 4–7 are wheel steps (pressed only).
    mutating func button(_ button: Int, pressed: Bool, at p: Point, modifiers m: InputEvent.Modifiers) -> [InputEvent] {
        switch (button, pressed) {
        case (1, true): return press(at: p, modifiers: m)
        case (1, false): return release(at: p)
        case (4...7, true):
            let delta = button == 4 ? Point(x: 0, y: -1) : button == 5 ? Point(x: 0, y: 1)
                : button == 6 ? Point(x: -1, y: 0) : Point(x: 1, y: 0)
            return [.wheel(delta: delta, location: p, modifiers: m)]
        default: return []
        }
    }

    private var center: Point { Point(x: windowSize.width / 2, y: windowSize.height / 2) }

    private mutating func press(at p: Point, modifiers m: InputEvent.Modifiers) -> [InputEvent] {
        guard case .none = mode else { return [] }
        if m.contains(.control) {
            let second = Point(x: 2 * center.x - p.x, y: 2 * center.y - p.y)
            mode = m.contains(.shift) ? .together(offset: second - p) : .mirrored
            mouseFingers = [p, second]
            return [.touch(id: 1, change: .down, location: p), .touch(id: 2, change: .down, location: second)]
        }
        mode = .single
        mouseFingers = [p]
        return [.touch(id: 1, change: .down, location: p)]
    }

    /// The mouse moved to `p`: the simulated fingers follow while button 1 is down.
    mutating func move(to p: Point) -> [InputEvent] {
        switch mode {
        case .none: return []
        case .single:
            mouseFingers = [p]
            return [.touch(id: 1, change: .move, location: p)]
        case .mirrored:
            let second = Point(x: 2 * center.x - p.x, y: 2 * center.y - p.y)
            mouseFingers = [p, second]
            return [.touch(id: 1, change: .move, location: p), .touch(id: 2, change: .move, location: second)]
        case .together(let offset):
            mouseFingers = [p, p + offset]
            return [.touch(id: 1, change: .move, location: p), .touch(id: 2, change: .move, location: p + offset)]
        }
    }

    private mutating func release(at p: Point) -> [InputEvent] {
        defer { mode = .none; mouseFingers = [] }
        switch mode {
        case .none: return []
        case .single: return [.touch(id: 1, change: .up, location: p)]
        case .mirrored, .together:
            let second = mouseFingers.count > 1 ? mouseFingers[1] : p
            return [.touch(id: 1, change: .up, location: p), .touch(id: 2, change: .up, location: second)]
        }
    }

    /// The size the simulation gets for a window of `width` × `height` pixels at `scale` pixels per point:
    /// the size in points, at most `Scene.maximumWindowDimension` a side.
    ///
    /// A window is made `(points × scale).rounded()` pixels a side, and dividing back rarely gives the points again
    /// (528 / 1.1 is 479.99999999999994, not 480): a side that `current` (the size the simulation has) or a whole
    /// number of points would be drawn at keeps that size, so a window moved or mapped at a scale such as 1.1 does
    /// not resize the simulation by a rounding error.
    static func simulationSize(width: Int, height: Int, scale: Double = 1, current: Size? = nil) -> Size {
        let limit = Scene.maximumWindowDimension
        func side(_ pixels: Int, _ now: Double?) -> Double {
            let exact = Double(pixels) / scale
            guard scale != 1 else { return min(exact, limit) }
            if let now, (now * scale).rounded() == Double(pixels) { return now }
            let whole = exact.rounded()
            return min((whole * scale).rounded() == Double(pixels) ? whole : exact, limit)
        }
        return Size(width: side(width, current?.width), height: side(height, current?.height))
    }

    /// The point in the window at pixel (`x`, `y`): both divided by ``scale``.
    func point(x: Double, y: Double) -> Point {
        scale == 1 ? Point(x: x, y: y) : Point(x: x / scale, y: y / scale)
    }

    /// The log's name for a pressed key on whatever keyboard layout the server has, or nil for keys Tessera does not use.
    ///
    /// The character the key types comes first, with Shift and the layout's group applied (`XLookupString`), so
    /// Shift+= is + on a US keyboard and the key labelled A is `a` on AZERTY. When that character means nothing
    /// here, the key's other symbols are tried for a digit or a Latin letter: on a French AZERTY keyboard, where the
    /// digits are shifted, the key of 1 (`&` unshifted) still switches to the first layout, and on a Cyrillic
    /// layout the key of Q still quits.
    static func keyName(for event: inout XKeyEvent) -> String? {
        var typed: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 16)
        _ = XLookupString(&event, &buffer, Int32(buffer.count), &typed, nil)
        if let name = keyName(UInt32(typed), shifted: false) { return name }
        for index in 0..<4 {
            let sym = UInt32(XLookupKeysym(&event, Int32(index)))
            if (0x30...0x39).contains(sym) || (0x61...0x7a).contains(sym) { return keyName(sym, shifted: false) }
        }
        return nil
    }

    /// The log's name for the key symbol `sym`, or nil for keys Tessera does not use.
    static func keyName(_ sym: UInt32, shifted: Bool) -> String? {
        switch sym {
        case 0x30...0x39: return String(UnicodeScalar(UInt8(sym)))            // 0–9
        case 0x61...0x7a: return String(UnicodeScalar(UInt8(sym)))            // a–z
        case 0x41...0x5a: return String(UnicodeScalar(UInt8(sym + 0x20)))     // A–Z, with Shift or Caps Lock
        case 0x2b, 0xffab: return "plus"                                     // + and keypad +
        case 0x3d: return shifted ? "plus" : nil                             // Shift+= is + on US keyboards
        case 0x2d, 0xffad: return "minus"
        case 0x20: return "space"
        case 0xff1b: return "escape"
        case 0xff0d: return "return"
        case 0xff09: return "tab"
        case 0xffff, 0xff08: return "delete"
        case 0xff51, 0xff96: return "left"                                  // and the keypad's, Num Lock off
        case 0xff52, 0xff97: return "up"
        case 0xff53, 0xff98: return "right"
        case 0xff54, 0xff99: return "down"
        case 0xff55, 0xff9a: return "pageup"                                // Prior
        case 0xff56, 0xff9b: return "pagedown"                              // Next
        case 0xff50, 0xff95: return "home"
        case 0xff57, 0xff9c: return "end"
        default: return nil
        }
    }
}

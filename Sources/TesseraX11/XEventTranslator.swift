internal import CX11
import TesseraGeometry
import TesseraSimulator

/// The one place where X input becomes the simulation's input: touches, keys,
/// wheel steps and resizes, in window points.
///
/// - The mouse is one touch (id 1): button 1 lands it, motion moves it, release lifts it.
/// - Ctrl+drag is a two-finger pinch, as in the iOS Simulator: a second touch
///   (id 2) mirrors the pointer about the window centre, so dragging away from
///   the centre spreads the fingers.
/// - Ctrl+Shift+drag moves both fingers together (a two-finger pan): the second
///   finger keeps its offset from the first.
/// - The wheel (buttons 4–7) gives wheel steps; with Ctrl held they are pinch steps.
/// - Keys become the log's key names; a resize becomes `resize`.
///
/// ``fingers`` holds where the simulated fingers are, so the host can draw them.
struct XEventTranslator {
    private enum Mode { case none, single, mirrored, together(offset: Point) }
    private var mode = Mode.none
    private(set) var windowSize: Size
    /// The simulated fingers now down, for drawing.
    private(set) var fingers: [Point] = []

    init(windowSize: Size) {
        self.windowSize = windowSize
    }

    /// What `event` means to the simulation; empty for events it ignores.
    mutating func translate(_ event: inout XEvent) -> [InputEvent] {
        switch event.type {
        case ButtonPress:
            let e = event.xbutton
            let p = Point(x: Double(e.x), y: Double(e.y))
            switch e.button {
            case 1: return press(at: p, state: e.state)
            case 4, 5, 6, 7:
                let delta = e.button == 4 ? Point(x: 0, y: -1) : e.button == 5 ? Point(x: 0, y: 1)
                    : e.button == 6 ? Point(x: -1, y: 0) : Point(x: 1, y: 0)
                return [.wheel(delta: delta, location: p, modifiers: modifiers(e.state))]
            default: return []
            }
        case MotionNotify:
            let e = event.xmotion
            guard e.state & UInt32(Button1Mask) != 0 else { return [] }
            return move(to: Point(x: Double(e.x), y: Double(e.y)))
        case ButtonRelease:
            let e = event.xbutton
            guard e.button == 1 else { return [] }
            return release(at: Point(x: Double(e.x), y: Double(e.y)))
        case KeyPress:
            var keyEvent = event.xkey
            let sym = XLookupKeysym(&keyEvent, 0)
            return Self.keyName(UInt32(sym), shifted: keyEvent.state & UInt32(ShiftMask) != 0).map { [.key($0)] } ?? []
        case ConfigureNotify:
            // X allows windows up to 32767 pixels a side; scenes and logs stop at
            // Scene.maximumWindowDimension, so the simulation (and the recording) sees at most that,
            // and a log of any live session reads back.
            let e = event.xconfigure
            let size = Self.simulationSize(width: Int(e.width), height: Int(e.height))
            guard size != windowSize, size.width > 0, size.height > 0 else { return [] }
            windowSize = size
            return [.resize(size)]
        default:
            return []
        }
    }

    private func modifiers(_ state: UInt32) -> InputEvent.Modifiers {
        var m: InputEvent.Modifiers = []
        if state & UInt32(ControlMask) != 0 { m.insert(.control) }
        if state & UInt32(ShiftMask) != 0 { m.insert(.shift) }
        return m
    }

    private var center: Point { Point(x: windowSize.width / 2, y: windowSize.height / 2) }

    private mutating func press(at p: Point, state: UInt32) -> [InputEvent] {
        guard case .none = mode else { return [] }
        let m = modifiers(state)
        if m.contains(.control) {
            let second = Point(x: 2 * center.x - p.x, y: 2 * center.y - p.y)
            mode = m.contains(.shift) ? .together(offset: second - p) : .mirrored
            fingers = [p, second]
            return [.touch(id: 1, change: .down, location: p), .touch(id: 2, change: .down, location: second)]
        }
        mode = .single
        fingers = [p]
        return [.touch(id: 1, change: .down, location: p)]
    }

    private mutating func move(to p: Point) -> [InputEvent] {
        switch mode {
        case .none: return []
        case .single:
            fingers = [p]
            return [.touch(id: 1, change: .move, location: p)]
        case .mirrored:
            let second = Point(x: 2 * center.x - p.x, y: 2 * center.y - p.y)
            fingers = [p, second]
            return [.touch(id: 1, change: .move, location: p), .touch(id: 2, change: .move, location: second)]
        case .together(let offset):
            fingers = [p, p + offset]
            return [.touch(id: 1, change: .move, location: p), .touch(id: 2, change: .move, location: p + offset)]
        }
    }

    private mutating func release(at p: Point) -> [InputEvent] {
        defer { mode = .none; fingers = [] }
        switch mode {
        case .none: return []
        case .single: return [.touch(id: 1, change: .up, location: p)]
        case .mirrored, .together:
            let second = fingers.count > 1 ? fingers[1] : p
            return [.touch(id: 1, change: .up, location: p), .touch(id: 2, change: .up, location: second)]
        }
    }

    /// The log's name for a key, or nil for keys Tessera does not use.
    /// The size the simulation gets for a window of `width` × `height` pixels: at most
    /// `Scene.maximumWindowDimension` a side.
    static func simulationSize(width: Int, height: Int) -> Size {
        let limit = Scene.maximumWindowDimension
        return Size(width: min(Double(width), limit), height: min(Double(height), limit))
    }

    static func keyName(_ sym: UInt32, shifted: Bool) -> String? {
        switch sym {
        case 0x30...0x39: return String(UnicodeScalar(UInt8(sym)))            // 0–9
        case 0x61...0x7a: return String(UnicodeScalar(UInt8(sym)))            // a–z
        case 0x2b, 0xffab: return "plus"                                     // + and keypad +
        case 0x3d: return shifted ? "plus" : nil                             // Shift+= is + on US keyboards
        case 0x2d, 0xffad: return "minus"
        case 0x20: return "space"
        case 0xff1b: return "escape"
        case 0xff0d: return "return"
        case 0xff09: return "tab"
        case 0xffff, 0xff08: return "delete"
        case 0xff51: return "left"
        case 0xff52: return "up"
        case 0xff53: return "right"
        case 0xff54: return "down"
        default: return nil
        }
    }
}

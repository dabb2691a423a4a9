import TesseraGeometry

/// One input recorded in an event log: what a host feeds the simulation.
public enum InputEvent: Equatable, Sendable {
    /// How a touch changed.
    public enum TouchChange: String, Sendable, CaseIterable {
        /// A touch's change, as a log writes it: `down`, `move`, `up` or `cancel`.
        ///
        /// - `down`: the finger lands; the touch becomes `began`.
        /// - `move`: the finger moves to the event's location; the touch becomes `moved`.
        /// - `up`: the finger lifts; the touch becomes `ended`.
        /// - `cancel`: the host loses the touch without a lift; the touch becomes `cancelled`.
        case down, move, up, cancel
    }

    /// Modifier keys held during a wheel step.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers as bits: control 1, shift 2.
        public let rawValue: Int
        /// Creates the set of modifiers whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Ctrl: a wheel step becomes a pinch step of 10% a notch.
        public static let control = Modifiers(rawValue: 1)
        /// Shift: a wheel step scrolls along the other axis.
        public static let shift = Modifiers(rawValue: 2)
    }

    /// A finger (or the mouse) touched, moved, lifted or was cancelled, in window coordinates.
    case touch(id: Int, change: TouchChange, location: Point)
    /// A key was pressed: see ``InputEvent/keyNames``.
    case key(String)
    /// A wheel step of `delta` notches (positive y scrolls the content up, as wheel-down)
    /// with the pointer at `location`.
    case wheel(delta: Point, location: Point, modifiers: Modifiers)
    /// The window was resized.
    case resize(Size)
    /// A display frame was presented: time-stepped work advances here.
    case tick
    /// A demo action named outright (section or item insert and delete, mode toggle, layout switch):
    /// what a key or a gesture triggers, without the key or the gesture. See ``SceneAction``.
    case action(SceneAction)

    /// The key names a log may use.
    public static let keyNames: Set<String> = Set(
        (0...9).map(String.init) + "abcdefghijklmnopqrstuvwxyz".map { String($0) }
            + ["plus", "minus", "space", "escape", "return", "tab", "delete", "up", "down", "left", "right",
               "pageup", "pagedown", "home", "end"])
}

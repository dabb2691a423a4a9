import TesseraGeometry

/// One input recorded in an event log: what a host feeds the simulation.
public enum InputEvent: Equatable, Sendable {
    /// How a touch changed.
    public enum TouchChange: String, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    /// Modifier keys held during a wheel step.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let control = Modifiers(rawValue: 1)
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

    /// The key names a log may use.
    public static let keyNames: Set<String> = Set(
        (0...9).map(String.init) + "abcdefghijklmnopqrstuvwxyz".map { String($0) }
            + ["plus", "minus", "space", "escape", "return", "tab", "delete", "up", "down", "left", "right"])
}

/// Which interactions a scene turns on, from its optional `interactions`
/// object: `{"doubleTap": false, "keys": true}`. Everything but the swipe is on by default.
public struct InteractionSettings: Equatable, Sendable {
    /// Tap selects the item under the finger.
    public var tap = true
    /// Double-tap switches to the next layout.
    public var doubleTap = true
    /// Two-finger tap switches to the previous layout.
    public var twoFingerTap = true
    /// Pinch sets the spread, scales the item size, or opens the Stack.
    public var pinch = true
    /// Pan scrolls.
    public var pan = true
    /// Long press, then drag, reorders.
    public var longPress = true
    /// Rotation is recognized and reported (no layout uses it yet).
    public var rotation = true
    /// Keys add, delete, switch layouts and toggle multiple selection.
    public var keys = true
    /// The wheel scrolls; Ctrl+wheel pinches.
    public var wheel = true
    /// A swipe in any direction is recognized and reported (no layout uses it yet). Off unless a scene
    /// turns it on, since it competes with the pan for quick strokes; `tessera import` turns it on.
    public var swipe = false
    /// How a long press and a drag move an item; from the scene's top-level `reorderStyle`, not from `interactions`.
    public var reorderStyle: ReorderStyle = .liveGap

    /// Settings with every interaction on, as for a scene with no `interactions` object.
    public init() {}

    static let names = ["tap", "doubleTap", "twoFingerTap", "pinch", "pan", "longPress", "rotation", "keys", "wheel", "swipe"]

    /// Reads the scene's `interactions` object; unknown names and non-booleans are errors.
    public init(_ value: JSONValue?, file: String? = nil) throws {
        guard let value else { return }
        let r = JSONReader(value, path: "$.interactions", file: file)
        func flag(_ name: String, _ current: Bool) throws -> Bool { try r.optional(name)?.bool() ?? current }
        tap = try flag("tap", tap)
        doubleTap = try flag("doubleTap", doubleTap)
        twoFingerTap = try flag("twoFingerTap", twoFingerTap)
        pinch = try flag("pinch", pinch)
        pan = try flag("pan", pan)
        longPress = try flag("longPress", longPress)
        rotation = try flag("rotation", rotation)
        keys = try flag("keys", keys)
        wheel = try flag("wheel", wheel)
        swipe = try flag("swipe", swipe)
        try r.finish()
    }
}

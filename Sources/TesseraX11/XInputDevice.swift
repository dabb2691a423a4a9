/// What the translator needs to know about one XInput 2 slave device: whether its touches
/// are a touchscreen's, whether it reports touchpad gestures, and its smooth-scrolling axes.
///
/// The X server describes each device once (`XIQueryDevice`) and again whenever the
/// device hierarchy changes; ``XInput2`` keeps the table and ``XEventTranslator`` reads it
/// by an event's source device.
struct XInputDevice: Equatable {
    /// A scrolling valuator: wheel notches are its change divided by ``increment``.
    struct ScrollAxis: Equatable {
        /// The valuator's number in the device's events.
        var number: Int
        /// Whether it scrolls vertically (positive is down) rather than horizontally (positive is right).
        var vertical: Bool
        /// The change of the valuator that one wheel notch makes.
        var increment: Double
        /// The valuator's value when the device was last queried: the baseline for the next change.
        var value: Double
    }

    /// How a touch-capable device's touches relate to the screen.
    enum TouchMode: Equatable {
        /// A touchscreen: each touch lands where the finger is.
        case direct
        /// A touchpad reporting raw touches that move the pointer; Tessera reads its gestures instead.
        case dependent
    }

    /// The device id, as events name their `sourceid`.
    var id: Int32
    /// The name the server gives, for messages.
    var name: String
    /// Whether the device is enabled; disabled devices send nothing until enabled.
    var enabled: Bool
    /// The touch class's mode, or nil for a device without touches.
    var touchMode: TouchMode?
    /// Whether the device reports touchpad gestures (XInput 2.4).
    var hasGestures: Bool
    /// Its smooth-scrolling valuators (XInput 2.1).
    var scrollAxes: [ScrollAxis]

    /// Whether Tessera follows the device's touches: an enabled touchscreen.
    var isTouchscreen: Bool { enabled && touchMode == .direct }
}

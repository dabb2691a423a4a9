/// What kind of input device a recording came from, and so whether its contacts can become touches.
///
/// Touchscreens, touchpads and a tablet's touch sensor import; pens, mice and
/// devices that report no contact at all are refused, with the reason. `docs/devices.md`
/// has the table and the rules, which ``DeviceDescription/kind`` follows.
public enum DeviceKind: String, Equatable, Sendable, CaseIterable {
    /// A direct-touch screen (`INPUT_PROP_DIRECT`, or `BTN_TOUCH`/multi-touch axes without a finger tool): positions are on the display.
    case touchscreen
    /// An indirect touch surface (`BTN_TOOL_FINGER` or `INPUT_PROP_POINTER`, not direct): its axis ranges are scaled onto the window like a screen's.
    case touchpad
    /// A graphics tablet's finger contacts, reported as multi-touch slots (a pen-capable device with `ABS_MT_POSITION_X/Y`, or udev's `ID_INPUT_TABLET` on a touch node).
    case tabletTouch = "tablet touch"
    /// A stylus on a graphics tablet (`BTN_TOOL_PEN` or `BTN_STYLUS`, no multi-touch axes): refused, a pen is not a finger.
    case pen
    /// A mouse (`REL_X`/`REL_Y` and no absolute axes) or an absolute pointer with mouse buttons and no `BTN_TOUCH`: refused, it reports no contacts.
    case mouse
    /// Anything else: a keyboard, a switch, a joystick or an accelerometer: refused, it reports no contacts.
    case other

    /// The kinds that import, in the order a recording of several devices is searched for one: a touchscreen,
    /// then a touchpad, then a tablet's touch sensor.
    public static let touchKinds: [DeviceKind] = [.touchscreen, .touchpad, .tabletTouch]

    /// Whether a recording of this kind imports: its contacts become touches.
    public var isTouch: Bool {
        switch self {
        case .touchscreen, .touchpad, .tabletTouch: return true
        case .pen, .mouse, .other: return false
        }
    }

    /// The kind as a noun phrase for messages, such as "a touchscreen" or "a pen tablet".
    public var noun: String {
        switch self {
        case .touchscreen: return "a touchscreen"
        case .touchpad: return "a touchpad"
        case .tabletTouch: return "a tablet's touch sensor"
        case .pen: return "a pen tablet"
        case .mouse: return "a mouse"
        case .other: return "not a pointing device"
        }
    }
}

import TesseraReplay
import TesseraSimulator
/// One kernel input event, as evemu, libinput and getevent record them: a timestamp,
/// a type, a code and a value (linux/input-event-codes.h).
public struct EvdevEvent: Equatable, Sendable {
    /// The whole seconds of the kernel timestamp.
    public var seconds: Int64
    /// The microseconds of the kernel timestamp, 0 to 999999.
    public var microseconds: Int64
    /// The event type, such as ``EV_ABS``.
    public var type: UInt16
    /// The event code within its type, such as ``ABS_MT_POSITION_X``.
    public var code: UInt16
    /// The event's value: an axis position in device units, a slot, a tracking id, or 1/0 for a key pressed or released.
    public var value: Int32
    /// The line of the recording it came from, for error messages.
    public var line: Int

    /// An event as a recording lists it, remembering the recording's `line` for errors.
    public init(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32, line: Int) {
        self.seconds = seconds
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
        self.line = line
    }

    /// The timestamp as a duration since the epoch of the recording's clock.
    public var time: Duration { .seconds(seconds) + .microseconds(microseconds) }

    // Event types.
    /// Event type 0x00: synchronization, which frames the other events.
    public static let EV_SYN: UInt16 = 0x00
    /// Event type 0x01: keys and buttons, including `BTN_TOUCH`.
    public static let EV_KEY: UInt16 = 0x01
    /// Event type 0x03: absolute axes.
    public static let EV_ABS: UInt16 = 0x03
    // EV_SYN codes.
    /// `EV_SYN` code 0: the end of a frame; everything since the last one takes effect together.
    public static let SYN_REPORT: UInt16 = 0
    /// `EV_SYN` code 2: multi-touch protocol A's end of one contact's packet.
    public static let SYN_MT_REPORT: UInt16 = 2
    /// `EV_SYN` code 3: the kernel's buffer overflowed; events up to the next `SYN_REPORT` are discarded.
    public static let SYN_DROPPED: UInt16 = 3
    // EV_KEY codes.
    /// `EV_KEY` code 0x14a: a single-touch device's contact, 1 when down and 0 when up.
    public static let BTN_TOUCH: UInt16 = 0x14a
    /// `EV_KEY` code 0x145: one finger is on a touchpad.
    public static let BTN_TOOL_FINGER: UInt16 = 0x145
    /// `EV_KEY` code 0x14d: two fingers are on a touchpad.
    public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
    /// `EV_KEY` code 0x14e: three fingers are on a touchpad.
    public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
    /// `EV_KEY` code 0x14f: four fingers are on a touchpad.
    public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f
    /// `EV_KEY` code 0x148: five fingers or more are on a touchpad.
    public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
    // EV_ABS codes.
    /// `EV_ABS` code 0x00: a single-touch device's x position.
    public static let ABS_X: UInt16 = 0x00
    /// `EV_ABS` code 0x01: a single-touch device's y position.
    public static let ABS_Y: UInt16 = 0x01
    /// `EV_ABS` code 0x18: a single-touch device's pressure.
    public static let ABS_PRESSURE: UInt16 = 0x18
    /// `EV_ABS` code 0x2f: selects the multi-touch slot the following events apply to.
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    /// `EV_ABS` code 0x30: the length of the contact's major axis; protocol A sends 0 for a contact not touching.
    public static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
    /// `EV_ABS` code 0x31: the shorter axis of the contact's area, in the current slot.
    public static let ABS_MT_TOUCH_MINOR: UInt16 = 0x31
    /// `EV_ABS` code 0x35: the current slot's x position.
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    /// `EV_ABS` code 0x36: the current slot's y position.
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    /// `EV_ABS` code 0x37: what touches in the current slot: 0 a finger, 1 a pen, 2 a palm (`MT_TOOL_*`); it persists until changed.
    public static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
    /// `EV_ABS` code 0x39: starts a contact in the current slot (≥ 0) or ends it (−1).
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
    /// `EV_ABS` code 0x3a: the pressure on the current slot's contact; Android counts a contact at 0 or less as hovering.
    public static let ABS_MT_PRESSURE: UInt16 = 0x3a
    /// `EV_ABS` code 0x3d: the last multi-touch axis (`ABS_MT_TOOL_Y`).
    public static let ABS_MT_TOOL_Y: UInt16 = 0x3d
    /// `ABS_MT_TOOL_TYPE` value 0: a finger, whose contacts become touches.
    public static let MT_TOOL_FINGER: Int32 = 0
    /// `ABS_MT_TOOL_TYPE` value 1: a pen, whose contacts become touches only as Android reads them.
    public static let MT_TOOL_PEN: Int32 = 1
}

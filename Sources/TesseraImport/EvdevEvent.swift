import TesseraReplay
import TesseraSimulator
/// One kernel input event, as evemu and libinput record them: a timestamp,
/// a type, a code and a value (linux/input-event-codes.h).
public struct EvdevEvent: Equatable, Sendable {
    public var seconds: Int64
    public var microseconds: Int64
    public var type: UInt16
    public var code: UInt16
    public var value: Int32
    /// The line of the recording it came from, for error messages.
    public var line: Int

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
    public static let EV_SYN: UInt16 = 0x00
    public static let EV_KEY: UInt16 = 0x01
    public static let EV_ABS: UInt16 = 0x03
    // EV_SYN codes.
    public static let SYN_REPORT: UInt16 = 0
    public static let SYN_DROPPED: UInt16 = 3
    // EV_KEY codes.
    public static let BTN_TOUCH: UInt16 = 0x14a
    // EV_ABS codes.
    public static let ABS_X: UInt16 = 0x00
    public static let ABS_Y: UInt16 = 0x01
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
}

import TesseraSimulator

/// One device a `getevent` recording describes: its node, where its description starts, and what it says.
struct GeteventDevice {
    /// The device's 0-based index among the recording's devices, in the order they are first added: what `--device` takes.
    let index: Int
    /// The device node its `add device` line names, such as `/dev/input/event2`, which prefixes its events.
    let path: Substring
    /// The line of its first `add device` line, for errors about the device.
    let line: Int
    /// What its `name:`, `events:` and `input props:` lines say.
    var description = DeviceDescription()
    /// Whether the recording lists its events and axes (`getevent -p`); without them the axis ranges are unknown.
    var listsEvents = false
    /// The line that gives each axis's range, by `ABS_*` code, for errors about the axis.
    var axisLines: [UInt16: Int] = [:]

    /// `device 1 /dev/input/event2 "sec_touchscreen"`, for messages.
    var subject: String {
        "device \(index) \(boundedQuote(path, limit: 20, quotes: false))" + (description.name.map { " \(boundedQuote($0))" } ?? "")
    }
}

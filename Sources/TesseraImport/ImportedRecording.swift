import TesseraReplay

/// What an import made of a recording: its touches as log records, the device they come from, and what the
/// import could not take as the device gave it.
public struct ImportedRecording: Sendable {
    /// The description of the device the records come from.
    public var device: DeviceDescription
    /// The touches, times from 0 and positions scaled onto the window.
    public var records: [LogRecord]
    /// What the import left out or placed late, in the order it was met.
    public var warnings: [ImportWarning]

    /// A recording of `device` that imported as `records`, with `warnings`.
    public init(device: DeviceDescription, records: [LogRecord], warnings: [ImportWarning] = []) {
        self.device = device
        self.records = records
        self.warnings = warnings
    }
}

import TesseraReplay
import TesseraSimulator
import TesseraGeometry

/// What evemu, libinput and getevent recordings share once an event is parsed: one device's events,
/// fed in order as the importer reads them, become log records.
///
/// It holds a ``TouchFrameDecoder`` and nothing of the events themselves, so a recording is
/// decoded in one pass in the memory its records take.
struct RecordingDecoding {
    private var decoder: TouchFrameDecoder
    private var last: Duration?
    private let file: String?
    /// Where each record goes as soon as its frame is decoded; nil keeps them for ``finish(device:)``.
    let sink: ((LogRecord) -> Void)?

    /// Whose reading of the device the touches follow.
    enum Reading {
        /// libinput's, as on a Linux desktop: a touchscreen's slots alone, a touchpad's by its `rules` when known, and
        /// the fingers a touchpad counts beyond its slots as fake touches.
        case libinput(touchpad: TouchpadRules? = nil)
        /// Android's (`MultiTouchInputMapper`): a contact hovers at pressure 0 on a device with an
        /// `ABS_MT_PRESSURE` axis, and while `BTN_TOUCH` is up on one that declares the key; a pen's contact touches.
        case android
    }

    /// A decoding of `device`'s events onto `windowSize`, through its calibration and then `rotation`, as
    /// `reading` has them, handing its records to `sink` as they are decoded when one is given.
    ///
    /// - Throws: ``ImportError`` at `line` when the device has no X/Y axes to place touches with, or at the axis's own
    ///   line in `axisLines` (by code; else at `line`) when its range is empty or inverted.
    init(device: DeviceDescription, windowSize: Size, rotation: DisplayRotation, reading: Reading = .libinput(),
         file: String?, line: Int, axisLines: [UInt16: Int] = [:], sink: ((LogRecord) -> Void)? = nil) throws {
        let axes = device.axes
        let multitouch = axes[EvdevEvent.ABS_MT_POSITION_X] != nil
        guard let x = axes[multitouch ? EvdevEvent.ABS_MT_POSITION_X : EvdevEvent.ABS_X],
              let y = axes[multitouch ? EvdevEvent.ABS_MT_POSITION_Y : EvdevEvent.ABS_Y] else {
            // Named a touch device by its tags alone: the description that gives its axes is missing or was cut.
            throw ImportError(file: file, line: line, reason: device.declaresBits
                ? "the device has no absolute X/Y axes (ABS_MT_POSITION_X/Y or ABS_X/Y); is it a touch device?"
                : "the device's description lists no event codes and no axes, though its tags call it \(device.kind.noun): "
                    + "without the ranges of its X/Y axes (ABS_MT_POSITION_X/Y or ABS_X/Y) its touches cannot be placed; "
                    + "was the description cut?")
        }
        let xCode = multitouch ? EvdevEvent.ABS_MT_POSITION_X : EvdevEvent.ABS_X
        let yCode = multitouch ? EvdevEvent.ABS_MT_POSITION_Y : EvdevEvent.ABS_Y
        for (range, name, code) in [(x, multitouch ? "ABS_MT_POSITION_X" : "ABS_X", xCode),
                                    (y, multitouch ? "ABS_MT_POSITION_Y" : "ABS_Y", yCode)]
        where range.maximum <= range.minimum {
            // Every position would land on the window's edge: a log of touches that all sit still at 0.
            throw ImportError(file: file, line: axisLines[code] ?? line, reason: "the device's \(name) axis declares min \(range.minimum) and max "
                              + "\(range.maximum), an empty or inverted range, so its positions cannot be placed on the window")
        }
        let calibration = device.calibration.followed(by: rotation)
        switch reading {
        case let .libinput(touchpad):
            decoder = TouchFrameDecoder(xRange: x, yRange: y, multitouch: multitouch, windowSize: windowSize, calibration: calibration,
                                        touchpadRules: multitouch ? touchpad ?? Self.quirkless(device) : nil,
                                        fakeFingerSlots: device.fakeFingerSlots,
                                        dropsRepeatedTrackingIDs: true)
        case .android:
            decoder = TouchFrameDecoder(xRange: x, yRange: y, multitouch: multitouch, windowSize: windowSize, calibration: calibration,
                                        hoversWithoutPressure: axes[EvdevEvent.ABS_MT_PRESSURE] != nil
                                            || device.codes[EvdevEvent.EV_ABS]?.contains(EvdevEvent.ABS_MT_PRESSURE) == true,
                                        hoversWithoutTouchButton: device.codes[EvdevEvent.EV_KEY]?.contains(EvdevEvent.BTN_TOUCH) == true,
                                        stylusesTouch: true)
        }
        self.file = file
        self.sink = sink
    }

    /// The rules libinput applies to `device` whatever its quirks, when it is a touchpad (``TouchpadRules/withoutQuirks(axes:)``).
    private static func quirkless(_ device: DeviceDescription) -> TouchpadRules? {
        device.kind == .touchpad ? TouchpadRules.withoutQuirks(axes: device.axes) : nil
    }

    /// Whether an event has been fed.
    var hasEvents: Bool { last != nil }

    /// Applies the next event.
    ///
    /// - Throws: ``ImportError`` at the event's line when time goes backwards, or for what
    ///   ``TouchFrameDecoder/feed(_:)`` refuses.
    mutating func feed(_ e: EvdevEvent) throws {
        if let l = last, e.time < l {
            throw ImportError(file: file, line: e.line, reason: "time goes backwards")
        }
        last = e.time
        do {
            try decoder.feed(e)
        } catch var error as ImportError {
            error.file = file
            throw error
        }
        if let sink { decoder.takeRecords(sink) }
    }

    /// The records of `device`, with contacts still down at the end cancelled, and the decoder's warnings;
    /// with a ``sink``, the records go to it and the recording returned holds none.
    ///
    /// - Throws: ``ImportError`` when no event was fed.
    mutating func finish(device: DeviceDescription) throws -> ImportedRecording {
        guard last != nil else { throw ImportError(file: file, line: 1, reason: "the recording has no events") }
        decoder.finish()
        let warnings = decoder.warnings.map { ImportWarning(file: file, line: $0.line, reason: $0.reason) }
        if let sink {
            decoder.takeRecords(sink)
            return ImportedRecording(device: device, records: [], warnings: warnings)
        }
        return ImportedRecording(device: device, records: decoder.records, warnings: warnings)
    }
}

import TesseraReplay
import TesseraSimulator
import TesseraGeometry

/// What evemu and libinput recordings share once their events are parsed.
enum RecordingDecoding {
    static func decode(_ events: [EvdevEvent], axes: [UInt16: AxisRange], windowSize: Size, file: String?) throws -> [LogRecord] {
        let multitouch = axes[EvdevEvent.ABS_MT_POSITION_X] != nil
        guard let x = axes[multitouch ? EvdevEvent.ABS_MT_POSITION_X : EvdevEvent.ABS_X],
              let y = axes[multitouch ? EvdevEvent.ABS_MT_POSITION_Y : EvdevEvent.ABS_Y] else {
            throw ImportError(file: file, line: 1, reason: "the device has no absolute X/Y axes (ABS_MT_POSITION_X/Y or ABS_X/Y); is it a touch device?")
        }
        guard !events.isEmpty else { throw ImportError(file: file, line: 1, reason: "the recording has no events") }
        var decoder = TouchFrameDecoder(xRange: x, yRange: y, multitouch: multitouch, windowSize: windowSize)
        var last: Duration?
        for e in events {
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
        }
        decoder.finish()
        return decoder.records
    }
}

import Foundation
import TesseraGeometry
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport

/// The recordings in Tests/Fixtures/devices, and the helpers the import tests read them with.
enum DeviceFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/devices")

    /// The text of the fixture `name`.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The window the fixtures are imported onto.
    static let window = Size(width: 320, height: 480)

    /// Records as the lines a log holds them in (`0.0041 down 2 187.6 229.2`).
    static func lines(_ records: [LogRecord]) -> [String] {
        records.map { EventLogWriter.line($0) }
    }

    /// The device point (`x`, `y`) on axes 0…`xMax` and 0…`yMax`, scaled onto ``window`` as a log writes it.
    static func at(_ x: Double, _ y: Double, _ xMax: Double, _ yMax: Double) -> String {
        "\(JSONWriter.number(x / xMax * window.width)) \(JSONWriter.number(y / yMax * window.height))"
    }

    /// A libinput recording of one device as `libinput record` writes it: its `evdev:` entry's `name`, `id`, `codes`,
    /// `absinfo` and `properties` (each the text that follows the key), udev's `udev` properties and libinput's
    /// `quirks`, then `frames` of (type, code, value) events, each frame closed by a `SYN_REPORT`, 10 ms apart unless
    /// `times` gives each frame's time in milliseconds.
    static func libinputRecording(name: String, id: String, codes: String, absinfo: String, properties: String,
                                  udev: [String], quirks: [String], times: [Int]? = nil, frames: [[(Int, Int, Int)]]) -> String {
        var text = """
            version: 1
            ndevices: 1
            devices:
            - node: /dev/input/event7
              evdev:
                name: "\(name)"
                id: \(id)
                codes: \(codes)
                absinfo: \(absinfo)
                properties: \(properties)
              udev:
                properties: [\(udev.joined(separator: ", "))]
              quirks: [\(quirks.joined(separator: ", "))]
              events:

            """
        for (i, frame) in frames.enumerated() {
            let us = 1000 * (times?[i] ?? 10 * i)
            text += "  - evdev:\n"
            for (type, code, value) in frame { text += "    - [0, \(us), \(type), \(code), \(value)]\n" }
            text += "    - [0, \(us), 0, 0, 0]\n"
        }
        return text
    }

    /// `frames` with the keys a kernel adds to a touchpad's frames (`input_mt_report_pointer_emulation`): `BTN_TOUCH`
    /// while a slot holds a contact, and the `BTN_TOOL_*` key of how many do, each where it changes.
    static func withFingerKeys(_ frames: [[(Int, Int, Int)]]) -> [[(Int, Int, Int)]] {
        let tools = [1: 325, 2: 333, 3: 334, 4: 335, 5: 328]
        var slot = 0, active: Set<Int> = [], last = 0
        return frames.map { frame in
            var out = frame
            for (type, code, value) in frame where type == 3 {
                if code == 47 { slot = value } else if code == 57 { if value >= 0 { active.insert(slot) } else { active.remove(slot) } }
            }
            let count = active.count
            guard count != last else { return out }
            if (count > 0) != (last > 0) { out.append((1, 330, count > 0 ? 1 : 0)) }
            if let old = tools[min(last, 5)] { out.append((1, old, 0)) }
            if let new = tools[min(count, 5)] { out.append((1, new, 1)) }
            last = count
            return out
        }
    }

    /// `frames` of EV_ABS (code, value) pairs as (type, code, value) events.
    static func absolute(_ frames: [[(Int, Int)]]) -> [[(Int, Int, Int)]] {
        frames.map { $0.map { (3, $0.0, $0.1) } }
    }

    /// The error `body` throws, as the line `tessera import` prints, or nil.
    static func message(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return "\(error)"
        }
    }
}

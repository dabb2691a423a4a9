import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraImport
import TesseraSimulator

/// Android's `getevent` recordings: `-p`/`-lp` descriptions, then `-t`/`-lt` events, labelled or in hex,
/// of one device or of every device at once.
final class GeteventRecordingTests: XCTestCase {
    typealias F = DeviceFixtures

    func records(_ text: String, device: Int? = nil) throws -> [String] {
        F.lines(try GeteventImporter(file: "g.txt", device: device).records(from: text, windowSize: F.window))
    }

    func message(_ text: String, device: Int? = nil) -> String? {
        F.message { try GeteventImporter(file: "g.txt", device: device).records(from: text, windowSize: F.window) }
    }

    /// A one-device description in getevent -lp's form: a touchscreen with axes 0…1079 and 0…2399.
    let description = """
        add device 1: /dev/input/event2
          name:     "fts_ts"
          events:
            KEY (0001): BTN_TOUCH
            ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
                        ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
          input props:
            INPUT_PROP_DIRECT

        """

    /// A tap at (540, 1200) in getevent -lt's form, 50 ms long, each line followed by `suffix`.
    func tap(suffix: String = "") -> String {
        [
            "[   60001.000000] EV_ABS       ABS_MT_TRACKING_ID   00000007            ",
            "[   60001.000000] EV_ABS       ABS_MT_POSITION_X    0000021c            ",
            "[   60001.000000] EV_ABS       ABS_MT_POSITION_Y    000004b0            ",
            "[   60001.000000] EV_KEY       BTN_TOUCH            DOWN                ",
            "[   60001.000000] EV_SYN       SYN_REPORT           00000000            ",
            "[   60001.050000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff            ",
            "[   60001.050000] EV_KEY       BTN_TOUCH            UP                  ",
            "[   60001.050000] EV_SYN       SYN_REPORT           00000000            ",
        ].map { $0 + suffix }.joined(separator: "\n") + "\n"
    }

    func testAHexGeteventTapGivesTheTouchesEvemuGivesForTheSameTap() throws {
        let evemu = try EvemuImporter(file: "t.evemu").records(from: F.text("evemu-touchscreen-tap.evemu"), windowSize: F.window)
        let getevent = try GeteventImporter(file: "t.txt").records(from: F.text("getevent-t-touchscreen-tap.txt"), windowSize: F.window)
        XCTAssertFalse(getevent.isEmpty)
        XCTAssertEqual(F.lines(getevent), F.lines(evemu))
    }

    func testTheTouchscreenIsImportedFromALabelledRecordingOfEveryDevice() throws {
        let text = try F.text("getevent-lt-all-devices-pinch.txt")
        let lines = try records(text)
        // Two fingers land 4.1 ms apart either side of (540, 1200), spread from 300 to 700 apart in 8 steps, and lift.
        XCTAssertEqual(lines.first, "0 down 1 \(F.at(390, 1200, 1079, 2399))")
        XCTAssertEqual(lines[1], "0.0041 down 2 \(F.at(690, 1200, 1079, 2399))")
        XCTAssertEqual(lines.filter { $0.contains(" move ") }.count, 16, lines.joined(separator: "\n"))
        XCTAssertEqual(lines.suffix(2).map { $0.split(separator: " ")[1] }, ["up", "up"])
        XCTAssertTrue(lines.last!.hasSuffix(F.at(890, 1200, 1079, 2399)), lines.last!)
        let device = try GeteventImporter(file: "g.txt").device(in: text)
        XCTAssertEqual(device.name, "sec_touchscreen")
        XCTAssertEqual(device.kind, .touchscreen)
    }

    func testDeviceNamesAKeyboardWhichIsRefusedSayingWhy() throws {
        let text = try F.text("getevent-lt-all-devices-pinch.txt")
        XCTAssertEqual(message(text, device: 0),
                       "g.txt:1: device 0 /dev/input/event0 \"gpio-keys\" has no absolute X/Y axes (ABS_MT_POSITION_X/Y or "
                       + "ABS_X/Y); it is not a touch device")
        XCTAssertEqual(message(text, device: 3), "g.txt:1: --device 3, but the recording describes 3 devices, numbered from 0")
        XCTAssertEqual(try records(text, device: 2), try records(text))
    }

    func testAnEventWithoutATimeIsRefusedAskingForDashT() {
        let text = description + "EV_ABS       ABS_MT_POSITION_X    0000021c            \n"
        XCTAssertEqual(message(text), "g.txt:11: an event without a time: record with getevent's -t (getevent -lt), whose times the replay follows")
    }

    func testEventsWithoutADescriptionAreRefusedSayingHowToRecordOne() throws {
        let error = try XCTUnwrap(message(tap()))
        XCTAssertTrue(error.hasPrefix("g.txt:1: the recording does not describe its device, and getevent's events carry no axis ranges"), error)
        XCTAssertTrue(error.contains("adb shell getevent -lp /dev/input/eventN; adb shell getevent -lt /dev/input/eventN"), error)
    }

    func testADeviceNamedWithoutItsAxesIsRefused() {
        // What getevent -lt prints for every device when it was not given -p.
        let text = "add device 1: /dev/input/event2\n  name:     \"fts_ts\"\n" + tap()
        XCTAssertEqual(message(text), "g.txt:1: the recording names device 0 /dev/input/event2 \"fts_ts\" but not the events and "
                       + "axes getevent -p lists, so where a touch lands is unknown: put getevent -lp's output for the device before the "
                       + "events, or give the touch axes' largest values with --axes")
    }

    /// Record-and-replay tools capture `getevent -t` of one device without `-p`: with the axes given, the touches import as
    /// they do from the described recording.
    func testAssumedAxesImportARecordingThatDoesNotDescribeItsDevice() throws {
        var importer = GeteventImporter(file: "g.txt", device: nil)
        importer.assumedAxes = (AxisRange(minimum: 0, maximum: 1079), AxisRange(minimum: 0, maximum: 2399))
        func assumed(_ text: String) throws -> [String] { F.lines(try importer.records(from: text, windowSize: F.window)) }
        XCTAssertEqual(try assumed(tap()), try records(description + tap()))
        // The same events in hex, and watched among other devices, named (getevent -lt) or not.
        let hex = tap().replacingOccurrences(of: "EV_ABS       ABS_MT_TRACKING_ID  ", with: "0003 0039")
            .replacingOccurrences(of: "EV_ABS       ABS_MT_POSITION_X   ", with: "0003 0035")
            .replacingOccurrences(of: "EV_ABS       ABS_MT_POSITION_Y   ", with: "0003 0036")
        XCTAssertEqual(try assumed(hex), try records(description + tap()))
        let nodes = "[   60000.500000] /dev/input/event0: EV_KEY       KEY_VOLUMEDOWN       DOWN                \n"
            + tap().split(separator: "\n").map { $0.replacingOccurrences(of: "] EV_", with: "] /dev/input/event2: EV_") }
                .joined(separator: "\n") + "\n"
        XCTAssertEqual(try assumed(nodes), try records(description + tap()))
        let named = "add device 1: /dev/input/event0\n  name:     \"gpio-keys\"\nadd device 2: /dev/input/event2\n  name:     \"fts_ts\"\n"
        let imported = try importer.recording(from: named + nodes, windowSize: F.window)
        XCTAssertEqual(F.lines(imported.records), try records(description + tap()))
        XCTAssertEqual(imported.device.name, "fts_ts")
        XCTAssertEqual(imported.device.kind, .touchscreen)
        // A described device keeps its own axes.
        importer.assumedAxes = (AxisRange(minimum: 0, maximum: 99), AxisRange(minimum: 0, maximum: 99))
        XCTAssertEqual(try assumed(description + tap()), try records(description + tap()))
    }

    /// Android's hover rules follow what the events use: a protocol A panel with pressure, as older phones' are, lifts
    /// when its last packet's pressure is gone.
    func testAssumedAxesKeepAndroidsReadingOfPressure() throws {
        var importer = GeteventImporter(file: "g.txt", device: nil)
        importer.assumedAxes = (AxisRange(minimum: 0, maximum: 1023), AxisRange(minimum: 0, maximum: 1023))
        func packet(_ t: String, _ x: String, _ pressure: String) -> String {
            ["[ \(t)] EV_ABS       ABS_MT_POSITION_X    \(x)", "[ \(t)] EV_ABS       ABS_MT_POSITION_Y    00000200",
             "[ \(t)] EV_ABS       ABS_MT_PRESSURE      \(pressure)", "[ \(t)] EV_ABS       ABS_MT_TRACKING_ID   00000000",
             "[ \(t)] EV_SYN       SYN_MT_REPORT        00000000", "[ \(t)] EV_SYN       SYN_REPORT           00000000"]
                .joined(separator: "\n") + "\n"
        }
        let trace = packet("3000.100000", "00000100", "00000031") + packet("3000.140000", "00000180", "00000031")
            + packet("3000.180000", "00000200", "00000000")
        let lines = F.lines(try importer.records(from: trace, windowSize: F.window))
        XCTAssertEqual(lines.map { $0.split(separator: " ")[1] }, ["down", "move", "up"], lines.joined(separator: "\n"))
    }

    func testADescriptionAddedAgainWithoutItsAxesKeepsTheAxes() throws {
        // getevent -lp, then getevent -lt watching every device: its header names the device again.
        let again = description + "add device 1: /dev/input/event2\n  name:     \"fts_ts\"\n" + tap()
        XCTAssertEqual(try records(again), try records(description + tap()))
        XCTAssertEqual(try records(description + tap()), ["0 down 1 \(F.at(540, 1200, 1079, 2399))", "0.05 up 1 \(F.at(540, 1200, 1079, 2399))"])
    }

    func testRatesDiagnosticsAndWindowsLineEndsReadAsThePlainRecording() throws {
        let plain = try records(description + tap())
        let rated = tap().replacingOccurrences(of: "SYN_REPORT           00000000            ",
                                               with: "SYN_REPORT           00000000             rate 120")
        XCTAssertEqual(try records(description + rated), plain)
        let noisy = "could not get driver version for /dev/input/mice, Not a typewriter\n" + description + tap()
        XCTAssertEqual(try records(noisy), plain)
        XCTAssertEqual(try records((description + tap()).replacingOccurrences(of: "\n", with: "\r\n")), plain)
        // Motorola's synaptics_dsx driver sends the hardware's time as EV_SYN codes 4 and 5, which getevent cannot name.
        let stamped = tap().replacingOccurrences(of: "[   60001.000000] EV_ABS       ABS_MT_TRACKING_ID",
                                                 with: "[   60001.000000] EV_SYN       0004                 00247411            \n"
                                                     + "[   60001.000000] EV_SYN       0005                 3207db60            \n"
                                                     + "[   60001.000000] EV_ABS       ABS_MT_TRACKING_ID")
        XCTAssertTrue(stamped.contains("0005"))
        XCTAssertEqual(try records(description + stamped), plain)
    }

    func testAndroid4sDashedTimesReadAsTodaysBracketedOnes() throws {
        // Android 4's getevent printed "%ld-%ld: ", the microseconds unpadded: 60001-50000 is 60001.050000.
        let old = tap().replacingOccurrences(of: "[   60001.000000]", with: "60001-0:")
            .replacingOccurrences(of: "[   60001.050000]", with: "60001-50000: /dev/input/event2:")
        XCTAssertEqual(try records(description + old), try records(description + tap()))
        XCTAssertEqual(message(description + "60001-1234567: 0003 0035 0000021c\n"),
                       "g.txt:11: malformed time \"60001-1234567:\"; expected \"1330495944-185030:\"")
    }

    func testAKeyWithoutANameHereIsSkippedButAnUnknownAxisIsRefused() throws {
        let key = "[   60000.500000] EV_KEY       KEY_VOLUMEUP         DOWN                \n"
        XCTAssertEqual(try records(description + key + tap()).count, 2)
        let axis = "[   60000.500000] EV_ABS       ABS_MT_WIBBLE        00000001            \n"
        XCTAssertEqual(message(description + axis + tap()), "g.txt:11: unknown event code \"ABS_MT_WIBBLE\"")
    }

    func testMalformedLinesAreRefusedAtTheirLine() {
        XCTAssertEqual(message(description + "[   60001.000000] EV_ABS ABS_MT_POSITION_X\n"),
                       "g.txt:11: malformed event \"[   60001.000000] EV_ABS ABS_MT_POSITION…\" (42 characters); expected an event as getevent -t "
                       + "prints it, \"[   51234.567890] EV_ABS ABS_MT_POSITION_X 0000021c\" or \"[   51234.567890] /dev/input/event2: "
                       + "0003 0035 0000021c\"")
        XCTAssertEqual(message(description + "[ 6000x.000000] 0003 0035 0000021c\n"),
                       "g.txt:11: malformed time \"[ 6000x.000000]\"; expected \"[   51234.567890]\"")
        XCTAssertEqual(message(description + "[   60001.000000] 0003 0035 1234567890\n"),
                       "g.txt:11: malformed value \"1234567890\"; expected up to 8 hex digits or a name such as DOWN")
        XCTAssertEqual(message("  name:     \"x\"\n"), "g.txt:1: a device description line before any \"add device\" line")
        let badAxis = description.replacingOccurrences(of: "max 1079, fuzz", with: "max 10x79, fuzz")
        XCTAssertEqual(message(badAxis + tap()), "g.txt:6: malformed axis \"ABS_MT_POSITION_X     : value 0, min 0, …\" (79 "
                       + "characters); expected \"ABS_X : value V, min A, max B, fuzz F, flat L, resolution R\"")
    }

    func testAFloodOfDevicesIsRefusedAtTheFirstPastTheLimitNotReadForever() {
        var text = ""
        for n in 0...GeteventDescriptionReader.maximumDevices { text += "add device \(n): /dev/input/event\(n)\n" }
        XCTAssertEqual(message(text + tap()), "g.txt:1025: more than 1024 devices; getevent lists each input node once")
        // The same node added again and again is one device.
        let again = String(repeating: "add device 1: /dev/input/event2\n", count: 5000) + description + tap()
        XCTAssertEqual(try records(again), try records(description + tap()))
    }

    /// A panel with a pressure axis, described in getevent -p's hex form: axes 0…1000, pressure 0…255, protocol B
    /// unless `protocolA`.
    func pressurePanel(protocolA: Bool = false) -> String {
        "add device 1: /dev/input/event3\n  name:     \"fts_ts\"\n  events:\n    KEY (0001): 014a \n"
            + (protocolA ? "    ABS (0003):" : "    ABS (0003): 002f  : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0\n               ")
            + " 0035  : value 0, min 0, max 1000, fuzz 0, flat 0, resolution 0\n"
            + "                0036  : value 0, min 0, max 1000, fuzz 0, flat 0, resolution 0\n"
            + "                0039  : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0\n"
            + "                003a  : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0\n"
            + "  input props:\n    INPUT_PROP_DIRECT\n"
    }

    /// Frames at 10 ms apart, each a list of "code value" pairs in hex, each frame ending in SYN_REPORT.
    func frames(_ frames: [[String]]) -> String {
        var out = ""
        for (i, frame) in frames.enumerated() {
            let time = String(format: "[%8d.%06d] ", 700, 10_000 * i)
            for event in frame { out += time + (event.hasPrefix("0000 ") || event.hasPrefix("0001 ") ? event : "0003 " + event) + "\n" }
            out += time + "0000 0000 00000000\n"
        }
        return out
    }

    /// The events of `text`'s lines decoded as evemu and libinput recordings are, with no pressure rule, on axes 0…1000.
    func linuxRecords(_ text: String) throws -> [String] {
        let axis = AxisRange(minimum: 0, maximum: 1000)
        var decoder = TouchFrameDecoder(xRange: axis, yRange: axis, multitouch: true, windowSize: F.window)
        for (i, line) in text.split(separator: "\n").enumerated() where line.hasPrefix("[") {
            if let event = try GeteventImporter(file: "g.txt").event(line, at: i + 1).event { try decoder.feed(event) }
        }
        decoder.finish()
        return F.lines(decoder.records)
    }

    func testAnAndroidProtocolAPacketWithoutPressureIsAFingerThatLifted() throws {
        // FocalTech's protocol A driver ends a touch with a packet of pressure 0, the tracking id kept, and the
        // next touch comes with the same id: Android sees a lift and a new touch, not one touch dragged across.
        let packet = { (x: Int, pressure: Int) in
            ["0039 00000000", "0035 " + String(format: "%08x", x), "0036 000001f4", "003a " + String(format: "%08x", pressure), "0000 0002 00000000"]
        }
        let text = pressurePanel(protocolA: true) + frames([packet(100, 9), packet(100, 0), [], packet(800, 9), packet(800, 0)])
        XCTAssertEqual(try records(text).map { $0.split(separator: " ").prefix(3).joined(separator: " ") },
                       ["0 down 1", "0.01 up 1", "0.03 down 2", "0.04 up 2"])
        // evemu and libinput recordings follow libinput, which reads no pressure: there it is one touch, moved, and
        // still down at the last frame, where the recording stops.
        XCTAssertEqual(try linuxRecords(text).map { $0.split(separator: " ").prefix(3).joined(separator: " ") },
                       ["0 down 1", "0.03 move 1", "0.04 cancel 1"])
    }

    func testAnAndroidSlotTouchesOnlyWhileItHasPressure() throws {
        let text = pressurePanel() + frames([
            ["002f 00000000", "0039 00000005", "0035 00000064", "0036 00000064"],   // lands with no pressure: hovers
            ["003a 00000020"],                                                       // pressure: lands
            ["0035 000000c8"],                                                       // moves
            ["003a 00000000"],                                                       // no pressure: lifts, still tracked
            ["003a 00000010", "0035 0000012c"],                                      // pressure again: a new touch
            ["0039 ffffffff"],                                                       // the contact ends
        ])
        XCTAssertEqual(try records(text).map { $0.split(separator: " ").prefix(3).joined(separator: " ") },
                       ["0.01 down 1", "0.02 move 1", "0.03 up 1", "0.04 down 2", "0.05 up 2"])
    }

    /// A protocol B panel with no pressure axis, axes 0…1000, that declares `BTN_TOUCH` when `touchButton`.
    func hoverPanel(touchButton: Bool) -> String {
        "add device 1: /dev/input/event3\n  name:     \"sec_touchscreen\"\n  events:\n"
            + (touchButton ? "    KEY (0001): 014a \n" : "")
            + "    ABS (0003): 002f  : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0\n"
            + "                0035  : value 0, min 0, max 1000, fuzz 0, flat 0, resolution 0\n"
            + "                0036  : value 0, min 0, max 1000, fuzz 0, flat 0, resolution 0\n"
            + "                0039  : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0\n"
            + "  input props:\n    INPUT_PROP_DIRECT\n"
    }

    func testAnAndroidPanelThatDeclaresBTNTouchHoversWhileTheKeyIsUp() throws {
        // A hover-sensing panel tracks a finger above the glass with BTN_TOUCH up, and presses the key when it lands.
        let events: [[String]] = [
            ["002f 00000000", "0039 00000005", "0035 00000064", "0036 00000064", "0001 014a 00000000"],  // hovers
            ["0001 014a 00000001"],                                                                     // lands
            ["0035 000000c8"],                                                                          // moves
            ["0001 014a 00000000"],                                                                     // lifts, still tracked
            ["0001 014a 00000001", "0035 0000012c"],                                                    // lands again
            ["0039 ffffffff", "0001 014a 00000000"],                                                    // the contact ends
        ]
        func changes(_ lines: [String]) -> [String] { lines.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } }
        XCTAssertEqual(changes(try records(hoverPanel(touchButton: true) + frames(events))),
                       ["0.01 down 1", "0.02 move 1", "0.03 up 1", "0.04 down 2", "0.05 up 2"])
        // A panel that does not declare the key: Android follows the slot alone, as libinput does everywhere.
        let slotsAlone = ["0 down 1", "0.02 move 1", "0.04 move 1", "0.05 up 1"]
        XCTAssertEqual(changes(try records(hoverPanel(touchButton: false) + frames(events))), slotsAlone)
        XCTAssertEqual(changes(try linuxRecords(hoverPanel(touchButton: true) + frames(events))), slotsAlone)
    }

    func testAFingerDownBeforeTheRecordingTouchesThoughBTNTouchNeverCameDown() throws {
        // The key went down before getevent started, so the recording never says so; the finger still touches.
        let text = hoverPanel(touchButton: true) + frames([
            ["0035 00000064"], ["0036 00000064"], ["0035 000000c8"], ["0039 ffffffff", "0001 014a 00000000"],
        ])
        XCTAssertEqual(try records(text).map { $0.split(separator: " ").prefix(3).joined(separator: " ") },
                       ["0.01 down 1", "0.02 move 1", "0.03 up 1"])
    }

    func testAnAndroidPensContactInASlotTouchesAndAPalmsDoesNot() throws {
        // A panel that reports its stylus in the multi-touch slots (ABS_MT_TOOL_TYPE 1): Android hands apps a stylus
        // pointer, as UIKit hands gesture recognizers a pencil's touches; a palm (2) is cancelled.
        let panel = hoverPanel(touchButton: false).replacingOccurrences(
            of: "                0039  : value 0",
            with: "                0037  : value 0, min 0, max 2, fuzz 0, flat 0, resolution 0\n                0039  : value 0")
        let events: [[String]] = [
            ["002f 00000000", "0037 00000001", "0039 00000005", "0035 00000064", "0036 00000064"],  // the pen lands
            ["0035 000000c8"],                                                                      // and moves
            ["0037 00000002"],                                                                      // then reads as a palm
            ["0039 ffffffff"],
        ]
        func changes(_ lines: [String]) -> [String] { lines.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } }
        XCTAssertEqual(changes(try records(panel + frames(events))), ["0 down 1", "0.01 move 1", "0.02 cancel 1"])
        // libinput leaves a pen in a touchscreen's slots to the tablet node: no touch at all.
        XCTAssertEqual(changes(try linuxRecords(panel + frames(events))), [])
    }

    func testTimeGoingBackwardsIsRefused() {
        let text = description + tap().replacingOccurrences(of: "60001.050000", with: "60000.950000")
        XCTAssertEqual(message(text), "g.txt:16: time goes backwards")
    }

    func testEventsOnlyFromAnotherNodeSayWhereTheyComeFrom() {
        let other = tap().split(separator: "\n").map { line -> String in
            var l = String(line)
            l.insert(contentsOf: "/dev/input/event5: ", at: l.index(l.startIndex, offsetBy: 18))
            return l
        }.joined(separator: "\n") + "\n"
        XCTAssertEqual(message(description + other),
                       "g.txt:1: the recording has no events from device 0 /dev/input/event2 \"fts_ts\"; its events come from "
                       + "/dev/input/event5 (not described)")
    }

    func testOfTwoTouchscreensTheOneWithEventsIsImported() throws {
        // A phone that lists an idle wrapper touchscreen before its panel (NUBIA, openstf/minitouch#9), or a laptop with
        // two screens: the touches come from the second, so that is the one meant.
        let idle = description.replacingOccurrences(of: "add device 1: /dev/input/event2", with: "add device 1: /dev/input/event3")
            .replacingOccurrences(of: "\"fts_ts\"", with: "\"fts_ts_rim\"")
        let events = tap().split(separator: "\n").map { line -> String in
            var l = String(line)
            l.insert(contentsOf: "/dev/input/event2: ", at: l.index(l.startIndex, offsetBy: 18))
            return l
        }.joined(separator: "\n") + "\n"
        let alone = try records(description + events)
        XCTAssertEqual(alone.count, 2)
        XCTAssertEqual(try records(idle + description + events), alone)
        XCTAssertEqual(try GeteventImporter(file: "g.txt").device(in: idle + description + events).name, "fts_ts")
        // Asked for the idle one, the import says where the events are and how to ask for them.
        XCTAssertEqual(message(idle + description + events, device: 0),
                       "g.txt:1: the recording has no events from device 0 /dev/input/event3 \"fts_ts_rim\"; its events come from "
                       + "device 1 /dev/input/event2 \"fts_ts\" (a touchscreen: import it with --device 1)")
    }

    func testTheImporterIsListedUnderItsFormatName() {
        XCTAssertTrue(RecordingImporters.importer(named: "getevent") == GeteventImporter.self)
    }
}

/// Recordings as people paste them into issues and posts: the shell prompt that ran getevent above them, and marks
/// where lines were left out.
extension GeteventRecordingTests {
    func recording(_ text: String) throws -> ImportedRecording {
        try GeteventImporter(file: "g.txt").recording(from: text, windowSize: F.window)
    }

    func testAShellPromptAboveTheRecordingIsSkippedWithoutAWord() throws {
        for prompt in ["PS C:\\Users\\y> adb shell getevent -ltr", "ben@host:~$ adb shell getevent -r -t -l", "chiron:/ # getevent -lt"] {
            let pasted = try recording(prompt + "\n" + description + tap())
            let clean = try recording(description + tap())
            XCTAssertEqual(F.lines(pasted.records), F.lines(clean.records), prompt)
            XCTAssertEqual(pasted.warnings.map(\.description), [], prompt)
        }
    }

    func testAnElisionMarkBetweenEventsIsSkippedWithAWarningAtItsLine() throws {
        let events = tap().split(separator: "\n", omittingEmptySubsequences: false)
        for mark in ["...", "[...]", "---snip---", "… ", "-- 8< --"] {
            let before = events[..<5].joined(separator: "\n"), after = events[5...].joined(separator: "\n")
            let pasted = try recording(description + before + "\n" + mark + "\n" + after)
            let clean = try recording(description + tap())
            XCTAssertEqual(F.lines(pasted.records), F.lines(clean.records), mark)
            // The description is ten lines, then five events: the mark is line 16.
            let expected = "g.txt:16: " + quoted(Substring(mark).trimmingBlanks) + " marks events left out of the paste: the import "
                + "goes on from the next event, so touches jump across what is missing"
            XCTAssertEqual(pasted.warnings.map(\.description), [expected], mark)
        }
    }

    func testAnElisionMarkAfterTheLastEventSaysTheRecordingStopsThere() throws {
        let pasted = try recording(description + tap() + "...\n")
        XCTAssertEqual(pasted.warnings.map(\.description),
                       ["g.txt:19: \"...\" marks events left out of the paste: the recording stops here, so what followed is missing"])
    }

    /// A description pasted into a GitHub issue loses its indentation when rendered (appetizerio/replaykit#8 holds
    /// one): every line of it starts at the margin, and it reads as the indented one does.
    func testADescriptionThatLostItsIndentationReadsAsTheIndentedOne() throws {
        let withHeadset = """
            add device 1: /dev/input/event6
              name:     "msm8x16-snd-card Headset Jack"
              events:
                SW (0005): SW_HEADPHONE_INSERT SW_MICROPHONE_INSERT SW_LINEOUT_INSERT 0010
              input props:
                <none>
            add device 3: /dev/input/event4
              name:     "qpnp_pon"
              events:
                KEY (0001): KEY_VOLUMEDOWN KEY_POWER
                            BTN_TOUCH
              input props:
                INPUT_PROP_TOPBUTTONPAD

            """ + description
        let flattened = withHeadset.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }.joined(separator: "\n")
        XCTAssertFalse(flattened.contains("\n "))
        let clean = try recording(withHeadset + tap())
        let pasted = try recording(flattened + tap())
        XCTAssertEqual(F.lines(pasted.records), F.lines(clean.records))
        XCTAssertEqual(F.lines(clean.records).count, 2)
        XCTAssertEqual(try GeteventImporter(file: "g.txt").device(in: flattened + tap()).name, "fts_ts")
    }

    func testALineThatIsNeitherAPromptNorAMarkIsStillRefused() {
        for line in ["0", "adb shell getevnt -lt", "snippet"] {
            XCTAssertNotNil(F.message { try self.recording(self.description + line + "\n" + self.tap()) }, line)
        }
    }
}

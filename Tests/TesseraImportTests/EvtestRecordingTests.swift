import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraImport

/// `evtest` recordings: the device's description as evtest prints it, then its events.
final class EvtestRecordingTests: XCTestCase {
    typealias F = DeviceFixtures

    func message(_ text: String) -> String? {
        F.message { try EvtestImporter(file: "e.txt").records(from: text, windowSize: F.window) }
    }

    /// A touchscreen with axes 0…1000 in evtest's words, ending with its "Testing" line (line 19).
    let description = """
        Input driver version is 1.0.1
        Input device ID: bus 0x18 vendor 0x4f3 product 0x2c58 version 0x100
        Input device name: "ELAN Touchscreen"
        Supported events:
          Event type 0 (EV_SYN)
          Event type 1 (EV_KEY)
            Event code 330 (BTN_TOUCH)
          Event type 3 (EV_ABS)
            Event code 53 (ABS_MT_POSITION_X)
              Value      0
              Min        0
              Max     1000
            Event code 54 (ABS_MT_POSITION_Y)
              Value      0
              Min        0
              Max     1000
        Properties:
          Property type 1 (INPUT_PROP_DIRECT)
        Testing ... (interrupt to exit)

        """

    func testAnAxisWithAnEmptyRangeIsRefusedAtItsOwnLine() {
        // Named at the device's name line (3); the range is under "Event code 54" (line 13).
        let last = description.range(of: "Max     1000", options: .backwards)!
        let empty = description.replacingCharacters(in: last, with: "Max        0")
        XCTAssertNotEqual(empty, description)
        XCTAssertEqual(message(empty + tap), "e.txt:13: the device's ABS_MT_POSITION_Y axis declares min 0 and max 0, "
                       + "an empty or inverted range, so its positions cannot be placed on the window")
    }

    let tap = """
        Event: time 1764254712.000000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 3
        Event: time 1764254712.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 500
        Event: time 1764254712.000000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 250
        Event: time 1764254712.000000, -------------- SYN_REPORT ------------
        Event: time 1764254712.060000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value -1
        Event: time 1764254712.060000, -------------- SYN_REPORT ------------

        """

    func testAnEvtestPinchGivesTheTouchesEvemuGivesForTheSamePinch() throws {
        let evemu = try EvemuImporter(file: "p.evemu").records(from: F.text("evemu-touchscreen-pinch.evemu"), windowSize: F.window)
        let evtest = try EvtestImporter(file: "p.txt").records(from: F.text("evtest-touchscreen-pinch.txt"), windowSize: F.window)
        XCTAssertFalse(evtest.isEmpty)
        XCTAssertEqual(F.lines(evtest), F.lines(evemu))
        XCTAssertEqual(try EvtestImporter().device(in: F.text("evtest-touchscreen-pinch.txt")).kind, .touchscreen)
    }

    func testOldEvtestsConfigSyncIsProtocolAsPacketEnd() throws {
        // Older evtest (as in 2011) printed every synchronization but SYN_REPORT as "Config Sync", had no names for the
        // multi-touch axes ("code 53 (?)"), its own names for the rest ("type 3 (Absolute)"), and no properties.
        let evemu = try EvemuImporter(file: "a.evemu").records(from: F.text("evemu-protocol-a-pinch.evemu"), windowSize: F.window)
        let evtest = try EvtestImporter(file: "a.txt").records(from: F.text("evtest-old-protocol-a-pinch.txt"), windowSize: F.window)
        XCTAssertFalse(evtest.isEmpty)
        XCTAssertEqual(F.lines(evtest), F.lines(evemu))
    }

    func testEvtestsThatNameSynchronizationsAfterEventTypesAreRead() throws {
        // Some builds of evtest name a synchronization from the table of event types by its code: SYN_REPORT (0) prints
        // as EV_SYN and SYN_MT_REPORT (2) as EV_REL, as in a goodix panel's recording (libts/tslib#140).
        let renamed = tap.replacingOccurrences(of: "SYN_REPORT", with: "EV_SYN")
        XCTAssertEqual(F.lines(try EvtestImporter(file: "e.txt").records(from: description + renamed, windowSize: F.window)),
                       F.lines(try EvtestImporter(file: "e.txt").records(from: description + tap, windowSize: F.window)))
        let protocolA = try EvtestImporter(file: "a.txt").records(from: F.text("evtest-old-protocol-a-pinch.txt"), windowSize: F.window)
        let renamedA = try F.text("evtest-old-protocol-a-pinch.txt")
            .replacingOccurrences(of: "-------------- Report Sync ------------", with: "-------------- EV_SYN ------------")
            .replacingOccurrences(of: "-------------- Config Sync ------------", with: "++++++++++++++ EV_REL ++++++++++++")
        XCTAssertNotEqual(renamedA, try F.text("evtest-old-protocol-a-pinch.txt"))
        XCTAssertEqual(F.lines(try EvtestImporter(file: "a.txt").records(from: renamedA, windowSize: F.window)), F.lines(protocolA))
    }

    func testAContactThatLiftsAsAnotherLandsInItsSlotLiftsWhereItWas() throws {
        // One frame ends slot 0's contact and starts another there at once (an ft5x06 panel, kivy/kivy#2828): the
        // positions after the new tracking id are the new contact's, so the old one lifts where it was last seen.
        let frames = tap.split(separator: "\n").prefix(4).joined(separator: "\n") + "\n" + """
            Event: time 1764254712.068000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value -1
            Event: time 1764254712.068000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 4
            Event: time 1764254712.068000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 900
            Event: time 1764254712.068000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 750
            Event: time 1764254712.068000, -------------- SYN_REPORT ------------
            Event: time 1764254712.100000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value -1
            Event: time 1764254712.100000, -------------- SYN_REPORT ------------

            """
        XCTAssertEqual(F.lines(try EvtestImporter(file: "e.txt").records(from: description + frames, windowSize: F.window)),
                       ["0 down 1 \(F.at(500, 250, 1000, 1000))", "0.068 up 1 \(F.at(500, 250, 1000, 1000))",
                        "0.068 down 2 \(F.at(900, 750, 1000, 1000))", "0.1 up 2 \(F.at(900, 750, 1000, 1000))"])
    }

    func testAContactStillDownWhenTheRecordingStopsIsCancelledAtTheLastFrame() throws {
        // A protocol A panel (a Sitronix ST1232, libts/tslib#90) reports a finger that stays still in every frame: it
        // was still down at the last frame, so that is when it is cancelled, not at its last move.
        let still = """
            Event: time 1764254712.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 500
            Event: time 1764254712.000000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 250
            Event: time 1764254712.000000, ++++++++++++++ SYN_MT_REPORT ++++++++++++
            Event: time 1764254712.000000, -------------- SYN_REPORT ------------
            Event: time 1764254712.009000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 500
            Event: time 1764254712.009000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 250
            Event: time 1764254712.009000, ++++++++++++++ SYN_MT_REPORT ++++++++++++
            Event: time 1764254712.009000, -------------- SYN_REPORT ------------
            Event: time 1764254712.018000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 500
            Event: time 1764254712.018000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 250
            Event: time 1764254712.018000, ++++++++++++++ SYN_MT_REPORT ++++++++++++
            Event: time 1764254712.018000, -------------- SYN_REPORT ------------

            """
        XCTAssertEqual(F.lines(try EvtestImporter(file: "e.txt").records(from: description + still, windowSize: F.window)),
                       ["0 down 1 \(F.at(500, 250, 1000, 1000))", "0.018 cancel 1 \(F.at(500, 250, 1000, 1000))"])
    }

    func testATapIsOneDownAndOneUpWhatEverEvtestPrintsAroundIt() throws {
        let plain = try EvtestImporter(file: "e.txt").records(from: description + tap, windowSize: F.window)
        XCTAssertEqual(F.lines(plain), ["0 down 1 \(F.at(500, 250, 1000, 1000))", "0.06 up 1 \(F.at(500, 250, 1000, 1000))"])
        // What evtest writes to standard error when it lists the devices, and its grab warning.
        let noisy = "No device specified, trying to scan all of /dev/input/event*\nAvailable devices:\n"
            + "/dev/input/event0:\tPower Button\n/dev/input/event5:\tELAN Touchscreen\nSelect the device event number [0-5]: 5\n"
            + description + "***********************************************\n  This device is grabbed by another process.\n"
            + "***********************************************\n" + tap
        XCTAssertEqual(F.lines(try EvtestImporter().records(from: noisy, windowSize: F.window)), F.lines(plain))
    }

    func testRefusalsNameTheLine() {
        XCTAssertEqual(message(tap), "e.txt:1: not an evtest recording: no \"Input device name:\" or \"Supported events:\" before "
                       + "the events, so the device's axes are unknown")
        XCTAssertEqual(message(description + "Event: time 1764254712.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value x\n"),
                       "e.txt:20: malformed event \"Event: time 1764254712.000000, type 3 (E…\" (84 characters); expected \"Event: time "
                       + "1330495944.185030, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 420\" or \"Event: time "
                       + "1330495944.185030, -------------- SYN_REPORT ------------\"")
        XCTAssertEqual(message(description + "Event: time 1764254712.000000, type 3 (EV_ABS), code 47 (ABS_MT_SLOT), value 64\n"),
                       "e.txt:20: slot 64 is out of range: an event log holds at most 64 touches at once, slots 0 to 63")
        XCTAssertEqual(message(description + tap + "garbage\n"), "e.txt:26: \"garbage\" is not an event; expected \"Event: time "
                       + "1330495944.185030, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 420\"")
        XCTAssertEqual(message(description.replacingOccurrences(of: "Max     1000", with: "Max     99999999999") + tap),
                       "e.txt:12: malformed axis limit \"Max     99999999999\"; expected \"Min 0\" or \"Max 4095\"")
        let keyboard = "Input device name: \"AT Translated Set 2 keyboard\"\nSupported events:\n  Event type 1 (EV_KEY)\n"
            + "    Event code 30 (KEY_A)\nEvent: time 1.000000, type 1 (EV_KEY), code 30 (KEY_A), value 1\n"
        XCTAssertEqual(message(keyboard), "e.txt:1: the device \"AT Translated Set 2 keyboard\" has no absolute X/Y axes "
                       + "(ABS_MT_POSITION_X/Y or ABS_X/Y); it is not a touch device")
    }

    func testADescriptionWhoseHeadIsCutIsRefusedAsCutNotAsANonTouchDevice() {
        // Pasted into an issue with the list of event types left out ("..."), only "Properties:" kept.
        let elided = "evtest\n...\nProperties:\nTesting ... (interrupt to exit)\n" + tap
        XCTAssertEqual(message(elided), "e.txt:3: the device's description lists no event types (\"Event type 3 (EV_ABS)\" "
                       + "and its codes) before the events: it is cut, so the device's axes are unknown")
        // Pasted from the middle of the description: codes with no type above them.
        let cut = description.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(8).joined(separator: "\n") + tap
        XCTAssertEqual(message(cut), "e.txt:1: \"Event code 53 (ABS_MT_POSITION_X)\" comes before any \"Event type\" line: "
                       + "the device's description is cut, so its axes are unknown")
    }

    func testADescriptionCutInsideAnAxisIsRefusedAtThatAxisNotAsANonTouchDevice() {
        // Cut after the Y axis's Value line (as libts/tslib#90's paste was trimmed): its range is unknown.
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = (lines[..<14] + lines[16...]).joined(separator: "\n") + tap
        XCTAssertEqual(message(cut), "e.txt:13: \"Event code 54 (ABS_MT_POSITION_Y)\" has no \"Min\" and \"Max\" lines, which "
                       + "evtest prints for every axis: the description is cut here, so the axis's range is unknown")
        // The description alone, read for the device, says the same.
        XCTAssertEqual(F.message { try EvtestImporter(file: "e.txt").device(in: cut) }, message(cut))
    }

    /// A Raspberry Pi's ft5x06 panel reports tracking ids that never carry a position (raspberrypi/linux#4749): the
    /// kernel, and libinput after it, puts such a contact where its slot's axes stand, and so does the import, saying so.
    func testAContactWithoutAPositionLandsWhereItsSlotStoodWithAWarning() throws {
        let phantom = """
            Event: time 1764254711.000000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 2
            Event: time 1764254711.000000, -------------- SYN_REPORT ------------
            Event: time 1764254711.090000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value -1
            Event: time 1764254711.090000, -------------- SYN_REPORT ------------

            """
        let recording = try EvtestImporter(file: "e.txt").recording(from: description + phantom + tap, windowSize: F.window)
        XCTAssertEqual(F.lines(recording.records), ["0 down 1 0 0", "0.09 up 1 0 0", "1 down 2 \(F.at(500, 250, 1000, 1000))",
                                                    "1.06 up 2 \(F.at(500, 250, 1000, 1000))"])
        XCTAssertEqual(recording.warnings.map(\.description), ["e.txt:21: a contact lands here though the recording has given "
                       + "its slot no x or y: it lands where the slot's axes stood, as the kernel reports it (a phantom touch?)"])
        // A contact in a slot the recording has placed before needs no word, even where its position did not change.
        let again = try EvtestImporter(file: "e.txt").recording(from: description + tap + phantom.replacingOccurrences(of: "1764254711", with: "1764254713"),
                                                                 windowSize: F.window)
        XCTAssertEqual(again.warnings, [])
        XCTAssertEqual(F.lines(again.records).suffix(2), ["1 down 2 \(F.at(500, 250, 1000, 1000))", "1.09 up 2 \(F.at(500, 250, 1000, 1000))"])
    }

    func testAnUnreadableTypeOrCodeLineIsRefusedRatherThanSkipped() {
        // A forum's quoting left a colon before a code: skipping the line would lose the axis and call the
        // touchscreen "not a touch device".
        let garbled = description.replacingOccurrences(of: "    Event code 53 (ABS_MT_POSITION_X)", with: ":    Event code 53 (ABS_MT_POSITION_X)")
        XCTAssertEqual(message(garbled + tap), "e.txt:9: malformed description line \":    Event code 53 (ABS_MT_POSITION_X)\"; "
                       + "expected \"Event type 3 (EV_ABS)\" or \"Event code 53 (ABS_MT_POSITION_X)\"")
    }

    func testARecordingThatStopsInsideAFrameLeavesThatFrameOut() throws {
        // The last frame moves the finger to x = 900 but never reaches its SYN_REPORT: the kernel delivers a frame only
        // with it, so the touch is cancelled where it was last reported, and the import says why.
        let down = tap.split(separator: "\n").prefix(4).joined(separator: "\n") + "\n"
        let unfinished = "Event: time 1764254712.050000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 900\n"
        let recording = try EvtestImporter(file: "e.txt").recording(from: description + down + unfinished, windowSize: F.window)
        XCTAssertEqual(F.lines(recording.records), ["0 down 1 \(F.at(500, 250, 1000, 1000))", "0 cancel 1 \(F.at(500, 250, 1000, 1000))"])
        XCTAssertEqual(recording.warnings.map(\.description), ["e.txt:24: the recording ends inside a frame: its events from "
                       + "here on have no SYN_REPORT, so they are left out, as the kernel delivers a frame only with its "
                       + "SYN_REPORT (was the recording cut short?)"])
        // Ending on a SYN_REPORT, it has no such warning.
        let whole = try EvtestImporter(file: "e.txt").recording(from: description + down, windowSize: F.window)
        XCTAssertEqual(whole.warnings, [])
        XCTAssertEqual(F.lines(whole.records), F.lines(recording.records))
    }

    func testAForumsSnipMarkAfterTheEventsIsSkippedWithAWarning() throws {
        // Pasted into a forum thread, the recording ends with a mark where the rest was cut.
        let recording = try EvtestImporter(file: "e.txt").recording(from: description + tap + "---snip---\n", windowSize: F.window)
        let plain = try EvtestImporter(file: "e.txt").recording(from: description + tap, windowSize: F.window)
        XCTAssertEqual(F.lines(recording.records), F.lines(plain.records))
        let line = (description + tap).split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertEqual(recording.warnings.map(\.description), ["e.txt:\(line): \"---snip---\" marks events left out of the paste: the "
                       + "recording stops here, so what followed is missing"])
    }

    func testTheImporterIsListedUnderItsFormatName() {
        XCTAssertTrue(RecordingImporters.importer(named: "evtest") == EvtestImporter.self)
    }
}

import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraImport

/// `libinput record` files as libinput 1.2x writes them, read as YAML: several devices,
/// hid and libinput blocks, comments, quoted strings, and errors where libyaml finds them.
final class LibinputRecordingTests: XCTestCase {
    typealias F = DeviceFixtures

    func libinput(_ name: String) throws -> [LogRecord] {
        try LibinputImporter(file: name).records(from: F.text(name), windowSize: F.window)
    }

    func evemu(_ name: String) throws -> [LogRecord] {
        try EvemuImporter(file: name).records(from: F.text(name), windowSize: F.window)
    }

    func testALibinputTapWithItsHidAndLibinputBlocksGivesTheTouchesEvemuGivesForTheSameTap() throws {
        let text = try F.text("libinput-touchscreen-tap.yaml")
        XCTAssertTrue(text.contains("  - hid:\n") && text.contains("    libinput:\n") && text.contains("  hid: [\n"))
        XCTAssertEqual(F.lines(try libinput("libinput-touchscreen-tap.yaml")),
                       F.lines(try evemu("evemu-touchscreen-tap.evemu")))
    }

    func testTheTouchscreenIsImportedFromARecordingWhoseFirstDeviceIsAKeyboard() throws {
        XCTAssertEqual(F.lines(try libinput("libinput-keyboard-and-touchscreen.yaml")),
                       F.lines(try evemu("evemu-touchscreen-pinch.evemu")))
    }

    func testOfTwoTouchscreensTheOneWithEventsIsImported() throws {
        // A laptop with two touchscreens (an ASUS Zenbook Duo) lists both; the touches come from the second.
        let text = try F.text("libinput-keyboard-and-touchscreen.yaml")
        let start = try XCTUnwrap(text.range(of: "- node: /dev/input/event9")).lowerBound
        let events = try XCTUnwrap(text.range(of: "  events:\n", range: start..<text.endIndex)).upperBound
        let idle = text[start..<events].replacingOccurrences(of: "/dev/input/event9", with: "/dev/input/event8")
        let two = text[..<start].replacingOccurrences(of: "ndevices: 2", with: "ndevices: 3") + idle + text[start...]
        let importer = LibinputImporter(file: "t.yaml")
        XCTAssertEqual(F.lines(try importer.records(from: two, windowSize: F.window)), F.lines(try evemu("evemu-touchscreen-pinch.evemu")))
        // Streamed, as `tessera import` reads it, the same.
        var streamed: [LogRecord] = []
        _ = try importer.recording(from: two, windowSize: F.window) { streamed.append($0) }
        XCTAssertEqual(F.lines(streamed), F.lines(try evemu("evemu-touchscreen-pinch.evemu")))
        // Asked for the idle one, the import names it.
        XCTAssertEqual(F.message { try LibinputImporter(file: "t.yaml", device: 1).records(from: two, windowSize: F.window) },
                       "t.yaml:148: the recording has no events from device 1 \"ELAN2514:00 04F3:2C58\"")
    }

    func testAFramesEventsThatAreNotAListAreRefusedNotDropped() throws {
        let text = try F.text("libinput-touchscreen-tap.yaml")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let events = try XCTUnwrap(lines.firstIndex(of: "  events:"))
        for value in ["{a: 1}", "hello", "*nowhere"] {
            var odd = lines
            odd.insert("  - evdev: \(value)", at: events + 1)
            XCTAssertEqual(F.message { try LibinputImporter(file: "t.yaml").records(from: odd.joined(separator: "\n"), windowSize: F.window) },
                           "t.yaml:\(events + 2): \"evdev:\" is not a list of [sec, usec, type, code, value] events", value)
        }
        // An empty one holds no events: nothing is lost.
        var empty = lines
        empty.insert("  - evdev: ~", at: events + 1)
        XCTAssertEqual(F.lines(try LibinputImporter(file: "t.yaml").records(from: empty.joined(separator: "\n"), windowSize: F.window)),
                       F.lines(try libinput("libinput-touchscreen-tap.yaml")))
    }

    func testTheTouchpadIsImportedFromARecordingWhoseFirstDeviceIsATrackPoint() throws {
        XCTAssertEqual(F.lines(try libinput("libinput-trackpoint-and-touchpad.yaml")),
                       F.lines(try evemu("evemu-touchpad-two-finger-scroll.evemu")))
    }

    func testATabletsFingerNodeIsImportedRatherThanItsPen() throws {
        func at(_ x: Double, _ y: Double) -> String { F.at(x, y, 4096, 4096) }
        XCTAssertEqual(F.lines(try libinput("libinput-tablet-pen-and-finger.yaml")), [
            "0 down 1 \(at(2000, 2100))", "0.0081 move 1 \(at(2001, 2100))",
            "0.0162 move 1 \(at(2001, 2101))", "0.0486 up 1 \(at(2001, 2101))",
        ])
    }

    func testALibinputPenIsRefusedAtItsDeviceSayingWhatItIsAndWhy() throws {
        XCTAssertEqual(F.message { try self.libinput("libinput-pen.yaml") },
                       "libinput-pen.yaml:12: device 0 \"Wacom Intuos S Pen\" is a pen tablet (BTN_TOOL_PEN, no multi-touch axes): "
                       + "a stylus reports where a tool hovers and presses, not finger contacts, so it cannot become touches")
    }

    /// Two `libinput record` files joined into one (`cat a.yaml b.yaml`) are two recordings; only the first used to be
    /// imported, without a word. They are refused where the second begins, as evemu's are.
    func testTwoRecordingsJoinedIntoOneFileAreRefusedWhereTheSecondBegins() throws {
        let first = try F.text("libinput-touchscreen-tap.yaml"), second = try F.text("two-finger-scroll.yaml")
        let joined = first + second
        let line = first.split(separator: "\n", omittingEmptySubsequences: false).count
            + second.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("version:") }.count
        XCTAssertEqual(F.message { try LibinputImporter(file: "j.yaml").records(from: joined, windowSize: F.window) },
                       "j.yaml:\(line): a second \"version:\": the file holds more than one recording; import each on its own")
    }

    func testTwoRecordingsJoinedAsYAMLDocumentsAreRefusedAtTheSecond() throws {
        // Joined after "---" (or "..."), the second recording is a second YAML document, which was left out unread.
        let first = try F.text("libinput-touchscreen-tap.yaml"), second = try F.text("two-finger-scroll.yaml")
        for separator in ["---\n", "...\n---\n"] {
            let joined = first + separator + second
            let line = first.split(separator: "\n", omittingEmptySubsequences: false).count + (separator == "---\n" ? 0 : 1)
            XCTAssertEqual(F.message { try LibinputImporter(file: "j.yaml").records(from: joined, windowSize: F.window) },
                           "j.yaml:\(line): a second YAML document: the file holds more than one recording; import each on its own")
        }
    }

    func testNestingPastAnyRecordingsDepthIsRefusedAtOnce() {
        // libyaml's work grows with the square of the depth: 200,000 levels took minutes before anything was refused.
        // The top mapping, the devices, the device and 253 lists are open at the 254th "[" (column 9 + 254).
        let deep = "version: 1\ndevices:\n- evdev: " + String(repeating: "[", count: 200_000) + "\n"
        XCTAssertEqual(F.message { try LibinputImporter(file: "d.yaml").records(from: deep, windowSize: F.window) },
                       "d.yaml:3:\(9 + 254): lists and mappings nested more than 256 deep; a libinput recording nests six")
    }

    func testALibinputMouseIsRefusedAtItsDeviceSayingWhatItIsAndWhy() throws {
        XCTAssertEqual(F.message { try self.libinput("libinput-mouse.yaml") },
                       "libinput-mouse.yaml:12: device 0 \"Logitech USB Optical Mouse\" is a mouse (REL_X/REL_Y, no absolute axes): "
                       + "it reports how far it moved, not where a finger is, so it cannot become touches")
    }

    func testAHashInsideAQuotedStringIsTextNotAComment() {
        let text = """
            version: 1
            ndevices: 1
            system: {dmi: "dmi:bvn#1 # not a comment"}
            devices:
            - node: /dev/input/event1
              evdev:
                name: "Stylus #2 (left) # of 2"
                codes: {1: [320, 330], 3: [0, 1]}
                absinfo: {0: [0, 100, 0, 0, 0], 1: [0, 100, 0, 0, 0]}
                properties: []
              events: []
            """
        XCTAssertEqual(F.message { try LibinputImporter(file: "s.yaml").records(from: text, windowSize: F.window) }?
            .hasPrefix("s.yaml:5: device 0 \"Stylus #2 (left) # of 2\" is a pen tablet"), true)
    }

    func testARecordingWithNoTouchDeviceNamesWhatEachDeviceIs() {
        let text = """
            version: 1
            ndevices: 2
            devices:
            - node: /dev/input/event3
              evdev: {name: "AT keyboard", codes: {1: [30, 31]}, properties: []}
              events: []
            - node: /dev/input/event4
              evdev: {name: "USB mouse", codes: {1: [272], 2: [0, 1]}, properties: []}
              events: []
            """
        XCTAssertEqual(F.message { try LibinputImporter(file: "n.yaml").records(from: text, windowSize: F.window) },
                       "n.yaml:3: none of the recording's 2 devices is a touch device: device 0 \"AT keyboard\" is not a pointing "
                       + "device, device 1 \"USB mouse\" is a mouse; see docs/devices.md")
    }

    func testAMalformedEventInADeviceThatIsNotImportedDoesNotStopTheImport() throws {
        let text = try F.text("libinput-keyboard-and-touchscreen.yaml")
        let broken = text.replacingOccurrences(of: "    - [  1, 532000,   4,   4,      30]", with: "    - [1, 2, oops]")
        XCTAssertNotEqual(broken, text)
        XCTAssertEqual(F.lines(try LibinputImporter().records(from: broken, windowSize: F.window)),
                       F.lines(try evemu("evemu-touchscreen-pinch.evemu")))
    }

    func testYAMLThatDoesNotParseIsRefusedAtLibyamlsLineAndColumn() {
        let text = "version: 1\ndevices:\n- node: /dev/input/event1\n  evdev: {name: x\n  events: []\n"
        XCTAssertEqual(F.message { try LibinputImporter(file: "y.yaml").records(from: text, windowSize: F.window) },
                       "y.yaml:5:9: not valid YAML: did not find expected ',' or '}' while parsing a flow mapping")
    }

    func testARecordingCutInsideAnEventIsRefusedAtTheCutLine() throws {
        let text = try F.text("libinput-touchscreen-tap.yaml")
        let cut = String(text[..<text.range(of: "    - [  0,  48600,   0,")!.upperBound])
        let line = cut.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertEqual(F.message { try LibinputImporter(file: "cut.yaml").records(from: cut, windowSize: F.window) },
                       "cut.yaml:\(line): not valid YAML: did not find expected node content while parsing a flow node")
    }

    func testARecordingCutBetweenTwoLinesImportsUpToTheLastFullFrame() throws {
        let text = try F.text("libinput-touchscreen-tap.yaml")
        let cut = String(text[..<text.range(of: "    - [  0,  48600,   1, 330,       0]")!.lowerBound])
        let records = try LibinputImporter().records(from: cut, windowSize: F.window)
        XCTAssertEqual(F.lines(records), F.lines(Array(try evemu("evemu-touchscreen-tap.evemu").prefix(3)))
                       + ["0.0162 cancel 1 \(F.at(1851, 1101, 4095, 2303))"], "the lift's frame never ended")
        XCTAssertNoThrow(try EventLogReader().read(EventLog(scene: .path("s.json"), records: records).text))
    }
}

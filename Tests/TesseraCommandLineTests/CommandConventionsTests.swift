import Foundation
import XCTest
import TesseraTesting

/// The command line follows swift-argument-parser's conventions, the same way in every verb.
final class CommandConventionsTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-conventions-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func testVersionPrintsTheVersionAndHelpDocumentsOneExitStatusScheme() throws {
        let version = try TesseraExecutable.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, version.stdout)
        let help = try TesseraExecutable.run(["--help"])
        XCTAssertTrue(help.stdout.contains("Exit status, for every command: 0 success; 1 a check failed"), help.stdout)
        XCTAssertTrue(help.stdout.contains("64 a command line"), help.stdout)
    }

    func testCompletionScriptsCompleteLogsScenesAndLayoutNames() throws {
        let bash = try TesseraExecutable.run(["--generate-completion-script", "bash"])
        XCTAssertEqual(bash.status, 0)
        XCTAssertTrue(bash.stdout.contains("'!*.@(log)'"), "replay completes .log files")
        XCTAssertTrue(bash.stdout.contains("'!*.@(json)'"), "--scene completes .json files")
        XCTAssertTrue(bash.stdout.contains("coverflow") && bash.stdout.contains("circle"), "--layout completes layout names")
    }

    func testSceneTogetherWithLayoutIsAnErrorNotAnOptionSilentlyIgnored() throws {
        let result = try TesseraExecutable.run(["run", "--scene", "assets/scenes/demo.json", "--layout", "circle"])
        XCTAssertEqual(result.status, 64, "a command line that cannot be used")
        XCTAssertEqual(result.stderr, "tessera: --scene and --layout both choose the layout; give one of them\n")
    }

    func testAScaleThatIsNotAPositiveNumberIsAUsageErrorBeforeAnyWindowOpens() throws {
        for bad in ["0", "-2", "inf", "9"] {
            let result = try TesseraExecutable.run(["run", "--layout", "circle", "--scale=\(bad)"])
            XCTAssertEqual(result.status, 64, bad)
            XCTAssertEqual(result.stderr, "tessera: --scale must be a number greater than 0 and at most 8, such as 2 or 1.5\n", bad)
        }
    }

    func testImportTakesTheSizeFromTheSceneAndDashWritesTheLogToStandardOutput() throws {
        let scene = dir.appendingPathComponent("s.json").path
        try #"{"size":[300,500],"layout":{"type":"flow"},"sections":[{"items":5}]}"#.write(toFile: scene, atomically: true, encoding: .utf8)
        let recording = TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/double-tap.evemu").path
        let result = try TesseraExecutable.run(["import", "evemu", recording, "--scene", scene, "-o", "-"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("tessera-log 1\nscene "), result.stdout)
        XCTAssertFalse(result.stdout.contains(" resize "), "the touches were scaled onto the scene's own size")
        XCTAssertFalse(FileManager.default.fileExists(atPath: TesseraExecutable.packageRoot.appendingPathComponent("-").path))
        let nested = dir.appendingPathComponent("new/folders/tap.log").path
        let intoNewFolders = try TesseraExecutable.run(["import", "evemu", recording, "--scene", scene, "-o", nested])
        XCTAssertEqual(intoNewFolders.status, 0, "missing folders are made, as for replay's outputs: " + intoNewFolders.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: nested))
        let noSize = try TesseraExecutable.run(["import", "evemu", recording, "-o", dir.appendingPathComponent("x.log").path])
        XCTAssertEqual(noSize.status, 64)
        XCTAssertTrue(noSize.stderr.contains("--size WxH is needed"), noSize.stderr)
    }

    /// A log file is written record by record as the recording is decoded; it holds what standard output gets (with
    /// the resize a scene of another size needs), and a recording that breaks part way leaves no file behind.
    func testAnImportWrittenAsItDecodesIsTheLogStandardOutputGetsAndABrokenOneLeavesNoFile() throws {
        let scene = dir.appendingPathComponent("wide.json").path
        try #"{"size":[640,480],"layout":{"type":"flow"},"sections":[{"items":5}]}"#.write(toFile: scene, atomically: true, encoding: .utf8)
        let root = TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices")
        for (format, name) in [("evemu", "evemu-touchscreen-pinch.evemu"), ("evtest", "evtest-touchscreen-pinch.txt"),
                               ("getevent", "getevent-lt-all-devices-pinch.txt"), ("debug-events", "debug-events-touchscreen-pinch.txt"),
                               ("libinput", "libinput-rotated-touchscreen-drag.yaml")] {
            let recording = root.appendingPathComponent(name).path
            let log = dir.appendingPathComponent("\(format).log").path
            let written = try TesseraExecutable.run(["import", format, recording, "--scene", scene, "--size", "320x480", "-o", log])
            let printed = try TesseraExecutable.run(["import", format, recording, "--scene", scene, "--size", "320x480", "-o", "-"])
            XCTAssertEqual(written.status, 0, written.stderr)
            XCTAssertEqual(printed.status, 0, printed.stderr)
            // The scene is named from the log's folder, and standard output's from the current one; the rest is the same.
            let file = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n", maxSplits: 2)
            let out = printed.stdout.split(separator: "\n", maxSplits: 2)
            XCTAssertEqual(file.first, "tessera-log 1", name)
            XCTAssertEqual(file.dropFirst().first, "scene wide.json", name)
            XCTAssertEqual(file.last, out.last, name)
            XCTAssertTrue(printed.stdout.contains("\n0 resize 320 480\n"), printed.stdout)
            XCTAssertEqual(written.stderr.replacingOccurrences(of: log, with: "standard output"), printed.stderr, name)
        }
        let broken = dir.appendingPathComponent("broken.evemu").path
        try (try String(contentsOf: root.appendingPathComponent("evemu-touchscreen-pinch.evemu"), encoding: .utf8) + "E: 99.0 3 0\n")
            .write(toFile: broken, atomically: true, encoding: .utf8)
        let log = dir.appendingPathComponent("broken-out/broken.log")
        let result = try TesseraExecutable.run(["import", "evemu", broken, "--size", "320x480", "-o", log.path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: log.deletingLastPathComponent().path), [],
                       "neither the log nor a temporary file is left")
    }

    func testAnAndroidGeteventPinchImportsFromEveryDevicesRecordingAndReplaysAsAPinch() throws {
        let recording = TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/getevent-lt-all-devices-pinch.txt").path
        let log = dir.appendingPathComponent("pinch.log").path
        let imported = try TesseraExecutable.run(["import", "getevent", recording, "--size", "360x800", "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stderr, "tessera: wrote 20 touch events to \(log)\n")
        let replay = try TesseraExecutable.run(["replay", log, "--allow-missing"])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        for state in ["began", "changed", "ended"] {
            XCTAssertTrue(replay.stdout.contains(#""recognizer":"pinch","state":"\#(state)""#), replay.stdout)
        }
        let evemu = try TesseraExecutable.run(["import", "evemu", recording, "--device", "2", "--size", "360x800", "-o", log])
        XCTAssertEqual(evemu.status, 64)
        XCTAssertTrue(evemu.stderr.contains("--device picks one of a libinput, getevent or debug-events recording's devices"), evemu.stderr)
    }

    func testARecordingSavedAsUTF16ByWindowsPowerShellImportsAsItsUTF8Original() throws {
        let recording = TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/getevent-lt-all-devices-pinch.txt")
        let text = try String(contentsOf: recording, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        var little = Data([0xFF, 0xFE]), big = Data([0xFE, 0xFF])
        for unit in text.utf16 {
            little.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
            big.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)])
        }
        var logs: [String] = []
        for (name, data) in [("le.txt", little), ("be.txt", big)] {
            let path = dir.appendingPathComponent(name).path
            try data.write(to: URL(fileURLWithPath: path))
            let result = try TesseraExecutable.run(["import", "getevent", path, "--size", "360x800", "-o", "-"])
            XCTAssertEqual(result.status, 0, result.stderr)
            logs.append(result.stdout)
        }
        let original = try TesseraExecutable.run(["import", "getevent", recording.path, "--size", "360x800", "-o", "-"])
        XCTAssertEqual(logs, [original.stdout, original.stdout])
        XCTAssertTrue(original.stdout.contains(" down "), original.stdout)
    }

    func testNamingTheWrongFormatSaysWhichFormatTheFileLooksLike() throws {
        let root = TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices")
        let cases = [("libinput", "evtest-touchscreen-pinch.txt", "an evtest recording: tessera import evtest …"),
                     ("evemu", "getevent-lt-all-devices-pinch.txt", "a getevent recording: tessera import getevent …"),
                     ("getevent", "tap.yaml", "a libinput recording: tessera import libinput …"),
                     ("evtest", "double-tap.evemu", "an evemu recording: tessera import evemu …")]
        for (format, name, hint) in cases {
            let result = try TesseraExecutable.run(["import", format, root.appendingPathComponent(name).path, "--size", "320x480",
                                                    "-o", dir.appendingPathComponent("x.log").path])
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.stderr.hasSuffix("; the file looks like \(hint)\n"), result.stderr)
        }
        // The right format, with a mistake in the file, gets no hint.
        let broken = dir.appendingPathComponent("broken.txt").path
        try (try String(contentsOf: root.appendingPathComponent("evtest-touchscreen-pinch.txt"), encoding: .utf8) + "garbage\n")
            .write(toFile: broken, atomically: true, encoding: .utf8)
        let result = try TesseraExecutable.run(["import", "evtest", broken, "--size", "320x480", "-o", dir.appendingPathComponent("x.log").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.stderr.contains("looks like"), result.stderr)
    }

    func testARecordingInWhichNothingTouchesImportsWithAWarning() throws {
        // An Android panel with a pressure axis whose contact never has pressure: Android counts it as hovering.
        let recording = dir.appendingPathComponent("hover.txt").path
        try ("add device 1: /dev/input/event3\n  events:\n    ABS (0003): 0035  : value 0, min 0, max 100, fuzz 0, flat 0, resolution 0\n"
            + "                0036  : value 0, min 0, max 100, fuzz 0, flat 0, resolution 0\n"
            + "                0039  : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0\n"
            + "                003a  : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0\n  input props:\n    INPUT_PROP_DIRECT\n"
            + "[ 1.000000] 0003 0039 00000001\n[ 1.000000] 0003 0035 00000032\n[ 1.000000] 0003 0036 00000032\n"
            + "[ 1.000000] 0000 0000 00000000\n[ 1.100000] 0003 0039 ffffffff\n[ 1.100000] 0000 0000 00000000\n")
            .write(toFile: recording, atomically: true, encoding: .utf8)
        let log = dir.appendingPathComponent("hover.log").path
        let result = try TesseraExecutable.run(["import", "getevent", recording, "--size", "100x100", "-o", log])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "tessera: warning: \(recording): no contact in the recording touched, so the log holds no touches; "
                       + "docs/devices.md says which contacts count\ntessera: wrote 0 touch events to \(log)\n")
    }

    func testAContactLeftOutOfAnImportIsWarnedOfAtItsLine() throws {
        // The recording begins with a finger down that moves along x alone and lifts: where it was is unknown.
        let recording = dir.appendingPathComponent("lost.evemu").path
        try ("N: Panel\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 0 100 0 0 0\nA: 36 0 100 0 0 0\nA: 39 0 65535 0 0 0\n"
            + "E: 1.000000 0003 0035 0050\nE: 1.000000 0000 0000 0000\nE: 1.010000 0003 0039 -001\nE: 1.010000 0000 0000 0000\n"
            + "E: 1.020000 0003 0039 0007\nE: 1.020000 0003 0035 0020\nE: 1.020000 0003 0036 0020\nE: 1.020000 0000 0000 0000\n"
            + "E: 1.030000 0003 0039 -001\nE: 1.030000 0000 0000 0000\n")
            .write(toFile: recording, atomically: true, encoding: .utf8)
        let log = dir.appendingPathComponent("lost.log").path
        let result = try TesseraExecutable.run(["import", "evemu", recording, "--size", "100x100", "-o", log])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "tessera: warning: \(recording):9: a contact already down when the recording began lifts here "
                       + "before the recording has given both its x and its y, so it is left out\ntessera: wrote 2 touch events to \(log)\n")
    }

    func testAnEvtestRecordingImportsAndTakesNoDeviceOption() throws {
        let recording = TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/evtest-touchscreen-pinch.txt").path
        let log = dir.appendingPathComponent("evtest.log").path
        let imported = try TesseraExecutable.run(["import", "evtest", recording, "--size", "320x480", "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stderr, "tessera: wrote 24 touch events to \(log)\n")
        let device = try TesseraExecutable.run(["import", "evtest", recording, "--device", "0", "--size", "320x480", "-o", log])
        XCTAssertEqual(device.status, 64)
        XCTAssertEqual(device.stderr, "tessera: --device picks one of a libinput, getevent or debug-events recording's devices; "
                       + "an evtest recording holds one\n")
    }

    func testAttributesPrintsWhatItsHelpSaysAJSONArrayWithOneObjectPerLine() throws {
        let help = try TesseraExecutable.run(["attributes", "--help"])
        XCTAssertTrue(help.stdout.contains("JSON array"), help.stdout)
        XCTAssertTrue(help.stdout.contains("one element's object per line"), help.stdout)
        let scene = TesseraExecutable.packageRoot.appendingPathComponent("assets/scenes/flow-grid.json").path
        let result = try TesseraExecutable.run(["attributes", "--scene", scene])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.first, "[")
        XCTAssertEqual(lines.last, "]")
        for line in lines.dropFirst().dropLast() { XCTAssertTrue(line.hasPrefix("{\"category\":"), String(line)) }
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])
    }
}

import Foundation
import XCTest
import TesseraTesting
import TesseraSimulator

/// Runs the built `tessera` executable, as a user or a script would.
enum TesseraExecutable {
    /// The package root, found from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `tessera` binary next to the test bundle.
    static var url: URL? {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("tessera")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir.deleteLastPathComponent()
        }
        for config in ["debug", "release"] {
            let candidate = packageRoot.appendingPathComponent(".build/\(config)/tessera")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `tessera` with `arguments` in `directory` (the package root by default), with `environment` added to
    /// this process's, and collects its output.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        guard let url else { throw XCTSkip("the tessera executable was not built") }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}

final class CommandLineTests: XCTestCase {
    func testAttributesPrintsTheWorkedExample() throws {
        let result = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/flow-grid.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 9)
        XCTAssertTrue(lines[2].contains(#""frame":[67.5,0,50,50]"#))
        XCTAssertTrue(lines[7].contains(#""frame":[67.5,60,50,50]"#))
    }

    /// The carousels' rows reach past the content's right edge; the whole content takes them in whole.
    func testAttributesOfTheWholeContentIncludeRowsThatScrollSideways() throws {
        let result = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/carousels.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let cells = result.stdout.split(separator: "\n").filter { $0.contains(#""category":"cell""#) }
        XCTAssertEqual(cells.count, 12 + 8 + 15 + 6 + 10, "every card of every row")
        XCTAssertTrue(cells.contains { $0.contains(#""section":0,"item":11,"#) })
    }

    func testAttributesOfTheWholeContentIncludeColumnsThatScrollUpAndDown() throws {
        // A horizontal board's columns scroll on their own up and down; their reach was added to the content's width,
        // so only the cards in each column's first screen were listed (23 of 36).
        let result = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/board.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let cells = result.stdout.split(separator: "\n").filter { $0.contains(#""category":"cell""#) }
        XCTAssertEqual(cells.count, 7 + 12 + 3 + 9 + 5, "every card of every column")
        XCTAssertTrue(cells.contains { $0.contains(#""section":1,"item":11,"#) })
    }

    func testAttributesHonoursTheRectangle() throws {
        let result = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/flow-grid.json", "--rect", "0,55,100,10"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 4, result.stdout)
    }

    /// An item wider than the view is listed as laid out, with a warning in UIKit's words on standard error.
    func testAttributesWarnsOfAFlowItemWiderThanTheView() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-cli-")
        addTeardownBlock { try temporary.remove() }
        let file = temporary.url.appendingPathComponent("wide.json")
        try Data(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[400,50],"sectionInset":[0,10,0,10]},"sections":[{"items":2}]}"#.utf8).write(to: file)
        let result = try TesseraExecutable.run(["attributes", "--scene", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 4, result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("tessera: warning: \(file.path): the flow layout's item 0 of section 0 is 400 points wide, "
                                              + "more than the 300 its section leaves between its insets;"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line")
    }

    /// A rectangle or an offset that starts with a minus sign is the option's value, as users write it, not an
    /// unknown option: ArgumentParser took `-10,…` for one and said "Missing value for '--rect'".
    func testARectangleOrOffsetMayStartWithAMinusSign() throws {
        let spaced = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/flow-grid.json", "--rect", "-10,55,110,10",
                                                "--offset", "-0,0"])
        XCTAssertEqual(spaced.status, 0, spaced.stderr)
        let joined = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/flow-grid.json", "--rect=-10,55,110,10"])
        XCTAssertEqual(spaced.stdout, joined.stdout)
        XCTAssertEqual(spaced.stdout.split(separator: "\n").count, 4, spaced.stdout)
    }

    /// An offset is held to the range of a scene's own `contentOffset`: far past it, the visible rectangle lost whole
    /// points and the listing came out empty, with no word why.
    func testAnOffsetBeyondASceneContentOffsetIsRefused() throws {
        let result = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/flow-grid.json", "--offset", "-1e20,0"])
        XCTAssertEqual(result.status, 64, result.stdout)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "tessera: --offset -1e20,0 is out of range; offsets lie within ±1000000, as a scene's contentOffset\n")
        let edge = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/flow-grid.json", "--offset", "-1e6,1e6"])
        XCTAssertEqual(edge.status, 0, edge.stderr)
    }

    /// A rectangle's size cannot be negative: `--rect 0,0,-10,10` listed nothing and exited 0.
    func testARectangleWithANegativeSizeIsRefused() throws {
        let result = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/flow-grid.json", "--rect", "0,0,-10,10"])
        XCTAssertEqual(result.status, 64, result.stdout)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "tessera: --rect 0,0,-10,10: the width and height are sizes and cannot be negative; x,y,w,h\n")
    }

    /// Numbers on the command line are decimal, as in logs and scenes: `Double(text)` read `0x10` as 16.
    func testHexadecimalOptionValuesAreRefused() throws {
        let rect = try TesseraExecutable.run(["attributes", "--scene", "assets/scenes/flow-grid.json", "--rect", "0x10,0,5,5"])
        XCTAssertEqual(rect.status, 64)
        XCTAssertEqual(rect.stderr, "tessera: --rect expects 4 comma-separated numbers, got \"0x10,0,5,5\"\n")
    }

    func testAMalformedSceneExitsWithStatusTwoAndNamesThePath() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-cli-")
        addTeardownBlock { try temporary.remove() }
        let dir = temporary.url
        let file = dir.appendingPathComponent("bad.json")
        try Data(#"{"size":[10,10],"layout":{"type":"flow","itemSize":[5,"x"]},"sections":[]}"#.utf8).write(to: file)
        let result = try TesseraExecutable.run(["attributes", "--scene", file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "tessera: \(file.path): $.layout.itemSize[1]: expected a number, found a string\n")
    }

    func testAMissingSceneFileIsBadInput() throws {
        let result = try TesseraExecutable.run(["attributes", "--scene", "/nonexistent/scene.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "tessera: /nonexistent/scene.json: $: cannot read the file: no such file\n", "with the reason")
        let folder = try TesseraExecutable.run(["attributes", "--scene", "/tmp"])
        XCTAssertEqual(folder.stderr, "tessera: /tmp: $: cannot read the file: it is a folder\n")
        let log = try TesseraExecutable.run(["replay", "/nonexistent/x.log"])
        XCTAssertTrue(log.stderr.contains("/nonexistent/x.log: cannot read the file: no such file"), log.stderr)
        // With several logs, a child's error about a scene names the log it came from too.
        let scene = "/nonexistent/scene.json"
        let logs = try (1...2).map { i -> String in
            let path = NSTemporaryDirectory() + "tessera-naming-\(ProcessInfo.processInfo.processIdentifier)-\(i).log"
            try "tessera-log 1\nscene \(scene)\n".write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        defer { for path in logs { try? FileManager.default.removeItem(atPath: path) } }
        let several = try TesseraExecutable.run(["replay", "--allow-missing"] + logs)
        XCTAssertTrue(several.stderr.contains("tessera: \(logs[1]): scene \(scene): $: cannot read the file: no such file"), several.stderr)
    }

    func testLayoutsListsEveryParameter() throws {
        let result = try TesseraExecutable.run(["layouts"])
        XCTAssertEqual(result.status, 0)
        for name in ["flow:", "scrollDirection", "itemSize", "minimumLineSpacing", "lineAlignment", "sectionHeadersPinToVisibleBounds"] {
            XCTAssertTrue(result.stdout.contains(name), name)
        }
    }

    func testTheLayoutsCommandListsTheDemoParameters() throws {
        let result = try TesseraExecutable.run(["layouts"])
        XCTAssertEqual(result.status, 0)
        for name in ["survey", "dimensions", "coverflow", "boring", "circle", "circleflow", "spread", "zigzag", "rowdecoration", "zoomonscroll", "stack"].map({ $0 + ":" }) + ["spreadDistance", "layoutMode", "insetPolicy", "clockStartMinute",
                                                        "zoomDistance", "decorationOverhang", "maximumRotationDegrees", "respacing"] {
            XCTAssertTrue(result.stdout.contains(name), name)
        }
    }

    func testANegativeValueIsNamedAsOutOfRangeNotAsAMissingValue() throws {
        // A value starting with "-" was read as the next option, and the option as given no value.
        let log = TesseraExecutable.packageRoot.appendingPathComponent("assets/logs/demo.log").path
        let until = try TesseraExecutable.run(["replay", log, "--frames", "/nonexistent/f", "--frames-until", "-1"])
        XCTAssertEqual(until.status, 64)
        XCTAssertTrue(until.stderr.contains("--frames-until takes seconds from 0 to 9999999999, not -1.0"), until.stderr)
        let device = try TesseraExecutable.run(["import", "getevent", log, "--device", "-1", "--size", "320x480", "-o", "/nonexistent/x.log"])
        XCTAssertTrue(device.stderr.contains("--device expects a device's index, 0 or more; got -1"), device.stderr)
        let axes = try TesseraExecutable.run(["import", "getevent", log, "--axes", "-1x5", "--size", "320x480", "-o", "/nonexistent/x.log"])
        XCTAssertTrue(axes.stderr.contains("--axes expects the touch axes' largest x and y"), axes.stderr)
        for result in [until, device, axes] { XCTAssertFalse(result.stderr.contains("Missing value"), result.stderr) }
    }

    func testWholeNumberParametersAreListedAsIntegersAndFractionsAreRefused() throws {
        // A scene that follows the listing must not find a fraction refused: the listing says "integer".
        let result = try TesseraExecutable.run(["layouts"])
        for shape in ["columns (integer 1...12)", "columns (integer 1...8)", "clockStartMinute (integer 0...59)", "columns (integer 1...1000)"] {
            XCTAssertTrue(result.stdout.contains(shape), shape)
        }
        XCTAssertFalse(result.stdout.contains("columns (number"), result.stdout)
        XCTAssertEqual(LayoutParameter.Kind.integer(1...12).summary, "integer 1...12")
        XCTAssertEqual(LayoutParameter.Kind.number(0...1000).summary, "number 0...1000")
    }
}

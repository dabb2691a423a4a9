import Foundation
import XCTest
import TesseraTesting

/// `tessera` with no verb, as a first-time user runs it: from any directory, with or without a display.
final class DemoCommandTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-demo-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    /// Runs `tessera ARGUMENTS` in the scratch folder with `DISPLAY` set to `display`, or unset when nil.
    func tessera(_ arguments: [String], display: String?) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let url = TesseraExecutable.url else { throw XCTSkip("the tessera executable was not built") }
        let p = Process()
        p.executableURL = url
        p.arguments = arguments
        p.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["TESSERA_ASSETS"] = nil
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    func testWithoutADisplayTheDemoReplaysFromAnyDirectoryToATracePageAndFrames() throws {
        let result = try tessera([], display: nil)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Open out/demo.html in a browser"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Xvfb"), "no hint that opens a window nobody can see")
        let page = try String(contentsOf: dir.appendingPathComponent("out/demo.html"), encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>") && page.contains("data:image/png;base64,"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/demo-frames").path)
        XCTAssertGreaterThan(frames.filter { $0.hasSuffix(".png") }.count, 3)
    }

    func testAnUnreachableDisplayIsAnErrorNotASilentHeadlessRun() throws {
        let result = try tessera([], display: ":59")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix(#"tessera: cannot open display ":59""#), result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "no headless replay")
    }

    func testTheDemoSceneIsFoundFromAnyDirectory() throws {
        let result = try tessera(["run"], display: ":59")
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.stderr.contains("no scene"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot open display"), "the scene was found; only the display is missing: \(result.stderr)")
    }
}

import Foundation
import XCTest

/// Debian's chromium in headless mode, for the tests that load the trace viewer in a real browser.
///
/// Without a browser the tests fail in CI (where `CI` is set and `.ci/run` installs chromium) and
/// are skipped elsewhere with a message saying what to install.
enum HeadlessBrowser {
    /// The browser's executable: `TESSERA_CHROMIUM`, else the first of chromium, chromium-browser and google-chrome on the path.
    static func executable() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let chosen = environment["TESSERA_CHROMIUM"], !chosen.isEmpty { candidates.append(chosen) }
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] { candidates.append("\(directory)/\(name)") }
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return URL(fileURLWithPath: found) }
        if environment["CI"] != nil { XCTFail("CI must provide chromium for the trace viewer's browser test; see .ci/run") }
        throw XCTSkip("install chromium (apt-get install chromium) to test the trace viewer in a real browser")
    }

    /// The DOM of `url` once its scripts ran, as `chromium --headless --dump-dom` prints it.
    static func dumpDOM(_ url: URL, scratch: URL) throws -> String {
        String(decoding: try run(["--dump-dom", url.absoluteString], scratch: scratch), as: UTF8.self)
    }

    /// Takes a `width` × `height` screenshot of `url` into `png`.
    static func screenshot(_ url: URL, to png: URL, width: Int, height: Int, scratch: URL) throws {
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png.path)", url.absoluteString], scratch: scratch)
    }

    /// Runs the browser headless with `arguments`, a profile of its own in `scratch` and no
    /// network, and returns its standard output; stopped after a minute.
    private static func run(_ arguments: [String], scratch: URL) throws -> Data {
        let process = Process()
        process.executableURL = try executable()
        let profile = scratch.appendingPathComponent("browser-profile")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--user-data-dir=\(profile.path)", "--proxy-server=127.0.0.1:9", "--virtual-time-budget=5000"] + arguments
        let output = scratch.appendingPathComponent("browser-output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        defer { try? FileManager.default.removeItem(at: output) }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("the browser did not finish within a minute")
        }
        process.waitUntilExit()
        try handle.close()
        return try Data(contentsOf: output)
    }
}

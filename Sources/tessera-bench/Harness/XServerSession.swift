import Foundation
import TesseraX11

/// The X server the window benchmarks draw on: `$DISPLAY` when it opens,
/// otherwise an `Xvfb` this process starts on a free display number (Xvfb
/// picks it and reports it through `-displayfd`) with a 1920 × 1080 × 24
/// screen, and stops again when the session ends.
///
/// The session holds a connection of its own for as long as it lives: an X
/// server resets when its last client leaves, and a benchmark that opened its
/// window during such a reset would find no display.
final class XServerSession {
    /// The display name to open, such as `:0` or `:101`.
    let name: String
    private let process: Process?
    private var keepAlive: X11Display?

    private init(name: String, process: Process?, keepAlive: X11Display?) {
        self.name = name
        self.process = process
        self.keepAlive = keepAlive
    }

    deinit {
        keepAlive = nil
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// A usable server, or the reason there is none.
    static func start() -> Result<XServerSession, Failure> {
        if let current = ProcessInfo.processInfo.environment["DISPLAY"], !current.isEmpty,
           let connection = try? X11Display(name: current) {
            return .success(XServerSession(name: current, process: nil, keepAlive: connection))
        }
        guard let xvfb = which("Xvfb") else {
            return .failure(Failure(reason: "no X display and Xvfb is not installed (apt-get install xvfb)"))
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: xvfb)
        p.arguments = ["-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        do {
            try p.run()
        } catch {
            return .failure(Failure(reason: "cannot start Xvfb: \(error)"))
        }
        // Xvfb writes the display number once it accepts connections; EOF means it gave up.
        var text = ""
        let reader = pipe.fileHandleForReading
        while !text.contains("\n") {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            if p.isRunning { p.terminate() }
            return .failure(Failure(reason: "Xvfb did not start"))
        }
        let name = ":\(number)"
        guard let connection = try? X11Display(name: name) else {
            p.terminate()
            return .failure(Failure(reason: "Xvfb \(name) started but does not answer"))
        }
        return .success(XServerSession(name: name, process: p, keepAlive: connection))
    }

    /// Why no X server is available.
    struct Failure: Error {
        var reason: String
    }

    private static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

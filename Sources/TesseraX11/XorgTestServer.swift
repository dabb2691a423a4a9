import Foundation
import TesseraRender
import TesseraGeometry

/// A headless Xorg with a dummy screen and `inputtest` devices: a real X server that delivers
/// real XInput 2 touch and touchpad gesture events, for tests and benchmarks.
///
/// Xvfb cannot deliver touch events, and XTEST has no touch requests. Xorg with the dummy video
/// driver and the `inputtest(4)` input driver can, without a GPU or a console. It needs Debian's
/// `xserver-xorg-core` (the server and `inputtest_drv.so`) and `xserver-xorg-video-dummy`. The
/// server is started as `Xorg -displayfd … -config FILE -configdir EMPTY -noreset -nolisten tcp
/// -logfile FILE` with a configuration written into a fresh directory: `AutoAddDevices` off, a
/// dummy screen, and one `inputtest` device per ``Device`` with its socket beside the
/// configuration. Drive each device with an ``InputTestDevice``.
///
/// Xorg picks a free display number itself (`-displayfd`), so servers started at once never
/// share one. ``stop()`` (or deinit) ends the server and removes the directory.
public final class XorgTestServer {
    /// The input devices the server has, each an `inputtest` device with a socket of its own.
    public enum Device: String, CaseIterable, Sendable {
        /// A direct-touch device of 10 touches (`DeviceType` `Touch`).
        case touchscreen
        /// A relative pointer with scrolling valuators and touchpad gestures (`PointerGesture`); the core pointer.
        case touchpad
        /// A keyboard; the core keyboard.
        case keyboard

        /// The device's name in the server, as `xinput` lists it.
        public var name: String { "tessera-\(rawValue)" }
    }

    /// Why the server could not be started, with what to install or where the server's log is.
    public struct Failure: Error, CustomStringConvertible {
        /// One line, or a line and the end of the server's log.
        public var description: String
    }

    /// The display name, such as `:12`.
    public let display: String
    /// The screen's size in pixels.
    public let screenSize: Size
    /// The directory holding the configuration, the log and the sockets.
    public let directory: URL
    private let process: Process

    /// The server's log file.
    public var logPath: String { directory.appendingPathComponent("Xorg.log").path }

    /// The socket the `inputtest` driver of `device` listens on.
    public func socketPath(for device: Device) -> String {
        directory.appendingPathComponent("\(device.rawValue).socket").path
    }

    private init(display: String, screenSize: Size, directory: URL, process: Process) {
        self.display = display
        self.screenSize = screenSize
        self.directory = directory
        self.process = process
    }

    deinit {
        stop()
    }

    /// Starts a server with a `screenSize` screen and the `devices`, waiting up to `timeout` seconds for it to accept clients.
    ///
    /// A screen of 1024 pixels a side makes every whole pixel an exact touch axis value (64 per pixel).
    ///
    /// - Throws: ``Failure`` naming the missing package, or with the end of the server's log.
    public static func start(screenSize: Size = Size(width: 1024, height: 1024), devices: [Device] = Device.allCases,
                             timeout: Double = 20) throws -> XorgTestServer {
        let candidates = ["/usr/lib/xorg/Xorg", "/usr/libexec/Xorg", "/usr/bin/Xorg"]
        guard let xorg = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(description: "Xorg is not installed (apt-get install xserver-xorg-core xserver-xorg-video-dummy)")
        }
        let modules = "/usr/lib/xorg/modules"
        if FileManager.default.fileExists(atPath: modules) {
            for (file, package) in [("input/inputtest_drv.so", "xserver-xorg-core"), ("drivers/dummy_drv.so", "xserver-xorg-video-dummy")]
            where !FileManager.default.fileExists(atPath: "\(modules)/\(file)") {
                throw Failure(description: "\(modules)/\(file) is missing (apt-get install \(package))")
            }
        }
        // Short: a socket path must fit in 108 bytes. Made by mkdtemp, new and private: in the shared /tmp, a
        // folder someone else made beforehand under the same name must not receive the server's configuration.
        let made: String
        do {
            made = try PrivateFolder.make(prefix: "tessera-xorg-", in: "/tmp")
        } catch {
            throw Failure(description: "\(error)")
        }
        let directory = URL(fileURLWithPath: made)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("conf.d"), withIntermediateDirectories: false)
        let config = directory.appendingPathComponent("xorg.conf")
        try configuration(screenSize: screenSize, devices: devices, directory: directory)
            .write(to: config, atomically: true, encoding: .utf8)

        let p = Process()
        p.executableURL = URL(fileURLWithPath: xorg)
        p.arguments = ["-displayfd", "1", "-config", config.path, "-configdir", directory.appendingPathComponent("conf.d").path,
                       "-noreset", "-nolisten", "tcp", "-logfile", directory.appendingPathComponent("Xorg.log").path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        do {
            try p.run()
        } catch {
            throw Failure(description: "cannot run \(xorg): \(error)")
        }
        // The display number arrives once the server accepts connections; end of file means it failed.
        var reply = ""
        let reader = out.fileHandleForReading
        let deadline = Date().addingTimeInterval(timeout)
        while !reply.contains("\n"), Date() < deadline {
            var pfd = pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 100) > 0 else { continue }
            let data = reader.availableData
            if data.isEmpty { break }
            reply += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(reply.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            let log = (try? String(contentsOf: directory.appendingPathComponent("Xorg.log"), encoding: .utf8)) ?? ""
            let errors = log.split(separator: "\n").filter { $0.contains("(EE)") && !$0.contains("dbus") }.suffix(8)
            if p.isRunning {
                p.terminate()
                p.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: directory)
            throw Failure(description: "Xorg did not start within \(Int(timeout)) s"
                          + (errors.isEmpty ? "" : ":\n" + errors.joined(separator: "\n")))
        }
        return XorgTestServer(display: ":\(number)", screenSize: screenSize, directory: directory, process: p)
    }

    private var stopped = false

    /// Ends the server, waits for it, and removes its directory.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Lines of the server's log that report errors, other than the missing system bus every headless run has.
    public func logErrors() -> [String] {
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return log.split(separator: "\n").filter { $0.contains("(EE)") && !$0.contains("dbus") }.map(String.init)
    }

    /// A 60 Hz mode line of `size`: the dummy driver offers only the standard modes otherwise.
    static func modeline(_ size: Size) -> String {
        let w = Int(size.width), h = Int(size.height)
        let htotal = w + w / 4, vtotal = h + h / 25 + 3
        let clock = Double(htotal * vtotal) * 60 / 1_000_000
        return String(format: "%.2f %d %d %d %d %d %d %d %d", clock, w, w + w / 20, w + w / 8, htotal,
                      h, h + 1, h + 3, vtotal)
    }

    /// The xorg.conf for a dummy screen of `screenSize` and the `devices`, their sockets in `directory`.
    static func configuration(screenSize: Size, devices: [Device], directory: URL) -> String {
        var text = """
            Section "ServerFlags"
                Option "AutoAddDevices" "false"
                Option "AutoAddGPU" "false"
                Option "DontVTSwitch" "true"
                Option "BlankTime" "0"
                Option "StandbyTime" "0"
                Option "SuspendTime" "0"
                Option "OffTime" "0"
            EndSection
            Section "Device"
                Identifier "tessera-dummy"
                Driver "dummy"
                VideoRam 65536
            EndSection
            Section "Monitor"
                Identifier "tessera-monitor"
                HorizSync 5.0 - 1000.0
                VertRefresh 5.0 - 200.0
                Modeline "tessera" \(modeline(screenSize))
            EndSection
            Section "Screen"
                Identifier "tessera-screen"
                Device "tessera-dummy"
                Monitor "tessera-monitor"
                DefaultDepth 24
                SubSection "Display"
                    Depth 24
                    Virtual \(Int(screenSize.width)) \(Int(screenSize.height))
                    Modes "tessera"
                EndSubSection
            EndSection

            """
        var layout = "Section \"ServerLayout\"\n    Identifier \"tessera-layout\"\n    Screen \"tessera-screen\"\n"
        for device in devices {
            let type: String, extra: String, role: String
            switch device {
            case .touchscreen: (type, extra, role) = ("Touch", "    Option \"TouchCount\" \"10\"\n", "")
            case .touchpad: (type, extra, role) = ("PointerGesture", "", " \"CorePointer\"")
            case .keyboard: (type, extra, role) = ("Keyboard", "", " \"CoreKeyboard\"")
            }
            text += """
                Section "InputDevice"
                    Identifier "\(device.name)"
                    Driver "inputtest"
                    Option "SocketPath" "\(directory.appendingPathComponent("\(device.rawValue).socket").path)"
                    Option "DeviceType" "\(type)"
                \(extra)EndSection

                """
            layout += "    InputDevice \"\(device.name)\"\(role)\n"
        }
        return text + layout + "EndSection\n"
    }
}

internal import CX11
import Foundation
import TesseraGeometry
import TesseraReplay
import TesseraSimulator

/// Measures input-to-frame latency for real touch events, for `latency.input.touch`: an
/// ``XorgTestServer`` whose `inputtest` touchscreen delivers XInput 2 touches, the same stream of
/// touches played twice on it, first to a minimal Xlib client (the floor), then to the window host.
///
/// - The floor is the least any X client can do on that server: take the touch event off the
///   queue, fill a square where it is, and wait for the server to have drawn it (`XSync`).
/// - The host runs its ordinary loop (translator, `Simulation.handle`, tick, display list, the
///   Xlib painter, `XCopyArea`) with its ``X11Host/presentationProbe`` set, which splits each
///   input's time into processing (handling it, drawing and presenting its frame) and pacing
///   (waiting for the frame's slot: the host draws at most 120 frames a second).
///
/// A thread plays a person's fingers on the touchscreen socket: drags, two-finger pinches and
/// taps, with updates 4–12 ms apart as a 125 Hz panel reports them, the same pseudo-random stream
/// for both clients. A touch reaches the host's simulation once the host owns it, so a landing is
/// timed from the ownership event that follows the begin.
public enum X11TouchLatencyBenchmark {
    /// What a run measured, in seconds, one entry per touch event that became input.
    public struct Result: Sendable {
        /// The host: from taking the event off the queue to the frame on screen, without the pacing.
        public var processing: [Double]
        /// The host: how long each input waited for its frame's slot.
        public var pacing: [Double]
        /// The host: processing and pacing together.
        public var total: [Double]
        /// The minimal client: from taking the event off the queue to its square on screen.
        public var floor: [Double]
        /// Frames the host presented.
        public var frames: Int
    }

    /// Starts a server, plays `gestures` gestures to the floor client and then to `simulation` in
    /// the window host, and stops the server.
    ///
    /// - Throws: ``XorgTestServer/Failure`` when Xorg cannot start, or the host's errors.
    public static func run(simulation: Simulation, gestures: Int) throws -> Result {
        let server = try XorgTestServer.start()
        defer { server.stop() }
        let screen = try InputTestDevice(socketPath: server.socketPath(for: .touchscreen), screen: server.screenSize)
        let keyboard = try InputTestDevice(socketPath: server.socketPath(for: .keyboard), screen: server.screenSize)
        let size = simulation.collectionView.size
        let area = Size(width: min(size.width, server.screenSize.width), height: min(size.height, server.screenSize.height))

        let floor = try floorLatencies(server: server, size: area) { try play(screen, in: area, gestures: gestures) }

        let display = try X11Display(name: server.display)
        let recorder = try SessionRecorder(scene: .path("latency-benchmark"), path: nil, automaticPath: { "/dev/null" })
        let host = try X11Host(simulation: simulation, display: display, title: "tessera-bench touch latency", recorder: recorder)
        host.log = { _ in }
        var processing: [Double] = [], pacing: [Double] = [], total: [Double] = []
        host.presentationProbe = { t in
            processing.append(seconds(t.processing))
            pacing.append(seconds(t.pacing))
            total.append(seconds(t.total))
        }
        let failure = Box()
        let player = Thread {
            do {
                usleep(300_000)  // the window maps and draws its first frame
                try play(screen, in: area, gestures: gestures)
                usleep(300_000)
                try keyboard.key(24, pressed: true)   // q
                try keyboard.key(24, pressed: false)
                try keyboard.sync()
            } catch {
                failure.error = error
            }
            failure.done.signal()
        }
        player.start()
        _ = try host.run()
        failure.done.wait()
        if let error = failure.error { throw error }
        return Result(processing: processing, pacing: pacing, total: total, floor: floor, frames: simulation.frameCount)
    }

    /// Carries the player thread's outcome back.
    private final class Box: @unchecked Sendable {
        var error: Error?
        let done = DispatchSemaphore(value: 0)
    }

    private static func seconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }

    /// The minimal client: a window that fills a square for each touch event and waits for the
    /// server, while `play` runs on another thread.
    private static func floorLatencies(server: XorgTestServer, size: Size, play: @escaping @Sendable () throws -> Void) throws -> [Double] {
        let display = try X11Display(name: server.display)
        let window = try X11Window(connection: display, title: "tessera-bench touch floor", size: size)
        guard case .success(let xi) = XInput2.open(connection: display, window: window.window, environment: [:]) else {
            throw XorgTestServer.Failure(description: "the server has no XInput 2.2")
        }
        let d = display.display
        XSync(d, 0)
        let outcome = Box()
        let player = Thread {
            do {
                usleep(300_000)
                try play()
                usleep(100_000)
            } catch {
                outcome.error = error
            }
            outcome.done.signal()
        }
        player.start()
        var latencies: [Double] = []
        var event = XEvent()
        while outcome.done.wait(timeout: .now()) == .timedOut {
            var pfd = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 20)
            while XPending(d) > 0 {
                XNextEvent(d, &event)
                let received = HostTime.now()
                guard event.type == GenericEvent, event.xcookie.extension == xi.opcode,
                      [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd].contains(event.xcookie.evtype),
                      XGetEventData(d, &event.xcookie) != 0, let data = event.xcookie.data else { continue }
                let e = UnsafeRawPointer(data).load(as: CXIDeviceEvent.self)
                XFreeEventData(d, &event.xcookie)
                XFillRectangle(d, window.window, window.gc, Int32(e.event_x) - 4, Int32(e.event_y) - 4, 8, 8)
                XSync(d, 0)
                latencies.append(seconds(HostTime.now() - received))
            }
        }
        if let error = outcome.error { throw error }
        return latencies
    }

    /// Plays `gestures` gestures on the touchscreen within `area` (window points, the window at the
    /// screen's origin): drags, two-finger pinches and taps, the same every time.
    private static func play(_ screen: InputTestDevice, in area: Size, gestures: Int) throws {
        var random: UInt64 = 0x2545_F491_4F6C_DD1D
        func pause() {
            random ^= random << 13; random ^= random >> 7; random ^= random << 17
            usleep(useconds_t(4_000 + random % 8_001))
        }
        let c = Point(x: (area.width / 2).rounded(), y: (area.height / 2).rounded())
        for g in 0..<gestures {
            switch g % 8 {
            case 3:
                // A pinch about the centre: the fingers spread from 80 to 260 pixels apart, and the next one
                // brings them back, so cells keep their size over the run (see `X11InputLatencyBenchmark.pinchOpens`).
                let opens = X11InputLatencyBenchmark.pinchOpens(gesture: g)
                func half(_ k: Int) -> Double { 40 + Double(opens ? k : 30 - k) * 3 }
                try screen.touch(.begin, id: 1, at: c + Point(x: -half(0), y: 0))
                try screen.touch(.begin, id: 2, at: c + Point(x: half(0), y: 0))
                try screen.sync()
                for k in 1...30 {
                    pause()
                    try screen.touch(.update, id: 1, at: c + Point(x: -half(k), y: 0))
                    try screen.touch(.update, id: 2, at: c + Point(x: half(k), y: 0))
                    try screen.sync()
                }
                try screen.touch(.end, id: 1, at: c + Point(x: -half(30), y: 0))
                try screen.touch(.end, id: 2, at: c + Point(x: half(30), y: 0))
                try screen.sync()
                usleep(250_000)
            case 6:
                // A tap.
                try screen.touch(.begin, id: 1, at: c + Point(x: -100, y: -100))
                try screen.sync()
                usleep(60_000)
                try screen.touch(.end, id: 1, at: c + Point(x: -100, y: -100))
                try screen.sync()
                usleep(400_000)
            default:
                // A drag (a pan), alternately up and down.
                let sign: Double = g % 2 == 0 ? -1 : 1
                let start = c + Point(x: 60, y: -sign * 120)
                try screen.touch(.begin, id: 1, at: start)
                try screen.sync()
                for k in 1...30 {
                    pause()
                    try screen.touch(.update, id: 1, at: start + Point(x: Double(k), y: sign * Double(k) * 8))
                    try screen.sync()
                }
                try screen.touch(.end, id: 1, at: start + Point(x: 30, y: sign * 240))
                try screen.sync()
                usleep(250_000)
            }
        }
    }
}

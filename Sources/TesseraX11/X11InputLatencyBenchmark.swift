internal import CX11
import Foundation
import TesseraGeometry
import TesseraReplay
import TesseraSimulator

/// Measures input latency through the real window host, for the
/// `latency.input` benchmark: from the moment ``X11Host`` takes an X event off
/// its queue to the moment the server has executed the `XCopyArea` of the
/// first frame that reflects it.
///
/// The host runs its ordinary loop on the calling thread — translator,
/// `Simulation.handle`, tick, display list, ``XlibPainter``, `XCopyArea` —
/// with its ``X11Host/presentationProbe`` set. A second thread, on a
/// connection of its own, plays a person at the mouse and keyboard with
/// `XSendEvent`: drags (pans) and Ctrl+drags (pinches) with motion events
/// 4–12 ms apart, as a 125 Hz mouse gives them, taps, and the + and − keys.
/// Then it closes the window, which ends the run.
///
/// The same input is first played to the floor: a minimal Xlib client on the
/// same server that fills one rectangle for each event it takes off its queue
/// and waits for the server (`XSync`), the least any client can do per event.
public enum X11InputLatencyBenchmark {
    /// What a run measured.
    public struct Result: Sendable {
        /// The host, per X event that became input, in seconds, in arrival order: from taking
        /// the event off the queue to its frame on screen, less the wait for the frame's slot.
        public var processing: [Double]
        /// The host's wait for the frame's slot (its deliberate pacing), per event.
        public var pacing: [Double]
        /// Processing and pacing together, per event.
        public var total: [Double]
        /// The minimal client, per event: from taking it off the queue to its rectangle drawn.
        public var floor: [Double]
        /// A whole window of the same size copied from its back buffer and waited for, per copy: what any
        /// frame that changes the whole window costs the server at the least, for comparison.
        public var present: [Double] = []
        /// Frames the host presented.
        public var frames: Int

        /// One latency per event, processing and pacing together (``total``).
        public var latencies: [Double] { total }
    }

    /// Runs `simulation` in a window on `displayName` and drives it with `gestures` gestures, after
    /// playing the same gestures to the minimal client.
    public static func run(simulation: Simulation, displayName: String, gestures: Int) throws -> Result {
        let size = simulation.collectionView.size
        let floor = try floorLatencies(displayName: displayName, size: size, gestures: gestures)
        let display = try X11Display(name: displayName)
        let recorder = try SessionRecorder(scene: .path("latency-benchmark"), path: nil, automaticPath: { "/dev/null" })
        let host = try X11Host(simulation: simulation, display: display, title: "tessera-bench latency", recorder: recorder)
        host.log = { _ in }
        var processing: [Double] = [], pacing: [Double] = [], total: [Double] = []
        host.presentationProbe = { timing in
            processing.append(seconds(timing.processing))
            pacing.append(seconds(timing.pacing))
            total.append(seconds(timing.total))
        }
        let done = DispatchSemaphore(value: 0)
        let sender = Sender(displayName: displayName, window: UInt(host.window.window), width: Int(size.width),
                            height: Int(size.height), gestures: gestures)
        let thread = Thread {
            sender.play()
            done.signal()
        }
        thread.start()
        _ = try host.run()
        done.wait()
        var result = Result(processing: processing, pacing: pacing, total: total, floor: floor, frames: simulation.frameCount)
        result.present = try presentLatencies(displayName: displayName, size: size, count: 200)
        return result
    }

    /// Times `count` bare presents of a window of `size`: one `XCopyArea` from its back buffer and an `XSync`.
    static func presentLatencies(displayName: String, size: Size, count: Int) throws -> [Double] {
        let display = try X11Display(name: displayName)
        let window = try X11Window(connection: display, title: "tessera-bench present", size: size)
        XRaiseWindow(display.display, window.window)
        XSync(display.display, 0)
        var times: [Double] = []
        for _ in 0..<count {
            let start = HostTime.now()
            window.present()
            XSync(display.display, 0)
            times.append(seconds(HostTime.now() - start))
        }
        return times
    }

    /// Whether gesture number `g` of a latency run, when it is a pinch (every eighth, from the fourth), spreads the
    /// fingers (true) or brings them together: in turn, so the cells keep their size however long the run.
    public static func pinchOpens(gesture g: Int) -> Bool {
        (g / 8) % 2 == 0
    }

    private static func seconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }

    /// The minimal client: a window that fills a rectangle for each button, motion or key event
    /// and waits for the server, while the sender plays the gestures to it; it ends when the
    /// sender closes it.
    private static func floorLatencies(displayName: String, size: Size, gestures: Int) throws -> [Double] {
        let display = try X11Display(name: displayName)
        let window = try X11Window(connection: display, title: "tessera-bench input floor", size: size)
        let d = display.display
        XSync(d, 0)
        let done = DispatchSemaphore(value: 0)
        let sender = Sender(displayName: displayName, window: UInt(window.window), width: Int(size.width),
                            height: Int(size.height), gestures: gestures)
        let thread = Thread {
            sender.play()
            done.signal()
        }
        thread.start()
        var latencies: [Double] = []
        var event = XEvent()
        var open = true
        while open {
            var pfd = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 20)
            while XPending(d) > 0 {
                XNextEvent(d, &event)
                let received = HostTime.now()
                var x: Int32 = 0, y: Int32 = 0
                switch event.type {
                case ButtonPress, ButtonRelease: x = event.xbutton.x; y = event.xbutton.y
                case MotionNotify: x = event.xmotion.x; y = event.xmotion.y
                case KeyPress: x = 8; y = 8
                case ClientMessage: open = false; continue
                default: continue
                }
                XFillRectangle(d, window.window, window.gc, x - 4, y - 4, 8, 8)
                XSync(d, 0)
                latencies.append(seconds(HostTime.now() - received))
            }
            if open, done.wait(timeout: .now()) == .success {
                // The sender gave up (it could not connect): nothing more comes.
                open = false
                done.signal()
            }
        }
        done.wait()
        return latencies
    }

    /// Plays the input from its own thread and connection.
    private struct Sender: Sendable {
        let displayName: String
        let window: UInt
        let width: Int
        let height: Int
        let gestures: Int

        func play() {
            guard let connection = try? X11Display(name: displayName) else { return }
            let d = connection.display
            // Let the window map and draw its first frame.
            usleep(300_000)
            var random: UInt64 = 0x2545_F491_4F6C_DD1D
            func pause() {
                random ^= random << 13; random ^= random >> 7; random ^= random << 17
                usleep(useconds_t(4_000 + random % 8_001))
            }
            let cx = Int32(width / 2), cy = Int32(height / 2)
            for g in 0..<gestures {
                switch g % 8 {
                case 6:
                    // A tap, then a key that adds or deletes an item.
                    button(d, ButtonPress, x: cx - 200, y: cy - 150, state: 0)
                    usleep(60_000)
                    button(d, ButtonRelease, x: cx - 200, y: cy - 150, state: UInt32(Button1Mask))
                    usleep(350_000)
                    key(d, g % 16 == 6 ? 0x2b : 0x2d)
                    usleep(400_000)
                case 3:
                    // Ctrl+drag, a pinch: the fingers mirror the pointer about the window's centre, so moving
                    // the pointer away from it spreads them (from 200 to about 550 points apart) and moving
                    // it back brings them together. Pinches open and close in turn, so cells keep their size.
                    let opens = X11InputLatencyBenchmark.pinchOpens(gesture: g)
                    func at(_ k: Int) -> (Int32, Int32) { let j = Int32(opens ? k : 30 - k); return (cx + 100 + j, cy + j * 8) }
                    let ctrl = UInt32(ControlMask)
                    button(d, ButtonPress, x: at(0).0, y: at(0).1, state: ctrl)
                    pause()
                    for k in 1...30 {
                        motion(d, x: at(k).0, y: at(k).1, state: UInt32(Button1Mask) | ctrl)
                        pause()
                    }
                    button(d, ButtonRelease, x: at(30).0, y: at(30).1, state: UInt32(Button1Mask) | ctrl)
                    usleep(250_000)
                default:
                    // A drag (a pan), alternately up and down.
                    let sign: Int32 = g % 2 == 0 ? -1 : 1
                    button(d, ButtonPress, x: cx + 100, y: cy, state: 0)
                    pause()
                    for k in 1...30 {
                        motion(d, x: cx + 100 + Int32(k), y: cy + sign * Int32(k * 8), state: UInt32(Button1Mask))
                        pause()
                    }
                    button(d, ButtonRelease, x: cx + 130, y: cy + sign * 240, state: UInt32(Button1Mask))
                    usleep(250_000)
                }
            }
            usleep(300_000)
            var close = XEvent()
            close.xclient.type = ClientMessage
            close.xclient.window = Window(window)
            close.xclient.message_type = connection.wmProtocols
            close.xclient.format = 32
            close.xclient.data.l.0 = Int(connection.wmDeleteWindow)
            XSendEvent(d, Window(window), 0, 0, &close)
            XSync(d, 0)
        }

        private func button(_ d: OpaquePointer, _ type: Int32, x: Int32, y: Int32, state: UInt32) {
            var e = XEvent()
            e.xbutton.type = type
            e.xbutton.window = Window(window)
            e.xbutton.x = x
            e.xbutton.y = y
            e.xbutton.button = 1
            e.xbutton.state = state
            e.xbutton.same_screen = 1
            XSendEvent(d, Window(window), 0, type == ButtonPress ? ButtonPressMask : ButtonReleaseMask, &e)
            XFlush(d)
        }

        private func motion(_ d: OpaquePointer, x: Int32, y: Int32, state: UInt32) {
            var e = XEvent()
            e.xmotion.type = MotionNotify
            e.xmotion.window = Window(window)
            e.xmotion.x = x
            e.xmotion.y = y
            e.xmotion.state = state
            e.xmotion.same_screen = 1
            XSendEvent(d, Window(window), 0, PointerMotionMask, &e)
            XFlush(d)
        }

        private func key(_ d: OpaquePointer, _ sym: UInt) {
            var e = XEvent()
            e.xkey.type = KeyPress
            e.xkey.window = Window(window)
            e.xkey.keycode = UInt32(XKeysymToKeycode(d, KeySym(sym)))
            e.xkey.same_screen = 1
            XSendEvent(d, Window(window), 0, KeyPressMask, &e)
            XFlush(d)
        }
    }
}

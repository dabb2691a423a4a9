internal import CX11
import Foundation
import TesseraGeometry
import TesseraRender
import TesseraReplay
import TesseraSimulator

/// The live host: a window that shows a `Simulation` and feeds it the user's
/// mouse, keyboard, touchscreen, touchpad and resizes, in real time.
///
/// Every input is stamped with the time since the session began, recorded,
/// then handed to the simulation exactly as the replayer hands over a log
/// line, so replaying the recording reaches the same final state. Touchscreens
/// and touchpads are read through XInput 2 when the server has 2.2 or later
/// (see `XEventTranslator`); otherwise one line on standard error says so and
/// the mouse simulates touches as before. The frame
/// loop presents one frame per display interval while anything moves, and
/// sleeps in `poll()` on the X connection when idle, waking for the next
/// gesture timer (such as the double-tap window) if one is pending. New input
/// does not wait for the next 60 Hz slot: a frame that shows input may follow
/// the previous frame after half an interval, so input is on screen within one
/// frame time, while drawing stays capped at 120 frames a second.
///
/// On a HiDPI screen the window is ``scale`` times the simulation's size in pixels and everything is
/// drawn that many times larger, while the simulation, its log and its state stay in points: the
/// translator divides every input coordinate by the scale.
public final class X11Host {
    /// How the session ended.
    public enum Ending: Equatable {
        /// `quit`: the `q` key; `windowClosed`: the window manager closed the window, or another client destroyed it;
        /// `interrupted`: SIGINT, SIGTERM or SIGHUP arrived, with its number.
        case quit, windowClosed, interrupted(Int32)
    }

    /// The simulation the window shows and feeds with input.
    public let simulation: Simulation
    /// Window pixels per point: the one given at creation, else the `Xft.dpi` resource's, else 1.
    public let scale: Double
    let display: X11Display
    let window: X11Window
    private var painter: XlibPainter
    private var translator: XEventTranslator
    private var list: DisplayList
    private let recorder: SessionRecorder
    /// The title given at creation, which stays; nil when the title follows the layout.
    private let fixedTitle: String?
    private let start = HostTime.now()
    private var needsFrame = true
    /// How long the last frame took to draw; nil before the first has been drawn.
    private var lastFrameDuration: Duration?
    private var nextFrameTime: Duration = .zero
    /// When the last frame was presented.
    private var lastFrameTime: Duration?
    /// Whether input arrived since the last frame.
    private var inputSinceFrame = false
    /// The latest wheel step or key, for the heads-up line.
    private var lastInputNote: String?
    /// The heads-up segments and width of the last frame, and the lines they made: a frame whose
    /// heads-up text and width are unchanged reuses the lines without measuring them again.
    private var headsUpCache: (segments: [String], width: Double, lines: [String])?
    private var ending: Ending?
    /// One frame at 60 Hz.
    static let frameInterval = Duration.nanoseconds(16_666_667)
    /// The shortest gap before a frame that shows new input: half a frame.
    static let inputFrameInterval = Duration.nanoseconds(8_333_333)
    /// Prints a status line, such as where a recording went.
    public var log: (String) -> Void = { print($0) }
    /// When one X event that became simulation input went through the host, on the monotonic clock.
    public struct InputTiming: Sendable {
        /// The host took the event off its queue.
        public var received: Duration
        /// The simulation had handled it (translated, recorded, `Simulation.handle`).
        public var handled: Duration
        /// The first frame reflecting it began (tick, display list, painter).
        public var frameBegan: Duration
        /// The server had executed that frame's `XCopyArea` (the host waited with `XSync`).
        public var presented: Duration

        /// From the queue to the screen: `presented − received`.
        public var total: Duration { presented - received }
        /// How long the handled input waited for its frame's slot (the frame-rate cap, other events): `frameBegan − handled`.
        public var pacing: Duration { frameBegan - handled }
        /// The time spent working on it: handling it and drawing and presenting its frame, which is `total − pacing`.
        public var processing: Duration { total - pacing }
    }

    /// Instrumentation for the input-latency benchmarks: when set, it is called once for every X
    /// event that became simulation input, with when it went through the host, once the first frame
    /// reflecting it had been executed by the server. To know that, the host waits for the server
    /// (`XSync`) after presenting, which it does not do otherwise.
    public var presentationProbe: ((InputTiming) -> Void)?
    /// When the inputs not yet shown on screen arrived and were handled, while a probe is set.
    private var unpresentedInputs: [(received: Duration, handled: Duration)] = []

    /// Opens a window the size of the simulation's collection view on `display`, `scale` pixels a point (when nil,
    /// as the `Xft.dpi` resource says, else 1), recording through `recorder`, titled `title`, or when it is nil
    /// after the layout on screen (``title(layout:)``) as it changes. With `fitsScreen`, a window that would not
    /// fit the screen (the window manager's ``X11Display/workArea`` less room for its frame, or the whole screen
    /// without one) is drawn at a smaller scale, said on standard error; the simulation's size in points stays.
    ///
    /// - Throws: ``X11Error/windowCreationFailed`` when the server refuses the window.
    public init(simulation: Simulation, display: X11Display, title: String? = nil, scale: Double? = nil,
                fitsScreen: Bool = false, recorder: SessionRecorder) throws {
        self.simulation = simulation
        self.display = display
        self.recorder = recorder
        let asked = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let wanted = asked ?? display.resourceScale ?? 1
        let size = simulation.collectionView.size
        var scale = wanted
        if fitsScreen {
            // A window manager's frame and title bar take room too; with none, the window has the whole screen.
            let area = display.workArea.map {
                Size(width: max(1, $0.width - Self.frameAllowance.width), height: max(1, $0.height - Self.frameAllowance.height))
            } ?? display.screenSize
            scale = Self.fittedScale(wanted, content: size, area: area)
            if scale != wanted {
                let source = asked != nil ? "--scale \(Self.figure(wanted))" : "scale \(Self.figure(wanted))"
                    + (display.resourceScale != nil ? " (from Xft.dpi)" : "")
                FileHandle.standardError.write(Data(("tessera: at \(source) the window would be "
                    + "\(Int((size.width * wanted).rounded())) × \(Int((size.height * wanted).rounded())) pixels, more than the "
                    + "\(Int(area.width)) × \(Int(area.height)) the screen has for it; drawing at \(Self.figure(scale)) pixels a point "
                    + "instead (the scene's size in points, and so what a recording replays, is unchanged)\n").utf8))
            }
        }
        self.scale = scale
        fixedTitle = title
        window = try X11Window(connection: display, title: title ?? Self.title(layout: simulation.currentLayoutName),
                               size: Size(width: (size.width * scale).rounded(), height: (size.height * scale).rounded()),
                               minimumSize: Size(width: (X11Window.minimumSize.width * scale).rounded(),
                                                 height: (X11Window.minimumSize.height * scale).rounded()))
        painter = XlibPainter(window: window)
        switch XInput2.open(connection: display, window: window.window) {
        case .success(let xinput):
            translator = XEventTranslator(windowSize: size, scale: scale, xinput: xinput)
        case .failure(let reason):
            // Real touch needs XInput 2.2; without it the mouse and keyboard still simulate touches.
            FileHandle.standardError.write(Data("tessera: \(reason); the mouse simulates touches\n".utf8))
            translator = XEventTranslator(windowSize: size, scale: scale)
        }
        list = DisplayList(size: size)
        list.scale = scale
        display.watchForDestruction(of: window.window)
        display.onConnectionLost { [recorder, simulation] in
            let saved = recorder.closeAfterCrash(simulation: simulation)
            FileHandle.standardError.write(Data("tessera: the connection to the X server was lost\(saved)\n".utf8))
            exit(2)
        }
    }

    /// The time since the session began.
    private var now: Duration { HostTime.now() - start }

    /// Runs until the user quits, closes the window, or a signal arrives.
    /// The simulation is then settled and the recording closed.
    public func run() throws -> Ending {
        SignalWatch.install()
        var event = XEvent()
        while ending == nil {
            while display.pendingEvents > 0 {
                XNextEvent(display.display, &event)
                try handle(&event, received: presentationProbe == nil ? .zero : HostTime.now())
                if ending != nil { break }
            }
            // Destroyed by another client: nothing more can be drawn, and the session ends as a close does.
            if X11Display.watchedWindowIsGone { ending = .windowClosed }
            if let signal = SignalWatch.caught { ending = .interrupted(signal) }
            if ending != nil { break }
            let t = now
            // A gesture timer that fires (the double-tap window closing, so a single tap is recognized;
            // a long press beginning) changes what is on screen with no input: it gets a frame too.
            if let timer = simulation.clock.nextDeadline, timer <= t { needsFrame = true }
            simulation.advance(to: t)
            if isMoving && t >= frameDue { try presentFrame(at: t) }
            if X11Display.watchedWindowIsGone { ending = .windowClosed; break }
            waitForInput()
        }
        try recorder.finish(simulation: simulation)
        return ending!
    }

    /// Room left in a window manager's work area for its frame and title bar, in pixels.
    static let frameAllowance = Size(width: 16, height: 48)

    /// The largest scale, at most `scale`, at which a window showing `content` points fits in `area` pixels:
    /// `scale` when it fits, else the fitting scale rounded down to a twentieth (or the exact fit when that is
    /// below a twentieth).
    static func fittedScale(_ scale: Double, content: Size, area: Size) -> Double {
        guard content.width > 0, content.height > 0,
              (content.width * scale).rounded() > area.width || (content.height * scale).rounded() > area.height else { return scale }
        let fit = min(area.width / content.width, area.height / content.height)
        let stepped = (fit * 20).rounded(.down) / 20
        return min(scale, stepped > 0 ? stepped : fit)
    }

    /// A scale as a person writes it: 2, 1.5, 1.35.
    private static func figure(_ scale: Double) -> String {
        if scale < 0.05 { return String(format: "%.3g", scale) }
        let hundredths = (scale * 100).rounded()
        return hundredths.truncatingRemainder(dividingBy: 100) == 0 ? String(Int(hundredths / 100))
            : String(format: "%g", hundredths / 100)
    }

    private func handle(_ event: inout XEvent, received: Duration) throws {
        if event.type == ClientMessage, UInt(event.xclient.data.l.0) == UInt(display.wmDeleteWindow) {
            ending = .windowClosed
            return
        }
        if event.type == DestroyNotify, event.xdestroywindow.window == window.window {
            display.noteWatchedWindowGone()
            ending = .windowClosed
            return
        }
        if event.type == Expose { needsFrame = true }
        if event.type == ConfigureNotify {
            window.resize(to: Size(width: Double(event.xconfigure.width), height: Double(event.xconfigure.height)))
        }
        let events = translator.translate(&event)
        guard !events.isEmpty else { return }
        let t = now
        for e in events {
            if case .key("r") = e { try recorder.toggle(log: log) }
            if let note = Self.inputNote(e) { lastInputNote = note }
        }
        try recorder.record(events, at: t)
        simulation.handle(events, at: t)
        if presentationProbe != nil { unpresentedInputs.append((received, HostTime.now())) }
        needsFrame = true
        inputSinceFrame = true
        if events.contains(.key("q")) { ending = .quit }
    }

    private func presentFrame(at t: Duration) throws {
        let began = HostTime.now()
        try recorder.record([.tick], at: t)
        simulation.tick(at: t)
        simulation.buildDisplayList(into: &list)
        list.touches = scale == 1 ? translator.fingers : translator.fingers.map { Point(x: $0.x * scale, y: $0.y * scale) }
        var segments = recorder.isRecording ? ["● REC"] : []
        segments += simulation.headsUpSegments
        if let lastInputNote { segments.append(lastInputNote) }
        if let frame = Self.frameTimeSegment(lastFrameDuration) { segments.append(frame) }
        let width = window.size.width - 14 * scale
        if let cache = headsUpCache, cache.width == width, cache.segments == segments {
            list.hud = cache.lines
        } else {
            list.hud = Self.headsUpLines(segments, width: width) { [painter, scale] in
                Double(painter.textWidth($0, scale: scale))
            }
            headsUpCache = (segments, width, list.hud)
        }
        painter.paint(list)
        if fixedTitle == nil { window.setTitle(Self.title(layout: simulation.currentLayoutName)) }
        if let probe = presentationProbe, !unpresentedInputs.isEmpty {
            XSync(display.display, 0)
            let presented = HostTime.now()
            for input in unpresentedInputs {
                probe(InputTiming(received: input.received, handled: input.handled, frameBegan: began, presented: presented))
            }
            unpresentedInputs.removeAll(keepingCapacity: true)
        }
        try recorder.flush()
        lastFrameDuration = HostTime.now() - began
        needsFrame = false
        inputSinceFrame = false
        lastFrameTime = t
        nextFrameTime = t + Self.frameInterval
    }

    /// When the next frame may be presented: one interval after the last, or
    /// half of one when it shows new input.
    private var frameDue: Duration {
        guard inputSinceFrame, let last = lastFrameTime else { return nextFrameTime }
        return min(nextFrameTime, last + Self.inputFrameInterval)
    }

    /// Whether the next frame should be drawn: something changed, animates,
    /// scrolls or transitions, or fingers are down.
    private var isMoving: Bool {
        let cv = simulation.collectionView
        return needsFrame || cv.animator.isAnimating || cv.isDecelerating || cv.isScrollAnimating
            || cv.isDeceleratingOrthogonally || cv.isInteractivelyTransitioning || !translator.fingers.isEmpty
    }

    /// Sleeps until X input arrives, the next frame is due, or a gesture timer fires.
    private func waitForInput() {
        let t = now
        var deadline: Duration?
        if isMoving { deadline = frameDue }
        if let timer = simulation.clock.nextDeadline { deadline = min(deadline ?? timer, timer) }
        var timeout: Int32 = -1
        if let deadline {
            let remaining = deadline - t
            timeout = remaining <= .zero ? 0 : Int32(min(1000, (Double(remaining.components.attoseconds) / 1e15).rounded(.up)
                                                           + Double(remaining.components.seconds) * 1000))
        }
        display.flush()
        // The X connection, and the signal pipe: a signal caught after the loop's check still ends the wait.
        var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: SignalWatch.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        _ = poll(&fds, SignalWatch.wakeDescriptor >= 0 ? 2 : 1, timeout)
    }

    /// What the heads-up line says of an input that is not a gesture: a wheel step or a key; nil for others.
    static func inputNote(_ event: InputEvent) -> String? {
        switch event {
        case .wheel(let delta, _, let modifiers):
            let what = modifiers.contains(.control) ? "wheel pinch" : "wheel"
            return what + String(format: " dx %+.2g dy %+.2g", delta.x, delta.y)
        case .key(let name):
            return "key \(name)"
        default:
            return nil
        }
    }

    /// The heads-up segments as lines at most `width` wide by `measure`, in order, joined by " | ".
    ///
    /// A segment goes on the current line if it fits, else it starts a new one; a segment wider than
    /// the window on its own wraps at its spaces onto lines of its own, and a word wider than the window
    /// is cut with "…". The first segment (the recording badge, when recording) therefore always shows,
    /// at the start of the first line.
    static func headsUpLines(_ segments: [String], width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        var line = ""
        // Puts `piece` on the current line after `separator` if it fits, else ends the line and starts another.
        func place(_ piece: String, separator: String) {
            let joined = line.isEmpty ? piece : line + separator + piece
            if line.isEmpty || measure(joined) <= width {
                line = joined
            } else {
                lines.append(line)
                line = piece
            }
        }
        for segment in segments where !segment.isEmpty {
            guard measure(segment) > width else {
                place(segment, separator: " | ")
                continue
            }
            // Too wide for a line of its own: it wraps at its spaces onto lines of its own, and only a word
            // wider than the window is cut (a pan's translation and velocity stay readable in a narrow window).
            if !line.isEmpty { lines.append(line) }
            line = ""
            for word in segment.split(separator: " ") {
                var word = String(word)
                while measure(word) > width, word.count > 1 { word = String(word.dropLast(2)) + "…" }
                place(word, separator: " ")
            }
            lines.append(line)
            line = ""
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The window title while `layout` is on screen.
    public static func title(layout: String) -> String { "Tessera — \(layout)" }

    /// `d` in milliseconds with one decimal, as `String(format: "%.1f")` prints it, without
    /// going through Foundation's formatter. printf rounds the double's exact value, ties to even;
    /// so does this, from the signs of fused multiply-adds, which are exact.
    /// The heads-up line's frame time, `frame 0.6 ms`; nil before a frame has been timed, rather than a frame
    /// that took no time at all.
    static func frameTimeSegment(_ duration: Duration?) -> String? {
        duration.map { "frame \(milliseconds($0)) ms" }
    }

    static func milliseconds(_ d: Duration) -> String {
        let ms = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
        guard ms >= 0, ms < 1e12 else { return String(format: "%.1f", ms) }
        // The largest whole number of tenths at most ms × 10, exactly.
        var tenths = (ms * 10).rounded(.down)
        while (-tenths).addingProduct(ms, 10) < 0 { tenths -= 1 }
        while (-(tenths + 1)).addingProduct(ms, 10) >= 0 { tenths += 1 }
        let half = (-(tenths + 0.5)).addingProduct(ms, 10)
        if half > 0 || (half == 0 && tenths.truncatingRemainder(dividingBy: 2) == 1) { tenths += 1 }
        let whole = Int64(tenths)
        return "\(whole / 10).\(whole % 10)"
    }
}

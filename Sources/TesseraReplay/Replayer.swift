import TesseraSimulator
import Foundation
import TesseraGeometry
import TesseraGestures
import TesseraRender

/// Replays an event log headlessly through a `Simulation` on the virtual clock.
///
/// Records are applied in order; records at the same time form one batch (so
/// fingers that moved together arrive in one touch event). A log recorded live
/// carries `tick` lines for the frames the window presented, and exactly those
/// frames are replayed. A log without any (one imported from a device, or
/// written by hand) gets a frame every 1/60 s of virtual time instead, except
/// while nothing moves: those frames would change nothing, so they are skipped
/// up to the next input or timer, and a long pause costs no time. At the
/// end the simulation settles: touches still down are cancelled and the clock
/// runs on until nothing moves or waits. The same log therefore always gives
/// the same state and transcript, byte for byte.
public struct Replayer {
    /// The most records applied as one batch: more at one time are applied in parts of this many, in order. A
    /// frame's touches, keys and tick are a few dozen at most; the bound keeps a hostile log's memory flat.
    public static let maximumBatch = 4096

    /// Where and how often to write PNG frames.
    public struct Frames: Sendable {
        /// The folder the PNG frames go to, as `frame-00001.png` and so on; it must exist.
        public var directory: String
        /// Write every Nth frame; nil writes one frame whenever a gesture ends.
        public var every: Int?
        /// Write every frame (every Nth with ``every``) whose time, in seconds of the log,
        /// lies in this range, a fling's glide after the last input included, and no other
        /// but the last; nil leaves the choice to ``every``.
        public var range: ClosedRange<Double>?
        /// The most frames one replay writes; later ones are not written, and the result's warnings say so.
        public var limit: Int

        /// The default ``limit``: at 1920×1080 about 2 GB of PNG files, far past any frame-by-frame review.
        public static let defaultLimit = 10_000

        /// Frames into `directory`: every `every`th presented frame, or when nil one per ended gesture; a last
        /// frame is always written at the end, up to `limit` frames in all.
        public init(directory: String, every: Int? = nil, range: ClosedRange<Double>? = nil, limit: Int = Frames.defaultLimit) {
            self.directory = directory
            self.every = every
            self.range = range
            self.limit = max(1, limit)
        }
    }

    /// How an animation of a replay is recorded (``Replayer/animation``).
    public struct Animation: Sendable {
        /// The most frames recorded; later ones are not, and the result's warnings say from when.
        public var limit: Int

        /// The default ``limit``: 3,600 frames, a minute at 60 frames a second.
        public static let defaultLimit = 3_600

        /// Records at most `limit` frames.
        public init(limit: Int = Animation.defaultLimit) {
            self.limit = max(1, limit)
        }
    }

    /// The pictures cells show (the Dimensions layout's photos), decoded when drawn; empty draws plain cells.
    public var images: ImageLibrary = []
    /// Where PNG frames go; nil writes none.
    public var frames: Frames?
    /// Records a trace of the replay within these limits (``Result/trace``), for the trace viewer; nil records none.
    public var trace: ReplayTrace.Limits?
    /// Records an animated PNG of the replay at real speed, fingers drawn (``Result/animation``); nil records none.
    public var animation: Animation?
    /// Whether the result carries the transcript. A soak of millions of events
    /// turns it off so memory stays flat.
    public var keepsTranscript = true
    /// Called with every recognizer state change as it happens, in order: how a long replay hands its transcript on
    /// as it goes (each report's `jsonLine` is its line), with ``keepsTranscript`` off.
    public var onReport: ((GestureReport) -> Void)?
    /// Called after each batch of records with how many records have been
    /// applied so far: how a soak samples memory part-way through.
    public var progress: ((Int, Simulation) -> Void)?

    /// A replayer that keeps the transcript and writes no frames.
    public init() {}

    /// What a replay produced.
    public struct Result {
        /// The final state after the simulation settled: layout, items, selection, offset and size.
        public var state: SimulationState
        /// Every recognizer state change as JSON Lines, or empty when ``Replayer/keepsTranscript`` is off.
        public var transcript: String
        /// The paths of the PNG frames written, in order.
        public var frameFiles: [String]
        /// The log's warnings, such as a truncated last line that was dropped.
        public var warnings: [String]
        /// The trace, when ``Replayer/trace`` asked for one.
        public var trace: ReplayTrace?
        /// The animation, when ``Replayer/animation`` asked for one.
        public var animation: AnimatedPNG?
    }

    /// Replays `log` from `scene` on a fresh simulation and settles it.
    ///
    /// - Throws: `SceneError` when the scene's layouts or interactions are refused, and
    ///   the PNG writer's error when a frame cannot be written.
    public func replay(_ log: EventLog, scene: Scene) throws -> Result {
        var records = log.records.makeIterator()
        return try replay(scene: scene, recordedTicks: log.records.contains { $0.event == .tick },
                          next: { records.next() }, warnings: { log.warnings })
    }

    /// Replays the log `file` as it reads it, from `scene`, holding one record at a time: memory stays
    /// flat however long the log, and a bad line stops the replay with its error.
    ///
    /// - Throws: ``EventLogError`` at the first bad line, and what ``replay(_:scene:)`` throws.
    public func replay(_ file: EventLogFile, scene: Scene) throws -> Result {
        try replay(scene: scene, recordedTicks: EventLogFile.containsTicks(path: file.path),
                   next: { try file.next() }, warnings: { file.warnings })
    }

    private func replay(scene: Scene, recordedTicks: Bool, next: () throws -> LogRecord?,
                        warnings: () -> [String]) throws -> Result {
        let simulation = try Simulation(scene: scene, images: images)
        simulation.keepsReports = keepsTranscript
        var output = FrameWriter(frames: frames, size: scene.size)
        let recorder = try trace.map { try TraceRecorder(simulation: simulation, limits: $0) }
        if let recorder {
            simulation.onReport = { [onReport] in recorder.report($0); onReport?($0) }
        } else {
            simulation.onReport = onReport
        }
        var animator = animation.map { AnimationRecorder(options: $0, size: scene.size) }
        func ticked() throws {
            try output.frameTicked(simulation)
            try recorder?.frameTicked(simulation)
            try animator?.frameTicked(simulation)
        }
        var nextFrame = Simulation.frameInterval
        var applied = 0
        var batch: [InputEvent] = []
        var lastTick: Duration?
        var pending = try next()
        while let first = pending {
            let time = first.time
            if !recordedTicks {
                while nextFrame <= time {
                    nextFrame = Self.skippingIdleFrames(from: nextFrame, before: time, of: simulation)
                    simulation.tick(at: nextFrame)
                    try ticked()
                    nextFrame += Simulation.frameInterval
                }
            }
            batch.removeAll(keepingCapacity: true)
            let endedBefore = simulation.endedGestureCount
            // A batch holds what happened at one time, cut at `maximumBatch` records so that a log of millions of
            // lines at one time (a pipe of `0 tick`) is applied in parts rather than held whole.
            while let record = pending, record.time == time, batch.count < Self.maximumBatch {
                batch.append(record.event)
                applied += 1
                pending = try next()
            }
            simulation.handle(batch, at: time)
            recorder?.inputHandled(batch, at: time, simulation: simulation)
            try animator?.inputHandled(batch, simulation: simulation)
            // One frame for a time, however many parts its batch took.
            if batch.contains(.tick), lastTick != time {
                lastTick = time
                try ticked()
            }
            if simulation.endedGestureCount != endedBefore { try output.gestureEnded(simulation) }
            progress?(applied, simulation)
        }
        recorder?.settling(at: simulation.clock.now)
        try simulation.settle(eachFrame: ticked)
        try output.finish(simulation)
        var warnings = warnings() + simulation.layoutWarnings
        if output.skipped > 0, let frames {
            warnings.append("wrote the first \(frames.limit) frames and skipped \(output.skipped) more (--max-frames \(frames.limit))")
        }
        let traced = try recorder?.finish(simulation)
        let animated = try animator?.finish(simulation)
        if let warning = animated?.warning { warnings.append(warning) }
        return Result(state: simulation.state, transcript: simulation.transcript, frameFiles: output.written, warnings: warnings,
                      trace: traced, animation: animated?.0)
    }
}

extension Replayer {
    /// The frame to tick next: `frame` itself while something moves, else the last frame at or
    /// before the next input at `time` or the next timer, whichever is first. Frames while nothing
    /// moves change nothing, so a log with a long pause replays in time proportional to its
    /// inputs, not to the time it spans.
    static func skippingIdleFrames(from frame: Duration, before time: Duration, of simulation: Simulation) -> Duration {
        guard !simulation.isMoving else { return frame }
        let until = min(time, simulation.clock.nextDeadline ?? time)
        guard until > frame + Simulation.frameInterval else { return frame }
        let idle = ((until - frame) / Simulation.frameInterval).rounded(.down)
        return frame + Simulation.frameInterval * Int64(idle)
    }
}

/// Writes PNG frames of a replay through the raster painter.
struct FrameWriter {
    let frames: Replayer.Frames?
    private var painter: RasterPainter?
    private var list: DisplayList
    private var ticks = 0
    private(set) var written: [String] = []
    /// Frames not written because ``Replayer/Frames/limit`` was reached.
    private(set) var skipped = 0

    init(frames: Replayer.Frames?, size: Size) {
        self.frames = frames
        list = DisplayList(size: size)
        // A window under half a point still gets a pixel, as the trace's and the animated PNG's frames do: a PNG
        // cannot be zero pixels wide.
        if frames != nil { painter = RasterPainter(width: max(1, Int(size.width.rounded())), height: max(1, Int(size.height.rounded()))) }
    }

    mutating func frameTicked(_ simulation: Simulation) throws {
        guard let frames else { return }
        if let range = frames.range {
            let c = simulation.clock.now.components
            guard range.contains(Double(c.seconds) + Double(c.attoseconds) * 1e-18) else { return }
            ticks += 1
            if ticks % max(1, frames.every ?? 1) == 0 { try write(simulation) }
            return
        }
        guard let every = frames.every else { return }
        ticks += 1
        if ticks % max(1, every) == 0 { try write(simulation) }
    }

    mutating func gestureEnded(_ simulation: Simulation) throws {
        guard let frames, frames.every == nil, frames.range == nil else { return }
        simulation.collectionView.layoutIfNeeded()
        try write(simulation)
    }

    mutating func finish(_ simulation: Simulation) throws {
        guard frames != nil else { return }
        try write(simulation)
    }

    private mutating func write(_ simulation: Simulation) throws {
        guard let frames else { return }
        guard written.count < frames.limit else {
            skipped += 1
            return
        }
        let size = simulation.collectionView.size
        let w = max(1, Int(size.width.rounded())), h = max(1, Int(size.height.rounded()))
        if painter == nil || painter!.bitmap.width != w || painter!.bitmap.height != h { painter = RasterPainter(width: w, height: h) }
        simulation.buildDisplayList(into: &list)
        list.hud = [simulation.headsUp]
        painter!.paint(list)
        let name = String(format: "frame-%05d.png", written.count + 1)
        let path = (frames.directory as NSString).appendingPathComponent(name)
        try PNGFile.write(painter!.bitmap, to: path, compression: .fast)
        written.append(path)
    }
}

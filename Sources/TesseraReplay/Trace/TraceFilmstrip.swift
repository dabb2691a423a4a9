import TesseraGeometry
import TesseraRender
import TesseraSimulator

/// The filmstrip of a trace: small frames at the moments that matter (a gesture beginning or
/// finishing, a batch update, a layout switch, a key), routine ones in between, the start and the end.
///
/// A frame asked for at a moment is taken at the next tick, after the layout pass shows what
/// happened, and stamped with the moment. Between those, a routine frame is taken at a tick
/// ``routineGap`` or more after the last frame. Frames identical to the last one taken are
/// skipped. Past ``ReplayTrace/Limits/frames`` frames or ``ReplayTrace/Limits/frameBytes`` bytes,
/// every other frame goes (the first and the last stay), and the routine gap and a minimum gap
/// between any two frames double, so even a very long log paints a bounded number of frames.
struct TraceFilmstrip {
    let limits: ReplayTrace.Limits
    private(set) var frames: [ReplayTrace.Frame] = []
    /// Frames dropped by thinning.
    private(set) var dropped = 0
    private var pending: (time: Duration, reasons: [String])?
    /// A routine frame is taken at least this long after the last frame: 50 ms, doubling with each thinning.
    private var routineGap = Duration.milliseconds(50)
    /// When a routine frame was last painted, kept or not (an unchanged picture is not kept).
    private var lastRoutine = Duration.zero
    /// No frame but the last is taken sooner than this after the one before; zero until the first thinning.
    private var minimumGap = Duration.zero
    /// Paints each frame; after a frame is kept, it and ``lastPainter`` trade places, so that neither copies the other's pixels.
    private var painter: RasterPainter?
    /// Holds the last frame kept, to compare the next one with.
    private var lastPainter: RasterPainter?
    private var list = DisplayList(size: .zero)
    /// The PNG bytes of the frames kept.
    private var bytes = 0

    init(limits: ReplayTrace.Limits) {
        self.limits = limits
    }

    /// Asks for a frame showing the moment `time`, for `reason`.
    mutating func due(at time: Duration, _ reason: String) {
        if pending == nil { pending = (time, []) }
        if pending!.reasons.count < 3, !pending!.reasons.contains(reason) { pending!.reasons.append(reason) }
    }

    mutating func frameTicked(_ simulation: Simulation) throws {
        if let p = pending {
            pending = nil
            try take(simulation, at: p.time, reason: p.reasons.joined(separator: ", "), force: false)
        } else if let last = frames.last, simulation.clock.now - max(last.time, lastRoutine) >= routineGap {
            lastRoutine = simulation.clock.now
            try take(simulation, at: simulation.clock.now, reason: "frame", force: false)
        }
    }

    /// Takes the first frame, the scene as it starts.
    mutating func start(_ simulation: Simulation) throws {
        try take(simulation, at: simulation.clock.now, reason: "start", force: true)
    }

    /// Takes the last frame, the end, whatever the spacing.
    mutating func finish(_ simulation: Simulation) throws {
        try take(simulation, at: simulation.clock.now, reason: "end", force: true)
    }

    private mutating func take(_ simulation: Simulation, at time: Duration, reason: String, force: Bool) throws {
        if !force, let last = frames.last, time - last.time < minimumGap { return }
        let size = simulation.collectionView.size
        // A window too large to paint whole (see PaintBudget) is painted at a fraction of its pixels.
        let divisor = PaintBudget.divisor(for: size)
        let (w, h) = PaintBudget.pixels(of: size, divisor: divisor)
        if painter == nil || painter!.bitmap.width != w || painter!.bitmap.height != h { painter = RasterPainter(width: w, height: h) }
        list.scale = 1 / Double(divisor)
        simulation.buildDisplayList(into: &list)
        painter!.paint(list)
        if !force, let last = lastPainter, Bitmap.sameBytes(painter!.bitmap.pixels, last.bitmap.pixels) { return }
        swap(&painter, &lastPainter)
        let bitmap = lastPainter!.bitmap
        let factor = max(1, (max(w, h) + limits.thumbnailSide - 1) / limits.thumbnailSide)
        let png = try PNGFile.encode(bitmap.downsampled(by: factor), compression: .small, dropsAlpha: true)
        if force, let last = frames.last, last.time == time { bytes -= frames.removeLast().png.count }
        frames.append(.init(time: time, reason: reason, png: png, scale: factor * divisor))
        bytes += png.count
        while frames.count > 2, frames.count > limits.frames || bytes > limits.frameBytes { thin() }
    }

    private mutating func thin() {
        let count = frames.count
        frames = frames.enumerated().filter { $0.offset == 0 || $0.offset == count - 1 || $0.offset % 2 == 0 }.map(\.element)
        bytes = frames.reduce(0) { $0 + $1.png.count }
        dropped += count - frames.count
        routineGap = routineGap * 2
        minimumGap = max(minimumGap * 2, Simulation.frameInterval * 4)
    }
}

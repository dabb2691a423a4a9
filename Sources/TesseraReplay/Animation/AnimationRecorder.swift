import Foundation
import TesseraGeometry
import TesseraRender
import TesseraSimulator

/// Paints every frame a replay presents, with the fingers and the heads-up line, into an
/// ``AnimatedPNG`` at the frame's time on the virtual clock: the replay at real speed.
///
/// A frame is painted at each tick and after each batch of input that moves a finger, so a tap
/// between two frames still shows its finger. Nothing moves while no frame is ticked (the
/// replayer skips idle frames), so the frame before stays on screen for that long, as it would
/// in the window. The canvas keeps the scene's first size; after a resize a frame is drawn at its
/// top left, clipped or on the background. Past ``Replayer/Animation/limit`` frames, the rest are
/// not recorded and the replay's warnings say from when.
struct AnimationRecorder {
    let options: Replayer.Animation
    private(set) var animation: AnimatedPNG
    private var painter: RasterPainter
    private var canvas: Bitmap?
    private var list: DisplayList
    private var painted = 0
    /// When the frames stopped being recorded, past the limit.
    private(set) var stoppedAt: Duration?

    /// Points per painted pixel each way: 1, unless the first window is too large to paint whole (``PaintBudget``).
    private let divisor: Int

    init(options: Replayer.Animation, size: Size) {
        self.options = options
        divisor = PaintBudget.divisor(for: size)
        let (w, h) = PaintBudget.pixels(of: size, divisor: divisor)
        animation = AnimatedPNG(width: w, height: h)
        painter = RasterPainter(width: w, height: h)
        list = DisplayList(size: size)
    }

    /// Paints the frame after a batch of input when it changed a touch.
    mutating func inputHandled(_ batch: [InputEvent], simulation: Simulation) throws {
        guard batch.contains(where: { if case .touch = $0 { true } else { false } }) else { return }
        try paint(simulation)
    }

    /// Paints the frame just ticked.
    mutating func frameTicked(_ simulation: Simulation) throws {
        try paint(simulation)
    }

    /// Paints the final frame and returns the animation with any warning.
    mutating func finish(_ simulation: Simulation) throws -> (AnimatedPNG, warning: String?) {
        try paint(simulation, last: true)
        let warning = stoppedAt.map { t in
            "the animation holds its first \(options.limit) frames and stops at \(JSONWriter.number(t.secondsValue)) s (--max-animation-frames)"
        }
        return (animation, warning)
    }

    private mutating func paint(_ simulation: Simulation, last: Bool = false) throws {
        let now = simulation.clock.now
        guard painted < options.limit || last, stoppedAt == nil || last else {
            if stoppedAt == nil { stoppedAt = now }
            return
        }
        painted += 1
        // Only the animation's canvas is kept (see `fitted`): a window grown past it is painted no larger.
        let (fullWidth, fullHeight) = PaintBudget.pixels(of: simulation.collectionView.size, divisor: divisor)
        let w = min(fullWidth, animation.width), h = min(fullHeight, animation.height)
        if painter.bitmap.width != w || painter.bitmap.height != h { painter = RasterPainter(width: w, height: h) }
        list.scale = 1 / Double(divisor)
        simulation.buildDisplayList(into: &list)
        let scale = list.scale
        list.touches = simulation.touchesDown.map { Point(x: $0.location.x * scale, y: $0.location.y * scale) }
        list.hud = [String(format: "t=%.3f s | ", now.secondsValue) + simulation.headsUp]
        painter.paint(list)
        try animation.append(fitted(painter.bitmap, background: list.background), at: now)
    }

    /// `bitmap` on a canvas of the animation's size: itself when it fits exactly, else drawn at the top left.
    private mutating func fitted(_ bitmap: Bitmap, background: Color) -> Bitmap {
        guard bitmap.width != animation.width || bitmap.height != animation.height else { return bitmap }
        let canvas = self.canvas ?? Bitmap(width: animation.width, height: animation.height)
        self.canvas = canvas
        canvas.fill(background)
        let w = min(bitmap.width, canvas.width)
        for y in 0..<min(bitmap.height, canvas.height) {
            canvas.pixels.replaceSubrange((y * canvas.width * 4)..<((y * canvas.width + w) * 4),
                                          with: bitmap.pixels[(y * bitmap.width * 4)..<((y * bitmap.width + w) * 4)])
        }
        return canvas
    }
}

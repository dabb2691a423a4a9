import TesseraGeometry

/// How large the replay's own pictures (the trace's filmstrip, the animated PNG) paint a window: at its own pixels,
/// or at a whole fraction of them when it holds more than ``maximumPixels``, so that a log that resizes the window
/// to 16384 × 16384 does not cost a gigabyte a frame for pictures that are shown small. `--frames` writes the
/// window's own pixels, whatever they cost.
enum PaintBudget {
    /// The most pixels such a picture paints a frame with: 4096 × 4096, 64 MB.
    static let maximumPixels = 4096 * 4096

    /// How many points make one painted pixel each way for a window of `size` points: 1, or the least whole number
    /// that brings its frame within ``maximumPixels``.
    static func divisor(for size: Size) -> Int {
        let w = max(1, size.width.rounded()), h = max(1, size.height.rounded())
        let ratio = (w * h / Double(maximumPixels)).squareRoot()
        guard ratio > 1, ratio.isFinite else { return 1 }
        return Int(ratio.rounded(.up))
    }

    /// The painted size in pixels of a window of `size` points at one pixel per `divisor` points, at least one a side.
    static func pixels(of size: Size, divisor: Int) -> (width: Int, height: Int) {
        let d = Double(divisor)
        return (max(1, Int((size.width / d).rounded())), max(1, Int((size.height / d).rounded())))
    }
}

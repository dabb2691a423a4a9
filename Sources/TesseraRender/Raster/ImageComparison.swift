/// Compares two bitmaps with a per-channel tolerance and draws the differences:
/// how frame tests check a painter's output against a stored PNG.
public struct ImageComparison {
    /// How many pixels differ by more than the tolerance in any channel.
    public let differingPixels: Int
    /// The largest channel difference seen.
    public let maximumDifference: Int
    /// The expected image, dimmed, with differing pixels in red; nil when the sizes differ.
    public let diff: Bitmap?
    /// Whether the two bitmaps have the same width and height; when not, every pixel counts as differing.
    public let sizesMatch: Bool

    /// Compares `actual` with `expected`: a pixel differs when any channel differs by more than `tolerance` (0…255).
    public init(actual: Bitmap, expected: Bitmap, tolerance: Int) {
        guard actual.width == expected.width, actual.height == expected.height else {
            differingPixels = max(actual.width * actual.height, expected.width * expected.height)
            maximumDifference = 255
            diff = nil
            sizesMatch = false
            return
        }
        sizesMatch = true
        let out = Bitmap(width: actual.width, height: actual.height)
        var count = 0, worst = 0
        for i in stride(from: 0, to: actual.pixels.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(actual.pixels[i + c]) - Int(expected.pixels[i + c]))) }
            worst = max(worst, d)
            if d > tolerance {
                count += 1
                out.pixels[i] = 255; out.pixels[i + 1] = 0; out.pixels[i + 2] = 0; out.pixels[i + 3] = 255
            } else {
                for c in 0..<3 { out.pixels[i + c] = UInt8(128 + Int(expected.pixels[i + c]) / 2) }
                out.pixels[i + 3] = 255
            }
        }
        differingPixels = count
        maximumDifference = worst
        diff = out
    }

    /// Whether every pixel is within the tolerance.
    public var matches: Bool { sizesMatch && differingPixels == 0 }
}

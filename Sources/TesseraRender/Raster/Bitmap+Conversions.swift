extension Bitmap {
    /// A bitmap `factor` times smaller on each side, each pixel the average of the `factor` × `factor`
    /// block it stands for (a box filter, so thin lines fade rather than vanish): a replay's
    /// filmstrip thumbnails. A partial block at the right or bottom edge is averaged over the
    /// pixels it has. A factor of 1 or less gives a copy.
    public func downsampled(by factor: Int) -> Bitmap {
        guard factor > 1 else { return Bitmap(width: width, height: height, pixels: pixels) }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let width = self.width, height = self.height
        var sums = [UInt32](repeating: 0, count: w * 4)   // each block's channel sums, a row of blocks at a time
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { sums in
                    for by in 0..<h {
                        let y0 = by * factor, y1 = Swift.min(height, y0 + factor)
                        sums.update(repeating: 0)
                        for y in y0..<y1 {
                            var i = y * width * 4
                            for bx in 0..<w {
                                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                                for _ in (bx * factor)..<Swift.min(width, (bx + 1) * factor) {
                                    r &+= UInt32(src[i]); g &+= UInt32(src[i + 1]); b &+= UInt32(src[i + 2]); a &+= UInt32(src[i + 3])
                                    i += 4
                                }
                                sums[bx * 4] &+= r; sums[bx * 4 + 1] &+= g; sums[bx * 4 + 2] &+= b; sums[bx * 4 + 3] &+= a
                            }
                        }
                        for bx in 0..<w {
                            let n = UInt32((y1 - y0) * (Swift.min(width, (bx + 1) * factor) - bx * factor)), o = (by * w + bx) * 4
                            for c in 0..<4 { dst[o + c] = UInt8((sums[bx * 4 + c] + n / 2) / n) }
                        }
                    }
                }
            }
        }
        return Bitmap(width: w, height: h, pixels: out)
    }

    /// The pixels as packed RGB, three bytes a pixel, the alpha channel dropped.
    func rgbBytes() -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        pixels.withUnsafeBufferPointer { src in
            rgb.withUnsafeMutableBufferPointer { dst in
                var i = 0, j = 0
                while i < src.count {
                    dst[j] = src[i]; dst[j + 1] = src[i + 1]; dst[j + 2] = src[i + 2]
                    i += 4
                    j += 3
                }
            }
        }
        return rgb
    }
}

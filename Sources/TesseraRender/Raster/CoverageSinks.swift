/// The two ways a shape's coverage is drawn: a fill, and an image sampled through it.

/// A polygon's coverage blended as it comes: runs inside at the polygon's alpha, partly covered pixels at
/// their coverage times it, rounded, as ``RasterCanvas/fill(_:hole:color:alpha:)`` blends them.
struct FillSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>, width: Int, rgb: UInt32
    /// The alpha times the colour's, 0…255.
    let weight: Double
    /// A row's levels, as scratch.
    let levels: UnsafeMutablePointer<UInt8>
    /// A row of the opaque colour to copy runs inside from, when the fill is opaque.
    var solid: UnsafePointer<UInt32>? = nil

    @inline(__always)
    func solid(y: Int, x0: Int, x1: Int) {
        let level = Int(weight + 0.5)
        if let solid, level >= 255 {
            PixelRun.fill(pixels + y * width + x0, count: x1 - x0, from: solid)
        } else if level > 0 {
            PixelRun.blend(pixels + y * width + x0, count: x1 - x0, rgb: rgb, alpha: level)
        }
    }

    @inline(__always)
    func partial(y: Int, x0: Int, x1: Int, covered: UnsafePointer<Double>) {
        let row = pixels + y * width
        if x1 - x0 < 4 {
            for x in x0..<x1 {
                let level = level(covered[x])
                if level > 0 { row[x] = PixelRun.blend(row[x], rgb: rgb, alpha: UInt32(level)) }
            }
            return
        }
        for x in x0..<x1 { levels[x] = UInt8(truncatingIfNeeded: level(covered[x])) }
        PixelRun.blend(row + x0, alphas: levels + x0, count: x1 - x0, rgb: rgb)
    }

    /// The running sum and the levels in one pass: no row of sums is written and read back, and a short run
    /// takes one loop rather than two. The sums are the same additions in the same order.
    @inline(__always)
    func partial(y: Int, x0: Int, x1: Int, deltas d: UnsafePointer<Double>, from covered: Double,
                 sums: UnsafeMutablePointer<Double>) -> Double {
        let row = pixels + y * width
        var c = covered, x = x0
        if x1 - x0 < 4 {
            while x < x1 {
                c += d[x]
                let level = level(c)
                if level > 0 { row[x] = PixelRun.blend(row[x], rgb: rgb, alpha: UInt32(truncatingIfNeeded: level)) }
                x &+= 1
            }
            return c
        }
        while x < x1 {
            c += d[x]
            levels[x] = UInt8(truncatingIfNeeded: level(c))
            x &+= 1
        }
        PixelRun.blend(row + x0, alphas: levels + x0, count: x1 - x0, rgb: rgb)
        return c
    }

    /// `Int(weight · min(1, covered / 15) + 0.5)`, 0 for `covered` at most 1e-9: the level of a pixel covered
    /// by `covered` sample rows. It multiplies by 1/15 rather than divide, which can only move the sum by a few
    /// units in its last place, so where that could change the whole part it divides after all.
    ///
    /// The whole part is found without a checked conversion: `v` lies in 0.5…256, so adding 2⁵² to `v − 0.5`
    /// rounds it to an integer held in the low bits, which is `v` rounded down unless `v`'s fraction is 0 (a
    /// tie, which may round either way). Such a `v`, and any whose fraction lies within 1e-9 of a whole
    /// number, fails the fraction test and takes the exact path, so the level is always `Int(v)`'s.
    @inline(__always)
    func level(_ covered: Double) -> Int {
        guard covered > 1e-9 else { return 0 }
        let v = weight * min(1, covered * (1 / Double(RasterCanvas.samples))) + 0.5
        let shifted = (v - 0.5) + 0x1p52, whole = shifted - 0x1p52
        let fraction = v - whole
        if fraction > 1e-9, fraction < 1 - 1e-9 { return Int(truncatingIfNeeded: shifted.bitPattern & 0x1FF) }
        return Int(weight * min(1, covered / Double(RasterCanvas.samples)) + 0.5)
    }
}

/// An image sampled bilinearly through the inverse of its item's projection (edge texels extend outwards),
/// clipped antialiased to the shape whose coverage it gets, and blended at the item's alpha: the pixels of
/// ``RasterPainter/drawImage(_:item:on:)``.
struct ImageSink: CoverageSink {
    /// The image's RGBA pixels, `width` × `height`.
    let source: UnsafeBufferPointer<UInt8>, width: Int, height: Int
    let placement: ImagePlacement
    /// The item's alpha, 0…1.
    let alpha: Double
    let pixels: UnsafeMutablePointer<UInt32>, canvasWidth: Int

    func solid(y: Int, x0: Int, x1: Int) {
        for x in x0..<x1 { draw(x: x, y: y, coverage: 1) }
    }

    func partial(y: Int, x0: Int, x1: Int, covered: UnsafePointer<Double>) {
        for x in x0..<x1 where covered[x] > 1e-9 { draw(x: x, y: y, coverage: min(1, covered[x] / Double(RasterCanvas.samples))) }
    }

    private func draw(x: Int, y: Int, coverage: Double) {
        guard let (u, v) = placement.screenToImage.apply(Double(x) + 0.5, Double(y) + 0.5) else { return }
        let fx = u - 0.5, fy = v - 0.5
        let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
        let tx = fx - Double(ix), ty = fy - Double(iy)
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        let bw = width, bh = height, src = source
        // Edge texels extend outwards (XRender's RepeatPad); the clip quad cuts the image's edge.
        func tap(_ sx: Int, _ sy: Int, _ wt: Double) {
            guard wt > 0 else { return }
            let i = (min(max(sy, 0), bh - 1) * bw + min(max(sx, 0), bw - 1)) * 4, ta = Double(src[i + 3]) * wt
            r += Double(src[i]) * ta; g += Double(src[i + 1]) * ta; b += Double(src[i + 2]) * ta; a += ta
        }
        tap(ix, iy, (1 - tx) * (1 - ty)); tap(ix + 1, iy, tx * (1 - ty))
        tap(ix, iy + 1, (1 - tx) * ty); tap(ix + 1, iy + 1, tx * ty)
        guard a > 0 else { return }
        let c = Color(r: UInt8(min(255, (r / a).rounded())), g: UInt8(min(255, (g / a).rounded())), b: UInt8(min(255, (b / a).rounded())))
        let level = Int((a * coverage * alpha).rounded())
        if level > 0 { pixels[y * canvasWidth + x] = PixelRun.blend(pixels[y * canvasWidth + x], rgb: c.rgb, alpha: UInt32(min(255, level))) }
    }
}

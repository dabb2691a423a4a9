/// Writes and blends runs of RGBA pixels four at a time: the raster painter's one door to raw pixel memory.
///
/// A pixel is a `UInt32` holding R, G, B, A from its lowest byte up. Every blend is the painter's one rule, per
/// channel `(d·(255 − α) + s·α + 128)`, folded back to 8 bits by `(t + t >> 8) >> 8`: exact in 16 bits, so four
/// pixels' eight channel pairs share one 128-bit vector, red with blue and green with alpha as in the scalar
/// form `(d & 0x00FF00FF)·(255 − α)`. An α of 0 leaves a channel as it was and an α of 255 sets it, so a
/// coverage of 0 needs no test and a run can be blended whole. Callers keep every run inside its bitmap.
enum PixelRun {
    typealias Lanes = SIMD8<UInt16>

    /// Sets `count` pixels to `pattern`.
    ///
    /// A run's last few pixels are one store that overlaps the ones before it (every pixel gets the same
    /// pattern, so storing one twice changes nothing), not a loop of one to three steps: the runs beside a
    /// turned cell's border are a pixel or two long, and such loops' exits are hard to predict.
    @inline(__always)
    static func fill(_ p: UnsafeMutablePointer<UInt32>, count: Int, pattern: UInt32) {
        let raw = UnsafeMutableRawPointer(p)
        if count < 4 {
            if count >= 2 {
                let two = UInt64(pattern) | UInt64(pattern) &<< 32
                raw.storeBytes(of: two, as: UInt64.self)
                raw.storeBytes(of: two, toByteOffset: (count &- 2) &* 4, as: UInt64.self)
            } else if count == 1 {
                p[0] = pattern
            }
            return
        }
        let v = SIMD4<UInt32>(repeating: pattern)
        var i = 0
        while i &+ 8 <= count {
            raw.storeBytes(of: v, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: v, toByteOffset: i &* 4 &+ 16, as: SIMD4<UInt32>.self)
            i &+= 8
        }
        if i &+ 4 <= count {
            raw.storeBytes(of: v, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        if i < count { raw.storeBytes(of: v, toByteOffset: (count &- 4) &* 4, as: SIMD4<UInt32>.self) }
    }

    /// Pixels in a row of one pattern that ``fill(_:count:from:)`` copies from.
    static let patternLength = 256

    /// Sets `count` pixels to the pattern of which `row` holds ``patternLength`` copies: long runs are copied
    /// with `memcpy`, whose stores are as wide as the machine's, short ones stored four pixels at a time.
    @inline(__always)
    static func fill(_ p: UnsafeMutablePointer<UInt32>, count: Int, from row: UnsafePointer<UInt32>) {
        guard count >= 32 else { fill(p, count: count, pattern: row.pointee); return }
        var done = 0
        while done < count {
            let n = min(patternLength, count &- done)
            UnsafeMutableRawPointer(p + done).copyMemory(from: row, byteCount: n &* 4)
            done &+= n
        }
    }

    /// Blends `color` (`rgb`, alpha ignored) at `alpha` (0…255) over `count` pixels; 255 and over stores it.
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt32>, count: Int, rgb: UInt32, alpha: Int) {
        if alpha >= 255 { fill(p, count: count, pattern: rgb | 0xFF00_0000); return }
        let raw = UnsafeMutableRawPointer(p)
        let s = unsafeBitCast(SIMD4<UInt32>(repeating: rgb | 0xFF00_0000), to: Lanes.self)
        let a = Lanes(repeating: UInt16(truncatingIfNeeded: alpha)), inv = 255 &- a
        let srcRB = (s & 0x00FF) &* a &+ 128, srcAG = (s &>> 8) &* a &+ 128
        var i = 0
        while i &+ 4 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            raw.storeBytes(of: mix(d, inv, srcRB, srcAG), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count { p[i] = blend(p[i], rgb: rgb, alpha: UInt32(truncatingIfNeeded: alpha)); i &+= 1 }
    }

    /// Blends `rgb` over `count` pixels, each at its `coverage` (0…255) times `alpha` (0…255), rounded:
    /// `(coverage·alpha + 127) / 255`.
    ///
    /// At an `alpha` of 255 a pixel's level is its coverage, `(c·255 + 127) / 255 = c`, so that loop skips the product.
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, rgb: UInt32, alpha: Int) {
        if alpha == 255 {
            blend(p, coverage: coverage, count: count, rgb: rgb, alpha: 255, scaled: false)
        } else {
            blend(p, coverage: coverage, count: count, rgb: rgb, alpha: alpha, scaled: true)
        }
    }

    /// ``blend(_:coverage:count:rgb:alpha:)``, with the coverage scaled by `alpha` only when `scaled`.
    @inline(__always)
    private static func blend(_ p: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, rgb: UInt32,
                              alpha: Int, scaled: Bool) {
        let raw = UnsafeMutableRawPointer(p), cov = UnsafeRawPointer(coverage)
        let s = unsafeBitCast(SIMD4<UInt32>(repeating: rgb | 0xFF00_0000), to: Lanes.self)
        let srcRB = s & 0x00FF, srcAG = s &>> 8
        let a = UInt16(truncatingIfNeeded: alpha)
        @inline(__always)
        func four(_ c4: UInt32, at i: Int) {
            var al = pairs(c4)
            if scaled {
                // (c·a + 127) / 255, exact for every c and a in 0…255.
                al = al &* a &+ 127
                al = (al &+ 1 &+ (al &>> 8)) &>> 8
            }
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            raw.storeBytes(of: mix(d, 255 &- al, srcRB &* al &+ 128, srcAG &* al &+ 128), toByteOffset: i &* 4, as: Lanes.self)
        }
        // Eight pixels at a time, skipped only when all eight are uncovered: glyphs leave such stretches
        // between and around them, while a test per four pixels, taken or not as the glyphs' shapes fall,
        // is mispredicted often. A coverage of 0 blends as nothing, so blending the other four is exact.
        var i = 0
        while i &+ 8 <= count {
            let c8 = cov.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if c8 != 0 {
                four(UInt32(truncatingIfNeeded: c8), at: i)
                four(UInt32(truncatingIfNeeded: c8 &>> 32), at: i &+ 4)
            }
            i &+= 8
        }
        if i &+ 4 <= count {
            let c4 = cov.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if c4 != 0 { four(c4, at: i) }
            i &+= 4
        }
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 { p[i] = blend(p[i], rgb: rgb, alpha: (c &* UInt32(truncatingIfNeeded: alpha) &+ 127) / 255) }
            i &+= 1
        }
    }

    /// Blends `rgb` over `count` pixels, each at its own `alphas` (0…255).
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt32>, alphas: UnsafePointer<UInt8>, count: Int, rgb: UInt32) {
        let raw = UnsafeMutableRawPointer(p), src = UnsafeRawPointer(alphas)
        let s = unsafeBitCast(SIMD4<UInt32>(repeating: rgb | 0xFF00_0000), to: Lanes.self)
        let srcRB = s & 0x00FF, srcAG = s &>> 8
        var i = 0
        while i &+ 4 <= count {
            let a4 = src.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if a4 != 0 {
                let al = pairs(a4)
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
                raw.storeBytes(of: mix(d, 255 &- al, srcRB &* al &+ 128, srcAG &* al &+ 128), toByteOffset: i &* 4, as: Lanes.self)
            }
            i &+= 4
        }
        while i < count {
            let a = UInt32(alphas[i])
            if a != 0 { p[i] = blend(p[i], rgb: rgb, alpha: a) }
            i &+= 1
        }
    }

    /// The four bytes of `c4`, lowest first, each in two lanes: (c0, c0, c1, c1, c2, c2, c3, c3). The bytes are
    /// widened to 32-bit lanes and each is copied into the upper half of its lane, a few vector steps instead
    /// of eight lane inserts.
    @inline(__always)
    static func pairs(_ c4: UInt32) -> Lanes {
        let wide = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(c4, to: SIMD4<UInt8>.self))
        return unsafeBitCast(wide | wide &<< 16, to: Lanes.self)
    }

    /// Four pixels `d` (as channel pairs) at `255 − α` plus the source already at α with the rounding 128 added.
    @inline(__always)
    private static func mix(_ d: Lanes, _ inv: Lanes, _ srcRB: Lanes, _ srcAG: Lanes) -> Lanes {
        var rb = (d & 0x00FF) &* inv &+ srcRB
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = (d &>> 8) &* inv &+ srcAG
        ag = (ag &+ (ag &>> 8)) & 0xFF00
        return rb | ag
    }

    /// One pixel `d` with `rgb` blended over it at `alpha` (0…255), two channels per multiply.
    @inline(__always)
    static func blend(_ d: UInt32, rgb: UInt32, alpha: UInt32) -> UInt32 {
        if alpha >= 255 { return rgb | 0xFF00_0000 }
        let inv = 255 &- alpha
        var rb = (d & 0x00FF_00FF) &* inv &+ (rgb & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((d >> 8) & 0x00FF_00FF) &* inv &+ ((rgb >> 8) & 0x0000_00FF | 0x00FF_0000) &* alpha &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }
}

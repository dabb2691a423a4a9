#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An animated PNG (APNG) built frame by frame at the times the frames were shown: a replay at
/// real speed, which every current browser plays and which stays a plain PNG (its first frame)
/// for a viewer that knows no animation.
///
/// Frames are opaque RGB. Each is stored as the rectangle that changed since the frame before it
/// (an `fcTL` chunk with that rectangle, drawn over the canvas without disposing or blending),
/// compressed by libpng; a frame identical to the one before only makes that one stay longer.
/// Delays come from the frames' times, rounded to milliseconds without drift: each frame's start
/// is rounded, not its length. A frame that comes less than ``minimumDelay`` after the one before
/// replaces it, since browsers show a delay of 10 ms or less as 100 ms. The last frame stays for
/// the time given to ``encode(holdingLastFrameFor:)``, then the animation loops.
///
/// Each frame's image data is kept in an unlinked temporary file as soon as it is compressed, and
/// ``write(to:holdingLastFrameFor:)`` copies it from there into the output: memory holds two frames' pixels and a
/// few numbers a frame, however long the animation (without a temporary folder, the data stays in memory).
///
/// ```swift
/// var animation = AnimatedPNG(width: 320, height: 480)
/// try animation.append(painter.bitmap, at: .milliseconds(0))
/// try animation.append(painter.bitmap, at: .milliseconds(17))
/// try animation.write(to: "replay.png")
/// ```
public struct AnimatedPNG {
    /// The canvas width in pixels: every frame's width.
    public let width: Int
    /// The canvas height in pixels: every frame's height.
    public let height: Int
    /// The shortest time a frame is shown; a frame that comes sooner after the one before replaces it.
    public static let minimumDelay = Duration.milliseconds(15)

    private struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        /// Where the frame's data chunk lies in ``store``: its `IDAT` (the first frame) or `fdAT`, whole, with its CRC.
        var chunk: Range<Int>
        /// When the frame starts, in milliseconds from the first.
        var start: Int64
    }

    private var frames: [Frame] = []
    /// The frames' data chunks, one after another; only ever appended to, so copies of the animation can share it.
    private let store = ChunkStore()
    /// What the canvas shows after the last encoded frame, as RGBA.
    private var shown: [UInt8]?
    /// The latest frame (RGBA), not encoded yet, so a frame right after it can still replace it.
    private var pending: (pixels: [UInt8], time: Duration)?
    private var origin: Duration?

    /// An empty animation on a `width` × `height` canvas.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "an animation needs a canvas of at least one pixel")
        self.width = width
        self.height = height
    }

    /// How many distinct frames the animation holds so far.
    public var frameCount: Int { frames.count + (pending == nil ? 0 : 1) }

    /// Adds `bitmap`, shown from `time` on (times must not go backwards); it must be the canvas's size.
    ///
    /// - Throws: ``PNGFile/Failure`` when libpng cannot compress the frame before it.
    public mutating func append(_ bitmap: Bitmap, at time: Duration) throws {
        precondition(bitmap.width == width && bitmap.height == height, "a frame must be the size of the canvas")
        let pixels = bitmap.pixels
        if let p = pending {
            if Bitmap.sameBytes(pixels, p.pixels) { return }
            if time - p.time < Self.minimumDelay {
                pending = (pixels, p.time)
                return
            }
            try flush()
        }
        pending = (pixels, time)
    }

    /// The APNG file: the signature, `IHDR`, `acTL`, then each frame's `fcTL` and image data, and `IEND`.
    ///
    /// - Parameter hold: how long the last frame stays before the animation starts again.
    /// - Throws: ``PNGFile/Failure`` when there is no frame or libpng cannot compress one.
    public mutating func encode(holdingLastFrameFor hold: Duration = .seconds(1)) throws -> [UInt8] {
        try flush()
        let store = self.store
        var out: [UInt8] = []
        try pieces(holdingLastFrameFor: hold) { piece in
            switch piece {
            case .bytes(let bytes): out += bytes
            case .stored(let range): try store.read(range) { out += $0 }
            }
        }
        return out
    }

    /// Writes the animation to `path` through ``AtomicFile``, as ``encode(holdingLastFrameFor:)`` gives it, copying
    /// each frame's data from where it is kept rather than building the file in memory.
    public mutating func write(to path: String, holdingLastFrameFor hold: Duration = .seconds(1)) throws {
        do {
            try flush()
            guard !frames.isEmpty else { throw PNGFile.Failure(path: path, reason: "no frame to write") }
            let store = self.store
            try AtomicFile.write(to: path) { fd in
                try pieces(holdingLastFrameFor: hold) { piece in
                    switch piece {
                    case .bytes(let bytes): try AtomicFile.writeAll(bytes, to: fd, path: path)
                    case .stored(let range): try store.read(range) { try AtomicFile.writeAll($0, to: fd, path: path) }
                    }
                }
            }
        } catch var failure as PNGFile.Failure {
            failure.path = path
            throw failure
        }
    }

    /// A part of the file: bytes made as it is written, or a frame's data chunk as ``store`` holds it.
    private enum Piece {
        case bytes([UInt8])
        case stored(Range<Int>)
    }

    /// Hands `body` the file in order: the signature, `IHDR`, `acTL`, then each frame's `fcTL` and data chunk, and `IEND`.
    /// The pending frame must have been flushed.
    private func pieces(holdingLastFrameFor hold: Duration, _ body: (Piece) throws -> Void) throws {
        guard !frames.isEmpty else { throw PNGFile.Failure(path: "animation", reason: "no frame to write") }
        var out = PNGChunks.signature
        var header: [UInt8] = []
        PNGChunks.appendUInt32(UInt32(width), to: &header)
        PNGChunks.appendUInt32(UInt32(height), to: &header)
        header += [8, 2, 0, 0, 0]   // 8 bits, RGB, deflate, adaptive filters, not interlaced
        PNGChunks.append("IHDR", header, to: &out)
        var control: [UInt8] = []
        PNGChunks.appendUInt32(UInt32(frames.count), to: &control)
        PNGChunks.appendUInt32(0, to: &control)   // loop for ever
        PNGChunks.append("acTL", control, to: &out)
        let holdMilliseconds = max(Self.milliseconds(hold), 1)
        for (i, frame) in frames.enumerated() {
            let length = i + 1 < frames.count ? frames[i + 1].start - frame.start : holdMilliseconds
            var fc: [UInt8] = []
            // Sequence numbers: 0 for the first frame's fcTL (its IDAT has none), then 2i − 1 and 2i for frame i's.
            PNGChunks.appendUInt32(UInt32(i == 0 ? 0 : 2 * i - 1), to: &fc)
            for v in [frame.width, frame.height, frame.x, frame.y] { PNGChunks.appendUInt32(UInt32(v), to: &fc) }
            let (numerator, denominator) = Self.delay(milliseconds: length)
            PNGChunks.appendUInt16(numerator, to: &fc)
            PNGChunks.appendUInt16(denominator, to: &fc)
            fc += [0, 0]   // APNG_DISPOSE_OP_NONE, APNG_BLEND_OP_SOURCE
            PNGChunks.append("fcTL", fc, to: &out)
            try body(.bytes(out))
            out = []
            try body(.stored(frame.chunk))
        }
        PNGChunks.append("IEND", [], to: &out)
        try body(.bytes(out))
    }

    /// Encodes the pending frame: the rectangle where it differs from what the canvas shows.
    private mutating func flush() throws {
        guard let p = pending else { return }
        pending = nil
        let start = origin.map { Self.milliseconds(p.time - $0) } ?? 0
        if origin == nil { origin = p.time }
        var box = (x0: 0, y0: 0, x1: width, y1: height)
        if let shown {
            guard let changed = Self.changedBox(shown, p.pixels, width: width, height: height) else { return }
            box = changed
        }
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        var crop = [UInt8](repeating: 0, count: w * h * 3)
        p.pixels.withUnsafeBufferPointer { src in
            crop.withUnsafeMutableBufferPointer { dst in
                var j = 0
                for y in box.y0..<box.y1 {
                    var i = (y * width + box.x0) * 4
                    for _ in 0..<w {
                        dst[j] = src[i]; dst[j + 1] = src[i + 1]; dst[j + 2] = src[i + 2]
                        j += 3
                        i += 4
                    }
                }
            }
        }
        let png = try PNGFile.encode(crop, width: w, height: h, channels: 3, compression: .fast)
        guard let chunks = PNGChunks.read(png) else { throw PNGFile.Failure(path: "animation", reason: "libpng wrote no PNG") }
        let data = chunks.filter { $0.type == "IDAT" }.flatMap { $0.data }
        var chunk: [UInt8] = []
        if frames.isEmpty {
            PNGChunks.append("IDAT", data, to: &chunk)
        } else {
            var payload: [UInt8] = []
            PNGChunks.appendUInt32(UInt32(2 * frames.count), to: &payload)
            payload += data
            PNGChunks.append("fdAT", payload, to: &chunk)
        }
        frames.append(Frame(x: box.x0, y: box.y0, width: w, height: h, chunk: try store.append(chunk), start: start))
        shown = p.pixels
    }

    /// The smallest rectangle holding every pixel where the RGBA buffers `a` and `b` differ, as
    /// half-open bounds; nil when none does. Rows are compared whole with `memcmp`, and only the
    /// rows that differ are searched for their first and last differing pixel.
    private static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let rowBytes = width * 4
                for y in 0..<height {
                    let row = y * rowBytes
                    guard memcmp(a.baseAddress! + row, b.baseAddress! + row, rowBytes) != 0 else { continue }
                    y0 = min(y0, y); y1 = y + 1
                    let pa = (a.baseAddress! + row).assumingMemoryBound(to: UInt32.self)
                    let pb = (b.baseAddress! + row).assumingMemoryBound(to: UInt32.self)
                    var first = 0
                    while first < x0, pa[first] == pb[first] { first += 1 }
                    x0 = min(x0, first)
                    var last = width - 1
                    while last >= x1, pa[last] == pb[last] { last -= 1 }
                    x1 = max(x1, last + 1)
                }
            }
        }
        return y1 > y0 ? (x0, y0, x1, y1) : nil
    }

    /// `duration` in whole milliseconds, rounded to the nearest.
    static func milliseconds(_ duration: Duration) -> Int64 {
        let c = duration.components
        return c.seconds * 1000 + (c.attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
    }

    /// A delay as the `fcTL` fraction of a second: milliseconds while they fit in 16 bits, then
    /// hundredths, then whole seconds (at most 65,535).
    static func delay(milliseconds ms: Int64) -> (UInt16, UInt16) {
        if ms <= 65_535 { return (UInt16(max(0, ms)), 1000) }
        if (ms + 5) / 10 <= 65_535 { return (UInt16((ms + 5) / 10), 100) }
        return (UInt16(min(65_535, (ms + 500) / 1000)), 1)
    }
}

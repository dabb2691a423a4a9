internal import CFreeType
import Foundation

/// DejaVu Sans through FreeType: the one font both painters draw text with.
///
/// The window's Xft opens the same file with the same settings (grayscale
/// antialiasing, no hinting, no embedded bitmaps), so a glyph here has the same
/// coverage as the glyph Xft sends to the X server, and is placed by the same
/// rule: the pen moves by the glyph's advance rounded to whole pixels.
/// Rendered glyphs are cached per character, size and transform (`Strike`).
public final class Typeface: @unchecked Sendable {
    /// The family both painters ask for.
    public static let family = "DejaVu Sans"

    /// One rendered glyph: its coverage, where it sits relative to the pen, and how far it moves the pen.
    public struct Glyph: Sendable {
        /// Columns and rows of ``coverage``.
        public var width: Int, height: Int
        /// From the pen to the bitmap's left column, and from the pen up to its top row, in pixels.
        public var left: Int, top: Int
        /// How far the pen moves, in whole pixels, y down.
        public var advanceX: Int, advanceY: Int
        /// `width × height` coverage values, 0…255, rows top to bottom.
        public var coverage: [UInt8]
    }

    private struct Key: Hashable {
        var character: UInt32
        var size: Int
        var matrix: FontMatrix
    }

    /// The glyphs of one size and transform; the first 128 characters sit in an array, so drawing
    /// or measuring a label looks its strike up once rather than hashing every character.
    final class Strike {
        let size: Int
        let matrix: FontMatrix
        /// Characters 0…127, each nil until first asked for.
        var ascii: [Glyph?] = Array(repeating: nil, count: 128)
        /// Whether ``ascii`` holds the character's answer, a missing glyph included.
        var known = [Bool](repeating: false, count: 128)

        init(size: Int, matrix: FontMatrix) {
            self.size = size
            self.matrix = matrix
        }
    }

    private struct StrikeKey: Hashable {
        var size: Int
        var matrix: FontMatrix
    }

    private var strikes: [StrikeKey: Strike] = [:]
    private var lastStrike: Strike?

    /// The strike of `pixelSize` and `matrix`: the last one asked for when it is the same, else found or made.
    func strike(pixelSize: Int, matrix: FontMatrix) -> Strike {
        if let last = lastStrike, last.size == pixelSize, last.matrix == matrix { return last }
        let key = StrikeKey(size: pixelSize, matrix: matrix)
        let found: Strike
        if let s = strikes[key] {
            found = s
        } else {
            if strikes.count > 256 { strikes.removeAll(keepingCapacity: true) }
            found = Strike(size: pixelSize, matrix: matrix)
            strikes[key] = found
        }
        lastStrike = found
        return found
    }

    /// `character` from `strike`, rendered on first use.
    @inline(__always)
    func glyph(_ character: UInt32, in strike: Strike) -> Glyph? {
        guard character < 128 else { return glyph(character, pixelSize: strike.size, matrix: strike.matrix) }
        let i = Int(character)
        if strike.known[i] { return strike.ascii[i] }
        let g = render(character, pixelSize: strike.size, matrix: strike.matrix)
        strike.ascii[i] = g
        strike.known[i] = true
        return g
    }

    /// The font file in use.
    public let path: String
    private var library: FT_Library?
    private var face: FT_Face?
    private var cache: [Key: Glyph] = [:]
    private var size = 0
    private var matrix = FontMatrix.identity

    /// Opens `path`, or the font ``locate()`` finds; nil when there is none or FreeType cannot read it.
    public init?(path: String? = nil) {
        guard let path = path ?? Self.locate() else { return nil }
        self.path = path
        guard FT_Init_FreeType(&library) == 0 else { return nil }
        guard FT_New_Face(library, path, 0, &face) == 0, face != nil else {
            FT_Done_FreeType(library)
            return nil
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The shared typeface, opened once; nil when no DejaVu Sans is found.
    public static let shared: Typeface? = Typeface()

    /// Where DejaVu Sans is: `$TESSERA_FONT`, else what fontconfig finds for the family
    /// (fonts-dejavu-core), else the copy bundled in the package's `assets/fonts`.
    public static func locate() -> String? {
        let fm = FileManager.default
        if let forced = ProcessInfo.processInfo.environment["TESSERA_FONT"], fm.fileExists(atPath: forced) { return forced }
        if let found = fontconfigMatch(), fm.fileExists(atPath: found) { return found }
        let bundled = "assets/fonts/DejaVuSans.ttf"
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(bundled).path
        for candidate in [bundled, source] where fm.fileExists(atPath: candidate) { return candidate }
        return nil
    }

    /// The file fontconfig gives for ``family``, when it really is that family.
    private static func fontconfigMatch() -> String? {
        guard FcInit() != 0, let pattern = FcNameParse(family) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var family: UnsafeMutablePointer<FcChar8>?, file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &family) == FcResultMatch, let family,
              String(cString: family) == Self.family,
              FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }

    /// `character` at `pixelSize` pixels, turned by `matrix`; nil when FreeType cannot render it.
    public func glyph(_ character: UInt32, pixelSize: Int, matrix: FontMatrix = .identity) -> Glyph? {
        if character < 128 { return glyph(character, in: strike(pixelSize: pixelSize, matrix: matrix)) }
        let key = Key(character: character, size: pixelSize, matrix: matrix)
        if let g = cache[key] { return g }
        let g = render(character, pixelSize: pixelSize, matrix: matrix)
        if cache.count > 8192 { cache.removeAll(keepingCapacity: true) }
        if let g { cache[key] = g }
        return g
    }

    /// `character` rendered by FreeType, uncached; nil when it cannot be.
    private func render(_ character: UInt32, pixelSize: Int, matrix: FontMatrix) -> Glyph? {
        guard let face else { return nil }
        if pixelSize != size {
            FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize))
            size = pixelSize
        }
        if matrix != self.matrix {
            var m = FT_Matrix(xx: FT_Fixed(matrix.xx), xy: FT_Fixed(matrix.xy), yx: FT_Fixed(matrix.yx), yy: FT_Fixed(matrix.yy))
            if matrix == .identity { FT_Set_Transform(face, nil, nil) } else { FT_Set_Transform(face, &m, nil) }
            self.matrix = matrix
        }
        guard FT_Load_Char(face, FT_ULong(character), cfreetype_load_flags_unhinted()) == 0, let slot = face.pointee.glyph,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: w * h)
        if let buffer = bitmap.buffer {
            for row in 0..<h { for col in 0..<w { coverage[row * w + col] = buffer[row * pitch + col] } }
        }
        // Xft's rule: the advance rounded to whole pixels (26.6 fixed point), y down.
        let g = Glyph(width: w, height: h, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                      advanceX: Int((slot.pointee.advance.x + 32) >> 6), advanceY: -Int((slot.pointee.advance.y + 32) >> 6),
                      coverage: coverage)
        return g
    }

    /// The untransformed width of `text` at `pixelSize`: the sum of its glyphs' rounded advances.
    public func advance(of text: String, pixelSize: Int) -> Int {
        let strike = self.strike(pixelSize: pixelSize, matrix: .identity)
        var total = 0
        for scalar in text.unicodeScalars { total += glyph(scalar.value, in: strike)?.advanceX ?? 0 }
        return total
    }
}

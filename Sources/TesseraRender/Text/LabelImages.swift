/// Labels set once as coverage images, kept from frame to frame: the raster painter blends a label's rows
/// whole rather than glyph by glyph.
///
/// A label's glyphs are blended one after another, so where two glyphs' pixels meet, the second blends over
/// the first. The image keeps that order exactly: its plane holds, at every pixel, the first glyph's coverage
/// there, and ``Image/overlaps`` the later glyphs' coverage at the few pixels where an earlier glyph already
/// put some, in glyph order, to be blended after the plane. A coverage of 0 blends as nothing, so the plane's
/// empty pixels and the glyphs' own are the same.
struct LabelImages {
    /// One label set in one strike: its plane and where it sits from the pen.
    struct Image {
        /// From the pen to the plane's left column, and to its top row (y down).
        var left: Int, top: Int
        /// The plane's columns and rows.
        var width: Int, height: Int
        /// Where the plane starts in ``LabelImages/pixels``.
        var offset: Int
        /// The later glyphs' pixels, in ``LabelImages/overlaps``.
        var overlaps: Range<Int>
    }

    /// A pixel where a later glyph blends over an earlier one: plane column and row, and its coverage.
    struct Overlap {
        var x: Int32, y: Int32, coverage: UInt8
    }

    private struct TextKey: Hashable {
        var text: String
        var pixelSize: Int
    }

    /// One text at one size: its advance and its images in the strikes asked for.
    private struct Text {
        var advance: Int
        var images: [(matrix: FontMatrix, image: Int)] = []
    }

    private var texts: [TextKey: Int] = [:]
    private var entries: [Text] = []
    /// Every image, by the index ``image(of:)`` returns.
    private(set) var images: [Image] = []
    /// The planes' coverage, 0…255, rows top to bottom.
    private(set) var pixels: [UInt8] = []
    /// Every image's overlaps.
    private(set) var overlaps: [Overlap] = []

    /// Forgets every label once they take more than about 16 MB; call between frames only.
    mutating func trim() {
        guard pixels.count > 1 << 24 || images.count > 1 << 14 else { return }
        texts.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        pixels.removeAll(keepingCapacity: true)
        overlaps.removeAll(keepingCapacity: true)
    }

    /// The text `text` at `pixelSize`: a handle for its advance and images, found or made.
    mutating func text(_ text: String, pixelSize: Int, typeface: Typeface) -> Int {
        let key = TextKey(text: text, pixelSize: pixelSize)
        if let found = texts[key] { return found }
        entries.append(Text(advance: typeface.advance(of: text, pixelSize: pixelSize)))
        texts[key] = entries.count - 1
        return entries.count - 1
    }

    /// The untransformed width of the text behind `handle`: ``Typeface/advance(of:pixelSize:)``.
    func advance(_ handle: Int) -> Int { entries[handle].advance }

    /// The image of `text` (the text behind `handle`) at `pixelSize` turned by `matrix`; nil when it has no pixel.
    mutating func image(_ handle: Int, text: String, pixelSize: Int, matrix: FontMatrix, typeface: Typeface) -> Int? {
        for (m, i) in entries[handle].images where m == matrix { return i >= 0 ? i : nil }
        let made = make(text, typeface.strike(pixelSize: pixelSize, matrix: matrix), typeface)
        entries[handle].images.append((matrix, made ?? -1))
        return made
    }

    private mutating func make(_ text: String, _ strike: Typeface.Strike, _ typeface: Typeface) -> Int? {
        // The pen's walk, as the glyph-by-glyph drawing takes it, and the box around every glyph.
        var penX = 0, penY = 0, x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for scalar in text.unicodeScalars {
            guard let g = typeface.glyph(scalar.value, in: strike) else { continue }
            if g.width > 0, g.height > 0 {
                x0 = min(x0, penX + g.left); x1 = max(x1, penX + g.left + g.width)
                y0 = min(y0, penY - g.top); y1 = max(y1, penY - g.top + g.height)
            }
            penX += g.advanceX; penY += g.advanceY
        }
        guard x0 < x1, y0 < y1 else { return nil }
        let w = x1 - x0, h = y1 - y0, offset = pixels.count, first = overlaps.count
        pixels.append(contentsOf: repeatElement(0, count: w * h))
        penX = 0; penY = 0
        for scalar in text.unicodeScalars {
            guard let g = typeface.glyph(scalar.value, in: strike) else { continue }
            let left = penX + g.left - x0, top = penY - g.top - y0
            for row in 0..<g.height {
                for col in 0..<g.width {
                    let c = g.coverage[row * g.width + col]
                    guard c != 0 else { continue }
                    let i = offset + (top + row) * w + left + col
                    if pixels[i] == 0 {
                        pixels[i] = c
                    } else {
                        overlaps.append(Overlap(x: Int32(left + col), y: Int32(top + row), coverage: c))
                    }
                }
            }
            penX += g.advanceX; penY += g.advanceY
        }
        images.append(Image(left: x0, top: y0, width: w, height: h, offset: offset, overlaps: first..<overlaps.count))
        return images.count - 1
    }
}

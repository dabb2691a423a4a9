/// A glyph transform as FreeType and Xft take it: 16.16 fixed point, y up.
///
/// Entries are quantized to 1/256 so that a label turning through an
/// animation reuses fonts and cached glyphs rather than making new ones every
/// frame, and so that both painters hand the very same matrix to FreeType.
public struct FontMatrix: Hashable, Sendable {
    /// The entries in 16.16 fixed point, as `FT_Matrix` holds them.
    public var xx: Int, xy: Int, yx: Int, yy: Int

    /// No transform.
    public static let identity = FontMatrix(xx: 1 << 16, xy: 0, yx: 0, yy: 1 << 16)

    /// From entries in FreeType's convention, fixed point.
    public init(xx: Int, xy: Int, yx: Int, yy: Int) {
        self.xx = xx; self.xy = xy; self.yx = yx; self.yy = yy
    }

    /// The matrix that draws text the way the screen-space (y down) linear map with columns
    /// `column1` (where local x goes) and `column2` (where local y goes) draws it, quantized.
    public init(screenX column1: (x: Double, y: Double), screenY column2: (x: Double, y: Double)) {
        func q(_ v: Double) -> Int { Int((max(-64, min(64, v)) * 256).rounded()) << 8 }
        // Flipping y on both sides: S · J · S with S = diag(1, −1).
        self.init(xx: q(column1.x), xy: q(-column2.x), yx: q(-column1.y), yy: q(column2.y))
    }

    /// The entries as doubles, for Xft's `FcMatrix`.
    public var doubles: (xx: Double, xy: Double, yx: Double, yy: Double) {
        (Double(xx) / 65536, Double(xy) / 65536, Double(yx) / 65536, Double(yy) / 65536)
    }
}

import TesseraGeometry
import TesseraRender

/// A picture in a white frame, as one bitmap a painter stretches over the whole cell: what
/// ``PictureInsetAttribute`` draws.
///
/// The bitmap has ``pixelsPerPoint`` pixels a point, so the centred, zoomed Cover Flow cell
/// still shows its picture sharply; the picture is sampled nearest-neighbour into the inset
/// rectangle, stretched as a `UIImageView`'s default `scaleToFill` does. A cell larger than
/// ``maximumSide`` pixels at that scale gets fewer pixels a point, so that its bitmap stays at most
/// ``maximumSide`` pixels a side: a cell a million points square asked for 16 TB.
struct FramedPicture {
    /// Pixels a point in the composed bitmap, for cells up to ``maximumSide`` / 2 points a side.
    static let pixelsPerPoint = 2
    /// The most pixels the composed bitmap has along either side (16 MB at most).
    static let maximumSide = 2048.0

    let source: ObjectIdentifier
    let size: Size
    let inset: Double
    let bitmap: Bitmap

    /// Composes `picture` inside a white frame `inset` points wide around a cell of `size`.
    init(picture: Bitmap, size: Size, inset: Double) {
        source = ObjectIdentifier(picture)
        self.size = size
        self.inset = inset
        // Sides that are not finite or not positive compose a one-pixel bitmap.
        let width = size.width.isFinite ? max(0, size.width) : 0, height = size.height.isFinite ? max(0, size.height) : 0
        let k = min(Double(Self.pixelsPerPoint), Self.maximumSide / max(width, height, 1))
        let w = max(1, Int((width * k).rounded())), h = max(1, Int((height * k).rounded()))
        let frame = Bitmap(width: w, height: h, fill: .white)
        let edge = inset.isFinite ? Int(min(max(inset * k, 0), Self.maximumSide).rounded()) : 0
        let innerW = w - 2 * edge, innerH = h - 2 * edge
        if innerW > 0, innerH > 0, picture.width > 0, picture.height > 0 {
            for y in 0..<innerH {
                let v = y * picture.height / innerH
                for x in 0..<innerW {
                    let c = picture[x * picture.width / innerW, v]
                    let i = ((y + edge) * w + x + edge) * 4
                    // Over white, as the picture's transparent parts show the cell's white.
                    let a = Int(c.a)
                    frame.pixels[i] = UInt8((Int(c.r) * a + 255 * (255 - a)) / 255)
                    frame.pixels[i + 1] = UInt8((Int(c.g) * a + 255 * (255 - a)) / 255)
                    frame.pixels[i + 2] = UInt8((Int(c.b) * a + 255 * (255 - a)) / 255)
                    frame.pixels[i + 3] = 255
                }
            }
        }
        bitmap = frame
    }

    /// Whether this composition is the one for `picture` in a cell of `size` with `inset`.
    func matches(_ picture: Bitmap, size: Size, inset: Double) -> Bool {
        source == ObjectIdentifier(picture) && self.size == size && self.inset == inset
    }
}

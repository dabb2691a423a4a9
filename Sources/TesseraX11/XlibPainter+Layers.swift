internal import CX11
import TesseraGeometry
import TesseraRender

/// Items drawn from their pictures in the ``LayerCache``: an item that looks the same as in the last
/// frame, up to a move by whole pixels, is drawn once into a picture of its box and then composited
/// whole, frame after frame, where drawing it anew costs a mask rasterized for each turned shape and a
/// glyph composited for each character.
extension XlibPainter {
    /// The most pixels one item's picture may have: a larger item is drawn directly.
    static let maximumLayerArea = 512 * 512

    /// Composites `item` from its picture, making the picture if the item looked the same in the last
    /// frame; false when the item is to be drawn directly (the first frame it looks this way, or an item
    /// that gains nothing from a picture: plain, unturned, or too large).
    ///
    /// The item is keyed by its looks measured from the whole pixel its centre lies in, and the picture
    /// remembers where its box lies from there, so an item drawn from its picture costs a key and a lookup:
    /// its box (its label measured, its border's corners worked out) is found only to make the picture.
    mutating func compositeFromLayer(_ item: DisplayItem, scale: Double, _ r: XRenderContext) -> Bool {
        let look = item.appearance
        // Plain unturned cells are a few solid rectangles: a picture would cost more than it saves.
        guard item.isTransformed || look.label != nil || look.image != nil else { return false }
        let c = item.projection.center
        guard abs(c.x) < 1e9, abs(c.y) < 1e9 else { return false }
        let cx = Int(c.x.rounded(.down)), cy = Int(c.y.rounded(.down))
        let key = LayerKey(item, x: cx, y: cy, scale: scale)
        let d = r.display
        if let layer = r.layers.use(key) {
            XRenderComposite(d, Int32(layer.opaque ? PictOpSrc : PictOpOver), layer.picture, 0, r.target, 0, 0, 0, 0,
                             Int32(clamping: cx + layer.x), Int32(clamping: cy + layer.y), UInt32(layer.width), UInt32(layer.height))
            return true
        }
        guard let box = layerBox(item, scale: scale, r), r.layers.shouldMake(key, area: box.width * box.height) else { return false }
        let pixmap = XCreatePixmap(d, window.backBuffer, UInt32(box.width), UInt32(box.height), 32)
        let picture = XRenderCreatePicture(d, pixmap, r.argb32, 0, nil)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(d, Int32(PictOpSrc), picture, &clear, 0, 0, UInt32(box.width), UInt32(box.height))
        var moved = item
        moved.projection.center = Point(x: c.x - Double(box.x), y: c.y - Double(box.y))
        composite(moved, scale: scale, r, on: Surface(picture: picture, width: box.width, height: box.height))
        r.layers.insert(LayerCache.Layer(pixmap: pixmap, picture: picture, x: box.x - cx, y: box.y - cy, width: box.width,
                                         height: box.height, opaque: box.opaque, image: look.image?.bitmap, usedInFrame: 0), for: key)
        XRenderComposite(d, Int32(box.opaque ? PictOpSrc : PictOpOver), picture, 0, r.target, 0, 0, 0, 0, Int32(box.x), Int32(box.y),
                         UInt32(box.width), UInt32(box.height))
        return true
    }

    /// The whole-pixel box all of `item`'s drawing lies in (its shape, its border's outer edge, its picture and its
    /// label's ink, with a pixel for antialiasing), or nil when the item is better drawn directly.
    ///
    /// An unturned opaque item on whole pixels whose label stays inside it has its box exactly: its outer edge, every
    /// pixel of it opaque, so its picture replaces what lies beneath (`opaque`) instead of being blended over it.
    func layerBox(_ item: DisplayItem, scale: Double, _ r: XRenderContext) -> (x: Int, y: Int, width: Int, height: Int, opaque: Bool)? {
        let look = item.appearance
        guard let quad = item.quad else { return nil }
        var box = quad.boundingBox
        let shape: Rect
        if look.border != nil, look.borderWidth > 0 {
            if item.isTransformed {
                guard let outer = Outline.offset(quad.corners, by: look.borderWidth / 2) else { return nil }
                for p in outer { box = box.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
            } else {
                box = box.insetBy(dx: -look.borderWidth / 2, dy: -look.borderWidth / 2)
            }
        }
        shape = box
        if let image = look.image, let placed = ImagePlacement(image, item: item) { box = box.union(placed.clip.boundingBox) }
        if let label = look.label,
           let place = TextPlacement.label(of: item, scale: scale, advance: { r.typeface.advance(of: label, pixelSize: $0) }),
           let font = r.font(size: place.pixelSize, matrix: place.matrix) {
            var info = XGlyphInfo()
            var s = label
            s.withUTF8 { XftTextExtentsUtf8(r.display, font, $0.baseAddress, Int32($0.count), &info) }
            if info.width > 0, info.height > 0 {
                box = box.union(Rect(x: Double(place.x - Int(info.x)), y: Double(place.y - Int(info.y)),
                                     width: Double(info.width), height: Double(info.height)))
            }
        }
        // Opaque all over: unturned, opaque fill and border, no picture, on whole pixels, the label inside.
        let opaque = !item.isTransformed && item.alpha >= 1 && look.fill.a == 255 && look.image == nil
            && (look.border.map { $0.a == 255 } ?? true) && box == shape
            && shape.minX == shape.minX.rounded() && shape.minY == shape.minY.rounded()
            && shape.maxX == shape.maxX.rounded() && shape.maxY == shape.maxY.rounded()
        // Antialiased edges reach into the pixels around the shape.
        if !opaque { box = box.insetBy(dx: -1, dy: -1) }
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
              box.maxX > 0, box.maxY > 0, box.minX < window.size.width, box.minY < window.size.height else { return nil }
        let x0 = box.minX.rounded(.down), y0 = box.minY.rounded(.down)
        let width = box.maxX.rounded(.up) - x0, height = box.maxY.rounded(.up) - y0
        guard width * height <= Double(Self.maximumLayerArea), width <= window.size.width, height <= window.size.height else { return nil }
        return (Int(x0), Int(y0), Int(width), Int(height), opaque)
    }
}

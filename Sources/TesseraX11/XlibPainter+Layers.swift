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

    /// What the frame does with one item: composite a picture it has (`layer`, at `x`, `y`), or look for one
    /// to make (`key`, the item's centre in the pixel `x`, `y`), or draw the item directly (neither).
    struct LayerPlan {
        var key: LayerKey?
        var layer: LayerCache.Layer?
        var x = 0, y = 0
    }

    /// Looks up every item's picture before anything is drawn, into `layerPlans`: the background is then filled
    /// only where no opaque picture will replace it.
    ///
    /// An item is keyed by its looks measured from the whole pixel its centre lies in, and the picture remembers
    /// where its box lies from there, so an item drawn from its picture costs a key and a lookup: its box (its
    /// label measured, its border's corners worked out) is found only to make the picture.
    mutating func planLayers(_ list: DisplayList, _ r: XRenderContext) {
        layerPlans.removeAll(keepingCapacity: true)
        opaqueLayerBoxes.removeAll(keepingCapacity: true)
        for item in list.items {
            let look = item.appearance, c = item.projection.center
            // Plain unturned cells are a few solid rectangles: a picture would cost more than it saves.
            guard retainsLayers, item.isTransformed || look.label != nil || look.image != nil, abs(c.x) < 1e9, abs(c.y) < 1e9 else {
                layerPlans.append(LayerPlan())
                continue
            }
            let cx = Int(c.x.rounded(.down)), cy = Int(c.y.rounded(.down))
            let key = LayerKey(item, x: cx, y: cy, scale: list.scale)
            if let layer = r.layers.use(key) {
                layerPlans.append(LayerPlan(key: nil, layer: layer, x: cx + layer.x, y: cy + layer.y))
                if layer.opaque {
                    opaqueLayerBoxes.append(XRectangle(x: Int16(clamping: cx + layer.x), y: Int16(clamping: cy + layer.y),
                                                       width: UInt16(clamping: layer.width), height: UInt16(clamping: layer.height)))
                }
            } else {
                layerPlans.append(LayerPlan(key: key, layer: nil, x: cx, y: cy))
            }
        }
    }

    /// Clears the back buffer to `background`, but for the boxes of the opaque pictures this frame composites
    /// with `PictOpSrc`, which replace whatever lies beneath them.
    mutating func fillBackground(_ background: Color, _ r: XRenderContext) {
        let d = r.display, w = Int(window.size.width), h = Int(window.size.height)
        var color = XRenderContext.renderColor(background)
        guard !opaqueLayerBoxes.isEmpty else {
            XRenderFillRectangle(d, Int32(PictOpSrc), r.target, &color, 0, 0, UInt32(w), UInt32(h))
            return
        }
        Self.uncovered(by: opaqueLayerBoxes, width: w, height: h, into: &rectangleBatch, edges: &bandEdges, spans: &bandSpans)
        guard !rectangleBatch.isEmpty else { return }
        XRenderFillRectangles(d, Int32(PictOpSrc), r.target, &color, &rectangleBatch, Int32(rectangleBatch.count))
    }

    /// The parts of `0 ..< width` by `0 ..< height` that none of `boxes` covers, as rectangles into `out`: the area
    /// is cut into bands at every box's top and bottom, and each band's gaps between the boxes crossing it (which
    /// cover all of its height) are kept. `edges` and `spans` are scratch space.
    static func uncovered(by boxes: [XRectangle], width: Int, height: Int, into out: inout [XRectangle],
                          edges: inout [Int], spans: inout [(Int, Int)]) {
        out.removeAll(keepingCapacity: true)
        edges.removeAll(keepingCapacity: true)
        edges.append(0)
        edges.append(height)
        for b in boxes {
            edges.append(min(height, max(0, Int(b.y))))
            edges.append(min(height, max(0, Int(b.y) + Int(b.height))))
        }
        edges.sort()
        var previous = -1
        for edge in edges where edge != previous {
            defer { previous = edge }
            guard previous >= 0, edge > previous else { continue }
            let top = previous, bottom = edge
            spans.removeAll(keepingCapacity: true)
            for b in boxes where Int(b.y) < bottom && Int(b.y) + Int(b.height) > top && b.width > 0 {
                spans.append((Int(b.x), Int(b.x) + Int(b.width)))
            }
            spans.sort { $0.0 < $1.0 }
            var x = 0
            for (x0, x1) in spans {
                if x0 > x, x < width {
                    out.append(XRectangle(x: Int16(clamping: x), y: Int16(clamping: top), width: UInt16(clamping: min(x0, width) - x),
                                          height: UInt16(clamping: bottom - top)))
                }
                x = max(x, x1)
            }
            if x < width {
                out.append(XRectangle(x: Int16(clamping: x), y: Int16(clamping: top), width: UInt16(clamping: width - x),
                                      height: UInt16(clamping: bottom - top)))
            }
        }
    }

    /// Composites `item` as `plan` says: from its picture, or from a picture made now if it looked the same in the
    /// last frame; false when the item is to be drawn directly (the first frame it looks this way, or an item that
    /// gains nothing from a picture: plain, unturned, or too large).
    mutating func compositeFromLayer(_ item: DisplayItem, _ plan: LayerPlan, scale: Double, _ r: XRenderContext) -> Bool {
        let d = r.display
        if let layer = plan.layer {
            XRenderComposite(d, Int32(layer.opaque ? PictOpSrc : PictOpOver), layer.picture, 0, r.target, 0, 0, 0, 0,
                             Int32(clamping: plan.x), Int32(clamping: plan.y), UInt32(layer.width), UInt32(layer.height))
            return true
        }
        guard let key = plan.key, let box = layerBox(item, scale: scale, r),
              r.layers.shouldMake(key, area: box.width * box.height) else { return false }
        let look = item.appearance, c = item.projection.center
        let pixmap = XCreatePixmap(d, window.backBuffer, UInt32(box.width), UInt32(box.height), 32)
        let picture = XRenderCreatePicture(d, pixmap, r.argb32, 0, nil)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(d, Int32(PictOpSrc), picture, &clear, 0, 0, UInt32(box.width), UInt32(box.height))
        var moved = item
        moved.projection.center = Point(x: c.x - Double(box.x), y: c.y - Double(box.y))
        composite(moved, scale: scale, r, on: Surface(picture: picture, width: box.width, height: box.height))
        r.layers.insert(LayerCache.Layer(pixmap: pixmap, picture: picture, x: box.x - plan.x, y: box.y - plan.y, width: box.width,
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

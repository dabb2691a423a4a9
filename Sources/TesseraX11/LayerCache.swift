internal import CX11
import TesseraRender

/// Pictures of the items the window draws alike frame after frame, kept on the server and composited
/// whole: the retained layer contents of CoreAnimation (a layer's backing store is drawn once and
/// composited until its contents change) and Flutter's raster cache.
///
/// The rule, as Flutter's: an item gets a picture the second frame in a row it looks the same
/// (``LayerKey``), drawn once into a transparent picture of its box and composited over the frame from
/// then on; a picture not used in a frame is freed at its end. So a frame where everything moves (a
/// Cover Flow fling) draws as before, with no picture made, and a frame where most items stay (a finger
/// dragging one cell, the heads-up line changing, a flow layout scrolled by whole pixels) composites
/// them, one request each instead of a mask rasterized per shape and a glyph per character. Pictures hold
/// at most ``maximumPixels`` pixels in all; past that, items are drawn directly.
final class LayerCache {
    /// One item's picture on the server.
    struct Layer {
        var pixmap: Pixmap
        var picture: Picture
        /// Where the picture's corner lies from the whole pixel the item's centre lies in.
        var x: Int, y: Int
        var width: Int, height: Int
        /// Whether every pixel of the picture is opaque, so it replaces what lies beneath rather than being blended over it.
        var opaque: Bool
        /// The pixels the picture shows, held so its identity in the key is not reused while the layer lives.
        var image: Bitmap?
        var usedInFrame: UInt64
    }

    /// The most pixels the pictures may hold together (about three 1920 × 1080 windows).
    var maximumPixels = 6_000_000
    /// The pixels the pictures hold now.
    private(set) var pixels = 0
    /// Layers composited, made, and items drawn directly since the cache was made (for tests and the heads-up line).
    private(set) var hits = 0, made = 0, misses = 0

    private var layers: [LayerKey: Layer] = [:]
    /// The keys of items drawn directly in the last frame, and in this one: candidates for a picture.
    private var seenBefore: Set<LayerKey> = [], seenNow: Set<LayerKey> = []
    private var frame: UInt64 = 0

    /// The number of pictures held.
    var count: Int { layers.count }

    /// Starts a frame.
    func beginFrame() {
        frame &+= 1
    }

    /// The picture of an item with `key`, marked used in this frame; nil when there is none.
    func use(_ key: LayerKey) -> Layer? {
        guard let index = layers.index(forKey: key) else { return nil }
        layers.values[index].usedInFrame = frame
        hits += 1
        return layers.values[index]
    }

    /// Whether an item with `key`, `area` pixels large, should get a picture now: it was drawn alike in
    /// the last frame and the pictures have room. Otherwise it is noted as drawn directly in this frame.
    func shouldMake(_ key: LayerKey, area: Int) -> Bool {
        if seenBefore.contains(key), pixels + area <= maximumPixels { return true }
        seenNow.insert(key)
        misses += 1
        return false
    }

    /// Keeps `layer` as the picture of items with `key`, used in this frame.
    func insert(_ layer: Layer, for key: LayerKey) {
        var layer = layer
        layer.usedInFrame = frame
        layers[key] = layer
        pixels += layer.width * layer.height
        made += 1
    }

    /// Ends the frame: frees the pictures it did not use, and remembers what it drew directly.
    func endFrame(display: OpaquePointer) {
        if layers.contains(where: { $0.value.usedInFrame != frame }) {
            for (key, layer) in layers where layer.usedInFrame != frame {
                free(layer, display: display)
                layers.removeValue(forKey: key)
            }
        }
        swap(&seenBefore, &seenNow)
        seenNow.removeAll(keepingCapacity: true)
    }

    /// Frees every picture and forgets every key.
    func removeAll(display: OpaquePointer) {
        for layer in layers.values { free(layer, display: display) }
        layers.removeAll()
        seenBefore.removeAll()
        seenNow.removeAll()
    }

    private func free(_ layer: Layer, display: OpaquePointer) {
        XRenderFreePicture(display, layer.picture)
        XFreePixmap(display, layer.pixmap)
        pixels -= layer.width * layer.height
    }
}

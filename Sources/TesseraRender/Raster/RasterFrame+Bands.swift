import Dispatch
import TesseraGeometry

/// Drawing a frame's layers band by band: each band of rows is cleared and gets every layer that touches it,
/// in paint order, while its pixels stay in the cache, so the frame's memory is written about once. A pixel's
/// layers are the same, in the same order, whatever the bands: each layer draws a row the same way whichever
/// rows it is asked for. The background is not written under an opaque rectangle, which sets its pixels anyway.
extension RasterFrame {
    /// What every band's drawing shares, as raw memory for the length of one
    /// ``draw(on:background:labels:bandHeight:bands:workers:threads:counter:)``: the frame's pixels and what the layers read.
    private struct Target {
        let pixels: UnsafeMutablePointer<UInt32>, width: Int
        /// ``BandIndex/patternRows``.
        let patterns: UnsafePointer<UInt32>
        let planes: UnsafeBufferPointer<UInt8>, edges: UnsafePointer<ConvexEdges.Edge>
    }

    /// One thread's rows, lent by its ``BandWorker``.
    private struct Rows {
        let deltas: UnsafeMutablePointer<Double>, sums: UnsafeMutablePointer<Double>, levels: UnsafeMutablePointer<UInt8>
    }

    /// Draws the layers over `background` into `bitmap`, `bandHeight` rows at a time, on up to `threads`
    /// threads, each with one of the first `threads` `workers` to itself. Each band is drawn whole by one
    /// thread, and a pixel's layers are the same whichever thread or band draws it, so the pixels do not
    /// depend on the number of threads. `bands`, `workers` and `counter` are scratch kept from frame to frame.
    func draw(on bitmap: Bitmap, background: Color, labels: LabelImages, bandHeight: Int,
              bands: inout BandIndex, workers: [BandWorker], threads: Int, counter next: BandCounter) {
        let w = bitmap.width, h = bitmap.height, band = max(1, bandHeight)
        guard w > 0, h > 0, threads > 0, !workers.isEmpty else { return }
        bands.index(layers, bandHeight: band, height: h)
        bands.preparePatterns(layers, background: (UInt32(background.a) << 24 | background.rgb).littleEndian)
        let index = bands, bandCount = (h + band - 1) / band
        var edges = self.edges
        if edges.isEmpty { edges.append((0, 0, 0, 0)) }
        bitmap.pixels.withUnsafeMutableBytes { raw in
            index.patternRows.withUnsafeBufferPointer { patterns in
                labels.pixels.withUnsafeBufferPointer { planes in
                    edges.withUnsafeBufferPointer { edges in
                        let target = Target(pixels: raw.baseAddress!.assumingMemoryBound(to: UInt32.self), width: w,
                                            patterns: patterns.baseAddress!, planes: planes, edges: edges.baseAddress!)
                        // Each thread takes the next band nobody has taken, so a thread slowed by the machine's
                        // other work takes fewer.
                        next.reset()
                        func work(_ k: Int) {
                            let worker = workers[k]
                            worker.withRows(width: w) { deltas, sums, levels in
                                let rows = Rows(deltas: deltas, sums: sums, levels: levels)
                                while let b = next.take(below: bandCount) {
                                    let y0 = b * band
                                    draw(band: y0..<min(h, y0 + band), list: index.layers(inBand: b), on: target, rows: rows,
                                         worker: worker, labels: labels, bands: index)
                                }
                            }
                        }
                        let threads = min(threads, workers.count, bandCount)
                        if threads == 1 {
                            work(0)
                        } else {
                            // Every thread has returned before `concurrentPerform` does, so nothing here escapes:
                            // the threads share the frame's layers and index, which nobody writes meanwhile, and
                            // the pixels, each band of which one thread writes.
                            withoutActuallyEscaping(work) { work in
                                let job = ConcurrentJob(run: work)
                                DispatchQueue.concurrentPerform(iterations: threads) { job.run($0) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// One band: the background, then every layer of `list` over the band's rows.
    private func draw(band: Range<Int>, list: ArraySlice<Int32>, on t: Target, rows r: Rows, worker: BandWorker,
                      labels: LabelImages, bands: BandIndex) {
        let p = t.pixels, w = t.width
        worker.clear(p, width: w, rows: band, background: t.patterns, layers: layers, list: list)
        for i in list {
            let layer = layers[Int(i)], rows = max(band.lowerBound, layer.top)..<min(band.upperBound, layer.bottom)
            let slot = Int(bands.slots[Int(i)]), solid = slot < 0 ? nil : t.patterns + slot * PixelRun.patternLength
            switch layer.shape {
            case .rect:
                if let solid {
                    for y in rows { PixelRun.fill(p + y * w + layer.x0, count: layer.x1 - layer.x0, from: solid) }
                } else {
                    for y in rows { PixelRun.blend(p + y * w + layer.x0, count: layer.x1 - layer.x0, rgb: layer.rgb, alpha: layer.level) }
                }
            case .polygon:
                let shape = shapes[layer.index]
                var sink = FillSink(pixels: p, width: w, rgb: layer.rgb, weight: layer.weight, levels: r.levels, solid: solid)
                RasterCanvas.coverage(outer: shape.outer, hole: shape.hole, edges: t.edges, rows: rows, width: w,
                                      deltas: r.deltas, sums: r.sums, into: &sink)
            case .image:
                let (bitmap, placed, alpha, clip) = images[layer.index]
                bitmap.pixels.withUnsafeBufferPointer { src in
                    var sink = ImageSink(source: src, width: bitmap.width, height: bitmap.height, placement: placed,
                                         alpha: alpha, pixels: p, canvasWidth: w)
                    RasterCanvas.coverage(outer: shapes[clip].outer, hole: nil, edges: t.edges, rows: rows, width: w,
                                          deltas: r.deltas, sums: r.sums, into: &sink)
                }
            case .text:
                Self.drawText(labels.images[layer.index], planes: t.planes, overlaps: labels.overlaps, layer: layer,
                              rows: rows, pixels: p, width: w)
            }
        }
    }

    /// A label's rows `rows` (clipped to the canvas's columns): its plane a row at a time, then its overlaps.
    private static func drawText(_ image: LabelImages.Image, planes: UnsafeBufferPointer<UInt8>, overlaps: [LabelImages.Overlap],
                                 layer: RasterLayer, rows: Range<Int>, pixels p: UnsafeMutablePointer<UInt32>, width w: Int) {
        let left = layer.x0 + image.left, top = layer.x1 + image.top
        let c0 = max(0, -left), c1 = min(image.width, w - left)
        guard c0 < c1, !rows.isEmpty, let plane = planes.baseAddress.map({ $0 + image.offset }) else { return }
        for y in rows {
            PixelRun.blend(p + y * w + left + c0, coverage: plane + (y - top) * image.width + c0, count: c1 - c0,
                           rgb: layer.rgb, alpha: layer.level)
        }
        for o in overlaps[image.overlaps] {
            let x = Int(o.x), y = top + Int(o.y)
            guard x >= c0, x < c1, rows.contains(y) else { continue }
            let alpha = (UInt32(o.coverage) * UInt32(layer.level) + 127) / 255
            p[y * w + left + x] = PixelRun.blend(p[y * w + left + x], rgb: layer.rgb, alpha: alpha)
        }
    }
}

/// Work handed to `DispatchQueue.concurrentPerform`, which wants it sendable: what it captures is read by
/// every thread and written by none, or, like a band's pixels and a ``BandWorker``, written by one.
private struct ConcurrentJob: @unchecked Sendable {
    let run: (Int) -> Void
}

/// Which layers touch each band, in paint order, and the band's clearing to the background; and rows of the
/// frame's opaque colours, which opaque runs are copied from.
struct BandIndex {
    /// Each opaque colour's row of ``PixelRun/patternLength`` pixels, the background's first.
    private(set) var patternRows: [UInt32] = []
    /// Each layer's row in ``patternRows`` when it sets whole runs to one opaque colour, else −1.
    private(set) var slots: [Int16] = []
    private var patterns: [UInt32] = []
    private var starts: [Int] = []
    private var entries: [Int32] = []

    /// Lists `layers` band by band: each layer in every band its rows touch.
    mutating func index(_ layers: [RasterLayer], bandHeight: Int, height: Int) {
        let count = (height + bandHeight - 1) / bandHeight
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: count + 1))
        for layer in layers where layer.top < layer.bottom {
            for b in (layer.top / bandHeight)...((layer.bottom - 1) / bandHeight) { starts[b + 1] += 1 }
        }
        for b in 0..<count { starts[b + 1] += starts[b] }
        entries.removeAll(keepingCapacity: true)
        entries.append(contentsOf: repeatElement(0, count: starts[count]))
        var next = starts
        for (i, layer) in layers.enumerated() where layer.top < layer.bottom {
            for b in (layer.top / bandHeight)...((layer.bottom - 1) / bandHeight) {
                entries[next[b]] = Int32(i)
                next[b] += 1
            }
        }
    }

    /// The layers band `band` gets, in paint order.
    func layers(inBand band: Int) -> ArraySlice<Int32> { entries[starts[band]..<starts[band + 1]] }

    /// Finds the opaque colours the layers set whole runs to (up to 32 of them), and fills their rows.
    mutating func preparePatterns(_ layers: [RasterLayer], background: UInt32) {
        patterns.removeAll(keepingCapacity: true)
        patterns.append(background)
        slots.removeAll(keepingCapacity: true)
        for layer in layers {
            let opaque = layer.shape == .rect ? layer.level >= 255 : layer.shape == .polygon && Int(layer.weight + 0.5) >= 255
            var slot = -1
            if opaque {
                let pattern = layer.rgb | 0xFF00_0000
                if let found = patterns.firstIndex(of: pattern) {
                    slot = found
                } else if patterns.count < 32 {
                    patterns.append(pattern)
                    slot = patterns.count - 1
                }
            }
            slots.append(Int16(slot))
        }
        let n = PixelRun.patternLength
        if patternRows.count < patterns.count * n { patternRows = [UInt32](repeating: 0, count: patterns.count * n) }
        patternRows.withUnsafeMutableBufferPointer { rows in
            for (i, pattern) in patterns.enumerated() { PixelRun.fill(rows.baseAddress! + i * n, count: n, pattern: pattern) }
        }
    }
}

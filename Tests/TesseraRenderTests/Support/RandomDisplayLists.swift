import TesseraGeometry
import TesseraLayout
import TesseraRender
import TesseraTesting


/// Display lists drawn at random, over every layer and path the painters have: whole-pixel and fractional
/// frames, turned, swung and scaled cells (some partly behind the eye), translucent fills and colours, thin and
/// thick borders, labels with characters outside ASCII, images in every content mode, veils, touches, heads-up
/// lines, a scale of 2, and cells partly or wholly off the canvas.
enum RandomDisplayLists {
    static let words = ["Cell #042 in grid A1", "Wy", "é→ü", "Hello, world", "i", "MMMM", "fi fl ffi", "ÅÄÖ 123", ""]

    static func list(seed: UInt64, width: Int, height: Int, items: Int) -> DisplayList {
        var rng = SplitMix64(seed: seed)
        func pick(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        func color() -> Color {
            Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng), b: .random(in: 0...255, using: &rng),
                  a: chance(0.7) ? 255 : .random(in: 0...255, using: &rng))
        }
        /// Whole pixels, halves or anything.
        func coordinate(_ range: ClosedRange<Double>) -> Double {
            let v = pick(range)
            return chance(0.5) ? v.rounded() : chance(0.5) ? (v * 2).rounded() / 2 : v
        }
        var list = DisplayList(size: Size(width: Double(width), height: Double(height)), background: chance(0.8) ? Color(hex: 0xF2F2F7) : color())
        if chance(0.15) { list.scale = 2 }
        let w = Double(width), h = Double(height)
        for i in 0..<items {
            let size = Size(width: coordinate(0.5...max(1, w * 0.6)), height: coordinate(0.5...max(1, h * 0.5)))
            var a = LayoutAttributes(forCellAt: ElementPath(item: i, section: 0),
                                     center: Point(x: coordinate(-w * 0.2...w * 1.2), y: coordinate(-h * 0.2...h * 1.2)), size: size)
            if chance(0.4) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: a.transform3D = Transform3D(rotationAngle: pick(-3.2...3.2), x: 0, y: 0, z: 1)
                case 1:
                    var t = Transform3D.identity
                    t.m34 = -1.0 / pick(60...1000)
                    a.transform3D = Transform3D(rotationAngle: pick(-1.5...1.5), x: 0, y: 1, z: 0).concatenating(t)
                case 2: a.transform3D = Transform3D(scaleX: pick(0.2...2), y: pick(0.2...2), z: 1)
                default:
                    var t = Transform3D.identity
                    t.m34 = -1.0 / pick(60...1000)
                    a.transform3D = Transform3D(rotationAngle: pick(-1.2...1.2), x: 1, y: 0, z: 0)
                        .concatenating(Transform3D(rotationAngle: pick(-3...3), x: 0, y: 0, z: 1)).concatenating(t)
                }
            }
            a.alpha = chance(0.7) ? 1 : pick(0...1)
            a.zIndex = Int.random(in: 0...2, using: &rng)
            var look = ElementAppearance(fill: color())
            if chance(0.7) {
                look.border = color()
                look.borderWidth = [1, 2, 3, 0.5, 1.5, 0][Int.random(in: 0..<6, using: &rng)]
            }
            if chance(0.7) {
                look.label = words[Int.random(in: 0..<words.count, using: &rng)]
                look.labelColor = color()
            }
            if chance(0.15) { look.dim = pick(0...1.2) }
            if chance(0.12) {
                let bw = Int.random(in: 1...9, using: &rng), bh = Int.random(in: 1...9, using: &rng)
                var pixels = [UInt8](repeating: 0, count: bw * bh * 4)
                for k in pixels.indices { pixels[k] = .random(in: 0...255, using: &rng) }
                let mode = ElementAppearance.ContentMode.allCases[Int.random(in: 0..<3, using: &rng)]
                look.image = .init(bitmap: Bitmap(width: bw, height: bh, pixels: pixels), mode: mode, clips: chance(0.7),
                                   fillAmount: chance(0.5) ? nil : pick(0...1))
            }
            list.append(a, appearance: look, contentOffset: .zero)
        }
        list.sort()
        for _ in 0..<Int.random(in: 0...2, using: &rng) { list.touches.append(Point(x: pick(-20...w + 20), y: pick(-20...h + 20))) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) { list.hud.append(words[Int.random(in: 0..<words.count, using: &rng)] + " fps") }
        return list
    }

    /// A grid of labelled cells in the manner of the bench frame: every fourth turned 8° about z, every eighth
    /// (offset by two) swung 35° about y in perspective, each with a 2-point border.
    static func grid(width: Int, height: Int, columns: Int, rows: Int) -> DisplayList {
        var list = DisplayList(size: Size(width: Double(width), height: Double(height)))
        let cw = Double(width / columns), ch = Double(height / rows)
        let palette: [Color] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF, 0xAF52DE].map { Color(hex: $0) }
        for i in 0..<(columns * rows) {
            var a = LayoutAttributes(forCellAt: ElementPath(item: i, section: 0),
                                     center: Point(x: (Double(i % columns) + 0.5) * cw, y: (Double(i / columns) + 0.5) * ch),
                                     size: Size(width: cw - 12, height: ch - 10))
            if i % 4 == 0 {
                a.transform3D = Transform3D(rotationAngle: 8 * Double.pi / 180, x: 0, y: 0, z: 1)
            } else if i % 8 == 2 {
                var t = Transform3D.identity
                t.m34 = -1.0 / 800
                a.transform3D = Transform3D(rotationAngle: 35 * Double.pi / 180, x: 0, y: 1, z: 0).concatenating(t)
            }
            list.append(a, appearance: ElementAppearance(fill: palette[i % palette.count], border: Color(hex: 0x1C1C1E), borderWidth: 2,
                                                         label: "Cell #\(i) in grid A1", labelColor: .white), contentOffset: .zero)
        }
        list.sort()
        list.touches = [Point(x: 100, y: 100)]
        list.hud = ["60 fps", "a heads-up line"]
        return list
    }
}

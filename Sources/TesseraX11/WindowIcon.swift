/// The window's icon: a 3 × 3 mosaic of rounded tiles, the centre one picked out, drawn
/// at the sizes taskbars and window switchers ask for.
enum WindowIcon {
    /// The sizes drawn, in pixels a side.
    static let sizes = [16, 32, 48]

    /// The `_NET_WM_ICON` value: for each size, its width, its height, then its pixels
    /// row by row as `0xAARRGGBB`, each in a C long as Xlib's format-32 properties are.
    static func netWMIcon() -> [UInt] {
        var value: [UInt] = []
        for size in sizes {
            value.append(UInt(size))
            value.append(UInt(size))
            value += pixels(size: size).map { UInt($0) }
        }
        return value
    }

    /// The icon at `size` × `size`, straight (not premultiplied) ARGB, transparent between the tiles.
    static func pixels(size: Int) -> [UInt32] {
        let tiles = 3
        let gap = max(1.0, Double(size) / 16)
        let tile = (Double(size) - gap * Double(tiles + 1)) / Double(tiles)
        let radius = tile * 0.25
        var out = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let column = Int((px - gap / 2) / (tile + gap)), row = Int((py - gap / 2) / (tile + gap))
                guard column < tiles, row < tiles else { continue }
                let left = gap + Double(column) * (tile + gap), top = gap + Double(row) * (tile + gap)
                // Distance outside the tile's rounded rectangle, for one pixel of antialiasing.
                let dx = max(left + radius - px, px - (left + tile - radius), 0)
                let dy = max(top + radius - py, py - (top + tile - radius), 0)
                let outside = (dx * dx + dy * dy).squareRoot() - radius
                let coverage = min(1, max(0, 0.5 - outside))
                guard coverage > 0 else { continue }
                let rgb: UInt32 = row == 1 && column == 1 ? 0xE8_6A_33 : ((row + column) % 2 == 0 ? 0x2F_6F_9F : 0x5A_9B_C9)
                out[y * size + x] = UInt32((coverage * 255).rounded()) << 24 | rgb
            }
        }
        return out
    }
}

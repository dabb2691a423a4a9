import TesseraGeometry
import TesseraLayout
import TesseraRender

/// The frame of tessera-bench's render suite, built the same way: 1920 × 1080,
/// 200 cells with fill, 2-point border and a 20-character label, 75 of them turned
/// (8° about z, or 35° about y in perspective).
enum BenchFrame {
    static let width = 1920
    static let height = 1080

    static func displayList() -> DisplayList {
        var list = DisplayList(size: Size(width: Double(width), height: Double(height)))
        let columns = 10, rows = 20
        let cellWidth = Double(width / columns), cellHeight = Double(height / rows)
        let palette: [Color] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x00C7BE, 0x30B0C7,
                                0x32ADE6, 0x007AFF, 0x5856D6, 0xAF52DE, 0xFF2D55, 0xA2845E].map { Color(hex: $0) }
        for i in 0..<(columns * rows) {
            let column = i % columns, row = i / columns
            var attributes = LayoutAttributes(
                forCellAt: ElementPath(item: i, section: 0),
                center: Point(x: (Double(column) + 0.5) * cellWidth, y: (Double(row) + 0.5) * cellHeight),
                size: Size(width: cellWidth - 12, height: cellHeight - 10))
            if i % 4 == 0 {
                attributes.transform3D = Transform3D(rotationAngle: 8 * Double.pi / 180, x: 0, y: 0, z: 1)
            } else if i % 8 == 2 {
                var t = Transform3D.identity
                t.m34 = -1.0 / 800
                attributes.transform3D = Transform3D(rotationAngle: 35 * Double.pi / 180, x: 0, y: 1, z: 0).concatenating(t)
            }
            let s = String(i)
            let label = "Cell #" + String(repeating: "0", count: max(0, 3 - s.count)) + s + " in grid A1"
            list.append(attributes, appearance: ElementAppearance(fill: palette[i % palette.count], border: Color(hex: 0x1C1C1E),
                                                                  borderWidth: 2, label: label, labelColor: .white),
                        contentOffset: .zero)
        }
        list.sort()
        return list
    }
}

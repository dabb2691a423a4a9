import TesseraGeometry
import TesseraLayout
import TesseraRender

/// The frame both render benchmarks draw: 1920 × 1080, 200 cells in a grid of
/// 10 columns and 20 rows, each with a fill, a 2-point border and a
/// 20-character label. 75 of them are transformed, so they are drawn as
/// polygons: every fourth cell is turned 8° about z, and every eighth (offset
/// by two) swings 35° about y with perspective (m34 = −1/800), as in Cover Flow.
///
/// It lives here, in the testing library, so that `tessera-bench` and the cairo peers in
/// `Benchmarks/` (a package of its own) draw exactly the same frame.
public enum BenchFrame {
    /// The frame's width in pixels.
    public static let width = 1920
    /// The frame's height in pixels.
    public static let height = 1080
    /// The grid's columns.
    public static let columns = 10
    /// The grid's rows.
    public static let rows = 20

    /// The frame as a display list, sorted in paint order.
    public static func displayList() -> DisplayList {
        var list = DisplayList(size: Size(width: Double(width), height: Double(height)))
        let cellWidth = Double(width / columns), cellHeight = Double(height / rows)
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
            let label = "Cell #" + pad(i) + " in grid A1"
            let appearance = ElementAppearance(fill: palette[i % palette.count], border: Color(hex: 0x1C1C1E), borderWidth: 2,
                                               label: label, labelColor: .white)
            list.append(attributes, appearance: appearance, contentOffset: .zero)
        }
        list.sort()
        return list
    }

    /// `i` as three digits.
    private static func pad(_ i: Int) -> String {
        let s = String(i)
        return String(repeating: "0", count: max(0, 3 - s.count)) + s
    }

    private static let palette: [Color] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x00C7BE, 0x30B0C7,
                                           0x32ADE6, 0x007AFF, 0x5856D6, 0xAF52DE, 0xFF2D55, 0xA2845E].map { Color(hex: $0) }
}

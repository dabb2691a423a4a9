import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
@testable import TesseraX11

/// The batched Xlib painter against the element-at-a-time one, pixel for pixel,
/// in a real X server: batching may only change how many requests a frame
/// takes, never what it shows.
final class XlibPainterBatchingTests: LiveWindowTestCase {
    let palette: [Color] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF, 0xAF52DE].map { Color(hex: $0) }

    func element(_ i: Int, center: Point, size: Size, transform: Transform3D = .identity, border: Color? = Color(hex: 0x1C1C1E),
                 borderWidth: Double = 2, label: String? = nil, alpha: Double = 1, zIndex: Int = 0) -> (LayoutAttributes, ElementAppearance) {
        var a = LayoutAttributes(forCellAt: ElementPath(item: i, section: 0), center: center, size: size)
        a.transform3D = transform
        a.alpha = alpha
        a.zIndex = zIndex
        let look = ElementAppearance(fill: palette[i % palette.count], border: border, borderWidth: borderWidth,
                                     label: label ?? "Cell \(i)", labelColor: i % 3 == 0 ? .black : .white)
        return (a, look)
    }

    /// Both painters' pixels for `list`, drawn into the same window in turn.
    func pixels(_ list: DisplayList) throws -> (batched: [UInt], oneByOne: [UInt]) {
        let connection = try X11Display(name: display)
        let window = try X11Window(connection: connection, title: "batching", size: list.size)
        var batched = XlibPainter(window: window, batching: true, composited: false)
        batched.paint(list)
        let a = window.backBufferPixels()
        var oneByOne = XlibPainter(window: window, batching: false, composited: false)
        oneByOne.paint(list)
        let b = window.backBufferPixels()
        return (a, b)
    }

    func assertSamePixels(_ list: DisplayList, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (a, b) = try pixels(list)
        XCTAssertEqual(a.count, Int(list.size.width * list.size.height), "the back buffer was read", file: file, line: line)
        let differing = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        XCTAssertTrue(differing.isEmpty, "\(message): \(differing.count) pixels differ, the first at "
                      + (differing.first.map { "(\($0 % Int(list.size.width)), \($0 / Int(list.size.width)))" } ?? "-"), file: file, line: line)
    }

    func testAGridWithRotatedAndSwungCellsIsTheSame() throws {
        var list = DisplayList(size: Size(width: 640, height: 360))
        for i in 0..<60 {
            let column = i % 6, row = i / 6
            var t = Transform3D.identity
            if i % 4 == 0 { t = Transform3D(rotationAngle: 8 * .pi / 180, x: 0, y: 0, z: 1) }
            if i % 8 == 2 {
                var p = Transform3D.identity
                p.m34 = -1.0 / 800
                t = Transform3D(rotationAngle: 35 * .pi / 180, x: 0, y: 1, z: 0).concatenating(p)
            }
            let (a, look) = element(i, center: Point(x: Double(column) * 106 + 53, y: Double(row) * 36 + 18), size: Size(width: 96, height: 28),
                                    transform: t, border: i % 5 == 0 ? nil : Color(hex: 0x1C1C1E), borderWidth: Double(1 + i % 3),
                                    alpha: i % 7 == 0 ? 0.5 : 1)
            list.append(a, appearance: look, contentOffset: .zero)
        }
        list.sort()
        try assertSamePixels(list, "a grid")
    }

    /// Overlapping cards, as in Stack, a label wider than its cell that reaches
    /// its neighbour, and a wide border on a turned cell and a turned speck,
    /// which are drawn alone.
    func testOverlapsLongLabelsAndWideBordersKeepTheirOrder() throws {
        var list = DisplayList(size: Size(width: 400, height: 300))
        for i in 0..<8 {
            let (a, look) = element(i, center: Point(x: 200 + Double(i) * 6, y: 150 - Double(i) * 4), size: Size(width: 160, height: 120),
                                    transform: Transform3D(rotationAngle: Double(i - 4) * 3 * .pi / 180, x: 0, y: 0, z: 1), zIndex: i)
            list.append(a, appearance: look, contentOffset: .zero)
        }
        let (narrow, narrowLook) = element(20, center: Point(x: 40, y: 30), size: Size(width: 40, height: 30),
                                           label: "a label far wider than its cell")
        list.append(narrow, appearance: narrowLook, contentOffset: .zero)
        let (neighbour, neighbourLook) = element(21, center: Point(x: 100, y: 30), size: Size(width: 60, height: 30))
        list.append(neighbour, appearance: neighbourLook, contentOffset: .zero)
        let (wide, wideLook) = element(22, center: Point(x: 60, y: 250), size: Size(width: 80, height: 60),
                                       transform: Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1), borderWidth: 8)
        list.append(wide, appearance: wideLook, contentOffset: .zero)
        let (under, underLook) = element(23, center: Point(x: 110, y: 260), size: Size(width: 80, height: 40))
        list.append(under, appearance: underLook, contentOffset: .zero)
        // A turned cell too small for its border's lines is drawn alone, as polygons.
        let (speck, speckLook) = element(24, center: Point(x: 300, y: 40), size: Size(width: 0.6, height: 0.6),
                                         transform: Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1), label: "")
        list.append(speck, appearance: speckLook, contentOffset: .zero)
        try assertSamePixels(list, "overlaps")
    }
}

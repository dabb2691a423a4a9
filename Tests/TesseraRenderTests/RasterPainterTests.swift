import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraRender
import TesseraTesting

final class RasterPainterTests: XCTestCase {
    func cell(_ item: Int, _ frame: Rect, transform: Transform3D = .identity, zIndex: Int = 0) -> LayoutAttributes {
        var a = LayoutAttributes(forCellAt: ElementPath(item: item, section: 0), frame: frame)
        a.transform3D = transform
        a.zIndex = zIndex
        return a
    }

    func testARectangleFillsExactlyThePixelsWhoseCentresItCovers() {
        var list = DisplayList(size: Size(width: 20, height: 10), background: .white)
        list.append(cell(0, Rect(x: 2, y: 3, width: 4, height: 2)), appearance: ElementAppearance(fill: .black), contentOffset: .zero)
        var painter = RasterPainter(width: 20, height: 10)
        painter.paint(list)
        var black: [String] = []
        for y in 0..<10 { for x in 0..<20 where painter.bitmap[x, y] == .black { black.append("\(x),\(y)") } }
        XCTAssertEqual(black, ["2,3", "3,3", "4,3", "5,3", "2,4", "3,4", "4,4", "5,4"])
    }

    func testTheContentOffsetMovesElementsUpTheWindow() {
        var list = DisplayList(size: Size(width: 10, height: 10), background: .white)
        list.append(cell(0, Rect(x: 0, y: 100, width: 2, height: 2)), appearance: ElementAppearance(fill: .black),
                    contentOffset: Point(x: 0, y: 95))
        var painter = RasterPainter(width: 10, height: 10)
        painter.paint(list)
        XCTAssertEqual(painter.bitmap[0, 5], .black)
        XCTAssertEqual(painter.bitmap[0, 4], .white)
    }

    func testAlphaBlendsOverWhatLiesBeneath() {
        var list = DisplayList(size: Size(width: 4, height: 4), background: .white)
        var a = cell(0, Rect(x: 0, y: 0, width: 4, height: 4))
        a.alpha = 0.5
        list.append(a, appearance: ElementAppearance(fill: .black), contentOffset: .zero)
        var painter = RasterPainter(width: 4, height: 4)
        painter.paint(list)
        XCTAssertEqual(Double(painter.bitmap[1, 1].r), 127.5, accuracy: 0.5)
        XCTAssertEqual(painter.bitmap[1, 1].a, 255)
        XCTAssertEqual(Color.black.blended(over: .white, alpha: 0.5), Color(r: 128, g: 128, b: 128))
    }

    func testHigherZIndexPaintsOnTopAndDecorationsPaintBelowCellsAtTheSameZIndex() {
        var list = DisplayList(size: Size(width: 4, height: 4), background: .white)
        let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF), green = Color(hex: 0x00FF00)
        list.append(cell(0, Rect(x: 0, y: 0, width: 4, height: 4), zIndex: 1), appearance: ElementAppearance(fill: red), contentOffset: .zero)
        list.append(cell(1, Rect(x: 0, y: 0, width: 4, height: 4)), appearance: ElementAppearance(fill: blue), contentOffset: .zero)
        let decoration = LayoutAttributes(forDecorationOfKind: "binder", at: ElementPath(item: 0, section: 0),
                                          frame: Rect(x: 0, y: 0, width: 2, height: 2))
        list.append(decoration, appearance: ElementAppearance(fill: green), contentOffset: .zero)
        list.sort()
        XCTAssertEqual(list.items.map(\.key.category), [.decoration, .cell, .cell])
        var painter = RasterPainter(width: 4, height: 4)
        painter.paint(list)
        XCTAssertEqual(painter.bitmap[0, 0], red)
    }

    func testATransformedCellIsDrawnAsItsProjectedQuad() {
        // A 20×20 square rotated 45° about its centre becomes a diamond.
        var list = DisplayList(size: Size(width: 40, height: 40), background: .white)
        list.append(cell(0, Rect(x: 10, y: 10, width: 20, height: 20), transform: Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)),
                    appearance: ElementAppearance(fill: .black), contentOffset: .zero)
        var painter = RasterPainter(width: 40, height: 40)
        painter.paint(list)
        XCTAssertEqual(painter.bitmap[20, 20], .black, "the centre")
        XCTAssertEqual(painter.bitmap[20, 7], .black, "the top vertex reaches 20 − 14.1")
        XCTAssertEqual(painter.bitmap[11, 11], .white, "the old corner is now outside")
    }

    func testImagesFollowTheContentMode() {
        // A 4×2 image in a 8×8 element: aspect fit is 8×4 centred, aspect fill is 16×8 clipped.
        let image = Bitmap(width: 4, height: 2, fill: Color(hex: 0xFF0000))
        for mode in [ElementAppearance.ContentMode.aspectFit, .aspectFill] {
            var list = DisplayList(size: Size(width: 8, height: 8), background: .white)
            list.append(cell(0, Rect(x: 0, y: 0, width: 8, height: 8)),
                        appearance: ElementAppearance(fill: .white, image: .init(bitmap: image, mode: mode)), contentOffset: .zero)
            var painter = RasterPainter(width: 8, height: 8)
            painter.paint(list)
            XCTAssertEqual(painter.bitmap[4, 4], Color(hex: 0xFF0000))
            XCTAssertEqual(painter.bitmap[4, 0], mode == .aspectFit ? .white : Color(hex: 0xFF0000), "\(mode)")
        }
        XCTAssertEqual(ImageGeometry.frame(imageWidth: 4, imageHeight: 2, in: Size(width: 8, height: 8), mode: .aspectFit, fillAmount: 0.5),
                       Rect(x: -6, y: -3, width: 12, height: 6), "halfway between fit (8×4) and fill (16×8)")
    }

    func testLabelsAreDrawnAntialiasedInDejaVuSans() throws {
        let typeface = try XCTUnwrap(Typeface.shared, "DejaVu Sans is found through fontconfig or the bundled copy")
        XCTAssertTrue(typeface.path.hasSuffix("DejaVuSans.ttf"), typeface.path)
        var list = DisplayList(size: Size(width: 40, height: 20), background: .white)
        list.append(cell(0, Rect(x: 0, y: 0, width: 40, height: 20)),
                    appearance: ElementAppearance(fill: .white, label: "18"), contentOffset: .zero)
        var painter = RasterPainter(width: 40, height: 20)
        painter.paint(list)
        let reds = stride(from: 0, to: painter.bitmap.pixels.count, by: 4).map { painter.bitmap.pixels[$0] }
        XCTAssertGreaterThan(reds.filter { $0 < 100 }.count, 10, "ink")
        XCTAssertGreaterThan(reds.filter { $0 > 40 && $0 < 215 }.count, 5, "antialiased edges")
    }

    /// A label on a turned cell turns with it: its ink spreads over more rows than an upright one.
    func testALabelTurnsWithItsCell() {
        func inkRows(_ angle: Double) -> Int {
            var list = DisplayList(size: Size(width: 80, height: 80), background: .white)
            list.append(cell(0, Rect(x: 10, y: 30, width: 60, height: 20), transform: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)),
                        appearance: ElementAppearance(fill: .white, label: "IIIIIIIIII"), contentOffset: .zero)
            var painter = RasterPainter(width: 80, height: 80)
            painter.paint(list)
            return (0..<80).filter { y in (0..<80).contains { x in painter.bitmap[x, y].r < 128 } }.count
        }
        XCTAssertGreaterThan(inkRows(.pi / 2), 2 * inkRows(0))
    }

    func testImagesAreScaledBilinearly() {
        // A 2×1 image, black then white, stretched over 8 pixels: the middle pixels are greys in between.
        let image = Bitmap(width: 2, height: 1, fill: .white)
        image.pixels[0] = 0; image.pixels[1] = 0; image.pixels[2] = 0
        var list = DisplayList(size: Size(width: 8, height: 1), background: .white)
        list.append(cell(0, Rect(x: 0, y: 0, width: 8, height: 1)),
                    appearance: ElementAppearance(fill: .white, image: .init(bitmap: image, mode: .scaleToFill)), contentOffset: .zero)
        var painter = RasterPainter(width: 8, height: 1)
        painter.paint(list)
        let row = (0..<8).map { Int(painter.bitmap[$0, 0].r) }
        XCTAssertEqual(row.first, 0)
        XCTAssertEqual(row.last, 255)
        XCTAssertEqual(row, row.sorted(), "a ramp")
        XCTAssertGreaterThan(Set(row).count, 4, "not two blocks: \(row)")
    }

    func testPNGRoundTripsAndComparisonFindsDifferences() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-png-")
        addTeardownBlock { try temporary.remove() }
        let dir = temporary.url
        let path = dir.appendingPathComponent("frame.png").path
        let bitmap = Bitmap(width: 3, height: 2, fill: Color(hex: 0x123456))
        try PNGFile.write(bitmap, to: path)
        let back = try PNGFile.read(path)
        XCTAssertEqual(back.pixels, bitmap.pixels)
        XCTAssertTrue(ImageComparison(actual: back, expected: bitmap, tolerance: 0).matches)
        back.pixels[0] = 0x20
        let comparison = ImageComparison(actual: back, expected: bitmap, tolerance: 8)
        XCTAssertEqual(comparison.differingPixels, 1)
        XCTAssertEqual(comparison.diff?[0, 0], Color(hex: 0xFF0000))
        XCTAssertThrowsError(try PNGFile.read(dir.appendingPathComponent("missing.png").path))
        XCTAssertThrowsError(try PNGFile.write(bitmap, to: "/nonexistent-dir/x.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/nonexistent-dir/x.png.partial-\(getpid())"))
    }
}

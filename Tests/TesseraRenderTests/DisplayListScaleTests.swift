import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraRender

/// A display list at a scale above 1 (a HiDPI window) is the same picture that many times larger:
/// shapes, perspective, borders, labels, finger circles and the heads-up lines.
final class DisplayListScaleTests: XCTestCase {
    func cell(_ frame: Rect, transform: Transform3D = .identity) -> LayoutAttributes {
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: frame)
        a.transform3D = transform
        return a
    }

    func list(scale: Double, _ attributes: LayoutAttributes, appearance: ElementAppearance = ElementAppearance(fill: .black)) -> DisplayList {
        var list = DisplayList(size: Size(width: 200, height: 150), background: .white)
        list.scale = scale
        list.append(attributes, appearance: appearance, contentOffset: Point(x: 7, y: 30))
        return list
    }

    func testEveryElementIsPlacedScaleTimesLargerItsPerspectiveIncluded() throws {
        // Cover Flow's kind of transform: a perspective, a turn about the vertical axis and a shift in depth.
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        let turned = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0).translatedBy(x: 12, y: -5, z: -40).concatenating(perspective)
        let attributes = cell(Rect(x: 40, y: 60, width: 90, height: 70), transform: turned)
        for scale in [2.0, 1.5] {
            let one = try XCTUnwrap(list(scale: 1, attributes).items.first?.quad)
            let scaled = try XCTUnwrap(list(scale: scale, attributes).items.first?.quad)
            for (a, b) in zip([one.topLeft, one.topRight, one.bottomRight, one.bottomLeft],
                              [scaled.topLeft, scaled.topRight, scaled.bottomRight, scaled.bottomLeft]) {
                XCTAssertEqual(b.x, a.x * scale, accuracy: 1e-9, "scale \(scale)")
                XCTAssertEqual(b.y, a.y * scale, accuracy: 1e-9, "scale \(scale)")
            }
        }
        let plain = try XCTUnwrap(list(scale: 2, cell(Rect(x: 40, y: 60, width: 90, height: 70))).items.first)
        XCTAssertEqual(plain.frame, Rect(x: 66, y: 60, width: 180, height: 140))
        XCTAssertFalse(plain.isTransformed)
    }

    func testBordersAndLabelsAreScaleTimesLarger() throws {
        let look = ElementAppearance(fill: .black, border: .white, borderWidth: 3, label: "12")
        let one = try XCTUnwrap(list(scale: 1, cell(Rect(x: 40, y: 60, width: 90, height: 70)), appearance: look).items.first)
        let two = try XCTUnwrap(list(scale: 2, cell(Rect(x: 40, y: 60, width: 90, height: 70)), appearance: look).items.first)
        XCTAssertEqual(two.appearance.borderWidth, 6)
        let label1 = try XCTUnwrap(TextPlacement.label(of: one, advance: { $0 }))
        let label2 = try XCTUnwrap(TextPlacement.label(of: two, scale: 2, advance: { $0 }))
        XCTAssertEqual(label1.pixelSize, TextPlacement.labelPixelSize)
        XCTAssertEqual(label2.pixelSize, 2 * TextPlacement.labelPixelSize)
        // A short element's smaller label is scaled from its size in points, not its size in pixels.
        let short = try XCTUnwrap(list(scale: 2, cell(Rect(x: 0, y: 0, width: 90, height: 10)), appearance: look).items.first)
        XCTAssertEqual(TextPlacement.label(of: short, scale: 2, advance: { $0 })?.pixelSize, 14)
        XCTAssertEqual(TextPlacement.labelPixelSize(for: Size(width: 90, height: 10)), 7)
        // The heads-up line: twice the type, twice the band, twice the margins.
        let hud1 = TextPlacement.hud(index: 0, count: 1, height: 150, width: 50)
        let hud2 = TextPlacement.hud(index: 0, count: 1, height: 300, width: 100, scale: 2)
        XCTAssertEqual(hud2.text.pixelSize, 2 * hud1.text.pixelSize)
        XCTAssertEqual(hud2.band, Rect(x: hud1.band.minX * 2, y: hud1.band.minY * 2, width: hud1.band.width * 2, height: hud1.band.height * 2))
        XCTAssertEqual(hud2.text.x, hud1.text.x * 2)
        XCTAssertEqual(hud2.text.y, hud1.text.y * 2)
    }

    func testTheRasterPainterDrawsFingerCirclesScaleTimesLarger() {
        func painted(scale: Double) -> Bitmap {
            var list = DisplayList(size: Size(width: 100, height: 100), background: .white)
            list.scale = scale
            list.touches = [Point(x: 50, y: 50)]
            var painter = RasterPainter(width: 100, height: 100)
            painter.paint(list)
            return painter.bitmap
        }
        let radius = Int(RasterPainter.touchRadius)
        // Just outside the circle at 1×, well inside it at 2×.
        XCTAssertEqual(painted(scale: 1)[50 + radius + 3, 50], .white)
        XCTAssertNotEqual(painted(scale: 2)[50 + radius + 3, 50], .white)
        XCTAssertEqual(painted(scale: 2)[50 + 2 * radius + 3, 50], .white)
    }
}

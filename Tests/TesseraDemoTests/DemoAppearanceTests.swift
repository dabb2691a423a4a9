import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
import TesseraSimulator
import TesseraDemo
import TesseraTesting

/// What the demos draw, as the books show it: the clock hand's gradient, the binder's picture,
/// Cover Flow's white frame.
final class DemoAppearanceTests: XCTestCase {
    private func displayList(_ scene: String, images: ImageLibrary = []) throws -> DisplayList {
        let path = packageRoot.appendingPathComponent("assets/scenes/\(scene).json").path
        let simulation = try Simulation(scene: Scene.load(path: path, catalog: .standard), images: images)
        var list = DisplayList(size: simulation.collectionView.size)
        simulation.buildDisplayList(into: &list)
        return list
    }

    func testTheClockHandFadesFromOpaqueAtItsTipToClearAtItsTail() throws {
        let list = try displayList("circle")
        let hand = try XCTUnwrap(list.items.first { $0.key.kind == CircleLayout.clockHandKind })
        XCTAssertEqual(hand.appearance.fill.a, 0, "no flat fill under the gradient")
        let image = try XCTUnwrap(hand.appearance.image)
        XCTAssertEqual(image.mode, .scaleToFill)
        XCTAssertEqual(image.bitmap[0, 0].a, 255, "the end that points to the minute is opaque")
        XCTAssertEqual(image.bitmap[0, image.bitmap.height - 1].a, 0, "the other end is clear")
        XCTAssertEqual(image.bitmap[0, image.bitmap.height / 2].a, 128, accuracy: 3)
        // Drawn: at minute 15 the hand points right, so its right end is dark and its left end is the background.
        var painter = RasterPainter(width: 320, height: 480)
        painter.paint(list)
        let tip = painter.bitmap[250, 240], tail = painter.bitmap[72, 240]
        XCTAssertLessThan(Int(tip.r), 60, "near the tip: \(tip)")
        XCTAssertGreaterThan(Int(tail.r), 200, "near the tail: \(tail)")
    }

    func testTheSurveyBinderShowsAPictureOfARingBinder() throws {
        let list = try displayList("survey")
        let binder = try XCTUnwrap(list.items.first { $0.key.kind == SurveyLayout.binderKind })
        let image = try XCTUnwrap(binder.appearance.image, "a picture, not a flat colour")
        XCTAssertTrue(image.bitmap === BinderView.picture)
        XCTAssertNotEqual(image.bitmap[5, 40], image.bitmap[120, 40], "the spine differs from the board")
    }

    func testACoverFlowCellIsWhiteWithItsPictureInsetByTenPoints() throws {
        let red = Bitmap(width: 4, height: 4, fill: Color(hex: 0xFF0000))
        let list = try displayList("coverflow", images: ImageLibrary(bitmaps: [red]))
        let cell = try XCTUnwrap(list.items.first { $0.key == .cell(ElementPath(item: 1, section: 0)) })
        XCTAssertEqual(cell.appearance.fill, .white)
        let framed = try XCTUnwrap(cell.appearance.image).bitmap
        let k = framed.width / 180   // pixels a point over the 180-point cell
        XCTAssertEqual(framed.height, 180 * k)
        XCTAssertEqual(framed[10 * k - 1, 90 * k], .white, "the frame: the 10 points at the edge")
        XCTAssertEqual(framed[10 * k, 90 * k], Color(hex: 0xFF0000), "the picture starts 10 points in")
        XCTAssertEqual(framed[170 * k - 1, 170 * k - 1], Color(hex: 0xFF0000))
        XCTAssertEqual(framed[170 * k, 90 * k], .white)
        let harness = LayoutHarness(CoverFlowLayout(), size: Size(width: 320, height: 480), sections: [HarnessSection(items: 3)])
        XCTAssertEqual(harness.layout.attributesForItem(at: ElementPath(item: 0, section: 0))?[PictureInsetAttribute.self], 10)
    }
}

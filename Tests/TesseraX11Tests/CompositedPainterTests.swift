import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
@testable import TesseraSimulator
import TesseraDemo
@testable import TesseraX11

/// One look, two painters: the window's XRender painter under Xvfb and the
/// raster painter behind `tessera replay --frames` draw the same state alike.
///
/// The stated tolerance: at most 1% of pixels may differ by more than 40 in any
/// channel (antialiased edges: pixman samples a 15 × 17 grid, the raster painter
/// 15 rows with exact horizontal extent; and rounding of glyph positions), and the
/// mean channel difference over the frame must stay under 1.0.
final class CompositedPainterTests: LiveWindowTestCase {
    static let channelTolerance = 40
    static let differingFraction = 0.01
    static let meanTolerance = 1.0

    /// The back buffer as RGBA, read from the server.
    func windowPixels(_ list: DisplayList, composited: Bool = true) throws -> Bitmap {
        let connection = try X11Display(name: display)
        let window = try X11Window(connection: connection, title: "composited", size: list.size)
        var painter = XlibPainter(window: window, composited: composited)
        XCTAssertEqual(painter.render != nil, composited, "Xvfb has RENDER")
        painter.paint(list)
        let raw = window.backBufferPixels()
        let out = Bitmap(width: Int(list.size.width), height: Int(list.size.height))
        for (i, p) in raw.enumerated() {
            out.pixels[4 * i] = UInt8((p >> 16) & 0xFF); out.pixels[4 * i + 1] = UInt8((p >> 8) & 0xFF)
            out.pixels[4 * i + 2] = UInt8(p & 0xFF); out.pixels[4 * i + 3] = 255
        }
        return out
    }

    func rasterPixels(_ list: DisplayList) -> Bitmap {
        var painter = RasterPainter(width: Int(list.size.width), height: Int(list.size.height))
        painter.paint(list)
        return painter.bitmap
    }

    /// (pixels differing by more than the channel tolerance, mean channel difference).
    func difference(_ a: Bitmap, _ b: Bitmap) -> (fraction: Double, mean: Double) {
        var differing = 0, total = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var worst = 0
            for c in 0..<3 {
                let d = abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))
                total += d
                worst = max(worst, d)
            }
            if worst > Self.channelTolerance { differing += 1 }
        }
        let n = a.pixels.count / 4
        return (Double(differing) / Double(n), Double(total) / Double(3 * n))
    }

    func sceneList(_ name: String, touches: [Point] = []) throws -> DisplayList {
        let path = Self.root.appendingPathComponent("assets/scenes/\(name).json").path
        let scene = try Scene.load(path: path, catalog: .standard)
        let simulation = try Simulation(scene: scene, images: ImageLibrary.images(forSceneAt: path))
        simulation.settle()
        var list = DisplayList(size: scene.size)
        simulation.buildDisplayList(into: &list)
        list.touches = touches
        return list
    }

    func assertAlike(_ list: DisplayList, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let window = try windowPixels(list), raster = rasterPixels(list)
        let (fraction, mean) = difference(window, raster)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-composited")
        // Both frames are kept for a person to compare only when they are not alike.
        if !(fraction <= Self.differingFraction && mean <= Self.meanTolerance) {
            try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try? PNGFile.write(window, to: out.appendingPathComponent("\(name).window.png").path)
            try? PNGFile.write(raster, to: out.appendingPathComponent("\(name).raster.png").path)
        }
        XCTAssertLessThanOrEqual(fraction, Self.differingFraction, "\(name): \(fraction * 100)% of pixels differ by more than \(Self.channelTolerance); see \(out.path)", file: file, line: line)
        XCTAssertLessThanOrEqual(mean, Self.meanTolerance, "\(name): mean channel difference \(mean)", file: file, line: line)
    }

    func testCoverFlowInPerspectiveLooksTheSameInTheWindowAndThePNG() throws {
        try assertAlike(try sceneList("coverflow", touches: [Point(x: 150, y: 200)]), "coverflow")
    }

    func testTurnedCircleCellsAndTheirLabelsLookTheSame() throws {
        try assertAlike(try sceneList("circle"), "circle")
    }

    func testPicturesLookTheSame() throws {
        try assertAlike(try sceneList("dimensions"), "dimensions")
    }

    /// The largest mean channel difference over any 16 × 16 tile: a local defect the whole-frame figures dilute.
    func worstTile(_ a: Bitmap, _ b: Bitmap) -> Double {
        var worst = 0.0
        for ty in stride(from: 0, to: a.height - 15, by: 16) {
            for tx in stride(from: 0, to: a.width - 15, by: 16) {
                var total = 0
                for y in ty..<(ty + 16) { for x in tx..<(tx + 16) {
                    let i = 4 * (y * a.width + x)
                    for c in 0..<3 { total += abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) }
                } }
                worst = max(worst, Double(total) / Double(16 * 16 * 3))
            }
        }
        return worst
    }

    /// A picture stretched by an affine map (Survey's binder, twice its width and a bit more than twice its height)
    /// samples the same rows in the window as in the PNG: pixman's affine paths once misread the map, so the
    /// binder's rings vanished into its bottom edge's colour.
    func testAStretchedPictureSamplesTheSameRowsInTheWindowAsInThePNG() throws {
        for frame in [Rect(x: 0, y: 0, width: 480, height: 170), Rect(x: 0, y: 65, width: 480, height: 170),
                      Rect(x: 10.5, y: 3.25, width: 333, height: 97)] {
            var list = DisplayList(size: Size(width: 480, height: 300))
            var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0))
            a.frame = frame
            list.append(a, appearance: BinderView().appearance, contentOffset: .zero)
            let tile = worstTile(try windowPixels(list), rasterPixels(list))
            XCTAssertLessThan(tile, 6, "the binder at \(frame): a 16-pixel tile differs by \(tile) a channel on average")
        }
    }

    /// The demo's first screen: a picture stretched over each section (the binder), cells and headers over it.
    func testSurveysBinderPicturesLookTheSame() throws {
        try assertAlike(try sceneList("survey"), "survey")
    }

    /// A translucent cell shows the one behind it, and a translucent finger the label under it.
    func testAlphaIsCompositedOverWhatLiesBeneathNotTheBackground() throws {
        var list = DisplayList(size: Size(width: 120, height: 80), background: .white)
        list.append(LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 10, y: 10, width: 60, height: 60)),
                    appearance: ElementAppearance(fill: Color(hex: 0x0000FF)), contentOffset: .zero)
        var front = LayoutAttributes(forCellAt: ElementPath(item: 1, section: 0), frame: Rect(x: 40, y: 10, width: 60, height: 60))
        front.alpha = 0.5
        front.zIndex = 1
        list.append(front, appearance: ElementAppearance(fill: Color(hex: 0xFF0000)), contentOffset: .zero)
        list.sort()
        let window = try windowPixels(list)
        // Red at half over blue, not over the white background.
        let overlap = window[55, 40]
        XCTAssertEqual(Double(overlap.r), 127.5, accuracy: 2)
        XCTAssertEqual(Double(overlap.b), 127.5, accuracy: 2)
        XCTAssertEqual(overlap.g, 0)
        try assertAlike(list, "alpha")
    }

    /// A turned cell's edge has pixels between its colour and the background's.
    func testTurnedEdgesAreAntialiased() throws {
        var list = DisplayList(size: Size(width: 100, height: 100), background: .white)
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 20, y: 20, width: 60, height: 60))
        a.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        list.append(a, appearance: ElementAppearance(fill: .black), contentOffset: .zero)
        for bitmap in [try windowPixels(list), rasterPixels(list)] {
            let greys = Set(stride(from: 0, to: bitmap.pixels.count, by: 4).map { bitmap.pixels[$0] }.filter { $0 > 20 && $0 < 235 })
            XCTAssertGreaterThan(greys.count, 50, "intermediate shades along the edges")
        }
        try assertAlike(list, "edges")
    }

    /// Without RENDER the painter still draws, with core Xlib: hard edges, colours resolved against the background.
    func testTurnedCellsWithBordersLookTheSameAndTheirBordersAreDrawn() throws {
        // Opaque fills under opaque borders (the window rasterizes those fills with one sample a pixel),
        // a translucent one, a thin border, turned and in perspective.
        var list = DisplayList(size: Size(width: 320, height: 240), background: .white)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        let turns = [Transform3D(rotationAngle: 0.14, x: 0, y: 0, z: 1),
                     Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).concatenating(perspective),
                     Transform3D(rotationAngle: -0.4, x: 0, y: 0, z: 1)]
        let looks = [ElementAppearance(fill: Color(hex: 0x34C759), border: Color(hex: 0x1C1C1E), borderWidth: 2, label: "A1"),
                     ElementAppearance(fill: Color(hex: 0x007AFF), border: Color(hex: 0x1C1C1E), borderWidth: 3),
                     ElementAppearance(fill: Color(hex: 0xFF9500), border: Color(hex: 0x1C1C1E), borderWidth: 1)]
        for (i, (turn, look)) in zip(turns, looks).enumerated() {
            var a = LayoutAttributes(forCellAt: ElementPath(item: i, section: 0), frame: Rect(x: 20 + 100 * Double(i), y: 60, width: 80, height: 60))
            a.transform3D = turn
            a.alpha = i == 2 ? 0.6 : 1
            list.append(a, appearance: look, contentOffset: .zero)
        }
        let window = try windowPixels(list)
        var dark = 0
        for i in stride(from: 0, to: window.pixels.count, by: 4) where window.pixels[i] < 60 && window.pixels[i + 1] < 60 { dark += 1 }
        XCTAssertGreaterThan(dark, 600, "the turned cells' borders are drawn")
        try assertAlike(list, "borders")
    }

    /// The largest difference in any channel of any pixel.
    func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// Cells and borders on fractional coordinates (a flow layout being pinched, or gliding to rest) have the
    /// raster painter's coverage in the window too, to a level: the window cuts them into pieces of one
    /// coverage instead of having pixman rasterize trapezoids on its own 15 × 17 grid.
    func testUnturnedCellsOnFractionalCoordinatesAreCoveredAsInThePNG() throws {
        var list = DisplayList(size: Size(width: 200, height: 120), background: .white)
        for i in 0..<6 {
            let frame = Rect(x: 6.3 + 31.27 * Double(i), y: 9.71 + 13.4 * Double(i % 3), width: 27.45, height: 33.9 + Double(i))
            var a = LayoutAttributes(forCellAt: ElementPath(item: i, section: 0), frame: frame)
            a.alpha = i % 2 == 0 ? 1 : 0.55
            let look = ElementAppearance(fill: Color(hex: [0x34C759, 0x007AFF, 0xFF9500][i % 3]), border: Color(hex: 0x1C1C1E),
                                         borderWidth: [1, 2, 1.5][i % 3])
            list.append(a, appearance: look, contentOffset: .zero)
        }
        XCTAssertLessThanOrEqual(largestDifference(try windowPixels(list), rasterPixels(list)), 2)
    }

    /// A cell pinched to thousands of points is still drawn where it shows: the window cuts its shape to what it
    /// can show (it used to leave out a shape with a corner past 30000 pixels, and to have the server fill a
    /// mask the size of the whole shape).
    func testACellFarLargerThanTheWindowIsDrawnWhereItShows() throws {
        var list = DisplayList(size: Size(width: 160, height: 120), background: .white)
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: -30000, y: -20000, width: 60100, height: 40090))
        a.transform3D = Transform3D(rotationAngle: 0.02, x: 0, y: 0, z: 1)
        list.append(a, appearance: ElementAppearance(fill: Color(hex: 0x007AFF), border: .black, borderWidth: 2, label: "big"),
                    contentOffset: .zero)
        let window = try windowPixels(list)
        XCTAssertEqual(window[80, 60].b, 255, "the cell's fill covers the window")
        try assertAlike(list, "huge")
    }

    /// A picture swung in perspective is sampled right wherever it lies: its picture transform used to be scaled
    /// by its largest entry, so the point pixman transforms before dividing overflowed 16.16 near the window's
    /// corner (the picture vanished) and far from it (rows were lost).
    func testAPictureInPerspectiveIsDrawnAnywhereInTheWindow() throws {
        let picture = Bitmap(width: 64, height: 48)
        for y in 0..<48 { for x in 0..<64 {
            let i = 4 * (y * 64 + x)
            picture.pixels[i] = UInt8(x * 4); picture.pixels[i + 1] = UInt8(y * 5); picture.pixels[i + 2] = 160; picture.pixels[i + 3] = 255
        } }
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        for center in [Point(x: 90, y: 100), Point(x: 560, y: 380)] {
            var list = DisplayList(size: Size(width: 640, height: 480), background: .white)
            var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0))
            a.center = center
            a.size = Size(width: 180, height: 180)
            a.transform3D = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).concatenating(perspective)
            list.append(a, appearance: ElementAppearance(fill: .white, image: .init(bitmap: picture, mode: .aspectFill)), contentOffset: .zero)
            let tile = worstTile(try windowPixels(list), rasterPixels(list))
            XCTAssertLessThan(tile, 6, "the picture at \(center): a 16-pixel tile differs by \(tile) a channel on average")
        }
    }

    func testTheCoreFallbackDrawsWithoutAntialiasing() throws {
        var list = DisplayList(size: Size(width: 100, height: 100), background: .white)
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 20, y: 20, width: 60, height: 60))
        a.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        list.append(a, appearance: ElementAppearance(fill: .black), contentOffset: .zero)
        let core = try windowPixels(list, composited: false)
        let shades = Set(stride(from: 0, to: core.pixels.count, by: 4).map { core.pixels[$0] })
        XCTAssertEqual(shades, [0, 255])
    }
}

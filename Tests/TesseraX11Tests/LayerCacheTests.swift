import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
@testable import TesseraSimulator
import TesseraDemo
@testable import TesseraX11

/// Items that look the same frame after frame are composited from pictures kept on the server
/// (``LayerCache``), and a frame drawn from them looks like the frame drawn directly.
final class LayerCacheTests: LiveWindowTestCase {
    /// A window and its painter, painting frame after frame.
    final class Window {
        let connection: X11Display
        let window: X11Window
        var painter: XlibPainter

        init(display: String, size: Size) throws {
            connection = try X11Display(name: display)
            window = try X11Window(connection: connection, title: "layers", size: size)
            painter = XlibPainter(window: window)
        }

        var layers: LayerCache { painter.render!.layers }

        /// Paints `list` and reads the back buffer back as 0xRRGGBB values.
        func paint(_ list: DisplayList) -> [UInt] {
            painter.paint(list)
            return window.backBufferPixels()
        }
    }

    func sceneList(_ name: String) throws -> DisplayList {
        let path = Self.root.appendingPathComponent("assets/scenes/\(name).json").path
        let scene = try Scene.load(path: path, catalog: .standard)
        let simulation = try Simulation(scene: scene, images: ImageLibrary.images(forSceneAt: path))
        simulation.settle()
        var list = DisplayList(size: scene.size)
        simulation.buildDisplayList(into: &list)
        return list
    }

    /// The largest difference of any channel of any pixel.
    func largestDifference(_ a: [UInt], _ b: [UInt]) -> Int {
        zip(a, b).reduce(0) { max($0, difference($1.0, $1.1)) }
    }

    /// The largest channel difference between two 0xRRGGBB pixels.
    func difference(_ p: UInt, _ q: UInt) -> Int {
        var worst = 0
        for shift: UInt in [0, 8, 16] { worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))) }
        return worst
    }

    /// Two frames alike: no channel off by more than 2 (the rounding of compositing a layer over the frame
    /// rather than each of its parts), but for at most 4 pixels on a shape's edge, off by at most 40, where
    /// the window cut the shape to the frame's edge and its picture did not.
    func assertAlike(_ a: [UInt], _ b: [UInt], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let edges = zip(a, b).filter { difference($0.0, $0.1) > 2 }.count
        XCTAssertLessThanOrEqual(edges, 4, message, file: file, line: line)
        XCTAssertLessThanOrEqual(largestDifference(a, b), 40, message, file: file, line: line)
    }

    func testAFrameDrawnFromLayersLooksLikeTheFrameDrawnDirectly() throws {
        for name in ["coverflow", "circle", "dimensions", "survey"] {
            let list = try sceneList(name)
            let w = try Window(display: display, size: list.size)
            let direct = w.paint(list)
            XCTAssertEqual(w.layers.count, 0, "\(name): the first frame draws every item directly")
            let making = w.paint(list)
            XCTAssertGreaterThan(w.layers.count, 0, "\(name): the second frame makes pictures of the items that stayed")
            let fromLayers = w.paint(list)
            XCTAssertGreaterThan(w.layers.hits, 0, "\(name): the third frame composites them")
            assertAlike(direct, making, "\(name): the frame that makes the pictures")
            assertAlike(direct, fromLayers, "\(name): the frame drawn from them")
        }
    }

    func testPicturesOfItemsThatChangeAreFreedAtTheEndOfTheFrame() throws {
        var list = try sceneList("circle")
        let w = try Window(display: display, size: list.size)
        _ = w.paint(list)
        _ = w.paint(list)
        let kept = w.layers.count
        XCTAssertGreaterThan(kept, 0)
        XCTAssertGreaterThan(w.layers.pixels, 0)
        // Every item turns a little: no picture is used, and all are freed.
        var turned = DisplayList(size: list.size, background: list.background)
        for item in list.items {
            var a = LayoutAttributes(forCellAt: ElementPath(item: turned.items.count, section: 0))
            a.center = Point(x: item.projection.center.x + 0.5, y: item.projection.center.y)
            a.size = item.projection.size
            a.transform3D = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1)
            turned.append(a, appearance: item.appearance, contentOffset: .zero)
        }
        list = turned
        _ = w.paint(list)
        XCTAssertEqual(w.layers.count, 0)
        XCTAssertEqual(w.layers.pixels, 0)
    }

    func testAnItemMovedByWholePixelsIsDrawnFromItsPicture() throws {
        func list(shiftedBy dx: Double) -> DisplayList {
            var list = DisplayList(size: Size(width: 300, height: 200), background: .white)
            var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 40.25 + dx, y: 60.5, width: 120, height: 50))
            a.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
            list.append(a, appearance: ElementAppearance(fill: Color(hex: 0x34C759), border: .black, borderWidth: 2, label: "moved"),
                        contentOffset: .zero)
            return list
        }
        let w = try Window(display: display, size: Size(width: 300, height: 200))
        _ = w.paint(list(shiftedBy: 0))
        _ = w.paint(list(shiftedBy: 0))
        XCTAssertEqual(w.layers.count, 1)
        let hits = w.layers.hits
        let moved = w.paint(list(shiftedBy: 7))
        XCTAssertEqual(w.layers.hits, hits + 1, "the same picture, composited 7 pixels to the right")
        let fresh = try Window(display: display, size: Size(width: 300, height: 200))
        XCTAssertLessThanOrEqual(largestDifference(moved, fresh.paint(list(shiftedBy: 7))), 2)
    }
}

import Foundation
import XCTest
import TesseraGeometry
import TesseraRender
@testable import TesseraSimulator
import TesseraDemo
import TesseraTesting

/// Pictures beside a scene are decoded only when a cell that shows one is drawn,
/// the decoded ones are cached within a limit, and a PNG over the size limit is
/// skipped from its header with a warning.
final class ImageLibraryTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var root: URL { temporary.url }
    var images: URL { root.appendingPathComponent("images") }
    var scenePath: String { root.appendingPathComponent("scenes/scene.json").path }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-images-")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("scenes"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func writePicture(_ name: String, color: UInt32) throws {
        try PNGFile.write(Bitmap(width: 8, height: 8, fill: Color(hex: color)), to: images.appendingPathComponent(name).path)
    }

    func writeBomb() throws {
        try HeaderOnlyPNG.data(width: 20_000, height: 20_000).write(to: images.appendingPathComponent("bomb.png"))
    }

    func draw(_ simulation: Simulation, frames: Int) -> DisplayList {
        var list = DisplayList(size: simulation.collectionView.size)
        for i in 1...frames {
            simulation.tick(at: Simulation.frameInterval * i)
            simulation.buildDisplayList(into: &list)
        }
        return list
    }

    func scene(_ layout: String) throws -> Scene {
        try Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"\#(layout)"},"sections":[{"items":12}]}"#.utf8), catalog: .standard)
    }

    func testASceneBesideAHugePNGWhoseLayoutShowsNoPicturesDecodesNothing() throws {
        try writePicture("a.png", color: 0xFF3B30)
        try writeBomb()
        let library = try ImageLibrary.images(forSceneAt: scenePath)
        let simulation = try Simulation(scene: scene("flow"), images: library)
        let list = draw(simulation, frames: 3)
        XCTAssertFalse(list.items.isEmpty)
        XCTAssertEqual(library.decodeCount, 0)
    }

    func testAPNGOverTheSizeLimitIsSkippedFromItsHeaderWithAWarningNamingIt() throws {
        try writePicture("a.png", color: 0xFF3B30)
        try writeBomb()
        let library = try ImageLibrary.images(forSceneAt: scenePath)
        XCTAssertEqual(library.count, 1, "only a.png is shown")
        let bomb = (root.appendingPathComponent("scenes").path as NSString).appendingPathComponent("../images/bomb.png")
        XCTAssertEqual(library.warnings, [
            "\(bomb): 20000 × 20000 pixels is more than an image may have (16777216 pixels); skipped, cells show the other pictures",
        ])
        let simulation = try Simulation(scene: scene("dimensions"), images: library)
        _ = draw(simulation, frames: 2)
        XCTAssertEqual(library.decodeCount, 1, "a.png, once; never the bomb")
    }

    func testAPictureIsDecodedWhenALayoutThatShowsPicturesFirstDrawsItAndThenComesFromTheCache() throws {
        try writePicture("a.png", color: 0xFF3B30)
        try writePicture("b.png", color: 0x34C759)
        let library = try ImageLibrary.images(forSceneAt: scenePath)
        let simulation = try Simulation(scene: scene("dimensions"), images: library)
        XCTAssertEqual(library.decodeCount, 0, "making the cells decodes nothing")
        let list = draw(simulation, frames: 1)
        XCTAssertEqual(library.decodeCount, 2)
        XCTAssertEqual(list.items.filter { $0.appearance.image != nil }.count, simulation.collectionView.liveCellCount)
        _ = draw(simulation, frames: 5)
        XCTAssertEqual(library.decodeCount, 2)
    }

    func testTheCacheKeepsDecodedPicturesWithinItsByteLimitDroppingTheLeastRecentlyDrawn() throws {
        for (name, color) in [("a.png", 0xFF3B30), ("b.png", 0x34C759), ("c.png", 0x007AFF)] as [(String, UInt32)] {
            try writePicture(name, color: color)
        }
        let library = try ImageLibrary.images(forSceneAt: scenePath)
        library.cacheByteLimit = 2 * 8 * 8 * 4
        XCTAssertEqual(library.bitmap(at: 0)?[0, 0], Color(hex: 0xFF3B30))
        _ = library.bitmap(at: 1)
        _ = library.bitmap(at: 0)
        _ = library.bitmap(at: 2)
        XCTAssertEqual(library.decodeCount, 3)
        _ = library.bitmap(at: 0)
        XCTAssertEqual(library.decodeCount, 3, "a.png was drawn more recently than b.png, which went")
        XCTAssertEqual(library.bitmap(at: 1)?[0, 0], Color(hex: 0x34C759))
        XCTAssertEqual(library.decodeCount, 4)
    }

    func testAPictureWhosePixelsCannotBeDecodedIsDrawnAsNoneWithAWarningAndNotTriedAgain() throws {
        try HeaderOnlyPNG.data(width: 16, height: 16).write(to: images.appendingPathComponent("broken.png"))
        let library = try ImageLibrary.images(forSceneAt: scenePath)
        XCTAssertEqual(library.count, 1)
        let simulation = try Simulation(scene: scene("dimensions"), images: library)
        let list = draw(simulation, frames: 3)
        XCTAssertTrue(list.items.allSatisfy { $0.appearance.image == nil })
        XCTAssertEqual(library.decodeCount, 1)
        XCTAssertEqual(library.warnings.count, 1)
        XCTAssertTrue(library.warnings[0].contains("broken.png: "), library.warnings[0])
    }

    /// Pins the row of docs/errors.md: this was the behaviour before pictures were decoded lazily, and it stays.
    func testAFileThatIsNotAPNGIsStillRefusedWhenTheFolderIsRead() throws {
        try Data("not a picture".utf8).write(to: images.appendingPathComponent("note.png"))
        XCTAssertThrowsError(try ImageLibrary.images(forSceneAt: scenePath)) { error in
            XCTAssertTrue("\(error)".hasSuffix("note.png: Not a PNG file"), "\(error)")
        }
    }
}

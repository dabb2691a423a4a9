import Foundation
import XCTest
import TesseraRender
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

/// Frames from the raster painter compared with stored PNGs, pixel by pixel
/// within a small tolerance. A failure writes the actual frame and a diff image
/// (differing pixels in red over the dimmed expected frame) and names them.
/// Set TESSERA_RECORD_FRAMES=1 to store new reference frames.
final class FrameSnapshotTests: XCTestCase {
    static let root = packageRoot
    static let references = root.appendingPathComponent("Tests/Fixtures/frames")
    /// Per-channel difference allowed, for rounding in blends and projections.
    static let tolerance = 2

    func assertFrame(scene name: String, events: [(Double, InputEvent)] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let scenePath = Self.root.appendingPathComponent("assets/scenes/\(name).json").path
        let scene = try Scene.load(path: scenePath, catalog: .standard)
        let simulation = try Simulation(scene: scene, images: ImageLibrary.images(forSceneAt: scenePath))
        for (t, e) in events { simulation.handle([e], at: .milliseconds(Int64(t * 1000))) }
        simulation.settle()
        var list = DisplayList(size: scene.size)
        simulation.buildDisplayList(into: &list)
        var painter = RasterPainter(width: Int(scene.size.width), height: Int(scene.size.height))
        painter.paint(list)
        let reference = Self.references.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["TESSERA_RECORD_FRAMES"] == "1" {
            try PNGFile.write(painter.bitmap, to: reference)
            return
        }
        let expected = try PNGFile.read(reference)
        let comparison = ImageComparison(actual: painter.bitmap, expected: expected, tolerance: Self.tolerance)
        guard !comparison.matches else { return }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let actualPath = out.appendingPathComponent("\(name).actual.png").path
        try PNGFile.write(painter.bitmap, to: actualPath)
        var detail = "sizes differ"
        if let diff = comparison.diff {
            let diffPath = out.appendingPathComponent("\(name).diff.png").path
            try PNGFile.write(diff, to: diffPath)
            detail = "\(comparison.differingPixels) pixels differ by more than \(Self.tolerance) (at most \(comparison.maximumDifference)); diff: \(diffPath)"
        }
        XCTFail("\(name): the frame does not match \(reference): \(detail); actual: \(actualPath)", file: file, line: line)
    }

    func testTheFlowSceneWithASelection() throws {
        try assertFrame(scene: "flow-alternates", events: [(0, .touch(id: 1, change: .down, location: .init(x: 110, y: 78))),
                                                           (0.05, .touch(id: 1, change: .up, location: .init(x: 110, y: 78)))])
    }

    func testCircleWithItsClockHand() throws { try assertFrame(scene: "circle") }
    func testCoverFlowInPerspective() throws { try assertFrame(scene: "coverflow") }
    func testDimensionsWithItsPictures() throws { try assertFrame(scene: "dimensions") }
    func testTheStackPile() throws { try assertFrame(scene: "stack") }

    func testAChangedFrameFailsWithADiffImage() throws {
        let a = Bitmap(width: 4, height: 4, fill: .white), b = Bitmap(width: 4, height: 4, fill: .white)
        b.pixels[0] = 0
        let comparison = ImageComparison(actual: a, expected: b, tolerance: Self.tolerance)
        XCTAssertFalse(comparison.matches)
        XCTAssertEqual(comparison.diff?[0, 0], Color(hex: 0xFF0000))
        XCTAssertTrue(ImageComparison(actual: a, expected: a, tolerance: 0).matches)
    }
}

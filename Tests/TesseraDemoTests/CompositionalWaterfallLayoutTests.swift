import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraTesting
import TesseraDemo

/// The catalog's waterfall: custom groups under a global banner, set up by a scene, its columns changed by a pinch.
final class CompositionalWaterfallLayoutTests: XCTestCase {
    func testEachItemGoesUnderTheShortestColumnBelowTheBanner() throws {
        let json = """
        {"size": [320, 480], "layout": {"type": "waterfall", "columns": 2, "spacing": 10, "sectionInsets": [0, 0, 0, 0],
         "headerHeight": 0, "bannerHeight": 50}, "sections": [{"items": 5}]}
        """
        let scene = try Scene.parse(Data(json.utf8), file: "scene.json", catalog: .standard)
        let layout = try XCTUnwrap(try scene.makeLayout(at: 0) as? CompositionalWaterfallLayout)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [5])
        let frames = (0..<5).compactMap { layout.attributesForItem(at: ElementPath(item: $0, section: 0))?.frame }
        // Columns 155 wide; heights 155 × 1.3, 0.8, 1, 1.5, 0.7, rounded: 202, 124, 155, 233, 109.
        XCTAssertEqual(frames, [Rect(x: 0, y: 50, width: 155, height: 202), Rect(x: 165, y: 50, width: 155, height: 124),
                                Rect(x: 165, y: 184, width: 155, height: 155), Rect(x: 0, y: 262, width: 155, height: 233),
                                Rect(x: 165, y: 349, width: 155, height: 109)])
        XCTAssertEqual(layout.contentSize.height, 50 + 445)
        let banner = layout.attributesForSupplementaryView(ofKind: CompositionalWaterfallLayout.bannerKind, at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(banner?.frame, Rect(x: 0, y: 0, width: 320, height: 50))
        assertLayoutContract(harness)
    }

    func testAPinchChangesTheColumnsAndAPinnedBannerStaysOnScreen() {
        let layout = CompositionalWaterfallLayout()
        layout.pinBanner = true
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [30, 20])
        layout.beginPinchAdjustment()
        layout.adjustForPinch(scale: 0.8, span: nil)
        XCTAssertEqual(layout.columns, 4)
        harness.collectionView.layoutIfNeeded()
        let width = (296.0 - 3 * 8) / 4
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 3, section: 0))?.frame.minX ?? 0, 12 + 3 * (width + 8), accuracy: 1e-9)
        harness.scroll(to: Point(x: 0, y: 400))
        let banner = harness.attributes(in: harness.bounds).first { $0.elementKind == CompositionalWaterfallLayout.bannerKind }
        XCTAssertEqual(banner?.frame.minY, 400, "pinned over the content")
        layout.bannerHeight = 0
        harness.collectionView.layoutIfNeeded()
        XCTAssertNil(harness.attributes(in: harness.bounds).first { $0.elementKind == CompositionalWaterfallLayout.bannerKind })
        assertLayoutContract(harness)
    }
}

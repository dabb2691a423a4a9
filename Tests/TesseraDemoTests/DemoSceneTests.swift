import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraDemo

/// The demo layouts' scenes and catalog entries.
final class DemoSceneTests: XCTestCase {
    static let demoTypes = ["survey", "dimensions", "coverflow", "boring", "circle", "circleflow", "spread", "zigzag",
                            "rowdecoration", "zoomonscroll", "stack", "compositional", "carousels", "waterfall", "board"]

    func testTheStandardCatalogNamesEveryDemoLayoutAndEachLayoutKnowsItsType() {
        let catalog = LayoutCatalog.standard
        for type in Self.demoTypes {
            guard let d = catalog.descriptor(named: type) else { XCTFail("no \(type)"); continue }
            XCTAssertEqual(catalog.name(of: d.makeLayout()), type)
            XCTAssertFalse(d.summary.isEmpty)
        }
    }

    func testEveryDemoSceneLoadsAndLaysOutItsCells() throws {
        for type in Self.demoTypes where type != "boring" && type != "circleflow" {
            let path = packageRoot.appendingPathComponent("assets/scenes/\(type).json").path
            let scene = try Scene.load(path: path, catalog: .standard)
            for index in scene.layouts.indices {
                let layout = try scene.makeLayout(at: index)
                let context = SceneLayoutContext(scene: scene)
                layout.collectionView = context
                layout.prepareIfNeeded()
                // The content, and as far as sections that scroll orthogonally reach (the carousels' cards lie past
                // the content's right edge until their row is scrolled, the board's below its bottom).
                let rect = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
                let all = layout.attributesForElements(in: rect)
                XCTAssertEqual(all.filter { $0.category == .cell }.count, scene.sections.reduce(0) { $0 + $1.items },
                               "\(type) layout \(index)")
            }
            XCTAssertEqual(scene.layout.objectType, type)
        }
    }

    /// The cells of layout `index` of the demo scene, laid out for its window.
    private func demoCells(layout index: Int) throws -> (cells: [LayoutAttributes], window: Rect) {
        let scene = try Scene.load(path: packageRoot.appendingPathComponent("assets/scenes/demo.json").path, catalog: .standard)
        let layout = try scene.makeLayout(at: index)
        let context = SceneLayoutContext(scene: scene)
        layout.collectionView = context
        layout.prepareIfNeeded()
        let all = layout.attributesForElements(in: Rect(origin: .zero, size: layout.contentSize).union(context.bounds))
        return (all.filter { $0.category == .cell }, context.bounds)
    }

    func testTheDemosFirstScreenSurveyShowsNoCellOverlappingAnother() throws {
        let (cells, window) = try demoCells(layout: 0)
        let onScreen = cells.filter { $0.frame.intersects(window) }
        XCTAssertGreaterThan(onScreen.count, 3)
        for (i, a) in onScreen.enumerated() {
            for b in onScreen[(i + 1)...] {
                XCTAssertFalse(a.frame.intersection(b.frame).width > 0 && a.frame.intersection(b.frame).height > 0,
                               "\(a.indexPath) overlaps \(b.indexPath)")
            }
        }
    }

    func testTheDemosCoverFlowShowsOneRowOfCovers() throws {
        let (cells, window) = try demoCells(layout: 2)
        XCTAssertEqual(Set(cells.map(\.frame.minY)).count, 1, "one row")
        XCTAssertEqual(cells.first?.center.y, window.midY, "centred in the window")
        XCTAssertEqual(Set(cells.map(\.size)), [Size(width: 180, height: 180)], "the book's 180-point covers")
    }

    func testLayoutParametersAreCheckedAgainstTheirRanges() {
        let json = #"{"size": [320, 480], "layout": {"type": "spread", "spreadDistance": 1000}, "sections": [{"items": 1}]}"#
        XCTAssertThrowsError(try Scene.parse(Data(json.utf8), catalog: .standard)) { error in
            XCTAssertTrue("\(error)".contains("$.layout.spreadDistance"), "\(error)")
        }
        let minute = #"{"size": [320, 480], "layout": {"type": "circle", "clockStartMinute": 7.5}, "sections": []}"#
        XCTAssertThrowsError(try Scene.parse(Data(minute.utf8), catalog: .standard))
    }
}

private extension JSONValue {
    /// The `type` of a layout object.
    var objectType: String? {
        if case .object(let o) = self, case .string(let s)? = o["type"] { return s }
        return nil
    }
}

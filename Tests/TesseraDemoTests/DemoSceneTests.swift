import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraDemo

/// The demo layouts' scenes and catalog entries.
final class DemoSceneTests: XCTestCase {
    static let demoTypes = ["survey", "dimensions", "coverflow", "boring", "circle", "circleflow", "spread", "zigzag",
                            "rowdecoration", "zoomonscroll", "stack"]

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
                let all = layout.attributesForElements(in: Rect(origin: .zero, size: layout.contentSize).union(context.bounds))
                XCTAssertEqual(all.filter { $0.category == .cell }.count, scene.sections.reduce(0) { $0 + $1.items },
                               "\(type) layout \(index)")
            }
            XCTAssertEqual(scene.layout.objectType, type)
        }
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

import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator

/// The demo layouts' scenes and catalog entries.
final class DemoSceneTests: XCTestCase {
    static let demoTypes = ["survey", "dimensions", "coverflow", "boring", "circle", "spread", "zigzag",
                            "rowdecoration", "zoomonscroll", "stack"]

    func testTheStandardCatalogNamesEveryDemoLayoutAndEachLayoutKnowsItsType() {
        let catalog = LayoutCatalog.standard
        for type in Self.demoTypes {
            guard let d = catalog.descriptor(for: type) else { XCTFail("no \(type)"); continue }
            XCTAssertEqual(catalog.descriptor(of: d.make())?.type, type)
            XCTAssertFalse(d.summary.isEmpty)
        }
    }

    func testEveryDemoSceneLoadsAndLaysOutItsCells() throws {
        for type in Self.demoTypes where type != "boring" {
            let path = TesseraExecutable.packageRoot.appendingPathComponent("assets/scenes/\(type).json").path
            let scene = try Scene.load(path: path)
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
        XCTAssertThrowsError(try Scene.parse(Data(json.utf8))) { error in
            XCTAssertTrue("\(error)".contains("$.layout.spreadDistance"), "\(error)")
        }
        let minute = #"{"size": [320, 480], "layout": {"type": "circle", "clockStartMinute": 7.5}, "sections": []}"#
        XCTAssertThrowsError(try Scene.parse(Data(minute.utf8)))
    }

    func testTheLayoutsCommandListsTheDemoParameters() throws {
        let result = try TesseraExecutable.run(["layouts"])
        XCTAssertEqual(result.status, 0)
        for name in Self.demoTypes.map({ $0 + ":" }) + ["spreadDistance", "layoutMode", "insetPolicy", "clockStartMinute",
                                                        "zoomDistance", "decorationOverhang", "maximumRotationDegrees", "respacing"] {
            XCTAssertTrue(result.stdout.contains(name), name)
        }
    }
}

private extension JSONValue {
    /// The `type` of a layout object.
    var objectType: String? {
        if case .object(let o) = self, case .string(let s)? = o["type"] { return s }
        return nil
    }
}

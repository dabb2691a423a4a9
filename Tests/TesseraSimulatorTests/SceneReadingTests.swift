import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

final class SceneReadingTests: XCTestCase {
    func parse(_ json: String) throws -> Scene {
        try Scene.parse(Data(json.utf8), file: "scene.json", catalog: .standard)
    }

    func assertError(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(json), file: file, line: line) { error in
            XCTAssertEqual((error as? SceneError)?.description, expected, file: file, line: line)
        }
    }

    let valid = """
        {"size": [320, 480],
         "layout": {"type": "flow", "itemSize": [50, 50], "minimumLineSpacing": 10, "sectionInset": [1, 2, 3, 4]},
         "alternates": [{"type": "flow", "scrollDirection": "horizontal"}],
         "sections": [{"items": 2, "itemSizes": [[10, 20], [30, 40]], "inset": [0, 0, 0, 0]}, {"items": 0}],
         "contentOffset": [0, 15]}
        """

    func testAValidSceneReadsEveryField() throws {
        let scene = try parse(valid)
        XCTAssertEqual(scene.size, Size(width: 320, height: 480))
        XCTAssertEqual(scene.sections.map(\.items), [2, 0])
        XCTAssertEqual(scene.sections[0].itemSizes, [Size(width: 10, height: 20), Size(width: 30, height: 40)])
        XCTAssertEqual(scene.contentOffset, Point(x: 0, y: 15))
        XCTAssertEqual(scene.layouts.count, 2)
        let layout = try XCTUnwrap(try scene.makeLayout() as? FlowLayout)
        XCTAssertEqual(layout.sectionInset, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let alternate = try XCTUnwrap(try scene.makeLayout(at: 1) as? FlowLayout)
        XCTAssertEqual(alternate.scrollDirection, .horizontal)
    }

    func testErrorsNameTheJSONPathAndTheReason() {
        assertError(#"{"size": [320, 480], "layout": {"type": "flow", "itemSize": [-5, 3]}, "sections": []}"#,
                    "scene.json: $.layout.itemSize[0]: expected a non-negative number, found -5")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow", "itemSiz": [5, 3]}, "sections": []}"#,
                    "scene.json: $.layout.itemSiz: unknown key \"itemSiz\"")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": "7"}]}"#,
                    "scene.json: $.sections[0].items: expected a number, found a string")
        assertError(#"{"size": [320, 480], "layout": {"type": "spiral"}, "sections": []}"#,
                    "scene.json: $.layout.type: unknown layout type \"spiral\"; known types: flow, survey, dimensions, "
                        + "coverflow, boring, circle, circleflow, spread, zigzag, rowdecoration, zoomonscroll, stack, compositional, carousels, waterfall, board")
        assertError(#"{"size": [0, 480], "layout": {"type": "flow"}, "sections": []}"#,
                    "scene.json: $.size: the window size must be positive and at most 16384 points a side, found [0,480]")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 2, "itemSizes": [[1, 1]]}]}"#,
                    "scene.json: $.sections[0].itemSizes: expected one size per item (2), found 1")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow", "scrollDirection": "diagonal"}, "sections": []}"#,
                    "scene.json: $.layout.scrollDirection: expected one of \"vertical\", \"horizontal\", found \"diagonal\"")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [], "extra": 1}"#,
                    "scene.json: $.extra: unknown key \"extra\"")
        assertError(#"{"size": [320, 480], "sections": []}"#, "scene.json: $: missing required key \"layout\"")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 1000000000}]}"#,
                    "scene.json: $.sections[0].items: expected an integer in 0...10000000, found 1000000000")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "alternates": [{"type": "flow", "sectionInset": [1, 2]}], "sections": []}"#,
                    "scene.json: $.alternates[0].sectionInset: expected [top, left, bottom, right], found 2 elements")
    }

    func testPagingEnabledTurnsOnTheCollectionViewsPagingAndSurvivesAnInlineLog() throws {
        let json = #"{"size": [320, 480], "layout": {"type": "flow", "scrollDirection": "horizontal"}, "#
            + #""sections": [{"items": 400}], "pagingEnabled": true}"#
        let scene = try parse(json)
        XCTAssertTrue(scene.pagingEnabled)
        XCTAssertFalse(try parse(valid).pagingEnabled, "off unless the scene turns it on")
        XCTAssertTrue(try Simulation(scene: scene).collectionView.isPagingEnabled)
        XCTAssertFalse(try Simulation(scene: parse(valid)).collectionView.isPagingEnabled)

        let inline = try Scene.read(JSONReader(scene.jsonValue), catalog: .standard)
        XCTAssertTrue(inline.pagingEnabled, "a log that carries the scene inline keeps paging")
        guard case .object(let plain) = try parse(valid).jsonValue else { return XCTFail("not an object") }
        XCTAssertNil(plain["pagingEnabled"], "written only when on")

        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [], "pagingEnabled": 1}"#,
                    "scene.json: $.pagingEnabled: expected a boolean, found a number")
    }

    func testScrollEnabledFalseKeepsADragAndTheWheelFromScrollingAndSurvivesAnInlineLog() throws {
        let json = #"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 400}], "scrollEnabled": false}"#
        let scene = try parse(json)
        XCTAssertFalse(scene.scrollEnabled)
        XCTAssertTrue(try parse(valid).scrollEnabled, "on unless the scene turns it off")
        let simulation = try Simulation(scene: scene)
        XCTAssertFalse(simulation.collectionView.isScrollEnabled)
        var t = Duration.zero
        simulation.handle([.touch(id: 1, change: .down, location: Point(x: 160, y: 400))], at: t)
        for k in 1...10 {
            t += .milliseconds(16)
            simulation.handle([.touch(id: 1, change: .move, location: Point(x: 160, y: 400 - 30 * Double(k)))], at: t)
        }
        t += .milliseconds(16)
        simulation.handle([.touch(id: 1, change: .up, location: Point(x: 160, y: 100))], at: t)
        simulation.handle([.wheel(delta: Point(x: 0, y: 3), location: Point(x: 160, y: 240), modifiers: [])], at: t + .milliseconds(20))
        simulation.settle()
        XCTAssertEqual(simulation.state.contentOffset, .zero, "neither the drag nor the wheel scrolled")
        let scrolling = try Simulation(scene: parse(json.replacingOccurrences(of: "false", with: "true")))
        scrolling.handle([.wheel(delta: Point(x: 0, y: 3), location: Point(x: 160, y: 240), modifiers: [])], at: .zero)
        scrolling.settle()
        XCTAssertEqual(scrolling.state.contentOffset.y, 120, "with scrolling on, three notches scroll 120 points")

        let inline = try Scene.read(JSONReader(scene.jsonValue), catalog: .standard)
        XCTAssertFalse(inline.scrollEnabled, "a log that carries the scene inline keeps scrolling off")
        guard case .object(let plain) = try parse(valid).jsonValue else { return XCTFail("not an object") }
        XCTAssertNil(plain["scrollEnabled"], "written only when off")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [], "scrollEnabled": "no"}"#,
                    "scene.json: $.scrollEnabled: expected a boolean, found a string")
    }

    func testAllowsSelectionFalseMakesATapSelectNothingAndSurvivesAnInlineLog() throws {
        let json = #"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 4}], "allowsSelection": false}"#
        let scene = try parse(json)
        XCTAssertFalse(scene.allowsSelection)
        XCTAssertTrue(try parse(valid).allowsSelection, "on unless the scene turns it off")
        let simulation = try Simulation(scene: scene)
        XCTAssertFalse(simulation.collectionView.allowsSelection)
        // A tap on item 0 (a flow's first cell sits at the top left) selects nothing.
        simulation.handle([.touch(id: 1, change: .down, location: Point(x: 20, y: 20))], at: .zero)
        simulation.handle([.touch(id: 1, change: .up, location: Point(x: 20, y: 20))], at: .milliseconds(60))
        simulation.settle()
        XCTAssertEqual(simulation.state.selected, [])
        let selecting = try Simulation(scene: parse(json.replacingOccurrences(of: "false", with: "true")))
        selecting.handle([.touch(id: 1, change: .down, location: Point(x: 20, y: 20))], at: .zero)
        selecting.handle([.touch(id: 1, change: .up, location: Point(x: 20, y: 20))], at: .milliseconds(60))
        selecting.settle()
        XCTAssertEqual(selecting.state.selected.count, 1)

        let inline = try Scene.read(JSONReader(scene.jsonValue), catalog: .standard)
        XCTAssertFalse(inline.allowsSelection, "a log that carries the scene inline keeps selection off")
        guard case .object(let plain) = try parse(valid).jsonValue else { return XCTFail("not an object") }
        XCTAssertNil(plain["allowsSelection"], "written only when off")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [], "allowsSelection": "no"}"#,
                    "scene.json: $.allowsSelection: expected a boolean, found a string")
    }

    func testDelaysContentTouchesFalseHighlightsAsTheFingerLandsAndSurvivesAnInlineLog() throws {
        let json = #"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 4}], "delaysContentTouches": false}"#
        let scene = try parse(json)
        XCTAssertFalse(scene.delaysContentTouches)
        XCTAssertTrue(try parse(valid).delaysContentTouches, "on unless the scene turns it off")
        for (scene, highlightsAtOnce) in [(scene, true), (try parse(valid), false)] {
            let simulation = try Simulation(scene: scene)
            XCTAssertEqual(simulation.collectionView.delaysContentTouches, !highlightsAtOnce)
            simulation.handle([.touch(id: 1, change: .down, location: Point(x: 20, y: 20))], at: .zero)
            XCTAssertEqual(simulation.collectionView.indexPathForHighlightedItem != nil, highlightsAtOnce)
        }

        let inline = try Scene.read(JSONReader(scene.jsonValue), catalog: .standard)
        XCTAssertFalse(inline.delaysContentTouches, "a log that carries the scene inline keeps the delay off")
        guard case .object(let plain) = try parse(valid).jsonValue else { return XCTFail("not an object") }
        XCTAssertNil(plain["delaysContentTouches"], "written only when off")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [], "delaysContentTouches": 0}"#,
                    "scene.json: $.delaysContentTouches: expected a boolean, found a number")
    }

    func testAStringOrANumberWithNoSwiftFormIsNamedForWhatItIsAtItsOwnPath() {
        // A raw control character, a lone surrogate and bytes that are not UTF-8 were all "a number too large".
        let text = "a string that is not valid text (a raw control character, a lone surrogate, or bytes that are not UTF-8)"
        assertError(#"{"size": [320, 480], "layout": {"type": "fl\#u{07}ow"}, "sections": []}"#, "scene.json: $.layout.type: \(text)")
        assertError(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": "\ud800"}]}"#,
                    "scene.json: $.sections[0].items: \(text)")
        var bytes = Data(#"{"size": [320, 480], "layout": {"type": "fl"#.utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: #"ow"}, "sections": []}"#.utf8)
        XCTAssertThrowsError(try Scene.parse(bytes, file: "scene.json", catalog: .standard)) { error in
            XCTAssertEqual((error as? SceneError)?.description, "scene.json: $.layout.type: \(text)")
        }
        assertError(#"{"size": [320, 480], "layout": {"type": "flow", "minimumLineSpacing": 1e-400}, "sections": []}"#,
                    "scene.json: $.layout.minimumLineSpacing: a number too large, or too close to zero, to represent")
    }

    func testMalformedJSONIsReportedAtTheRoot() {
        XCTAssertThrowsError(try parse("{\"size\": [320, 480],")) { error in
            let e = error as? SceneError
            XCTAssertEqual(e?.path, "$")
            XCTAssertTrue(e?.reason.hasPrefix("not valid JSON") ?? false, e?.reason ?? "")
        }
    }
}

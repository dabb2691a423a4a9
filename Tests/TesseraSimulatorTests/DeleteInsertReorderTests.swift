import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
@testable import TesseraSimulator

/// The source documents' reorder, a scene's `"reorderStyle": "deleteInsert"`, against the default live gap.
final class DeleteInsertReorderTests: XCTestCase {
    private func simulation(style: String?) throws -> Simulation {
        let extra = style.map { #", "reorderStyle": "\#($0)""# } ?? ""
        let json = #"{"size": [320, 480], "layout": {"type": "flow", "itemSize": [60, 60], "sectionInset": [10, 10, 10, 10]}, "#
            + #""sections": [{"items": 12}]\#(extra)}"#
        return try Simulation(scene: Scene.parse(Data(json.utf8), file: "scene.json", catalog: .basic))
    }

    /// Holds item 0 (centred at (40, 40)) past the long-press delay, then drags to `to`.
    private func pickUpItemZero(_ s: Simulation, dragTo to: Point) {
        s.handle([.touch(id: 1, change: .down, location: Point(x: 40, y: 40))], at: .zero)
        s.handle([.touch(id: 1, change: .move, location: Point(x: 41, y: 40))], at: .milliseconds(600))
        s.tick(at: .milliseconds(616))
        s.handle([.touch(id: 1, change: .move, location: to)], at: .milliseconds(700))
        s.tick(at: .milliseconds(716))
    }

    func testTheItemIsDeletedAtPickupItsImageFollowsTheFingerAndItIsInsertedWhereTheTouchesEnd() throws {
        let s = try simulation(style: "deleteInsert")
        XCTAssertEqual(s.interactions.reorderStyle, .deleteInsert)
        pickUpItemZero(s, dragTo: Point(x: 250, y: 40))
        XCTAssertEqual(s.state.items, [Array(1...11)], "deleted at pickup")
        var list = DisplayList(size: s.collectionView.size)
        s.buildDisplayList(into: &list)
        let image = try XCTUnwrap(list.items.first { $0.key.kind == Simulation.dragImageKind }, "an image of the item")
        XCTAssertEqual(image.frame.center, Point(x: 250, y: 40), "under the finger")
        XCTAssertEqual(image.appearance.label, "0")
        XCTAssertEqual(list.items.last?.key.kind, Simulation.dragImageKind, "drawn above everything")
        // Over the fourth cell since the delete (identity 4 at index 3): inserted before it.
        s.handle([.touch(id: 1, change: .up, location: Point(x: 250, y: 40))], at: .milliseconds(800))
        s.settle()
        XCTAssertEqual(s.state.items, [[1, 2, 3, 0, 4, 5, 6, 7, 8, 9, 10, 11]])
        list = DisplayList(size: s.collectionView.size)
        s.buildDisplayList(into: &list)
        XCTAssertNil(list.items.first { $0.key.kind == Simulation.dragImageKind }, "the image is gone")
    }

    func testADropBesideACellGoesOnTheSideOfItWhereTheFingerIs() throws {
        // Four 60-point cells a row at x 10, 90, 170 and 250; the second row is y 80 to 140.
        for (drop, expected) in [(Point(x: 4, y: 110), [1, 2, 3, 4, 0, 5, 6, 7, 8, 9, 10, 11]),  // left inset: before identity 5
                                 (Point(x: 316, y: 110), [1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10, 11]),  // right of identity 8
                                 (Point(x: 76, y: 110), [1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10, 11]),  // right of identity 5
                                 (Point(x: 86, y: 110), [1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10, 11])] {  // left of identity 6
            let s = try simulation(style: "deleteInsert")
            pickUpItemZero(s, dragTo: drop)
            s.handle([.touch(id: 1, change: .up, location: drop)], at: .milliseconds(800))
            s.settle()
            XCTAssertEqual(s.state.items, [expected], "dropped at \(drop)")
        }
    }

    func testACancelledDragPutsTheItemBackWhereItWas() throws {
        let s = try simulation(style: "deleteInsert")
        pickUpItemZero(s, dragTo: Point(x: 250, y: 120))
        s.handle([.touch(id: 1, change: .cancel, location: Point(x: 250, y: 120))], at: .milliseconds(800))
        s.settle()
        XCTAssertEqual(s.state.items, [Array(0...11)])
    }

    func testACancelAfterItemsWereDeletedPutsTheItemAsNearItsPlaceAsTheDataAllows() throws {
        // Item 5 is carried; the data then loses every item but two, so its old index is past the section's end.
        let s = try simulation(style: "deleteInsert")
        s.handle([.touch(id: 1, change: .down, location: Point(x: 250, y: 40))], at: .zero)
        s.tick(at: .milliseconds(600))
        XCTAssertEqual(s.state.items.first?.count, 11, "picked up")
        for _ in 0..<9 { s.handle([.action(.deleteItem(ElementPath(item: 0, section: 0)))], at: .milliseconds(650)) }
        s.handle([.touch(id: 1, change: .cancel, location: Point(x: 250, y: 40))], at: .milliseconds(800))
        s.settle()
        XCTAssertEqual(s.state.items.first?.last, 3, "back at the section's end: the item under the finger was the fourth")
        XCTAssertEqual(s.state.items.first?.count, 3)
    }

    func testADropAfterTheSectionWasDeletedLeavesWithTheSection() throws {
        let s = try simulation(style: "deleteInsert")
        s.handle([.touch(id: 1, change: .down, location: Point(x: 40, y: 40))], at: .zero)
        s.tick(at: .milliseconds(600))
        s.handle([.action(.deleteSection(0))], at: .milliseconds(650))
        s.handle([.touch(id: 1, change: .up, location: Point(x: 40, y: 40))], at: .milliseconds(800))
        s.settle()
        XCTAssertEqual(s.state.items, [], "no section is left to take it")
        var list = DisplayList(size: s.collectionView.size)
        s.buildDisplayList(into: &list)
        XCTAssertNil(list.items.first { $0.key.kind == Simulation.dragImageKind }, "the image is gone")
    }

    func testTheLiveGapStaysTheDefaultAndKeepsTheItemInTheDataWhileItMoves() throws {
        let s = try simulation(style: nil)
        XCTAssertEqual(s.interactions.reorderStyle, .liveGap)
        pickUpItemZero(s, dragTo: Point(x: 250, y: 40))
        XCTAssertEqual(s.state.items.first?.count, 12, "nothing deleted while it moves")
        s.handle([.touch(id: 1, change: .up, location: Point(x: 250, y: 40))], at: .milliseconds(800))
        s.settle()
        XCTAssertEqual(s.state.items.first?.prefix(4), [1, 2, 3, 0])
    }

    func testTheSceneKeyIsCheckedAndSurvivesAnInlineLog() throws {
        let scene = try simulation(style: "deleteInsert").scene!
        XCTAssertEqual(try Scene.read(JSONReader(scene.jsonValue), catalog: .basic).reorderStyle, .deleteInsert)
        XCTAssertThrowsError(try simulation(style: "drag")) { error in
            XCTAssertEqual("\(error)", #"scene.json: $.reorderStyle: expected one of "liveGap", "deleteInsert", found "drag""#)
        }
    }
}

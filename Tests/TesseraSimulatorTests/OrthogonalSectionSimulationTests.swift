import Foundation
import XCTest
import TesseraCollection
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator

/// A user's compositional layout with a section that scrolls sideways, driven by touches through the simulation's
/// recognizers as a recording drives it: the row moves, the page does not, and the state records the row's offset.
final class OrthogonalSectionSimulationTests: XCTestCase {
    /// Section 0: a carousel of 100 × 80 cards, 10 apart, paging a card at a time; section 1: a 4-column grid.
    private func simulation() -> (Simulation, CompositionalLayout) {
        let size = { (w: CollectionLayoutDimension, h: CollectionLayoutDimension) in CollectionLayoutSize(widthDimension: w, heightDimension: h) }
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(80)), subitems: [item]))
        row.orthogonalScrollingBehavior = .groupPaging
        row.interGroupSpacing = 10
        let gridItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let grid = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [gridItem]))
        let layout = CompositionalLayout(sectionProvider: { s, _ in s == 0 ? row : grid })
        return (Simulation(layouts: [layout], sections: [20, 200]), layout)
    }

    /// A finger from `from` moved by `step` for `steps` frames 16 ms apart, then lifted, starting at `t` seconds.
    private func swipe(_ s: Simulation, from: Point, step: Point, steps: Int, at t: Double) {
        var p = from, time = t
        s.handle([.touch(id: 1, change: .down, location: p)], at: .seconds(time))
        for _ in 0..<steps {
            time += 0.016
            p = p + step
            s.handle([.tick, .touch(id: 1, change: .move, location: p)], at: .seconds(time))
        }
        s.handle([.touch(id: 1, change: .up, location: p)], at: .seconds(time + 0.005))
        s.settle()
    }

    func testASidewaysSwipeOnTheRowPagesTheRowAndTheStateRecordsIt() throws {
        let (s, layout) = simulation()
        XCTAssertFalse(s.state.json.contains("orthogonalOffsets"), "no key while every row is at its start")
        swipe(s, from: Point(x: 250, y: 40), step: Point(x: -15, y: 1), steps: 6, at: 0.1)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 110, "one card on")
        XCTAssertEqual(s.collectionView.contentOffset, .zero, "the page did not move")
        XCTAssertTrue(s.reports.contains { $0.recognizer == "pan" && $0.state == .ended })
        let state = s.state
        XCTAssertEqual(state.orthogonalOffsets, [0: 110])
        XCTAssertTrue(state.json.contains(#""contentOffset":[0,0],"orthogonalOffsets":[[0,110]],"size""#), state.json)
        XCTAssertTrue(state.goldenJSON.contains("  \"orthogonalOffsets\": [[0,110]],\n"), state.goldenJSON)
        for text in [state.json, state.goldenJSON] {
            let read = try SimulationState(json: JSONValue.parse(Data(text.utf8)))
            XCTAssertEqual(read, state, "the state reads back as it was written")
        }
        var moved = state
        moved.orthogonalOffsets = [0: 220]
        XCTAssertEqual(state.differences(from: moved), ["orthogonalOffsets: expected [[0,220]], got [[0,110]]"])

        // An upward swipe on the same row scrolls the page and leaves the row alone.
        swipe(s, from: Point(x: 250, y: 60), step: Point(x: 1, y: -15), steps: 6, at: 3)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 110)
        XCTAssertGreaterThan(s.collectionView.contentOffset.y, 0)
    }

    func testAStateWithAnOffsetThatIsNotASectionIsRefusedWithItsPath() {
        let text = #"{"layout":"flow","parameters":{},"items":[],"selected":[],"contentOffset":[0,0],"orthogonalOffsets":[[-1,5]],"size":[320,480]}"#
        XCTAssertThrowsError(try SimulationState(json: JSONValue.parse(Data(text.utf8)), file: "bad.state.json")) { error in
            XCTAssertTrue("\(error)".contains("orthogonalOffsets"), "\(error)")
        }
    }

    /// A touchpad's sideways scroll (or Shift with the wheel) over a row scrolls the row; up and down scroll the page.
    func testASidewaysWheelOverTheRowScrollsTheRowAndAnUprightOneThePage() {
        let (s, layout) = simulation()
        s.handle([.wheel(delta: Point(x: 1, y: 0), location: Point(x: 200, y: 40), modifiers: [])], at: .seconds(0.1))
        s.handle([.wheel(delta: Point(x: 0, y: 1), location: Point(x: 200, y: 40), modifiers: [.shift])], at: .seconds(0.2))
        s.tick(at: .seconds(0.3))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 80, "two notches of 40, the row not snapped to a card")
        XCTAssertEqual(s.collectionView.contentOffset, .zero)
        s.handle([.wheel(delta: Point(x: -100, y: 0), location: Point(x: 200, y: 40), modifiers: [])], at: .seconds(0.4))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 0, "kept within the row")
        s.handle([.wheel(delta: Point(x: 0, y: 2), location: Point(x: 200, y: 40), modifiers: [])], at: .seconds(0.5))
        XCTAssertEqual(s.collectionView.contentOffset, Point(x: 0, y: 80), "up and down scroll the page")
        s.handle([.wheel(delta: Point(x: 1, y: 0), location: Point(x: 200, y: 300), modifiers: [])], at: .seconds(0.6))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 0, "sideways over the grid: not the row")
        XCTAssertEqual(s.state.orthogonalOffsets, [:])
    }
}

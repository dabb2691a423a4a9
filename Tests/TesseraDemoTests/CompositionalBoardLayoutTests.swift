import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraTesting
import TesseraDemo

/// The catalog's board: a horizontal compositional layout whose columns scroll up and down on their own, set up by a
/// scene and driven through the simulation as a recording drives it.
final class CompositionalBoardLayoutTests: XCTestCase {
    /// A driver of the board scene below: four columns of 9, 3, 6 and 12 cards on a 640 × 400 window.
    private func board(_ extra: String = "") throws -> (InteractionDriver, CompositionalBoardLayout) {
        let json = """
        {"size": [640, 400], "layout": {"type": "board", "columnWidth": 200, "cardHeight": 80, "spacing": 10,
         "columnSpacing": 12, "columnInsets": [0, 8, 8, 8], "titleHeight": 40\(extra)},
         "sections": [{"items": 9}, {"items": 3}, {"items": 6}, {"items": 12}]}
        """
        let driver = try InteractionDriver(sceneJSON: json, catalog: .standard)
        return (driver, try XCTUnwrap(driver.simulation.collectionView.collectionViewLayout as? CompositionalBoardLayout))
    }

    func testColumnsStandSideBySideWithTheirCardsUnderTheirTitles() throws {
        let (driver, layout) = try board()
        let s = driver.simulation
        func frame(_ item: Int, _ section: Int) -> Rect? { layout.attributesForItem(at: ElementPath(item: item, section: section))?.frame }
        // Column 0 from x 0: 8 of inset, 200 of cards, 8 of inset; the next 12 on.
        XCTAssertEqual(frame(0, 0), Rect(x: 8, y: 40, width: 200, height: 80), "below the title")
        XCTAssertEqual(frame(1, 0), Rect(x: 8, y: 130, width: 200, height: 80))
        XCTAssertEqual(frame(0, 1), Rect(x: 236, y: 40, width: 200, height: 80))
        XCTAssertEqual(frame(8, 0), Rect(x: 8, y: 760, width: 200, height: 80), "one column, below the window")
        let title = layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 1))
        XCTAssertEqual(title?.frame, Rect(x: 236, y: 0, width: 200, height: 40), "above the cards, as wide as they are")
        XCTAssertEqual(title?.zIndex, 2, "drawn over the cards that scroll under it")
        XCTAssertEqual(layout.contentSize, Size(width: 4 * 216 + 3 * 12, height: 400))
        // Column 0 is 40 + 9 × 80 + 8 × 10 + 8 = 848 long, 448 past the window.
        XCTAssertEqual(layout.orthogonalScrollRange(forSection: 0), 0...448)
        XCTAssertEqual(layout.orthogonalScrollRange(forSection: 1), 0...0, "a short column does not scroll")
        XCTAssertEqual(s.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.count, 4, "cards at 40, 130, 220 and 310")
    }

    func testAnUpwardSwipeScrollsOneColumnAndASidewaysOneTheBoard() throws {
        let (driver, layout) = try board()
        let s = driver.simulation
        driver.drag(from: Point(x: 100, y: 300), to: Point(x: 108, y: 180), duration: .milliseconds(133))
        driver.settle()
        let offset = layout.orthogonalOffset(forSection: 0)
        XCTAssertGreaterThan(offset, 120, "the column went on after the finger lifted")
        XCTAssertLessThanOrEqual(offset, 448)
        XCTAssertEqual(s.collectionView.contentOffset, .zero, "the board did not move")
        XCTAssertEqual(layout.orthogonalOffset(forSection: 2), 0, "nor did another column")
        XCTAssertEqual(s.state.orthogonalOffsets, [0: offset])
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame.minY, 40 - offset,
                       "the cards moved up under the title")
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 0))?.frame.minY, 0,
                       "the title stays")

        driver.drag(from: Point(x: 500, y: 200), to: Point(x: 380, y: 208), duration: .milliseconds(133))
        driver.settle()
        XCTAssertGreaterThan(s.collectionView.contentOffset.x, 100, "a sideways swipe scrolls the board")
        XCTAssertEqual(s.collectionView.contentOffset.y, 0)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), offset, "and leaves the column where it was")
    }

    func testAnUprightWheelOverAColumnScrollsItAndASidewaysOneTheBoard() throws {
        let (driver, layout) = try board()
        let s = driver.simulation
        driver.step([.wheel(delta: Point(x: 0, y: 2), location: Point(x: 330, y: 200), modifiers: [])])
        XCTAssertEqual(layout.orthogonalOffset(forSection: 1), 0, "a column that fits does not move")
        driver.step([.wheel(delta: Point(x: 0, y: 2), location: Point(x: 100, y: 200), modifiers: [])])
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 80, "two notches of 40")
        XCTAssertEqual(s.collectionView.contentOffset, .zero)
        driver.step([.wheel(delta: Point(x: 0, y: 1), location: Point(x: 100, y: 200), modifiers: [.shift])])
        XCTAssertEqual(s.collectionView.contentOffset, Point(x: 40, y: 0), "Shift turns the wheel sideways: the board")
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 80)
    }

    func testGroupPagingRestsACardUnderTheTitle() throws {
        let (driver, layout) = try board(#", "behavior": "groupPaging""#)
        driver.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 240), duration: .milliseconds(83))
        driver.settle()
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 90, "one card (80 and 10 of spacing) on")
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 0))?.frame.minY, 40, "right under the title")
    }
}

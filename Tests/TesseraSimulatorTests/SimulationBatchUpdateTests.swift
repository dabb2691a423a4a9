import Foundation
import XCTest
import TesseraCollection
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

final class SimulationBatchUpdateTests: XCTestCase {
    let twoSections = #"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":4},{"items":2}]}"#

    func simulation() throws -> Simulation { try Simulation(scene: Scene.parse(Data(twoSections.utf8), catalog: .standard)) }

    /// Identities start as each item's position in the whole scene (section 1's first item is 4); the scene's six
    /// items make the next one 6.
    func testABatchUpdateMovesItemsWithTheirIdentitiesAndGivesInsertedOnesFreshOnes() throws {
        let s = try simulation()
        var batch = BatchUpdate()
        batch.moveItem(at: ElementPath(item: 0, section: 0), to: ElementPath(item: 1, section: 1))
        batch.deleteItems(at: [ElementPath(item: 3, section: 0)])
        batch.insertItems(at: [ElementPath(item: 0, section: 0)])
        batch.insertSections([2])
        try s.performBatchUpdates(batch, animated: false)
        XCTAssertEqual(s.state.items, [[6, 1, 2], [4, 0, 5], []])
        XCTAssertEqual(s.collectionView.itemIdentities.map(\.count), [3, 3, 0])
    }

    /// The titles of the headers and footers the collection view keeps, by their index paths.
    private func sectionTitles(_ s: Simulation) -> [String] {
        let cv = s.collectionView
        return [ElementKind.sectionHeader, .sectionFooter].flatMap { kind in
            cv.indexPathsForPreparedSupplementaryElements(ofKind: kind).map { path in
                "\(path.section): " + ((cv.preparedSupplementaryView(ofKind: kind, at: path) as? SceneHeaderView)?.title ?? "?")
            }
        }
    }

    /// A header whose section moved keeps its view, as in UIKit, and the scene's data source (the app) titles it
    /// again: after a section is inserted, deleted or moved no two headers say the same section (the survey demo's
    /// `s` key showed two "Section 1" headers).
    func testHeadersWhoseSectionsMovedAreTitledWithTheirNewSection() throws {
        let scene = #"{"size":[320,900],"layout":{"type":"flow","itemSize":[50,50],"headerReferenceSize":[0,30],"#
            + #""footerReferenceSize":[0,20]},"sections":[{"items":4},{"items":2},{"items":3}]}"#
        let s = try Simulation(scene: Scene.parse(Data(scene.utf8), catalog: .standard))
        s.collectionView.layoutIfNeeded()
        func expected() -> [String] {
            (0..<s.collectionView.numberOfSections).map { "\($0): Section \($0)" }
                + (0..<s.collectionView.numberOfSections).map { "\($0): end of section \($0)" }
        }
        XCTAssertEqual(sectionTitles(s), expected())
        XCTAssertTrue(s.insertSection(at: 1, items: 2))
        XCTAssertEqual(sectionTitles(s), expected())
        XCTAssertTrue(s.deleteSection(at: 0))
        XCTAssertEqual(sectionTitles(s), expected())
        var batch = BatchUpdate()
        batch.moveSection(2, toSection: 0)
        try s.performBatchUpdates(batch)
        XCTAssertEqual(sectionTitles(s), expected())
        s.settle()
        XCTAssertEqual(sectionTitles(s), expected())
    }

    func testAnInvalidBatchUpdateThrowsAndChangesNothing() throws {
        let s = try simulation()
        s.collectionView.selectItem(at: ElementPath(item: 1, section: 0))
        let before = s.state
        for change in [{ (b: inout BatchUpdate) in b.deleteItems(at: [ElementPath(item: 9, section: 0)]) },
                       { $0.moveItem(at: ElementPath(item: 0, section: 0), to: ElementPath(item: 5, section: 0)) },
                       { $0.deleteSections([0]); $0.deleteItems(at: [ElementPath(item: 0, section: 0)]) },
                       { $0.insertSections([7]) },
                       { $0.moveSection(-1, toSection: 0) }] {
            var batch = BatchUpdate()
            change(&batch)
            XCTAssertThrowsError(try s.performBatchUpdates(batch)) { XCTAssertTrue($0 is BatchUpdateError, "\($0)") }
            XCTAssertEqual(s.state, before)
        }
        s.settle()
        XCTAssertEqual(s.state.items, [[0, 1, 2, 3], [4, 5]])
    }

    /// The state's identities are unique across sections, as item identifiers are in UIKit's
    /// `NSDiffableDataSourceSnapshot` ("each of your sections and items must have unique identifiers"), so an
    /// item dragged into another section reads as itself there, not as a second item 0.
    func testAnItemDraggedIntoAnotherSectionIsNotNumberedLikeAnItemThere() throws {
        let s = try simulation()
        XCTAssertEqual(s.state.items, [[0, 1, 2, 3], [4, 5]])
        XCTAssertTrue(s.collectionView.beginInteractiveMovementForItem(at: ElementPath(item: 0, section: 1)))
        // Past section 0's last item, on its row: the item is appended to section 0.
        s.collectionView.updateInteractiveMovementTargetPosition(Point(x: 290, y: 25))
        s.collectionView.endInteractiveMovement()
        s.settle()
        XCTAssertEqual(s.state.items, [[0, 1, 2, 3, 4], [5]])
        XCTAssertEqual(s.collectionView.itemIdentities, s.state.items, "the collection view numbers items as the state does")
    }
}

import TesseraCollection
import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraSimulator

/// A section's flow overrides (inset, spacings, header and footer sizes) as the flow layout reads them: they go
/// where their section goes, through inserts, deletes and moves, and a section that comes in has none.
final class SceneModelOverrideTests: XCTestCase {
    /// Sections 0…5 of two items: odd ones override everything, section 2 only its line spacing.
    private func scene() -> [SceneSection] {
        (0..<6).map { s in
            if s == 2 { return SceneSection(items: 2, minimumLineSpacing: 7) }
            guard s % 2 == 1 else { return SceneSection(items: 2) }
            let d = Double(s)
            return SceneSection(items: 2, inset: EdgeInsets(top: d, left: d + 1, bottom: d + 2, right: d + 3),
                                minimumLineSpacing: d * 10, minimumInteritemSpacing: d * 20,
                                headerReferenceSize: Size(width: 0, height: d * 30), footerReferenceSize: Size(width: 0, height: d * 40))
        }
    }

    /// What the model tells the flow layout about `section`, one value per override.
    private func answers(_ simulation: Simulation, _ section: Int) -> [String] {
        let model = simulation.model, view = simulation.collectionView
        guard let flow = view.collectionViewLayout as? FlowLayout else { return [] }
        return [
            "\(String(describing: model.collectionView(view, layout: flow, insetForSectionAt: section)))",
            "\(String(describing: model.collectionView(view, layout: flow, minimumLineSpacingForSectionAt: section)))",
            "\(String(describing: model.collectionView(view, layout: flow, minimumInteritemSpacingForSectionAt: section)))",
            "\(String(describing: model.collectionView(view, layout: flow, referenceSizeForHeaderInSection: section)))",
            "\(String(describing: model.collectionView(view, layout: flow, referenceSizeForFooterInSection: section)))",
        ]
    }

    private func makeSimulation() -> Simulation {
        Simulation(layouts: [FlowLayout()], sections: scene(), size: Size(width: 320, height: 480))
    }

    func testEachSectionAnswersWithItsOwnOverrides() {
        let simulation = makeSimulation()
        let none = Array(repeating: "nil", count: 5)
        XCTAssertEqual(answers(simulation, 0), none)
        XCTAssertEqual(answers(simulation, 2), ["nil", "Optional(7.0)", "nil", "nil", "nil"])
        XCTAssertEqual(answers(simulation, 3)[1], "Optional(30.0)")
        XCTAssertEqual(answers(simulation, 5)[3], "Optional(0.0×150.0)")
        XCTAssertEqual(answers(simulation, 6), none, "past the last section")
        XCTAssertEqual(answers(simulation, -1), none)
    }

    func testOverridesGoWhereTheirSectionsGo() throws {
        let simulation = makeSimulation()
        // The model's answers, section by section, kept beside it the plain way.
        var expected = (0..<6).map { answers(simulation, $0) }
        let none = Array(repeating: "nil", count: 5)

        var insert = BatchUpdate()
        insert.insertSections([1])
        try simulation.performBatchUpdates(insert, animated: false)
        expected.insert(none, at: 1)
        var delete = BatchUpdate()
        delete.deleteSections([4])
        try simulation.performBatchUpdates(delete, animated: false)
        expected.remove(at: 4)
        XCTAssertEqual((0..<expected.count).map { answers(simulation, $0) }, expected)

        // A batch update through the collection view: a delete, an insert and a move at once.
        var batch = BatchUpdate()
        batch.deleteSections([0])
        batch.insertSections([2])
        batch.moveSection(4, toSection: 0)
        try simulation.performBatchUpdates(batch, animated: false)
        // Old sections 1, 2, 3, 5 stay in order, old 4 goes first, and a new section comes in at 2.
        let after = [expected[4], expected[1], none, expected[2], expected[3], expected[5]]
        XCTAssertEqual((0..<after.count).map { answers(simulation, $0) }, after)
        XCTAssertEqual(simulation.collectionView.numberOfSections, after.count)

        // The window's keys insert and delete a section one at a time.
        XCTAssertTrue(simulation.insertSection(at: 3, items: 2))
        XCTAssertTrue(simulation.deleteSection(at: 0))
        let last = [after[1], after[2], none, after[3], after[4], after[5]]
        XCTAssertEqual((0..<last.count).map { answers(simulation, $0) }, last)
    }
}

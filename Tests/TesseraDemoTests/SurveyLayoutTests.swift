import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

final class SurveyLayoutTests: XCTestCase {
    private var harnesses: [AnyObject] = []

    /// A 480-point window: with insets 80 and 20 there are 380 points, room for three 100-point cells on a line.
    private func survey(_ sizes: [[Size]], width: Double = 480, layout: SurveyLayout = SurveyLayout()) -> (LayoutHarness<SurveyLayout>, SurveyLayout) {
        let harness = LayoutHarness(layout, size: Size(width: width, height: 640), sections: sizes.map { HarnessSection(itemSizes: $0) })
        harnesses.append(harness)
        return (harness, harness.layout)
    }

    private func square(_ s: Double) -> Size { Size(width: s, height: s) }

    func testCellsAreCentredAtInsetLeftPlusFirstXPlusTwoFirstXPerItem() {
        let (_, layout) = survey([[square(100), square(100), square(100)], [square(60), square(90)]])
        // Section 0: firstX = 380 / 6; section 1: firstX = 380 / 4 = 95.
        let firstX0 = 380.0 / 6
        for item in 0..<3 {
            let centerX = 80 + firstX0 + 2 * firstX0 * Double(item)
            let frame = layout.attributesForItem(at: ElementPath(item: item, section: 0))?.frame
            XCTAssertEqual(frame, Rect(x: centerX - 50, y: 100, width: 100, height: 100).integral, "item \(item)")
        }
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame, Rect(x: 93, y: 100, width: 101, height: 100))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 0))?.center.x, 270)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 1))?.center.x, 175)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 1))?.center.x, 365)
    }

    func testEveryCellFrameIsIntegral() {
        let (_, layout) = survey([[Size(width: 33.3, height: 41.7), square(100), Size(width: 77.5, height: 10.25)]])
        for a in cells(everything(layout)) {
            XCTAssertEqual(a.frame, a.frame.integral, "\(a.indexPath)")
        }
    }

    func testEachSectionHasABinderAsTallAsItsTallestCellPlusTheHeaderCentredOnThatCell() {
        let (_, layout) = survey([[Size(width: 100, height: 75), Size(width: 75, height: 100), Size(width: 100, height: 60)],
                                  [], [square(50)]])
        // Section 0: header 0…70, inset 30, one line 100 tall: the tallest cell is centred at y = 150.
        let binder = layout.attributesForDecorationView(ofKind: SurveyLayout.binderKind, at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(binder?.frame, Rect(x: 0, y: 150 - 85, width: 480, height: 170))
        XCTAssertEqual(binder?.zIndex, -1)
        XCTAssertNil(layout.attributesForDecorationView(ofKind: SurveyLayout.binderKind, at: ElementPath(item: 0, section: 1)),
                     "an empty section has no tallest cell and no binder")
        let all = everything(layout)
        XCTAssertEqual(all.filter { $0.category == .decoration }.map(\.indexPath.section), [0, 2])
        XCTAssertTrue(all.filter { $0.category == .decoration }.allSatisfy { $0.elementKind == SurveyLayout.binderKind })
        XCTAssertEqual(all.filter { $0.category == .supplementary }.count, 3, "headers for every section")
    }

    func testAQueryReturnsExactlyTheRespacedElementsThatIntersect() {
        let (_, layout) = survey(Array(repeating: [square(100), Size(width: 80, height: 90), square(70)], count: 6))
        let all = everything(layout)
        for rect in [Rect(x: 0, y: 0, width: 480, height: 640), Rect(x: 200, y: 300, width: 40, height: 500),
                     Rect(x: 0, y: 1000, width: 90, height: 10), Rect(x: 380, y: 90, width: 100, height: 1)] {
            XCTAssertEqual(layout.attributesForElements(in: rect).sorted { $0.key < $1.key }, expected(all, in: rect), "\(rect)")
        }
    }

    /// A section that wraps (the demo's `+` key adds photos until it does) can be spaced line by line, so no cells
    /// overlap, and its binder stands behind every line, whichever the spacing: it covered one line.
    func testAWrappedSectionIsSpacedLineByLineWithItsBinderBehindEveryLine() throws {
        let (_, seedLayout) = survey([[square(100), square(100), square(100)]], width: 320)
        // 320 − 100 leaves 220 points: two cells per line. The seed's formula interleaves the lines.
        XCTAssertEqual(seedLayout.attributesForItem(at: ElementPath(item: 2, section: 0))?.center.x ?? 0,
                       80 + 220.0 / 6 * 5, accuracy: 0.5)
        let seedCells = (0..<3).compactMap { seedLayout.attributesForItem(at: ElementPath(item: $0, section: 0))?.frame }
        let seedBinder = try XCTUnwrap(seedLayout.attributesForDecorationView(ofKind: SurveyLayout.binderKind, at: ElementPath(item: 0, section: 0)))
        for cell in seedCells { XCTAssertTrue(seedBinder.frame.contains(cell), "\(cell) in \(seedBinder.frame)") }
        let (_, layout) = survey([[square(100), square(100), square(100)]], width: 320)
        layout.respacing = .line
        layout.prepareIfNeeded()
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.center.x, 135)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 0))?.center.x, 245)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 2, section: 0))?.center.x, 190)
        let cells = (0..<3).compactMap { layout.attributesForItem(at: ElementPath(item: $0, section: 0))?.frame }
        let binder = try XCTUnwrap(layout.attributesForDecorationView(ofKind: SurveyLayout.binderKind, at: ElementPath(item: 0, section: 0)))
        for cell in cells { XCTAssertTrue(binder.frame.contains(cell), "\(cell) in \(binder.frame)") }
        XCTAssertEqual(binder.frame.height, (cells.map(\.maxY).max()! - cells.map(\.minY).min()!) + 70, "the lines plus the header")
    }

    func testAnInsertedSectionSlidesInAndTheOthersCrossfade() {
        let (_, layout) = survey([[square(100)], [square(100), square(80)]])
        layout.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil,
                                                             after: ElementPath(item: 0, section: 1), isSectionUpdate: true)])
        XCTAssertEqual(layout.sectionsBeingInserted, [1])
        let item = layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 1, section: 1))
        XCTAssertEqual(item?.transform3D, Transform3D(translationX: 480, y: 0, z: 0), "cells start one content-width right")
        XCTAssertEqual(item?.alpha, 1)
        XCTAssertEqual(item?.frame, layout.attributesForItem(at: ElementPath(item: 1, section: 1))?.frame)
        let binder = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: SurveyLayout.binderKind,
                                                                               at: ElementPath(item: 0, section: 1))
        XCTAssertEqual(binder?.alpha, 0)
        XCTAssertEqual(binder?.transform3D, Transform3D(translationX: -480, y: 0, z: 0), "the binder starts one width left")
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 0, section: 0)),
                     "a section that was not inserted gets the default: its inserted cells crossfade, the others move")
        layout.finalizeCollectionViewUpdates()
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 1, section: 1)))
        XCTAssertTrue(layout.sectionsBeingInserted.isEmpty)
    }

    func testAnItemInsertCountsItsSectionAsTheBooksBookkeepingDoes() {
        let (_, layout) = survey([[square(100), square(100)], [square(100)]])
        layout.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: ElementPath(item: 1, section: 0)),
                                                  UpdateItem(action: .delete, before: ElementPath(item: 0, section: 1), after: nil)])
        XCTAssertEqual(layout.sectionsBeingInserted, [0], "the section of an inserted item counts; a delete does not")
        XCTAssertEqual(layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 1, section: 0))?.transform3D,
                       Transform3D(translationX: 480, y: 0, z: 0), "the new item slides in from the right")
    }
}

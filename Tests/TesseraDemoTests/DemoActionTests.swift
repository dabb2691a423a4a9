import Foundation
import XCTest
import TesseraCollection
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraDemo
import TesseraRender

/// The demos' actions in a running simulation: the attributes drawn at chosen times of each
/// animation against the source documents' values.
final class DemoActionTests: XCTestCase {
    private func simulation(_ scene: String) throws -> Simulation {
        let path = packageRoot.appendingPathComponent("assets/scenes/\(scene).json").path
        return try Simulation(scene: Scene.load(path: path, catalog: .standard))
    }

    /// What is drawn for the element at `key` after a frame at `time`.
    private func drawn(_ s: Simulation, _ key: ElementKey, at time: Duration) -> LayoutAttributes? {
        s.tick(at: time)
        return s.collectionView.presentedAttributes.first { $0.key == key }
    }

    private func binder(_ section: Int) -> ElementKey {
        ElementKey(category: .decoration, kind: SurveyLayout.binderKind, indexPath: ElementPath(item: 0, section: section))
    }

    private func assertClose(_ a: LayoutAttributes?, _ b: LayoutAttributes?, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let a, let b else { return XCTFail("\(what): missing (\(String(describing: a)), \(String(describing: b)))", file: file, line: line) }
        XCTAssertEqual(a.center.x, b.center.x, accuracy: 1e-9, what, file: file, line: line)
        XCTAssertEqual(a.center.y, b.center.y, accuracy: 1e-9, what, file: file, line: line)
        XCTAssertEqual(a.alpha, b.alpha, accuracy: 1e-9, what, file: file, line: line)
        for (x, y) in zip(a.transform3D.rowMajor, b.transform3D.rowMajor) { XCTAssertEqual(x, y, accuracy: 1e-9, what, file: file, line: line) }
    }

    // MARK: Survey (seed 000)

    func testASectionInsertSlidesTheBinderInFromTheLeftAtAlphaZeroAndTheItemsFromTheRight() throws {
        let s = try simulation("survey")
        let layout = try XCTUnwrap(s.currentLayout as? SurveyLayout)
        XCTAssertTrue(s.perform(.insertSection(1, items: 3)))
        let width = layout.contentSize.width
        let binderEnd = try XCTUnwrap(layout.attributesForDecorationView(ofKind: SurveyLayout.binderKind, at: ElementPath(item: 0, section: 1)))
        let cellEnd = try XCTUnwrap(layout.attributesForItem(at: ElementPath(item: 2, section: 1)))
        // The book's starting values: the binder one binder-width left at alpha 0, the cells one content-width right.
        var binderStart = binderEnd
        binderStart.alpha = 0
        binderStart.transform3D = Transform3D(translationX: -binderEnd.frame.width, y: 0, z: 0)
        var cellStart = cellEnd
        cellStart.transform3D = Transform3D(translationX: width, y: 0, z: 0)
        let start = s.clock.now
        assertClose(drawn(s, binder(1), at: start), binderStart, "binder at the start")
        assertClose(drawn(s, .cell(ElementPath(item: 2, section: 1)), at: start), cellStart, "cell at the start")
        let mid = start + .milliseconds(150)
        let f = Animation.standard.progress(elapsed: .milliseconds(150))
        assertClose(drawn(s, binder(1), at: mid), binderStart.interpolated(to: binderEnd, fraction: f), "binder half way")
        assertClose(s.collectionView.presentedAttributes.first { $0.key == .cell(ElementPath(item: 2, section: 1)) },
                    cellStart.interpolated(to: cellEnd, fraction: f), "cell half way")
        let end = start + .milliseconds(300)
        assertClose(drawn(s, binder(1), at: end), binderEnd, "binder at rest")
        assertClose(s.collectionView.presentedAttributes.first { $0.key == .cell(ElementPath(item: 2, section: 1)) }, cellEnd, "cell at rest")
        XCTAssertEqual(s.state.items.map(\.count), [3, 3, 2, 3])
    }

    func testAnItemInsertedInSurveySlidesInFromTheRightWithItsSection() throws {
        let s = try simulation("survey")
        let layout = try XCTUnwrap(s.currentLayout as? SurveyLayout)
        XCTAssertTrue(s.perform(.insertItem(ElementPath(item: 2, section: 1))))
        let end = try XCTUnwrap(layout.attributesForItem(at: ElementPath(item: 2, section: 1)))
        var start = end
        start.transform3D = Transform3D(translationX: layout.contentSize.width, y: 0, z: 0)
        assertClose(drawn(s, .cell(ElementPath(item: 2, section: 1)), at: s.clock.now), start, "the new item starts one width right")
        XCTAssertEqual(drawn(s, binder(1), at: s.clock.now)?.alpha, 0, "its section's binder slides in too, as the book counts it")
        XCTAssertEqual(drawn(s, binder(0), at: s.clock.now)?.transform3D, .identity, "other sections stay")
    }

    func testTheSectionKeysInsertAfterTheSelectionAndDeleteTheSelectedSection() throws {
        let s = try simulation("survey")
        s.handle([.key("s")], at: .zero)
        XCTAssertEqual(s.state.items.map(\.count), [3, 2, 3, 3], "s with nothing selected adds a section of three at the end")
        s.collectionView.selectItem(at: ElementPath(item: 0, section: 0))
        s.handle([.key("s")], at: .seconds(1))
        XCTAssertEqual(s.state.items.map(\.count), [3, 3, 2, 3, 3], "after the selected item's section")
        s.handle([.key("d")], at: .seconds(2))
        XCTAssertEqual(s.state.items.map(\.count), [3, 2, 3, 3], "d deletes the selected item's section")
        XCTAssertFalse(s.perform(.deleteSection(9)), "an index out of range changes nothing")
        XCTAssertFalse(s.perform(.insertItem(ElementPath(item: 7, section: 0))))
        XCTAssertEqual(s.state.items.map(\.count), [3, 2, 3, 3])
    }

    // MARK: Circle and its flow partner (seed 003)

    func testCirclesFlowPartnerGrowsAnInsertedItemFromScaleOneTenthTurnedMinus45AtAlphaZero() throws {
        let s = try simulation("circle")
        XCTAssertTrue(s.perform(.switchLayout(1)))
        s.settle()
        let flow = try XCTUnwrap(s.currentLayout as? CircleFlowLayout)
        XCTAssertEqual(flow.itemSize, Size(width: 200, height: 200))
        XCTAssertTrue(s.perform(.insertItem(ElementPath(item: 0, section: 0))))
        let end = try XCTUnwrap(flow.attributesForItem(at: ElementPath(item: 0, section: 0)))
        var start = end
        start.alpha = 0
        start.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1).rotated(by: -Double.pi / 4, x: 0, y: 0, z: 1)
        let t0 = s.clock.now
        assertClose(drawn(s, .cell(ElementPath(item: 0, section: 0)), at: t0), start, "inserted cell at the start")
        XCTAssertEqual(start.transform3D.m11, 0.1 * cos(Double.pi / 4), accuracy: 1e-15)
        XCTAssertEqual(start.transform3D.m12, -0.1 * sin(Double.pi / 4), accuracy: 1e-15, "turned −45°")
        let f = Animation.standard.progress(elapsed: .milliseconds(100))
        assertClose(drawn(s, .cell(ElementPath(item: 0, section: 0)), at: t0 + .milliseconds(100)),
                    start.interpolated(to: end, fraction: f), "a third of the way")
        assertClose(drawn(s, .cell(ElementPath(item: 0, section: 0)), at: t0 + .milliseconds(300)), end, "at rest")
    }

    func testCircleKeepsItsLastCell() throws {
        let s = try simulation("circle")
        for i in 0..<11 { s.handle([.key("minus")], at: .seconds(i)) }
        XCTAssertEqual(s.state.items, [[0]])
        s.handle([.key("minus")], at: .seconds(20))
        XCTAssertEqual(s.state.items, [[0]], "the last cell stays, as the book's view controller keeps it")
        XCTAssertFalse(s.perform(.deleteItem(ElementPath(item: 0, section: 0))))
        XCTAssertFalse(s.perform(.deleteSection(0)))
        XCTAssertTrue(s.perform(.switchLayout(1)))
        XCTAssertFalse(s.perform(.deleteItem(ElementPath(item: 0, section: 0))), "the flow partner keeps it too")
        XCTAssertEqual(s.state.items, [[0]])
    }

    // MARK: Dimensions (seed 000)

    func testTheDimensionsModeChangeAnimatesOverHalfASecond() throws {
        let s = try simulation("dimensions")
        XCTAssertTrue(s.perform(.toggleMode))
        let t0 = s.clock.now
        let key = ElementKey.cell(ElementPath(item: 0, section: 0))
        let f = Animation(duration: .milliseconds(500)).progress(elapsed: .milliseconds(400))
        let at400 = try XCTUnwrap(drawn(s, key, at: t0 + .milliseconds(400)))
        XCTAssertEqual(at400[FillAmountAttribute.self], f, accuracy: 1e-12, "still blending at 0.4 s")
        XCTAssertLessThan(at400[FillAmountAttribute.self], 1)
        XCTAssertTrue(s.isMoving)
        XCTAssertEqual(drawn(s, key, at: t0 + .milliseconds(500))?[FillAmountAttribute.self], 1)
        XCTAssertFalse(s.collectionView.allowsSelection, "the demo scene turns selection off, as the book does")
    }
}

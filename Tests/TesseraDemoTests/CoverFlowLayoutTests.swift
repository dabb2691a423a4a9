import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
import TesseraDemo
import TesseraSimulator
import TesseraTesting

final class CoverFlowLayoutTests: XCTestCase {
    /// Layouts hold their collection view weakly; the test keeps the harness.
    private var harnesses: [AnyObject] = []

    /// A portrait window: the seed insets are 70, so cell k is centred at x = 160 + 120·k
    /// (180-point cells, line spacing −60).
    private func portrait(items: Int = 20) -> (LayoutHarness<CoverFlowLayout>, CoverFlowLayout) {
        let harness = LayoutHarness(CoverFlowLayout(), size: Size(width: 320, height: 480), sections: [HarnessSection(items: items)])
        harnesses.append(harness)
        return (harness, harness.layout)
    }

    private let perspective = -1 / (4.6777 * 180)

    /// The seed's inner branch, step by step, for a cell `d` points from the visible centre.
    private func seedInnerTransform(d: Double) -> Transform3D {
        let isLeft = d > 0
        let n = d / 100
        var t = Transform3D.identity.translatedBy(x: (isLeft ? -40 : 40) * abs(d / 100), y: 0,
                                                  z: (1 - abs(n)) * 40000 + (isLeft ? 200 : 0))
        t.m34 = perspective
        let zoom = 1 + 0.2 * (1 - abs(n))
        t = t.rotated(by: (isLeft ? 1 : -1) * abs(n) * 45 * Double.pi / 180, x: 0, y: 1, z: 0)
        return t.scaledBy(x: zoom, y: zoom, z: 1)
    }

    private func assertEntries(_ actual: Transform3D?, _ expected: Transform3D, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no attributes", file: file, line: line) }
        for (a, e) in zip(actual.rowMajor, expected.rowMajor) { XCTAssertEqual(a, e, file: file, line: line) }
    }

    func testCellsArePlacedOnTheSeedsHorizontalFlow() {
        let (_, layout) = portrait()
        // The seed's side insets; above and below, half the window less half a cover keeps one row.
        XCTAssertEqual(layout.sectionInset, EdgeInsets(top: 150, left: 70, bottom: 150, right: 70))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame, Rect(x: 70, y: 150, width: 180, height: 180))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 3, section: 0))?.center, Point(x: 520, y: 240))
        XCTAssertEqual(layout.contentSize, Size(width: 70 + 20 * 180 - 19 * 60 + 70, height: 480))
    }

    func testAWindowTallEnoughForTwoCoversStillShowsOneCentredRow() {
        let harness = LayoutHarness(CoverFlowLayout(), size: Size(width: 480, height: 640), sections: [HarnessSection(items: 20)])
        let cells = harness.layout.attributesForElements(in: Rect(x: 0, y: 0, width: 10_000, height: 640)).filter { $0.category == .cell }
        XCTAssertEqual(cells.count, 20)
        XCTAssertEqual(Set(cells.map(\.frame.minY)), [230], "every cover on the one row, centred: (640 − 180) / 2")
        harness.layout.insetPolicy = .fixed
        harness.layout.sectionInset = EdgeInsets(top: 0, left: 70, bottom: 0, right: 70)
        harness.layout.prepareIfNeeded()
        let fixed = harness.layout.attributesForElements(in: Rect(x: 0, y: 0, width: 10_000, height: 640)).filter { $0.category == .cell }
        XCTAssertEqual(Set(fixed.map(\.frame.minY)).count, 2, "with the fixed insets [0, 70, 0, 70] the flow starts a second row")
    }

    func testACellThirtyPointsRightOfTheCentreGetsTheSeedTransformInAllSixteenEntries() {
        let (harness, layout) = portrait()
        harness.scroll(to: Point(x: 90, y: 0))   // visible midX 250; cell 1 is centred at 280, so d = −30
        let a = layout.attributesForElements(in: harness.bounds).first { $0.indexPath.item == 1 }
        assertEntries(a?.transform3D, seedInnerTransform(d: -30))
        // Entries that follow by hand from the steps: the translation survives in row 4,
        // the y scale is the zoom, and perspective sits in m34 scaled by the zoom-free z row.
        XCTAssertEqual(a?.transform3D.m41 ?? 0, 12, accuracy: 1e-12)
        XCTAssertEqual(a?.transform3D.m43 ?? 0, 28000, accuracy: 1e-9)
        XCTAssertEqual(a?.transform3D.m22 ?? 0, 1.14, accuracy: 1e-12)
        XCTAssertEqual(a?.zIndex, 1)
        XCTAssertEqual(a?[MaskAttribute.self] ?? -1, 0.6 + 0.7 * -0.6, accuracy: 1e-15)
        XCTAssertEqual(a?[ShouldRasterizeAttribute.self], true)
    }

    func testACellThirtyPointsLeftOfTheCentreIsPushedBackTwoHundredPointsMore() {
        let (harness, layout) = portrait()
        harness.scroll(to: Point(x: 150, y: 0))  // visible midX 310; d = +30 for cell 1
        let a = layout.attributesForItem(at: ElementPath(item: 1, section: 0))
        assertEntries(a?.transform3D, seedInnerTransform(d: 30))
        XCTAssertEqual(a?.transform3D.m41 ?? 0, -12, accuracy: 1e-12)
        XCTAssertEqual(a?.transform3D.m43 ?? 0, 28200, accuracy: 1e-9)
    }

    func testTheCentredCellIsZoomedUnmaskedAndOnTop() {
        let (harness, layout) = portrait()
        harness.scroll(to: Point(x: 120, y: 0))  // cell 1 exactly centred
        let a = layout.attributesForItem(at: ElementPath(item: 1, section: 0))
        assertEntries(a?.transform3D, seedInnerTransform(d: 0))
        XCTAssertEqual(a?.transform3D.m11, 1.2)
        XCTAssertEqual(a?.transform3D.m43, 40000)
        XCTAssertEqual(a?[MaskAttribute.self], 0)
        XCTAssertEqual(a?.zIndex, 1)
    }

    func testCellsBeyondTheActiveDistanceGetTheOuterBranchInSeedOrder() {
        let (harness, layout) = portrait()
        harness.scroll(to: Point(x: 120, y: 0))  // midX 280: cell 0 is 120 points left, cell 2 is 120 points right
        var right = Transform3D.identity
        right.m34 = perspective
        right = right.translatedBy(x: 40, y: 0, z: 0).rotated(by: -45 * Double.pi / 180, x: 0, y: 1, z: 0)
        var left = Transform3D.identity
        left.m34 = perspective
        left = left.translatedBy(x: -40, y: 0, z: 0).rotated(by: 45 * Double.pi / 180, x: 0, y: 1, z: 0)
        let all = layout.attributesForElements(in: harness.bounds)
        let c0 = all.first { $0.indexPath.item == 0 }, c2 = all.first { $0.indexPath.item == 2 }
        assertEntries(c0?.transform3D, left)
        assertEntries(c2?.transform3D, right)
        XCTAssertEqual(c2?.zIndex, 0)
        XCTAssertEqual(c2?[MaskAttribute.self], 0.6)
        XCTAssertEqual(c2?[ShouldRasterizeAttribute.self], true)
        XCTAssertNotEqual(right, left)
    }

    func testEveryBoundsChangeInvalidatesButAScrollKeepsTheGeometry() {
        let (harness, layout) = portrait()
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: harness.bounds.offsetBy(dx: 1, dy: 0)))
        XCTAssertEqual(layout.invalidationContext(forBoundsChange: harness.bounds.offsetBy(dx: 1, dy: 0)), .boundsOnly)
        XCTAssertTrue(layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 0, width: 480, height: 320)).requiresRecompute)
    }

    func testScrollingComesToRestWithTheNearestCellCentred() {
        let (_, layout) = portrait()
        // Proposed 95: centre 255, nearest cell centre 280.
        XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: Point(x: 95, y: 0), withScrollingVelocity: .zero),
                       Point(x: 120, y: 0))
        // Proposed 30: centre 190, cell 0 at 160 is nearer than cell 1 at 280.
        XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: Point(x: 30, y: 0), withScrollingVelocity: .zero),
                       Point(x: 0, y: 0))
        XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: Point(x: 1000, y: 0), withScrollingVelocity: .zero),
                       Point(x: 960, y: 0), "centre 1160: cell 8 at 1120 beats cell 9 at 1240")
    }

    func testTheRestingOffsetCentresTheCellExactly() {
        let (_, layout) = portrait()
        // Proposals whose offset + (centre − proposed centre) rounds off the cell:
        // 898.98… + (1000 − 1058.98…) is 839.9999999999999, not 840.
        for (proposed, target) in [(898.9821295774763, 840.0), (187.7191735484698, 240), (990.8701741838819, 960)] {
            XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: Point(x: proposed, y: 0), withScrollingVelocity: .zero),
                           Point(x: target, y: 0), "proposed \(proposed)")
        }
    }

    func testTheSeedInsetsFollowTheWindowShape() {
        XCTAssertEqual(CoverFlowLayout.seedInsets(for: Size(width: 320, height: 480)).left, 70)
        XCTAssertEqual(CoverFlowLayout.seedInsets(for: Size(width: 480, height: 320)).left, 150)
        XCTAssertEqual(CoverFlowLayout.seedInsets(for: Size(width: 568, height: 320)).right, 190)
        let harness = LayoutHarness(CoverFlowLayout(), size: Size(width: 480, height: 320), sections: [5])
        harnesses.append(harness)
        let layout = harness.layout
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.center.x, 240,
                       "the first cell starts centred in a 480-point landscape window")
        layout.insetPolicy = .centered
        layout.prepareIfNeeded()
        XCTAssertEqual(layout.sectionInset.left, 150)
    }

    func testTheBoringAlternateIsThePlainFlowOfTheSeed() {
        let harness = LayoutHarness(BoringLayout(), size: Size(width: 320, height: 480), sections: [4])
        harnesses.append(harness)
        let boring = harness.layout
        XCTAssertEqual(LayoutCatalog.standard.descriptor(of: BoringLayout())?.name, "boring")
        XCTAssertEqual(boring.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame, Rect(x: 90, y: 10, width: 140, height: 140),
                       "two 140-point columns need 290 of the 280 points, so one column is centred")
        XCTAssertTrue(boring.attributesForElements(in: harness.bounds).allSatisfy { $0.transform3D.isIdentity && $0.custom.isEmpty })
    }
}

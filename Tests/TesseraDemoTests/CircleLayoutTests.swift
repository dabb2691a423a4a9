import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

final class CircleLayoutTests: XCTestCase {
    /// Layouts hold their collection view weakly; the test keeps the harness.
    private var harnesses: [AnyObject] = []

    private func circle(_ n: Int, width: Double = 320, height: Double = 480) -> (LayoutHarness<CircleLayout>, CircleLayout) {
        let harness = LayoutHarness(CircleLayout(), size: Size(width: width, height: height), sections: [HarnessSection(items: n)])
        harnesses.append(harness)
        return (harness, harness.layout)
    }

    /// The rotation about z that a transform applies, from its first row.
    private func angle(_ t: Transform3D?) -> Double {
        guard let t else { return .nan }
        let a = atan2(t.m12, t.m11)
        return a < -1e-12 ? a + 2 * Double.pi : a
    }

    func testFourCellsSitAtTheTopRightBottomAndLeftOfTheCircle() {
        let (_, layout) = circle(4)
        XCTAssertEqual(layout.center, Point(x: 160, y: 240))
        XCTAssertEqual(layout.radius, 128)
        let expected = [Point(x: 160, y: 112), Point(x: 288, y: 240), Point(x: 160, y: 368), Point(x: 32, y: 240)]
        for (i, p) in expected.enumerated() {
            let a = layout.attributesForItem(at: ElementPath(item: i, section: 0))
            XCTAssertEqual(a?.center.x ?? .nan, p.x, accuracy: 1e-12, "cell \(i)")
            XCTAssertEqual(a?.center.y ?? .nan, p.y, accuracy: 1e-12, "cell \(i)")
            XCTAssertEqual(a?.size, Size(width: 70, height: 70))
            XCTAssertEqual(angle(a?.transform3D), Double(i) * Double.pi / 2, accuracy: 1e-12, "cell \(i) faces the tangent")
        }
    }

    func testSevenCellsFollowTheCircleFormulaExactly() {
        let (_, layout) = circle(7, width: 600, height: 500)
        XCTAssertEqual(layout.radius, 200)
        for i in 0..<7 {
            let a = layout.attributesForItem(at: ElementPath(item: i, section: 0))
            let phi = 2 * Double(i) * Double.pi / 7 - Double.pi / 2
            XCTAssertEqual(a?.center, Point(x: 300 + 200 * cos(phi), y: 250 + 200 * sin(phi)), "cell \(i)")
            XCTAssertEqual(a?.transform3D, Transform3D(rotationAngle: 2 * Double.pi * Double(i) / 7, x: 0, y: 0, z: 1))
        }
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 3, section: 0))?.center.x ?? 0,
                       300 + 200 * 0.4338837391175581, accuracy: 1e-9, "cell 3 of 7 is at 2π·3/7 − π/2")
    }

    func testTheContentIsTheBoundsSoTheCircleDoesNotScroll() {
        let (harness, layout) = circle(12)
        XCTAssertEqual(layout.contentSize, harness.bounds.size)
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: harness.bounds))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 480, height: 320)))
    }

    func testTheClockHandShowsTheMinuteOfTheSimulationClock() {
        let (harness, layout) = circle(3)
        harness.advance(by: .seconds(17 * 60 + 30), frame: .seconds(30))
        XCTAssertEqual(harness.collectionView.currentTime, .seconds(17 * 60 + 30))
        var hand = layout.attributesForDecorationView(ofKind: CircleLayout.clockHandKind, at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(hand?.size, Size(width: 20, height: 200))
        XCTAssertEqual(hand?.center, Point(x: 160, y: 240))
        XCTAssertEqual(hand?.zIndex, -1)
        XCTAssertEqual(hand?.transform3D, Transform3D(rotationAngle: 2 * Double.pi * (17.0 / 60), x: 0, y: 0, z: 1))
        layout.clockStartMinute = 50
        XCTAssertEqual(layout.minute, 7, "50 + 17 wraps past the hour")
        hand = layout.attributesForElements(in: harness.bounds).first { $0.category == .decoration }
        XCTAssertEqual(angle(hand?.transform3D), 2 * Double.pi * 7 / 60, accuracy: 1e-12)
    }

    func testARingOfAHundredThousandCellsIsDrawnAllRoundWithinTheViewBudget() {
        let (harness, layout) = circle(100_000)
        let view = harness.collectionView
        XCTAssertEqual(view.liveViewCount, view.maximumLiveViews)
        // The equal cells are thinned evenly: every 8th of the ring, in order, all round.
        let visible = view.indexPathsForVisibleItems.map(\.item)
        XCTAssertEqual(visible.count, view.maximumLiveViews)
        let gaps = Set(zip(visible, visible.dropFirst()).map { $1 - $0 })
        XCTAssertTrue(gaps.isSubset(of: [12, 13]), "evenly spaced, gaps \(gaps.sorted())")
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 25_000, section: 0))?.center.x ?? .nan,
                       160 + 128, accuracy: 1e-9, "a quarter round is at the right, computed on demand")
    }

    func testASubclassThatOverridesOnlyTheArrayQueryIsWhatTheCollectionViewShows() {
        final class FadedCircle: CircleLayout {
            override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
                super.attributesForElements(in: rect).map { a in
                    var a = a
                    a.alpha = 0.5
                    return a
                }
            }
        }
        let harness = LayoutHarness(FadedCircle(), size: Size(width: 320, height: 480), sections: [HarnessSection(items: 12)])
        harnesses.append(harness)
        let cells = harness.collectionView.presentedAttributes.filter { $0.category == .cell }
        XCTAssertEqual(cells.count, 12)
        XCTAssertEqual(Set(cells.map(\.alpha)), [0.5])
    }

    func testAQueryReturnsOnlyTheCellsItMeets() {
        let (harness, layout) = circle(4)
        let top = layout.attributesForElements(in: Rect(x: 100, y: 60, width: 120, height: 60))
        XCTAssertEqual(top.map(\.indexPath.item), [0])
        XCTAssertEqual(layout.attributesForElements(in: harness.bounds).count, 5, "four cells and the clock hand")
    }

    func testAnInsertedCellGrowsFromTheCentreAndTheOthersAreLeftAlone() {
        let (harness, layout) = circle(4)
        harness.reload(sections: [5])
        layout.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: ElementPath(item: 4, section: 0))])
        layout.prepareIfNeeded()
        let a = layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 4, section: 0))
        XCTAssertEqual(a?.center, Point(x: 160, y: 240))
        XCTAssertEqual(a?.alpha, 0)
        XCTAssertEqual(a?.transform3D, Transform3D(rotationAngle: 2 * Double.pi * 4 / 5, x: 0, y: 0, z: 1))
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 2, section: 0)))
        layout.finalizeCollectionViewUpdates()
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 4, section: 0)),
                     "finalize forgets the batch")
    }

    func testADeletedCellShrinksIntoTheCentreAtItsOldAngle() {
        let (harness, layout) = circle(5)
        harness.reload(sections: [4])
        layout.prepare(forCollectionViewUpdates: [UpdateItem(action: .delete, before: ElementPath(item: 4, section: 0), after: nil)])
        layout.prepareIfNeeded()
        let a = layout.finalLayoutAttributesForDisappearingItem(at: ElementPath(item: 4, section: 0))
        XCTAssertEqual(a?.center, Point(x: 160, y: 240))
        XCTAssertEqual(a?.alpha, 0)
        XCTAssertEqual(a?.transform3D, Transform3D.concat(Transform3D(rotationAngle: 2 * Double.pi * 4 / 5, x: 0, y: 0, z: 1),
                                                          Transform3D(scaleX: 0.1, y: 0.1, z: 1)))
        XCTAssertEqual(a?.transform3D.m11 ?? 0, 0.1 * cos(2 * Double.pi * 4 / 5), accuracy: 1e-15)
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingItem(at: ElementPath(item: 1, section: 0)))
    }
}

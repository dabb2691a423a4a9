import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
import TesseraCollection
import TesseraDemo
import TesseraTesting

/// A collection view delegate that answers the Dimensions layout's question and notes every time it is asked.
private final class RecordingModesDelegate: CollectionViewDelegate, DimensionsLayoutDelegate {
    var modes: [ElementPath: ImageMode] = [:]
    private(set) var asked: [ElementPath] = []

    func dimensionsLayout(_ layout: DimensionsLayout, layoutModeForItemAt indexPath: ElementPath) -> ImageMode? {
        asked.append(indexPath)
        return modes[indexPath]
    }
}

final class LayoutHarnessTests: XCTestCase {
    func testALayoutAsksItsOwnDelegateProtocolThroughTheRealCollectionViewsLayoutDelegate() throws {
        let delegate = RecordingModesDelegate()
        delegate.modes[ElementPath(item: 1, section: 0)] = .aspectFill
        let harness = LayoutHarness(DimensionsLayout(), sections: [4], delegate: .custom(delegate))
        XCTAssertTrue(harness.collectionView.delegate === delegate)
        XCTAssertTrue(harness.layout.collectionView === harness.collectionView, "a real collection view, not a stand-in")
        XCTAssertTrue(harness.layout.collectionView?.layoutDelegate === delegate)
        let modes = harness.cellAttributes.map { $0[ImageModeAttribute.self] }
        XCTAssertEqual(modes, [.aspectFit, .aspectFill, .aspectFit, .aspectFit])
        XCTAssertTrue(delegate.asked.contains(ElementPath(item: 1, section: 0)))
    }

    func testEachSectionsInsetsSpacingsHeaderAndFooterReachTheFlowLayoutThroughTheDelegate() {
        let harness = LayoutHarness(FlowLayout(), size: Size(width: 200, height: 400), sections: [
            HarnessSection(items: 3, inset: EdgeInsets(top: 5, left: 10, bottom: 7, right: 10), minimumInteritemSpacing: 30,
                           headerReferenceSize: Size(width: 0, height: 20), footerReferenceSize: Size(width: 0, height: 8)),
            HarnessSection(itemSizes: [Size(width: 40, height: 10), Size(width: 40, height: 10)], minimumLineSpacing: 4),
        ])
        // Section 0: 180 points between the insets hold two 50-point items 30 apart at least (justified: 80 apart).
        XCTAssertEqual(harness.attributes(for: .supplementary(.sectionHeader, ElementPath(item: 0, section: 0)))?.frame,
                       Rect(x: 0, y: 0, width: 200, height: 20))
        XCTAssertEqual(harness.cellAttributes.prefix(3).map(\.frame), [Rect(x: 10, y: 25, width: 50, height: 50),
                                                                       Rect(x: 140, y: 25, width: 50, height: 50),
                                                                       Rect(x: 10, y: 85, width: 50, height: 50)])
        XCTAssertEqual(harness.attributes(for: .supplementary(.sectionFooter, ElementPath(item: 0, section: 0)))?.frame,
                       Rect(x: 0, y: 142, width: 200, height: 8))
        XCTAssertEqual(harness.attributesForItem(at: ElementPath(item: 1, section: 1))?.frame.size, Size(width: 40, height: 10))
        XCTAssertEqual(harness.data.sizeQuestions, 5, "three questions for section 0's items, two sizes at once for section 1")
    }

    func testWithoutADelegateTheLayoutKeepsItsOwnProperties() {
        let harness = LayoutHarness(FlowLayout(), size: Size(width: 200, height: 400),
                                    sections: [HarnessSection(itemSizes: [Size(width: 10, height: 10)])], delegate: .none)
        XCTAssertNil(harness.collectionView.layoutDelegate)
        XCTAssertNil(harness.collectionView.flowLayoutDelegate)
        XCTAssertEqual(harness.cellAttributes.map(\.size), [Size(width: 50, height: 50)], "the item size nobody was asked for")
        XCTAssertEqual(harness.data.sizeQuestions, 0)
    }

    func testAdvancingTheHarnessClockMovesTheCirclesClockHand() throws {
        let harness = LayoutHarness(CircleLayout(), sections: [3])
        let hand = ElementKey.decoration(CircleLayout.clockHandKind, ElementPath(item: 0, section: 0))
        XCTAssertEqual(harness.attributes(for: hand)?.transform3D, .identity, "minute 0")
        harness.advance(by: .seconds(15 * 60), frame: .seconds(60))
        XCTAssertEqual(harness.now, .seconds(900))
        XCTAssertEqual(harness.collectionView.currentTime, .seconds(900))
        XCTAssertEqual(harness.layout.minute, 15)
        XCTAssertEqual(harness.attributes(for: hand)?.transform3D, Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 0, z: 1))
        harness.advance(by: .milliseconds(100))
        XCTAssertEqual(harness.now, .seconds(900) + .milliseconds(100), "frame by frame, ending exactly")
    }

    func testScrollingToAnyOffsetMovesTheBoundsAndInvalidatesALayoutThatDependsOnThem() {
        let harness = LayoutHarness(ZoomOnScrollLayout(), sections: [30])
        let before = harness.layout.prepareCount
        // Item 6 (row 2, centred at y = 260) is 20 points from the visible centre: zoomed.
        let zoomedAtTop = harness.attributesForItem(at: ElementPath(item: 6, section: 0))?.transform3D
        XCTAssertNotEqual(zoomedAtTop, .identity)
        harness.scroll(to: Point(x: 0, y: -200))
        XCTAssertEqual(harness.bounds, Rect(x: 0, y: -200, width: 320, height: 480), "not clamped: a test may look anywhere")
        harness.scroll(to: Point(x: 0, y: 5000))
        XCTAssertEqual(harness.bounds.origin, Point(x: 0, y: 5000))
        XCTAssertEqual(harness.layout.prepareCount, before + 2, "each scroll invalidated the layout once")
        XCTAssertEqual(harness.attributesForItem(at: ElementPath(item: 6, section: 0))?.transform3D, .identity,
                       "far from the visible centre now")
    }

    func testResizingAndReloadingLayTheContentOutAgain() {
        let harness = LayoutHarness(FlowLayout(), size: Size(width: 320, height: 480), sections: [10])
        XCTAssertEqual(harness.contentSize, Size(width: 320, height: 110), "five 50-point items to a line")
        harness.resize(to: Size(width: 110, height: 480))
        XCTAssertEqual(harness.contentSize, Size(width: 110, height: 290), "two to a line")
        harness.reload(sections: [2, 1])
        XCTAssertEqual(harness.cellAttributes.map(\.indexPath), [ElementPath(item: 0, section: 0), ElementPath(item: 1, section: 0),
                                                                 ElementPath(item: 0, section: 1)])
        harness.contentInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        XCTAssertEqual(harness.contentSize.width, 50, "the room inside the inset")
    }

    func testALayoutWithSupplementaryViewsOfItsOwnKindGetsPlainViewsForThem() {
        final class BadgedGrid: GridLayout {
            let badge = LayoutAttributes(forSupplementaryOfKind: "badge", at: ElementPath(item: 0, section: 0),
                                         frame: Rect(x: 30, y: 30, width: 10, height: 10))
            override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
                super.attributesForElements(in: rect) + (collectionView != nil && badge.frame.intersects(rect) ? [badge] : [])
            }
            override func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
                collectionView != nil && kind == badge.elementKind && indexPath == badge.indexPath ? badge : nil
            }
        }
        let harness = LayoutHarness(BadgedGrid(), sections: [3])
        XCTAssertNotNil(harness.collectionView.supplementaryView(forElementKind: "badge", at: ElementPath(item: 0, section: 0)))
        XCTAssertEqual(LayoutContract.check(harness), [])
    }
}

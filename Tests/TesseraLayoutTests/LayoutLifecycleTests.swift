import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

final class LayoutLifecycleTests: XCTestCase {
    final class CountingLayout: Layout {
        var seen: [InvalidationContext] = []
        override func prepare() {
            super.prepare()
            seen.append(pendingInvalidation)
        }
    }

    func testManyInvalidationsCoalesceIntoOnePrepare() {
        let layout = CountingLayout()
        layout.prepareIfNeeded()
        XCTAssertEqual(layout.prepareCount, 1)
        for _ in 0..<5 { layout.invalidateLayout() }
        var context = InvalidationContext.boundsOnly
        context.invalidatedItemIndexPaths = [ElementPath(item: 3, section: 0)]
        layout.invalidateLayout(with: context)
        XCTAssertTrue(layout.needsPrepare)
        layout.prepareIfNeeded()
        layout.prepareIfNeeded()
        XCTAssertEqual(layout.prepareCount, 2)
        XCTAssertTrue(layout.seen[1].invalidateEverything)
        XCTAssertEqual(layout.seen[1].invalidatedItemIndexPaths, [ElementPath(item: 3, section: 0)])
        XCTAssertFalse(layout.needsPrepare)
    }

    /// UIKit: `previousIndexPathsForInteractivelyMovingItems` is to be used "together with the
    /// `targetIndexPathsForInteractivelyMovingItems` property to determine what changes you need to make to the
    /// affected items" (UIKit documentation, UICollectionViewLayoutInvalidationContext). Contexts coalesce into one
    /// `prepare()`, so two steps of a drag before it must read as one: from where the item was at the last
    /// `prepare()` to where it is now, with the latest point; a step that only moves the point recomputes nothing.
    func testTwoMovementStepsBeforeOnePrepareReadAsOneFromTheFirstPlaceToTheLast() {
        let layout = CountingLayout()
        layout.prepareIfNeeded()
        let a = ElementPath(item: 0, section: 0), b = ElementPath(item: 1, section: 0), c = ElementPath(item: 0, section: 1)
        let still = layout.invalidationContext(forInteractivelyMovingItems: [a], withTargetPosition: Point(x: 1, y: 1),
                                               previousIndexPaths: [a], previousPosition: Point(x: 0, y: 0))
        XCTAssertFalse(still.requiresRecompute, "only the point moved")
        layout.invalidateLayout(with: layout.invalidationContext(forInteractivelyMovingItems: [b], withTargetPosition: Point(x: 60, y: 0),
                                                                 previousIndexPaths: [a], previousPosition: Point(x: 1, y: 1)))
        layout.invalidateLayout(with: layout.invalidationContext(forInteractivelyMovingItems: [c], withTargetPosition: Point(x: 0, y: 90),
                                                                 previousIndexPaths: [b], previousPosition: Point(x: 60, y: 0)))
        layout.prepareIfNeeded()
        let seen = layout.seen.last!
        XCTAssertEqual(seen.previousIndexPathsForInteractivelyMovingItems, [a])
        XCTAssertEqual(seen.targetIndexPathsForInteractivelyMovingItems, [c])
        XCTAssertEqual(seen.interactiveMovementTarget, Point(x: 0, y: 90))
        XCTAssertTrue(seen.invalidateDataSourceCounts, "the item changed section, so the counts the layout sees did")
        XCTAssertFalse(seen.invalidateEverything)
        XCTAssertNil(InvalidationContext.everything.targetIndexPathsForInteractivelyMovingItems, "nil outside a movement")
    }

    func testSettingAFlowParameterOnlyMarksTheLayoutDirty() {
        let layout = FlowLayout()
        let harness = FlowScenario(width: 320, items: 100).harness(layout)
        XCTAssertEqual(layout.prepareCount, 1, "the harness's first layout pass")
        let calls = harness.data.sizeQuestions
        layout.itemSize = Size(width: 10, height: 10)
        layout.minimumLineSpacing = 1
        layout.sectionInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        XCTAssertEqual(harness.data.sizeQuestions, calls, "nothing is computed until the next layout pass")
        XCTAssertEqual(layout.prepareCount, 1)
        harness.layoutIfNeeded()
        XCTAssertEqual(layout.prepareCount, 2)
        XCTAssertEqual(harness.data.sizeQuestions, calls + 100)
    }

    func testAResizeAcrossTheLinesInvalidatesButAScrollDoesNot() {
        let layout = FlowLayout()
        let harness = FlowScenario(width: 320, items: 100).harness(layout)
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: harness.bounds.offsetBy(dx: 0, dy: 100)))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 300, height: 480)))
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 320, height: 400)),
                       "a vertical flow does not depend on its height")
        let prepares = layout.prepareCount
        harness.scroll(to: Point(x: 0, y: 100))
        XCTAssertEqual(layout.prepareCount, prepares, "so scrolling runs no prepare()")
        harness.resize(to: Size(width: 300, height: 480))
        XCTAssertEqual(layout.prepareCount, prepares + 1, "and a resize across the lines runs one")
    }

    /// UIKit's `initialLayoutAttributesForAppearingItem(at:)`: "If you return nil, the layout object uses the
    /// item's final attributes for both the start and end points of the animation. The default implementation of
    /// this method returns nil." (UIKit documentation, UICollectionViewLayout; the final attribute methods alike.)
    /// The crossfade of inserted and deleted elements is the collection view's answer to nil, so that the
    /// defaults, asked about every element on screen, leave the elements that only move alone.
    func testTheDefaultAppearingAndDisappearingAttributesAreNilAsInUIKit() {
        let layout = FlowLayout()
        let harness = FlowScenario(width: 320, items: 3).harness(layout)
        layout.recordAttributesBeforeUpdate(allAttributes(layout))
        harness.reload(sections: [2])
        let p = ElementPath(item: 1, section: 0)
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: p))
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingItem(at: ElementPath(item: 2, section: 0)))
        XCTAssertNil(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: .sectionHeader, at: p))
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: .sectionHeader, at: p))
        XCTAssertNil(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: "binder", at: p))
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "binder", at: p))
        XCTAssertNotNil(layout.attributesBeforeUpdate(for: .cell(ElementPath(item: 2, section: 0))),
                        "what the layout had before the update stays readable for layouts that answer")
        withExtendedLifetime(harness) {}
    }

    func testDecorationClassesAreRegisteredOnTheLayout() {
        final class Binder: ReusableView {}
        let layout = Layout()
        layout.register(Binder.self, forDecorationViewOfKind: "binder")
        XCTAssertTrue(layout.decorationViewClass(forKind: "binder") == Binder.self)
        XCTAssertNil(layout.decorationViewClass(forKind: "other"))
    }
}

import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
import TesseraDemo
import TesseraCollection
import TesseraTesting

/// The collection view's delegate, answering the Dimensions layout's per-item question as well.
private final class ModesDelegate: CollectionViewDelegate, DimensionsLayoutDelegate {
    /// Per-item layout modes; nil keeps the layout's.
    var modes: [ElementPath: ImageMode] = [:]

    func dimensionsLayout(_ layout: DimensionsLayout, layoutModeForItemAt indexPath: ElementPath) -> ImageMode? {
        modes[indexPath]
    }
}

final class DimensionsLayoutTests: XCTestCase {
    private var harnesses: [AnyObject] = []

    /// The layout in a real collection view whose delegate is a ``ModesDelegate``, which the layout
    /// reaches through `collectionView.layoutDelegate`.
    private func dimensions(_ n: Int = 6) -> (ModesDelegate, DimensionsLayout) {
        let delegate = ModesDelegate()
        let harness = LayoutHarness(DimensionsLayout(), size: Size(width: 320, height: 480), sections: [HarnessSection(items: n)],
                                    delegate: .custom(delegate))
        harnesses.append(harness)
        return (delegate, harness.layout)
    }

    func testEveryCellCarriesTheLayoutModeAndItsFillAmount() {
        let (_, layout) = dimensions()
        let all = everything(layout)
        XCTAssertEqual(all.count, 6)
        for a in all {
            XCTAssertEqual(a[ImageModeAttribute.self], .aspectFit)
            XCTAssertTrue(a.custom.contains(ImageModeAttribute.self), "set explicitly, not just the default")
            XCTAssertEqual(a[FillAmountAttribute.self], 0)
        }
        XCTAssertEqual(all[1].frame, Rect(x: 167, y: 13, width: 140, height: 140), "two 140-point columns, 13 apart")
    }

    func testChangingTheModeInvalidatesAndKeepsTheGeometry() {
        let (_, layout) = dimensions()
        let before = everything(layout)
        layout.layoutMode = .aspectFill
        XCTAssertTrue(layout.needsPrepare)
        XCTAssertFalse(layout.pendingInvalidation.requiresRecompute, "the frames do not depend on the mode")
        layout.prepareIfNeeded()
        let after = everything(layout)
        XCTAssertEqual(after.map(\.frame), before.map(\.frame))
        XCTAssertTrue(after.allSatisfy { $0[ImageModeAttribute.self] == .aspectFill && $0[FillAmountAttribute.self] == 1 })
        XCTAssertNotEqual(after, before, "custom attributes take part in equality")
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 2, section: 0))?[ImageModeAttribute.self], .aspectFill)
    }

    func testTheDelegateOverridesTheModeForOneItem() {
        let (delegate, layout) = dimensions()
        XCTAssertTrue(layout.collectionView?.layoutDelegate === delegate, "precondition: the layout reaches the delegate")
        delegate.modes[ElementPath(item: 3, section: 0)] = .aspectFill
        let all = everything(layout)
        XCTAssertEqual(all.map { $0[ImageModeAttribute.self] },
                       [.aspectFit, .aspectFit, .aspectFit, .aspectFill, .aspectFit, .aspectFit])
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 3, section: 0))?[FillAmountAttribute.self], 1)
        layout.layoutMode = .aspectFill
        delegate.modes[ElementPath(item: 3, section: 0)] = .aspectFit
        XCTAssertEqual(layout.layoutMode(forItemAt: ElementPath(item: 3, section: 0)), .aspectFit)
        XCTAssertEqual(layout.layoutMode(forItemAt: ElementPath(item: 4, section: 0)), .aspectFill)
    }

    func testAModeChangeAnimatesTheFillAmountSmoothly() {
        let (_, layout) = dimensions()
        let fit = layout.attributesForItem(at: ElementPath(item: 0, section: 0))!
        layout.layoutMode = .aspectFill
        layout.prepareIfNeeded()
        let fill = layout.attributesForItem(at: ElementPath(item: 0, section: 0))!
        let quarter = fit.interpolated(to: fill, fraction: 0.25)
        XCTAssertEqual(quarter[FillAmountAttribute.self], 0.25)
        XCTAssertEqual(quarter[ImageModeAttribute.self], .aspectFit, "the mode itself steps at the halfway point")
        XCTAssertEqual(fit.interpolated(to: fill, fraction: 0.75)[ImageModeAttribute.self], .aspectFill)
    }

    func testTheImageFrameBlendsFromFitToFill() {
        let bounds = Rect(x: 0, y: 0, width: 140, height: 140)
        let tall = Size(width: 100, height: 200)
        XCTAssertEqual(ImageMode.imageFrame(for: tall, in: bounds, fillAmount: 0), Rect(x: 35, y: 0, width: 70, height: 140))
        XCTAssertEqual(ImageMode.imageFrame(for: tall, in: bounds, fillAmount: 1), bounds)
        XCTAssertEqual(ImageMode.imageFrame(for: tall, in: bounds, fillAmount: 0.5), Rect(x: 17.5, y: 0, width: 105, height: 140))
        XCTAssertEqual(ImageMode.imageFrame(for: Size(width: 300, height: 150), in: bounds, fillAmount: 0),
                       Rect(x: 0, y: 35, width: 140, height: 70))
    }

    func testTheModeIsWrittenByNameInTheAttributesJSON() {
        XCTAssertEqual(ImageMode.aspectFill.jsonValue, .string("aspectFill"))
        XCTAssertEqual(ImageMode(attributeBits: ImageMode.aspectFill.attributeBits), .aspectFill)
        // Bits past the cases, or not a number, name the nearest case or the first: they trapped converting to Int.
        XCTAssertEqual(ImageMode(attributeBits: 1e300), ImageMode.allCases.last)
        XCTAssertEqual(ImageMode(attributeBits: -.infinity), ImageMode.allCases.first)
        XCTAssertEqual(ImageMode(attributeBits: .nan), ImageMode.allCases.first)
        XCTAssertEqual(ImageModeAttribute.name, "layoutMode")
    }
}

import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraSimulator

/// The scene's item sizes as the flow layout reads them: kept between frames and updated in
/// place when the item size changes (every frame of a pinch), they must be what the items say.
final class SceneModelSizeTests: XCTestCase {
    func testSizesFollowTheItemSizeAndTheItemsFrameAfterFrame() {
        let flow = FlowLayout()
        let sizes = (0..<7).map { $0 % 3 == 0 ? Size(width: Double(10 + $0), height: 20) : Size(width: 30, height: 30) }
        let simulation = Simulation(layouts: [flow], sections: [SceneSection(items: 7, itemSizes: sizes), SceneSection(items: 9)],
                                    size: Size(width: 320, height: 480))
        let model = simulation.model
        func expected(_ s: Int) -> [Size] { model.sections[s].map { $0.size ?? flow.itemSize } }
        for step in 0..<12 {
            flow.itemSize = Size(width: Double(40 + step * 3), height: Double(40 + step))
            for s in 0..<2 {
                XCTAssertEqual(model.collectionView(simulation.collectionView, layout: flow, sizesForItemsInSection: s), expected(s),
                               "step \(step), section \(s)")
            }
            if step % 4 == 3 { _ = model.insertItem(at: ElementPath(item: 1, section: step % 2)) }
        }
    }

    func testAReusedCellFitsItsNewLabel() {
        let cell = SceneCell()
        let a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 50, height: 50))
        cell.configure(identity: 7, images: nil)
        XCTAssertEqual(cell.preferredLayoutAttributesFitting(a).size, SceneCell.fittingSize(forLabel: "7"))
        cell.prepareForReuse()
        cell.configure(identity: 1234, images: nil)
        XCTAssertEqual(cell.preferredLayoutAttributesFitting(a).size, SceneCell.fittingSize(forLabel: "1234"))
    }
}

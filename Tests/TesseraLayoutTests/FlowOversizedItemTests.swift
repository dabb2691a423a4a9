import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraTesting

/// An item wider than its section's room: UIKit's flow layout logs that its behaviour is undefined ("the item width
/// must be less than the width of the UICollectionView minus the section insets left and right values"); this one
/// names the item, so that a host can say so, and sets it alone on its line.
final class FlowOversizedItemTests: XCTestCase {
    func testTheFirstItemTooWideForItsSectionIsNamedWithItsWidthAndTheRoom() {
        let f = FlowLayout()
        f.itemSize = Size(width: 50, height: 50)
        let h = LayoutHarness(f, size: Size(width: 320, height: 480), sections: [
            HarnessSection(items: 4),
            HarnessSection(items: 0),
            HarnessSection(itemSizes: [Size(width: 100, height: 40), Size(width: 301, height: 40), Size(width: 500, height: 40)],
                           inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 9)),
        ])
        // Item 1 is exactly as wide as the room, 320 − 10 − 9, which UIKit accepts; item 2 is wider.
        XCTAssertEqual(f.oversizedItem, FlowLayout.OversizedItem(indexPath: ElementPath(item: 2, section: 2), extent: 500, room: 301, vertical: true))
        XCTAssertEqual(h.cellAttributes.first { $0.indexPath == ElementPath(item: 2, section: 2) }?.frame.minX, 10, "alone at the inset")
    }

    func testAnItemAsWideAsTheRoomFitsAndNothingIsNamed() {
        let f = FlowLayout()
        f.itemSize = Size(width: 300, height: 50)
        f.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let h = LayoutHarness(f, size: Size(width: 320, height: 480), sections: [HarnessSection(items: 3)])
        XCTAssertNil(f.oversizedItem)
        f.itemSize = Size(width: 300.5, height: 50)
        h.layoutIfNeeded()
        XCTAssertEqual(f.oversizedItem?.indexPath, ElementPath(item: 0, section: 0))
        XCTAssertEqual(f.oversizedItem?.message, "the flow layout's item 0 of section 0 is 300.5 points wide, more than the 300 its section "
                       + "leaves between its insets; UIKit calls its behaviour undefined (\"the item width must be less than the width of the "
                       + "UICollectionView minus the section insets left and right values, minus the content insets left and right values\"), "
                       + "and here it is set alone on its line at the section's inset")
        f.itemSize = Size(width: 100, height: 50)
        h.layoutIfNeeded()
        XCTAssertNil(f.oversizedItem, "fixed: the next preparation forgets it")
    }

    func testAHorizontalFlowNamesAnItemTooTall() {
        let f = FlowLayout()
        f.scrollDirection = .horizontal
        f.itemSize = Size(width: 50, height: 600)
        _ = LayoutHarness(f, size: Size(width: 320, height: 480), sections: [HarnessSection(items: 2)])
        XCTAssertEqual(f.oversizedItem, FlowLayout.OversizedItem(indexPath: ElementPath(item: 0, section: 0), extent: 600, room: 480, vertical: false))
        XCTAssertTrue(f.oversizedItem!.message.contains("is 600 points tall, more than the 480"), f.oversizedItem!.message)
        XCTAssertTrue(f.oversizedItem!.message.contains("the item height must be less than the height of the UICollectionView"))
    }
}

import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A collection view delegate that sizes every item alike.
private final class SizingDelegate: CollectionViewDelegate {
    let size: Size
    init(_ size: Size) { self.size = size }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? { size }
}

final class FlowLayoutDelegateBridgeTests: XCTestCase {
    func testTheFlowDelegateReadForOnePrepareAnswersFromTheDelegateOfThatMoment() {
        let collectionView = CollectionView(size: Size(width: 320, height: 480), layout: FlowLayout(), clock: VirtualClock())
        let first = SizingDelegate(Size(width: 10, height: 10)), second = SizingDelegate(Size(width: 20, height: 20))
        collectionView.delegate = first
        let layout = FlowLayout()
        let read = collectionView.flowLayoutDelegate
        collectionView.delegate = second
        XCTAssertEqual(read?.flowLayout(layout, sizeForItemAt: ElementPath(item: 0, section: 0)), Size(width: 10, height: 10),
                       "the delegate is loaded once, when the layout reads it, not again for each question")
        XCTAssertEqual(collectionView.flowLayoutDelegate?.flowLayout(layout, sizeForItemAt: ElementPath(item: 0, section: 0)),
                       Size(width: 20, height: 20))
    }

    func testTheCollectionViewKeepsItsDelegateWeakAfterAPrepare() {
        let collectionView = CollectionView(size: Size(width: 320, height: 480), layout: FlowLayout(), clock: VirtualClock())
        var delegate: SizingDelegate? = SizingDelegate(Size(width: 30, height: 30))
        weak var watched = delegate
        collectionView.delegate = delegate
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.collectionViewLayout.prepareIfNeeded()
        delegate = nil
        XCTAssertNil(watched, "no adapter outlives the prepare that read it")
        XCTAssertNil(collectionView.flowLayoutDelegate)
    }
}

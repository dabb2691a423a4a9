import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraGestures
@testable import TesseraCollection

/// A data source without `moveItemAt`, and the "deselect on a second tap" idiom.
final class UIKitSelectionAndReorderTests: XCTestCase {
    /// Counts, and a cell: it cannot move items.
    final class FixedData: CollectionViewDataSource {
        var items = Array(0..<10)
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func testWithoutMoveItemAtInteractiveReorderingIsRefusedAndTheScreenKeepsTheModelsOrder() {
        // UIKit ignores beginInteractiveMovementForItem(at:) when the data source lacks collectionView(_:moveItemAt:to:).
        let data = FixedData()
        let cv = CollectionView(size: Size(width: 320, height: 480), layout: FlowLayout(), clock: VirtualClock())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = data
        cv.layoutIfNeeded()
        XCTAssertFalse(cv.beginInteractiveMovementForItem(at: ip(0, 0)))
        cv.updateInteractiveMovementTargetPosition(Point(x: 200, y: 100))
        cv.endInteractiveMovement()
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.itemIdentities, [Array(0..<10)], "the cells are in the model's order")
        XCTAssertEqual(data.items, Array(0..<10))
    }

    func testARetapOfTheSelectedItemAsksShouldSelectAgainSoItCanDeselect() {
        /// The idiom: shouldSelect deselects an already-selected item and refuses.
        final class Toggle: CollectionViewDelegate {
            var asked: [ElementPath] = []
            func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ElementPath) -> Bool {
                asked.append(indexPath)
                if collectionView.isItemSelected(at: indexPath) {
                    collectionView.deselectItem(at: indexPath)
                    return false
                }
                return true
            }
        }
        let f = Fixture(counts: [10])
        let toggle = Toggle()
        f.collectionView.delegate = toggle
        f.collectionView.handleTap(at: Point(x: 80, y: 25))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 1)])
        f.collectionView.handleTap(at: Point(x: 80, y: 25))
        XCTAssertEqual(toggle.asked, [ip(0, 1), ip(0, 1)], "asked again on the second tap")
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [], "the second tap deselected it")
    }

    /// "Specifying nil for this parameter clears the current selection" (UIKit documentation,
    /// UICollectionView.selectItem(at:animated:scrollPosition:)).
    func testSelectingNilClearsTheSelectionWithoutTellingTheDelegate() {
        let f = Fixture(counts: [10])
        f.collectionView.allowsMultipleSelection = true
        f.collectionView.selectItem(at: ip(0, 1))
        f.collectionView.selectItem(at: ip(0, 4))
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 1), ip(0, 4)])
        f.collectionView.selectItem(at: nil)
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
        XCTAssertEqual(f.cell(ip(0, 4))?.isSelected, false, "the cell shows it")
        XCTAssertEqual(f.data.events.filter { $0.contains("select") }, [], "programmatic selection tells the delegate nothing")
    }

    /// "If the allowsSelection property is false, calling this method has no effect" (UIKit documentation,
    /// UICollectionView.deselectItem(at:animated:)); selectItem's page says the same.
    func testDeselectingFromCodeDoesNothingWhileSelectionIsOff() {
        let f = Fixture(counts: [10])
        f.collectionView.selectItem(at: ip(0, 2))
        f.collectionView.allowsSelection = false
        f.collectionView.deselectItem(at: ip(0, 2))
        f.collectionView.selectItem(at: nil)
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 2)])
        f.collectionView.allowsSelection = true
        f.collectionView.deselectItem(at: ip(0, 2))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
    }

    func testSelectingAnItemThatDoesNotExistSelectsNothingAndDoesNotCrash() {
        let f = Fixture(counts: [10])
        for path in [ip(-1, 0), ip(0, -1), ip(1, 0), ip(0, 10)] { f.collectionView.selectItem(at: path) }
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
    }

    /// A cell that shows its state by overriding `isSelected` and `isHighlighted`, as UIKit cells do (Apple's
    /// LucidDreams sample overrides `isSelected`).
    func testACellSubclassHearsItsSelectionAndHighlightThroughItsOverrides() {
        final class StateCell: TestCell {
            var changes: [String] = []
            override var isSelected: Bool { didSet { if isSelected != oldValue { changes.append("selected \(isSelected)") } } }
            override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { changes.append("highlighted \(isHighlighted)") } } }
        }
        let f = Fixture(counts: [10], cellClass: StateCell.self)
        f.collectionView.handleTap(at: Point(x: 80, y: 25))
        let cell = try? XCTUnwrap(f.collectionView.cellForItem(at: ip(0, 1)) as? StateCell)
        XCTAssertEqual(cell?.changes, ["highlighted true", "highlighted false", "selected true"])
        f.collectionView.deselectItem(at: ip(0, 1))
        XCTAssertEqual(cell?.changes.last, "selected false")
        cell?.isSelected = true
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [], "the cell's look, not the selection")
    }
}

import Testing
import TesseraGeometry
import TesseraGestures
import TesseraLayout
@testable import TesseraCollection

/// UIKit raises `NSInternalInconsistencyException` when a data source returns a cell it did not dequeue for the item:
/// cells "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:". One instance returned
/// for every item was drawn at the last item's place, the other items left blank, with no word.
struct DequeuedCellRuleTests {
    /// Returns one cell it made itself for every item.
    final class SharedCell: CollectionViewDataSource {
        let cell = TestCell()
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView { cell }
    }

    /// Dequeues a cell for each item, as it must.
    final class Dequeuing: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    static func show(_ data: CollectionViewDataSource) -> CollectionView {
        let cv = CollectionView(size: Size(width: 320, height: 480), layout: FlowLayout(), clock: VirtualClock())
        cv.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = data
        cv.layoutIfNeeded()
        return cv
    }

    @Test func aCellTheDataSourceDequeuedIsShown() {
        let data = Dequeuing()
        let cv = Self.show(data)
        #expect(cv.visibleCells.count == 5)
    }

    @Test func aCellTheDataSourceMadeItselfStopsTheProgramWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let data = SharedCell()
            _ = DequeuedCellRuleTests.show(data)
        }
        let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(said.contains("is not the cell it dequeued for it: return the cell from dequeueReusableCell(withReuseIdentifier:for:)"))
    }
}

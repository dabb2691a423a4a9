import Testing
@testable import TesseraCollection

/// Moving a snapshot's item before or after itself is refused by name: it said "no item a", of an item the snapshot has.
struct SnapshotMoveRuleTests {
    @Test func movingAnItemBeforeItselfSaysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            snapshot.moveItem("a", beforeItem: "a")
        }
        let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(said.contains("cannot move item a before itself"))
    }

    @Test func movingAnItemBeforeAnotherStillMovesIt() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        snapshot.moveItem("c", beforeItem: "a")
        #expect(snapshot.itemIdentifiers == ["c", "a", "b"])
    }
}

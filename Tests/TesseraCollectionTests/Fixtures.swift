import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Foundation (through XCTest) has an ElementPath too; the tests mean the layout's.

/// One item of the test model: a unique id, and a version that a reload bumps.
struct TestItem: Equatable {
    var uid: Int
    var version = 0
}

/// A cell that shows its item and counts what happens to it.
class TestCell: CollectionViewCell {
    var uid = -1
    var version = -1
    var reuseCount = 0
    var applyCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        uid = -1
    }

    override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        applyCount += 1
    }
}

/// A header that shows which section it heads.
final class TestHeader: ReusableView {
    var sectionUID = -1
}

/// An array-backed data source and delegate, as an app would write one.
final class TestDataSource: CollectionViewReorderingDataSource, CollectionViewDelegate {
    var sections: [[TestItem]]
    var sectionUIDs: [Int]
    var nextUID = 1_000_000
    var sizes: [ElementPath: Size] = [:]
    var moves: [(ElementPath, ElementPath)] = []
    var events: [String] = []
    var refuseSelection: Set<ElementPath> = []
    var refuseHighlight: Set<ElementPath> = []
    var headerHeight: Double?
    /// Redirects interactive moves: (original, current, proposed) → target.
    var moveRedirect: ((ElementPath, ElementPath, ElementPath) -> ElementPath)?

    init(counts: [Int]) {
        var uid = 0
        sections = counts.map { n in (0..<n).map { _ in defer { uid += 1 }; return TestItem(uid: uid) } }
        sectionUIDs = Array(0..<counts.count).map { -1 - $0 }
    }

    func freshUID() -> Int { defer { nextUID += 1 }; return nextUID }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
        let cell = collectionView.dequeueReusableCell(TestCell.self, withReuseIdentifier: "cell", for: indexPath)
        let item = sections[indexPath.section][indexPath.item]
        cell.uid = item.uid
        cell.version = item.version
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
                        at indexPath: ElementPath) -> ReusableView? {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? TestHeader)?.sectionUID = sectionUIDs[indexPath.section]
        return view
    }

    func collectionView(_ collectionView: CollectionView, moveItemAt source: ElementPath, to destination: ElementPath) {
        moves.append((source, destination))
        let item = sections[source.section].remove(at: source.item)
        sections[destination.section].insert(item, at: destination.item)
    }

    func collectionView(_ collectionView: CollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ElementPath,
                        atCurrentIndexPath currentIndexPath: ElementPath,
                        toProposedIndexPath proposedIndexPath: ElementPath) -> ElementPath {
        moveRedirect?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        sizes[indexPath]
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? {
        headerHeight.map { Size(width: 0, height: $0) }
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ElementPath) -> Bool {
        !refuseSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ElementPath) -> Bool {
        !refuseHighlight.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ElementPath) { events.append("select \(indexPath)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ElementPath) { events.append("deselect \(indexPath)") }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ElementPath) { events.append("highlight \(indexPath)") }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ElementPath) { events.append("unhighlight \(indexPath)") }

    /// The display calls, in order: "will [s, i]", "end [s, i]", "will header [s, i]", "end header [s, i]".
    var displayEvents: [String] = []
    func collectionView(_ collectionView: CollectionView, willDisplay cell: ReusableView, forItemAt indexPath: ElementPath) {
        displayEvents.append("will \(indexPath)")
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: ReusableView, forItemAt indexPath: ElementPath) {
        displayEvents.append("end \(indexPath)")
    }
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView,
                        forElementKind kind: ElementKind, at indexPath: ElementPath) {
        displayEvents.append("will \(kind.name) \(indexPath)")
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: ReusableView,
                        forElementOfKind kind: ElementKind, at indexPath: ElementPath) {
        displayEvents.append("end \(kind.name) \(indexPath)")
    }
}

/// A collection view over a `TestDataSource`, with a 50×50 grid flow layout at 10 pt spacing.
struct Fixture {
    let clock = VirtualClock()
    let layout: Layout
    let collectionView: CollectionView
    let data: TestDataSource

    init(counts: [Int], size: Size = Size(width: 320, height: 480), layout: Layout = FlowLayout(), delegate: Bool = true,
         cellClass: TestCell.Type = TestCell.self) {
        self.layout = layout
        data = TestDataSource(counts: counts)
        collectionView = CollectionView(size: size, layout: layout, clock: clock)
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        collectionView.register(TestHeader.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: "header")
        collectionView.dataSource = data
        if delegate { collectionView.delegate = data }
        collectionView.tick()
    }

    var flow: FlowLayout { layout as! FlowLayout }

    /// Advances the clock and runs a frame.
    func advance(_ duration: Duration) {
        clock.advance(by: duration)
        collectionView.tick()
    }

    /// The cell the collection view keeps for `indexPath`, on screen or in the margin.
    func cell(_ indexPath: ElementPath) -> TestCell? { collectionView.preparedCellForItem(at: indexPath) as? TestCell }
}

/// Shorthand for an index path.
func ip(_ section: Int, _ item: Int) -> ElementPath { ElementPath(item: item, section: section) }

/// A flow layout that records its life cycle, for the contract tests.
final class SpyFlowLayout: FlowLayout {
    var boundsChecks: [Rect] = []
    var invalidateOnBoundsChange = false
    var updateItems: [[UpdateItem]] = []
    var finalizeCount = 0
    var transitionEvents: [String] = []
    var snap: ((Point, Point) -> Point)?

    override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        boundsChecks.append(newBounds)
        return invalidateOnBoundsChange || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        self.updateItems.append(updateItems)
    }
    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        finalizeCount += 1
    }
    override func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        snap?(proposed, velocity) ?? proposed
    }
    override func prepareForTransition(to newLayout: Layout) { transitionEvents.append("to") }
    override func prepareForTransition(from oldLayout: Layout) { transitionEvents.append("from") }
    override func finalizeLayoutTransition() { transitionEvents.append("finalize") }
}

/// A small deterministic generator for the random rounds of tests: the same seed, the same rounds.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

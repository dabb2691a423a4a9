import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A flow layout that records what an update animation asks of it, and answers
/// the initial and final attribute questions with ``initial`` and ``final``.
final class AnimationSpyLayout: FlowLayout {
    /// Every call, in order: "updates", "bounds x,y,w,h", "initial s,i", "final s,i", "finalize bounds", "finalize updates".
    var events: [String] = []
    var initial: ((ElementPath) -> LayoutAttributes?)?
    var final: ((ElementPath) -> LayoutAttributes?)?

    var initialAsked: [ElementPath] { events.compactMap { Self.path(in: $0, after: "initial ") } }
    var finalAsked: [ElementPath] { events.compactMap { Self.path(in: $0, after: "final ") } }

    private static func path(in event: String, after prefix: String) -> ElementPath? {
        guard event.hasPrefix(prefix) else { return nil }
        let n = event.dropFirst(prefix.count).split(separator: ",").compactMap { Int($0) }
        return ip(n[0], n[1])
    }

    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        events.append("updates")
    }
    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        events.append("finalize updates")
    }
    override func prepare(forAnimatedBoundsChange oldBounds: Rect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        events.append("bounds \(oldBounds.minX),\(oldBounds.minY),\(oldBounds.width),\(oldBounds.height)")
    }
    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        events.append("finalize bounds")
    }
    override func initialLayoutAttributesForAppearingItem(at indexPath: ElementPath) -> LayoutAttributes? {
        events.append("initial \(indexPath.section),\(indexPath.item)")
        return initial?(indexPath)
    }
    override func finalLayoutAttributesForDisappearingItem(at indexPath: ElementPath) -> LayoutAttributes? {
        events.append("final \(indexPath.section),\(indexPath.item)")
        return final?(indexPath)
    }
}

/// How a batch update and a layout change animate the elements on screen and the content offset, as UIKit does.
final class UIKitUpdateAnimationTests: XCTestCase {
    let linearSecond = Animation(duration: .seconds(1), curve: .linear)

    // MARK: The initial and final attributes of every element on screen

    /// UIKit asks the layout about every element on screen, not only the inserted and deleted ones. Its
    /// `prepare(forCollectionViewUpdates:)` says "additional calls are made to gather layout information for
    /// inserted, deleted, and moved items that are going to be animated around the collection view" (UIKit
    /// documentation, UICollectionViewLayout). What iOS does is spelled out by Mark Pospesel, fixing Apple's
    /// CircleLayout sample (mpospese.com/2012/10/25/fixing-circlelayout): the two methods "are not just called for
    /// the inserted and removed cell(s)... They're called for all visible cells", and the initial one "even gets
    /// called when removing an item and" the final one "also gets called when inserting an item". The initial
    /// attributes are asked at index paths after the update, the final ones at index paths before it.
    func testAnAnimatedUpdateAsksForTheInitialAndFinalAttributesOfEveryElementOnScreenNotOnlyTheInsertedAndDeletedOnes() throws {
        let layout = AnimationSpyLayout()
        let f = Fixture(counts: [10], layout: layout)
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems.count, 10, "precondition: all ten on screen")
        try f.collectionView.performBatchUpdates(animation: linearSecond) { batch in
            f.data.sections[0].insert(TestItem(uid: f.data.freshUID()), at: 0)
            batch.insertItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(layout.initialAsked.sorted(), (0...10).map { ip(0, $0) }, "every cell on screen after, at its new path")
        XCTAssertEqual(layout.finalAsked.sorted(), (0..<10).map { ip(0, $0) }, "every cell on screen before, at its old path")

        f.advance(.seconds(1))
        layout.events.removeAll()
        try f.collectionView.performBatchUpdates(animation: linearSecond) { batch in
            f.data.sections[0].remove(at: 3)
            batch.deleteItems(at: [ip(0, 3)])
        }
        XCTAssertEqual(layout.initialAsked.sorted(), (0..<10).map { ip(0, $0) }, "asked when deleting, too")
        XCTAssertEqual(layout.finalAsked.sorted(), (0...10).map { ip(0, $0) })
    }

    /// The layout's answers for a cell that stays on screen are where it starts and where it ends: UIKit's initial
    /// attributes are "the starting point for any animations" (UIKit documentation,
    /// `initialLayoutAttributesForAppearingItem(at:)`), and a cell that only moved animates to its final
    /// attributes before it shows at its new place: with CircleLayout's final attributes (the centre, shrunk)
    /// given for every cell, "all the cells shrink away to the center (before reappearing in their correct
    /// places)" (Pospesel, as above). Nil keeps the other side: from where it was drawn, to its new place.
    func testACellThatStaysOnScreenStartsAtItsInitialAttributesAndEndsAtItsFinalOnesBeforeTakingItsPlace() throws {
        let layout = AnimationSpyLayout()
        let f = Fixture(counts: [10], layout: layout)
        let end = LayoutAttributes(forCellAt: ip(0, 0), center: Point(x: 160, y: 400), size: Size(width: 10, height: 10))
        layout.initial = { p in
            guard p == ip(0, 1), var a = layout.attributesForItem(at: p) else { return nil }
            a.center.x += 100
            return a
        }
        layout.final = { p in p == ip(0, 0) ? end : nil }
        try f.collectionView.performBatchUpdates(animation: linearSecond) { batch in
            f.data.sections[0].insert(TestItem(uid: f.data.freshUID()), at: 0)
            batch.insertItems(at: [ip(0, 0)])
        }
        let moved = f.cell(ip(0, 1))!
        XCTAssertEqual(moved.uid, 0, "old item 0 is item 1 now")
        let start = layout.attributesForItem(at: ip(0, 1))!.center
        XCTAssertEqual(moved.attributes!.center, Point(x: start.x + 100, y: start.y), "it starts at its initial attributes")
        f.advance(.milliseconds(500))
        XCTAssertEqual(moved.attributes!.center.x, (start.x + 100 + 160) / 2, accuracy: 1e-9)
        XCTAssertEqual(moved.attributes!.center.y, (start.y + 400) / 2, accuracy: 1e-9)
        XCTAssertEqual(moved.attributes!.size.width, (50 + 10) / 2, accuracy: 1e-9, "towards its final attributes")
        f.advance(.milliseconds(500))
        XCTAssertEqual(moved.attributes, layout.attributesForItem(at: ip(0, 1)), "then it takes its place")

        let other = f.cell(ip(0, 5))!
        let drawn = other.attributes!.frame
        try f.collectionView.performBatchUpdates(animation: linearSecond) { batch in
            f.data.sections[0].insert(TestItem(uid: f.data.freshUID()), at: 0)
            batch.insertItems(at: [ip(0, 0)])
        }
        XCTAssertTrue(f.cell(ip(0, 6)) === other)
        XCTAssertEqual(other.attributes!.frame, drawn, "with nil answers a cell starts where it was drawn")
        XCTAssertNotEqual(drawn, layout.attributesForItem(at: ip(0, 6))!.frame, "and moves")
    }

    /// The defaults answer nil, and the collection view then crossfades what comes and goes and moves the rest:
    /// "If you return nil, the layout object uses the item's final attributes for both the start and end points
    /// of the animation" (UIKit documentation, `initialLayoutAttributesForAppearingItem(at:)`), and UIKit fades
    /// inserted and deleted cells in and out where they are.
    func testWithNilAnswersAnInsertedCellFadesInADeletedOneFadesOutWhereItWasAndTheOthersMove() throws {
        let f = Fixture(counts: [10])
        let deletedFrame = f.cell(ip(0, 2))!.attributes!.frame
        let movedFrame = f.cell(ip(0, 3))!.attributes!.frame
        try f.collectionView.performBatchUpdates(animation: linearSecond) { batch in
            f.data.sections[0].remove(at: 2)
            f.data.sections[0].insert(TestItem(uid: f.data.freshUID()), at: 7)
            batch.deleteItems(at: [ip(0, 2)])
            batch.insertItems(at: [ip(0, 7)])
        }
        let inserted = f.cell(ip(0, 7))!
        XCTAssertEqual(inserted.attributes?.alpha, 0)
        XCTAssertEqual(inserted.attributes?.frame, f.flow.attributesForItem(at: ip(0, 7))?.frame, "where it lands")
        XCTAssertEqual(f.cell(ip(0, 2))?.uid, 3)
        XCTAssertEqual(f.cell(ip(0, 2))?.attributes?.frame, movedFrame, "a cell that moves starts where it was")
        f.advance(.milliseconds(500))
        let vanishing = f.collectionView.animator.vanishing.map(\.presented)
        XCTAssertEqual(vanishing.map(\.frame), [deletedFrame], "the deleted cell stays where it was")
        XCTAssertEqual(vanishing.first?.alpha ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(inserted.attributes?.alpha ?? -1, 0.5, accuracy: 1e-9)
    }

    /// UIKit: "The collection view calls this method before performing any animated changes to the view's bounds
    /// or before the animated insertion or deletion of items", so that the layout can "calculate the initial or
    /// final positions of inserted or deleted items so that you can return those values when asked for them";
    /// `finalizeAnimatedBoundsChange()` comes "after creating the animations for changing the view's bounds or
    /// after the animated insertion or deletion of items" (UIKit documentation, UICollectionViewLayout,
    /// `prepare(forAnimatedBoundsChange:)` with the current, that is the old, bounds).
    func testAnAnimatedUpdateOrLayoutChangeIsBracketedByPrepareForAnimatedBoundsChangeWithTheOldBounds() throws {
        let layout = AnimationSpyLayout()
        let f = Fixture(counts: [100], layout: layout)
        f.collectionView.contentOffset = Point(x: 0, y: 120)
        f.collectionView.tick()
        try f.collectionView.performBatchUpdates(animation: linearSecond) { batch in
            f.data.sections[0].removeFirst(5)
            batch.deleteItems(at: (0..<5).map { ip(0, $0) })
        }
        let e = layout.events
        let questions = e.indices.filter { e[$0].hasPrefix("initial") || e[$0].hasPrefix("final ") }
        XCTAssertEqual(e.first, "updates")
        XCTAssertEqual(e[1], "bounds 0.0,120.0,320.0,480.0", "after prepare(forCollectionViewUpdates:), with the old bounds")
        XCTAssertEqual(questions.first, 2, "before the initial and final attributes are asked for")
        XCTAssertEqual(Array(e.suffix(2)), ["finalize bounds", "finalize updates"], "and finalized after them")
        XCTAssertEqual(questions.last, e.count - 3)

        layout.events.removeAll()
        try f.collectionView.performBatchUpdates(animation: nil) { batch in
            f.data.sections[0].removeFirst()
            batch.deleteItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(layout.events, ["updates", "finalize updates"], "an update without animation animates no bounds")

        let next = AnimationSpyLayout()
        next.itemSize = Size(width: 100, height: 100)
        f.collectionView.setCollectionViewLayout(next, animated: true)
        XCTAssertEqual(next.events, ["bounds 0.0,120.0,320.0,480.0", "finalize bounds"], "an animated layout change, too")
        layout.events.removeAll()
        f.collectionView.setCollectionViewLayout(layout, animated: false)
        XCTAssertEqual(next.events.count, 2)
        XCTAssertEqual(layout.events, [], "but not one without animation")
    }

    // MARK: The content offset moves with the cells

    /// When an update moves the content offset, UIKit animates the bounds change in the same animation as the
    /// cells: animations a layout adds in `prepare(forAnimatedBoundsChange:)` "are added to the animation block used
    /// to handle the insertions, deletions, and bounds changes" (UIKit documentation, UICollectionViewLayout). So
    /// on screen a cell moves from where it was drawn to where it ends along the update's curve, and content the
    /// offset change brings into view scrolls in with it. As a property changed inside an animation, the offset
    /// itself reads its new value at once: the presentation layer "represents the state of the layer as it
    /// currently appears onscreen" (Core Animation documentation, CALayer `presentation()`), while the model
    /// values are "the ones that will be used once the animation is over" (iOS Programming: The Big Nerd Ranch
    /// Guide, "The Presentation Layer and the Model Layer"). Here deleting the last nine of 40 rows of 50 points
    /// at the end of the content shrinks it to 1550 points, which clamps the offset from 1520 to 1070.
    func testWhenAnUpdateMovesTheContentOffsetTheContentMovesWithTheCellsInsteadOfJumping() throws {
        let f = Fixture(counts: [40], layout: ListLayout())
        f.collectionView.contentOffset = Point(x: 0, y: 1520)
        f.collectionView.tick()
        let row30 = f.cell(ip(0, 30))!
        func onScreen(_ cell: TestCell) -> Double { cell.attributes!.frame.minY - f.collectionView.contentOffset.y }
        XCTAssertEqual(onScreen(row30), -20, "precondition: row 30 begins 20 above the top")
        let deletedBefore = f.cell(ip(0, 31))!.attributes!.frame.minY - 1520
        try f.collectionView.performBatchUpdates(animation: linearSecond) { batch in
            f.data.sections[0].removeLast(9)
            batch.deleteItems(at: (31..<40).map { ip(0, $0) })
        }
        XCTAssertEqual(f.collectionView.contentOffset, Point(x: 0, y: 1070), "the offset's value is the new one at once")
        XCTAssertTrue(f.cell(ip(0, 30)) === row30)
        XCTAssertEqual(onScreen(row30), -20, "but on screen nothing has moved yet")
        let vanishing = { f.collectionView.animator.vanishing.map { $0.presented.frame.minY - f.collectionView.contentOffset.y } }
        XCTAssertEqual(vanishing().min(), deletedBefore, "nor have the deleted rows")
        f.advance(.milliseconds(250))
        XCTAssertEqual(onScreen(row30), -20 + 450 * 0.25, accuracy: 1e-9)
        f.advance(.milliseconds(250))
        XCTAssertEqual(onScreen(row30), 205, accuracy: 1e-9, "halfway down with the content")
        XCTAssertEqual(onScreen(f.cell(ip(0, 25))!), 1250 - (1520 - 225), accuracy: 1e-9,
                       "row 25, which was not on screen, scrolls in with the content")
        XCTAssertEqual(vanishing().min()!, deletedBefore + 225, accuracy: 1e-9, "and the deleted rows fade out moving with it")
        f.advance(.milliseconds(500))
        XCTAssertEqual(onScreen(row30), 430, "where the row rests at the new offset")
        XCTAssertEqual(onScreen(f.cell(ip(0, 25))!), 180)
    }

    /// The same holds for an animated layout change: UIKit's `setCollectionViewLayout(_:animated:)` moves the offset
    /// to the new layout's `targetContentOffset(forProposedContentOffset:)` (clamped) within the transition's
    /// animation, so a cell on screen in both layouts moves there continuously. Here a grid of 200 cells scrolled to
    /// 590 switches to tiny cells whose content fits the screen, which clamps the offset to 0: before, the cell
    /// 10 points below the top jumped to 600 (off screen) and flew back in.
    func testAnAnimatedLayoutChangeThatMovesTheOffsetMovesACellOnScreenContinuouslyInsteadOfThroughAJump() {
        let f = Fixture(counts: [200])
        f.collectionView.contentOffset = Point(x: 0, y: 590)
        f.collectionView.tick()
        let cell = f.cell(ip(0, 50))!
        func onScreen() -> Double { cell.attributes!.frame.minY - f.collectionView.contentOffset.y }
        XCTAssertEqual(onScreen(), 10, "precondition: item 50 is 10 points below the top")
        let tiny = FlowLayout()
        tiny.itemSize = Size(width: 10, height: 10)
        f.collectionView.setCollectionViewLayout(tiny, animation: linearSecond)
        XCTAssertEqual(f.collectionView.contentOffset, .zero)
        let end = tiny.attributesForItem(at: ip(0, 50))!.frame.minY
        XCTAssertEqual(onScreen(), 10, "it starts where it was on screen")
        for step in 1...20 {
            f.advance(.milliseconds(50))
            XCTAssertTrue(f.cell(ip(0, 50)) === cell)
            XCTAssertEqual(onScreen(), 10 + (end - 10) * Double(step) / 20, accuracy: 1e-9, "at \(step * 50) ms")
        }
    }
}

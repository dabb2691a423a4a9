import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// UIKit's `indexPathsToDeleteForSupplementaryView(ofKind:)` and its three siblings: "The collection view calls this
/// method whenever you delete cells or sections", "between its calls to prepare(forCollectionViewUpdates:) and
/// finalizeCollectionViewUpdates()" (UIKit documentation, UICollectionViewLayout). A layout with a badge on every
/// item uses them to make a deleted item's badge leave with it and a new item's badge come in with it.
final class SupplementaryUpdateTests: XCTestCase {
    static let badge: ElementKind = "badge"

    /// Rows of 50 points, each item with a badge at its own index path.
    final class BadgedListLayout: Layout {
        var answersUpdates = true
        /// Off until the badge's view is registered.
        var showsBadges = false
        private(set) var asked: [String] = []
        private var count = 0
        private var updates: [UpdateItem] = []

        override func prepare() {
            super.prepare()
            count = collectionView?.numberOfItems(inSection: 0) ?? 0
        }

        override var contentSize: Size { Size(width: 320, height: Double(count) * 50) }

        override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            return LayoutAttributes(forCellAt: indexPath, frame: Rect(x: 0, y: Double(indexPath.item) * 50, width: 280, height: 50))
        }

        override func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
            guard showsBadges, kind == SupplementaryUpdateTests.badge, attributesForItem(at: indexPath) != nil else { return nil }
            return LayoutAttributes(forSupplementaryOfKind: kind, at: indexPath,
                                    frame: Rect(x: 280, y: Double(indexPath.item) * 50, width: 40, height: 50))
        }

        override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
            (0..<count).flatMap { i -> [LayoutAttributes] in
                let p = ElementPath(item: i, section: 0)
                return [attributesForItem(at: p), attributesForSupplementaryView(ofKind: SupplementaryUpdateTests.badge, at: p)].compactMap { $0 }
            }.filter { $0.frame.intersects(rect) }
        }

        override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            updates = updateItems
            asked.append("prepare")
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            asked.append("finalize")
        }

        override func indexPathsToDeleteForSupplementaryView(ofKind kind: ElementKind) -> [ElementPath] {
            asked.append("delete \(kind)")
            guard answersUpdates, kind == SupplementaryUpdateTests.badge else { return [] }
            return updates.compactMap { $0.action == .delete ? $0.indexPathBeforeUpdate : nil }
        }

        override func indexPathsToInsertForSupplementaryView(ofKind kind: ElementKind) -> [ElementPath] {
            asked.append("insert \(kind)")
            guard answersUpdates, kind == SupplementaryUpdateTests.badge else { return [] }
            return updates.compactMap { $0.action == .insert ? $0.indexPathAfterUpdate : nil }
        }
    }

    private func badged(answersUpdates: Bool) -> (Fixture, BadgedListLayout) {
        let layout = BadgedListLayout()
        layout.answersUpdates = answersUpdates
        let f = Fixture(counts: [5], layout: layout)
        f.collectionView.register(TestHeader.self, forSupplementaryViewOfKind: Self.badge, withReuseIdentifier: "header")
        layout.showsBadges = true
        layout.invalidateLayout()
        f.collectionView.tick()
        return (f, layout)
    }

    private func badgeView(_ f: Fixture, _ item: Int) -> ReusableView? {
        f.collectionView.supplementaryView(forElementKind: Self.badge, at: ip(0, item))
    }

    func testTheLayoutIsAskedForEveryKindBetweenPrepareAndFinalize() throws {
        let (f, layout) = badged(answersUpdates: true)
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].remove(at: 0)
            batch.deleteItems(at: [ip(0, 0)])
        }
        XCTAssertEqual(layout.asked, ["prepare", "delete badge", "insert badge", "delete header", "insert header", "finalize"],
                       "each kind on screen or registered, in sorted order")
    }

    func testADeletedItemsBadgeLeavesAndTheBadgeAtItsPlaceComesInAsNew() throws {
        let (f, _) = badged(answersUpdates: true)
        let first = try XCTUnwrap(badgeView(f, 0)), second = try XCTUnwrap(badgeView(f, 1))
        try f.collectionView.performBatchUpdates(animation: Animation(duration: .seconds(1), curve: .linear)) { batch in
            f.data.sections[0].remove(at: 0)
            batch.deleteItems(at: [ip(0, 0)])
        }
        XCTAssertFalse(badgeView(f, 0) === first, "the deleted item's badge is not carried to the place")
        XCTAssertTrue(badgeView(f, 1) === second, "a badge the layout did not list keeps its place")
        let vanishing = f.collectionView.presentedAttributes.filter { $0.key == .supplementary(Self.badge, ip(0, 0)) }
        XCTAssertEqual(vanishing.count, 2, "the old badge fades out where the new one fades in")
        f.advance(.seconds(1))
        XCTAssertEqual(f.collectionView.presentedAttributes.filter { $0.category == .supplementary }.count, 4)
    }

    func testAnInsertedItemsBadgeComesInAsNew() throws {
        let (f, _) = badged(answersUpdates: true)
        let first = try XCTUnwrap(badgeView(f, 0))
        try f.collectionView.performBatchUpdates(animation: Animation(duration: .seconds(1), curve: .linear)) { batch in
            f.data.sections[0].insert(TestItem(uid: 99), at: 0)
            batch.insertItems(at: [ip(0, 0)])
        }
        XCTAssertFalse(badgeView(f, 0) === first, "the new item gets a badge of its own")
        let atZero = f.collectionView.presentedAttributes.filter { $0.key == .supplementary(Self.badge, ip(0, 0)) }
        XCTAssertEqual(atZero.map(\.alpha), [0, 1], "the new badge fades in, the old one fades out")
    }

    func testWithoutAnswersABadgeStaysWithItsPlace() throws {
        let (f, _) = badged(answersUpdates: false)
        let first = try XCTUnwrap(badgeView(f, 0))
        XCTAssertNotNil(badgeView(f, 4))
        try f.collectionView.performBatchUpdates(animation: Animation(duration: .seconds(1), curve: .linear)) { batch in
            f.data.sections[0].remove(at: 0)
            batch.deleteItems(at: [ip(0, 0)])
        }
        XCTAssertTrue(badgeView(f, 0) === first, "by default a supplementary view keeps its index path")
        XCTAssertNil(badgeView(f, 4))
        XCTAssertTrue(f.collectionView.presentedAttributes.contains { $0.key == .supplementary(Self.badge, ip(0, 4)) && $0.alpha == 1 },
                      "the badge at the place that is gone fades out from there")
    }
}

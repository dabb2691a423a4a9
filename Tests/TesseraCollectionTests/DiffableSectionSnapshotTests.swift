import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Section snapshots (`NSDiffableDataSourceSectionSnapshot`): a section's items as a tree, as the outline of Apple's
/// "Implementing Modern Collection Views" sample builds its menu, and a data source that shows the expanded rows and
/// animates the children of a parent in and out as it is expanded and collapsed.
final class DiffableSectionSnapshotTests: XCTestCase {
    typealias Outline = DiffableDataSourceSectionSnapshot<String>

    /// The sample's menu, abridged: three parents, one with a parent of its own among its children.
    private func menu() -> Outline {
        var outline = Outline()
        outline.append(["Compositional Layout", "Diffable Data Source", "Lists"])
        outline.append(["Getting Started", "Advanced Layouts"], to: "Compositional Layout")
        outline.append(["Grid", "Inset Items Grid", "Two-Column Grid"], to: "Getting Started")
        outline.append(["Nested Groups", "Orthogonal Sections"], to: "Advanced Layouts")
        outline.append(["Mountains Search", "Settings: Wi-Fi"], to: "Diffable Data Source")
        outline.append(["Simple List", "Reorderable List"], to: "Lists")
        return outline
    }

    func testATreeIsReadDepthFirstAndShowsOnlyWhatItsExpandedParentsHold() {
        var outline = menu()
        XCTAssertEqual(outline.rootItems, ["Compositional Layout", "Diffable Data Source", "Lists"])
        XCTAssertEqual(outline.items, ["Compositional Layout", "Getting Started", "Grid", "Inset Items Grid", "Two-Column Grid",
                                       "Advanced Layouts", "Nested Groups", "Orthogonal Sections",
                                       "Diffable Data Source", "Mountains Search", "Settings: Wi-Fi",
                                       "Lists", "Simple List", "Reorderable List"])
        XCTAssertEqual(outline.visibleItems, outline.rootItems, "a parent starts collapsed")
        XCTAssertFalse(outline.isExpanded("Compositional Layout"))
        outline.expand(["Compositional Layout", "Getting Started"])
        XCTAssertEqual(outline.visibleItems, ["Compositional Layout", "Getting Started", "Grid", "Inset Items Grid",
                                              "Two-Column Grid", "Advanced Layouts", "Diffable Data Source", "Lists"])
        XCTAssertTrue(outline.isVisible("Grid"))
        XCTAssertFalse(outline.isVisible("Nested Groups"), "its parent is collapsed")
        outline.collapse(["Compositional Layout"])
        XCTAssertFalse(outline.isVisible("Grid"), "hidden with the grandparent, though its parent stays expanded")
        XCTAssertTrue(outline.isExpanded("Getting Started"))
        XCTAssertEqual(outline.level(of: "Lists"), 0)
        XCTAssertEqual(outline.level(of: "Grid"), 2)
        XCTAssertEqual(outline.parent(of: "Grid"), "Getting Started")
        XCTAssertNil(outline.parent(of: "Lists"))
        XCTAssertEqual(outline.index(of: "Advanced Layouts"), 5)
        XCTAssertNil(outline.index(of: "Collection View"))
        XCTAssertTrue(outline.contains("Simple List"))
        XCTAssertEqual(outline.visualDescription().split(separator: "\n").prefix(4),
                       ["+ Compositional Layout", "  - Getting Started", "    * Grid", "    * Inset Items Grid"])
    }

    func testInsertingDeletingAndReplacingKeepTheTreeInOrder() {
        var outline = menu()
        outline.insert(["Outline"], before: "Lists")
        outline.insert(["Emoji Explorer"], after: "Simple List")
        XCTAssertEqual(outline.rootItems, ["Compositional Layout", "Diffable Data Source", "Outline", "Lists"])
        XCTAssertEqual(outline.parent(of: "Emoji Explorer"), "Lists")
        // Deleting a parent takes everything under it, and an item under it named in the same call is no error.
        outline.delete(["Compositional Layout", "Grid"])
        XCTAssertFalse(outline.contains("Grid"))
        XCTAssertFalse(outline.contains("Advanced Layouts"))
        XCTAssertEqual(outline.items.first, "Diffable Data Source")
        // A subtree as a snapshot of its own, and back in under another parent.
        var lists = outline.snapshot(of: "Lists", includingParent: true)
        XCTAssertEqual(lists.items, ["Lists", "Simple List", "Emoji Explorer", "Reorderable List"])
        XCTAssertNil(lists.parent(of: "Lists"))
        let children = outline.snapshot(of: "Lists")
        XCTAssertEqual(children.rootItems, ["Simple List", "Emoji Explorer", "Reorderable List"])
        lists.expand(["Lists"])
        outline.delete(["Lists"])
        outline.insert(lists, after: "Outline")
        XCTAssertEqual(outline.visibleItems, ["Diffable Data Source", "Outline", "Lists", "Simple List", "Emoji Explorer",
                                              "Reorderable List"], "its expanded state came with it")
        var replacement = Outline()
        replacement.append(["Plain", "Grouped"])
        replacement.append(["Inset Grouped"], to: "Grouped")
        outline.replace(childrenOf: "Lists", using: replacement)
        XCTAssertEqual(outline.items.suffix(4), ["Lists", "Plain", "Grouped", "Inset Grouped"])
        XCTAssertEqual(outline.level(of: "Inset Grouped"), 2)
        XCTAssertFalse(outline.contains("Simple List"))
        outline.deleteAll()
        XCTAssertEqual(outline.items, [])
    }

    func testRandomTreesAgreeWithARecursiveModel() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<100 {
            var outline = DiffableDataSourceSectionSnapshot<Int>()
            var next = 0
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                let all = outline.items
                let parent: Int? = all.isEmpty || Bool.random(using: &generator) ? nil : all.randomElement(using: &generator)
                let count = Int.random(in: 1...3, using: &generator)
                outline.append(Array(next..<next + count), to: parent)
                next += count
                if let parent, Bool.random(using: &generator) { outline.expand([parent]) }
                if Int.random(in: 0..<8, using: &generator) == 0, let victim = outline.items.randomElement(using: &generator) {
                    outline.delete([victim])
                }
            }
            // The model: a recursive walk over parents and levels, as the definitions read.
            func children(of parent: Int?) -> [Int] {
                parent == nil ? outline.rootItems : outline.items.filter { outline.parent(of: $0) == parent }
            }
            func walk(_ items: [Int], visibleOnly: Bool) -> [Int] {
                items.flatMap { item -> [Int] in
                    [item] + (visibleOnly && !outline.isExpanded(item) ? [] : walk(children(of: item), visibleOnly: visibleOnly))
                }
            }
            XCTAssertEqual(outline.items, walk(outline.rootItems, visibleOnly: false), "round \(round)")
            XCTAssertEqual(outline.visibleItems, walk(outline.rootItems, visibleOnly: true), "round \(round)")
            for item in outline.items {
                XCTAssertEqual(outline.isVisible(item), outline.visibleItems.contains(item), "round \(round), \(item)")
                XCTAssertEqual(outline.level(of: item), outline.parent(of: item).map { outline.level(of: $0) + 1 } ?? 0)
            }
        }
    }

    func testAChainOfAHundredThousandLevelsIsWalkedWithoutRecursion() {
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for i in 1..<100_000 { outline.append([i], to: i - 1) }
        outline.expand(Array(0..<100_000))
        XCTAssertEqual(outline.visibleItems.count, 100_000)
        XCTAssertEqual(outline.items.last, 99_999)
    }

    // MARK: The data source

    private final class Rig {
        let clock = VirtualClock()
        let layout = SpyFlowLayout()
        let view: CollectionView
        let dataSource: CollectionViewDiffableDataSource<String, String>

        init() {
            layout.itemSize = Size(width: 300, height: 30)
            layout.minimumLineSpacing = 0
            view = CollectionView(size: Size(width: 320, height: 480), layout: layout, clock: clock)
            view.register(TestCell.self, forCellWithReuseIdentifier: "cell")
            dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            view.tick()
        }

        func settle() {
            for _ in 0..<40 { clock.advance(by: .milliseconds(16)); view.tick() }
        }

        func rows(_ section: Int) -> [String] {
            (0..<view.numberOfItems(inSection: section)).compactMap { dataSource.itemIdentifier(for: ElementPath(item: $0, section: section)) }
        }
    }

    func testExpandingAParentInsertsItsChildrenUnderItAndCollapsingDeletesThem() {
        let rig = Rig()
        var top = DiffableDataSourceSnapshot<String, String>()
        top.appendSections(["recent"])
        top.appendItems(["Welcome"], toSection: "recent")
        rig.dataSource.apply(top, animatingDifferences: false)
        rig.dataSource.apply(menu(), to: "outline", animatingDifferences: false)
        XCTAssertEqual(rig.view.numberOfSections, 2, "a section the data did not have is appended")
        XCTAssertEqual(rig.rows(1), ["Compositional Layout", "Diffable Data Source", "Lists"])

        var outline = rig.dataSource.snapshot(for: "outline")
        outline.expand(["Diffable Data Source"])
        rig.layout.updateItems = []
        rig.dataSource.apply(outline, to: "outline")
        XCTAssertEqual(rig.layout.updateItems.last?.map(\.description), ["insert item [1, 2]", "insert item [1, 3]"],
                       "the children come in under their parent, and nothing else moves")
        XCTAssertEqual(rig.rows(1), ["Compositional Layout", "Diffable Data Source", "Mountains Search", "Settings: Wi-Fi", "Lists"])
        rig.settle()
        XCTAssertTrue(rig.dataSource.snapshot(for: "outline").isExpanded("Diffable Data Source"), "the tree is kept")

        outline.collapse(["Diffable Data Source"])
        rig.dataSource.apply(outline, to: "outline")
        XCTAssertEqual(rig.layout.updateItems.last?.map(\.description), ["delete item [1, 2]", "delete item [1, 3]"])
        XCTAssertEqual(rig.rows(1), ["Compositional Layout", "Diffable Data Source", "Lists"])
        XCTAssertEqual(rig.rows(0), ["Welcome"], "the other section is untouched")
    }

    func testAWholeSnapshotKeepsTheTreeOfASectionItLeavesAloneAndFlattensOneItChanges() {
        let rig = Rig()
        var outline = menu()
        outline.expand(["Lists"])
        rig.dataSource.apply(outline, to: "outline", animatingDifferences: false)
        var photos = Outline()
        photos.append(["Photos"])
        photos.append(["Albums"], to: "Photos")
        rig.dataSource.apply(photos, to: "other", animatingDifferences: false)
        XCTAssertEqual(rig.dataSource.snapshot(for: "other").items, ["Photos", "Albums"], "both are trees")
        // A change to nothing but section "other": "outline" keeps its tree.
        var whole = rig.dataSource.snapshot()
        XCTAssertEqual(whole.itemIdentifiers(inSection: "outline"), outline.visibleItems)
        whole.deleteSections(["other"])
        rig.dataSource.apply(whole, animatingDifferences: false)
        XCTAssertEqual(rig.dataSource.snapshot(for: "outline").level(of: "Simple List"), 1)
        XCTAssertEqual(rig.dataSource.snapshot(for: "other").items, [], "no such section: an empty tree")
        // A change to its items: the tree is gone, and its items are what the section shows, as roots.
        whole.deleteItems(["Simple List"])
        rig.dataSource.apply(whole, animatingDifferences: false)
        let flat = rig.dataSource.snapshot(for: "outline")
        XCTAssertEqual(flat.rootItems, ["Compositional Layout", "Diffable Data Source", "Lists", "Reorderable List"])
        XCTAssertEqual(flat.items, flat.rootItems)
    }
}

import TesseraGeometry
import TesseraLayout
import TesseraTesting
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

    func testSizesAndCountStayTrueThroughEveryKindOfChange() {
        // The sizes are kept per section and move with their sections: after any sequence of
        // inserts, deletes and moves of items and sections, each section's sizes are its items' own.
        let flow = FlowLayout()
        var random = SplitMix64(seed: 18)
        let scene = (0..<6).map { s in
            SceneSection(items: 4, itemSizes: s % 2 == 0 ? nil : (0..<4).map { Size(width: Double(20 + s * 4 + $0), height: 30) })
        }
        let simulation = Simulation(layouts: [flow], sections: scene, size: Size(width: 320, height: 480))
        let model = simulation.model
        let collectionView = simulation.collectionView
        for step in 0..<400 {
            let sections = model.sections.count
            func anyItem() -> ElementPath? {
                guard let s = (0..<sections).filter({ !model.sections[$0].isEmpty }).randomElement(using: &random) else { return nil }
                return ElementPath(item: Int.random(in: 0..<model.sections[s].count, using: &random), section: s)
            }
            switch Int.random(in: 0..<7, using: &random) {
            case 0 where sections > 0:
                let s = Int.random(in: 0..<sections, using: &random)
                _ = model.insertItem(at: ElementPath(item: Int.random(in: 0...model.sections[s].count, using: &random), section: s))
            case 1: if let p = anyItem() { model.deleteItem(at: p) }
            case 2: model.insertSection(at: Int.random(in: 0...sections, using: &random), count: Int.random(in: 0...3, using: &random))
            case 3 where sections > 1: model.deleteSection(at: Int.random(in: 0..<sections, using: &random))
            case 4:
                if let from = anyItem() {
                    let s = Int.random(in: 0..<sections, using: &random)
                    let count = model.sections[s].count - (s == from.section ? 1 : 0)
                    model.collectionView(collectionView, moveItemAt: from,
                                         to: ElementPath(item: Int.random(in: 0...count, using: &random), section: s))
                }
            case 5: flow.itemSize = Size(width: Double(Int.random(in: 10...60, using: &random)), height: 40)
            default:
                if let p = anyItem() { model.insert(model.makeItem(), at: p) }
            }
            XCTAssertEqual(model.itemCount, model.sections.reduce(0) { $0 + $1.count }, "step \(step)")
            // Read in a random order, so that some sections are kept across several changes and others are not.
            for s in (0..<model.sections.count).shuffled(using: &random) where Bool.random(using: &random) || step % 10 == 0 {
                XCTAssertEqual(model.collectionView(collectionView, layout: flow, sizesForItemsInSection: s),
                               model.sections[s].map { $0.size ?? flow.itemSize }, "step \(step), section \(s)")
            }
        }
    }

    func testAChangeToOneSectionKeepsTheOtherSectionsSizes() {
        // 10⁴ sections of a few items, one inserted after another: each insert used to drop every
        // section's sizes, so each prepare made 10⁴ arrays again.
        let flow = FlowLayout()
        // Sections the scene sizes, each with arrays of its own (unsized ones share theirs, see below).
        let simulation = Simulation(layouts: [flow], sections: (0..<5).map { s in
            SceneSection(items: 3, itemSizes: (0..<3).map { Size(width: Double(10 + s), height: Double(20 + $0)) })
        }, size: Size(width: 320, height: 480))
        let model = simulation.model
        let collectionView = simulation.collectionView
        func storage(_ s: Int) -> UnsafeRawPointer? {
            model.collectionView(collectionView, layout: flow, sizesForItemsInSection: s)?
                .withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        // Held, so that no new array can take the address of one let go.
        var held = (0..<5).map { model.collectionView(collectionView, layout: flow, sizesForItemsInSection: $0) }
        let before = (0..<5).map(storage)
        model.insertSection(at: 2, count: 3)
        XCTAssertEqual([0, 1, 3, 4, 5].map(storage), before, "a section insert keeps every other section's sizes")
        held.append(model.collectionView(collectionView, layout: flow, sizesForItemsInSection: 2))
        _ = model.insertItem(at: ElementPath(item: 0, section: 4))
        XCTAssertEqual(storage(3), before[2])
        XCTAssertNotEqual(storage(4), before[3], "the changed section's sizes are made again")
        XCTAssertEqual(model.collectionView(collectionView, layout: flow, sizesForItemsInSection: 4)?.count, 4)
        model.deleteSection(at: 0)
        XCTAssertEqual(storage(0), before[1], "a section delete moves the others' sizes with them")
        withExtendedLifetime(held) {}
    }

    func testSectionsTheSceneDoesNotSizeShareOneArrayPerItemCount() {
        // 10⁶ sections of one item each used to hold an array each (48 bytes a section), and every frame
        // of a pinch rewrote all of them.
        let flow = FlowLayout()
        let scene = (0..<6).map { SceneSection(items: $0 < 4 ? 3 : 2) } + [SceneSection(items: 3, itemSizes: Array(repeating: Size(width: 5, height: 5), count: 3))]
        let simulation = Simulation(layouts: [flow], sections: scene, size: Size(width: 320, height: 480))
        let model = simulation.model
        let collectionView = simulation.collectionView
        func sizes(_ s: Int) -> [Size]? { model.collectionView(collectionView, layout: flow, sizesForItemsInSection: s) }
        func storage(_ s: Int) -> UnsafeRawPointer? { sizes(s)?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        XCTAssertEqual(Set((0..<4).map(storage)).count, 1, "four unsized sections of three items share one array")
        XCTAssertEqual(storage(4), storage(5))
        XCTAssertNotEqual(storage(0), storage(4), "two items are another array")
        XCTAssertNotEqual(storage(0), storage(6), "a section the scene sizes has its own")
        XCTAssertEqual(sizes(6), Array(repeating: Size(width: 5, height: 5), count: 3))
        let shared = storage(0)
        flow.itemSize = Size(width: 61, height: 62)
        XCTAssertEqual(sizes(1), Array(repeating: Size(width: 61, height: 62), count: 3))
        XCTAssertEqual(storage(2), shared, "a new item size rewrites the shared array in place, allocating nothing")
        // An inserted item leaves its section's share, and the section takes the one of its new count.
        _ = model.insertItem(at: ElementPath(item: 0, section: 4))
        XCTAssertEqual(storage(4), storage(0))
        XCTAssertEqual(sizes(4)?.count, 3)
        XCTAssertEqual(sizes(5)?.count, 2)
    }

    func testSharedSizesStayWithinTwiceTheItems() {
        // One section grown an item at a time asks for arrays of 1, 2, 3, … items: kept, they would hold
        // n²/2 sizes. They are let go past twice the items.
        let flow = FlowLayout()
        let simulation = Simulation(layouts: [flow], sections: [SceneSection(items: 0)], size: Size(width: 320, height: 480))
        let model = simulation.model
        let collectionView = simulation.collectionView
        for n in 1...6000 {
            _ = model.insertItem(at: ElementPath(item: 0, section: 0))
            XCTAssertEqual(model.collectionView(collectionView, layout: flow, sizesForItemsInSection: 0)?.count, n)
        }
        XCTAssertLessThanOrEqual(model.sharedSizeCount, max(4096, 2 * model.itemCount))
        XCTAssertGreaterThan(model.sharedSizeCount, 0)
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

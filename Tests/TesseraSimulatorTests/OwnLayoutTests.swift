import Foundation
import XCTest
import TesseraCollection
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator

/// A layout the project has never seen: cells on a diagonal, a pitch a pinch adjusts,
/// and a mode a key toggles. It adopts the interaction protocols and nothing else.
final class DiagonalLayout: Layout, PinchAdjustableLayout, ModeToggleLayout {
    var pitch = 40.0 { didSet { invalidateLayout() } }
    var mirrored = false { didSet { invalidateLayout() } }
    private var pinchStart = 40.0
    private(set) var adjustments: [Double?] = []

    override var contentSize: Size {
        let n = Double(collectionView?.numberOfItems(inSection: 0) ?? 0)
        return Size(width: n * pitch + 40, height: n * pitch + 40)
    }

    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard let c = collectionView, indexPath.section == 0, indexPath.item < c.numberOfItems(inSection: 0) else { return nil }
        var a = LayoutAttributes(forCellAt: indexPath)
        let offset = Double(indexPath.item) * pitch
        a.frame = Rect(x: mirrored ? contentSize.width - 40 - offset : offset, y: offset, width: 40, height: 40)
        return a
    }

    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let n = collectionView?.numberOfItems(inSection: 0) ?? 0
        return (0..<n).compactMap { attributesForItem(at: ElementPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    func beginPinchAdjustment() { pinchStart = pitch }
    func adjustForPinch(scale: Double, span: Double?) {
        adjustments.append(span)
        pitch = min(200, max(10, pinchStart * scale))
    }
    func toggleMode() { mirrored.toggle() }
}

/// A one-column stack whose item heights come from the app, as a waterfall layout's do: it asks the item-size
/// delegate, as CHTCollectionViewWaterfallLayout asks `collectionView(_:layout:sizeForItemAt:)`, and uses 30 × 30
/// for an item it gets no size for.
final class StackedSizesLayout: Layout {
    private var frames: [Rect] = []

    override func prepare() {
        super.prepare()
        frames = []
        guard let c = collectionView, c.numberOfSections > 0 else { return }
        var y = 0.0
        for item in 0..<c.numberOfItems(inSection: 0) {
            let size = c.itemSizeDelegate?.layout(self, sizeForItemAt: ElementPath(item: item, section: 0)) ?? Size(width: 30, height: 30)
            frames.append(Rect(x: 0, y: y, width: size.width, height: size.height))
            y += size.height
        }
    }

    override var contentSize: Size {
        collectionView == nil ? .zero : Size(width: 320, height: frames.last?.maxY ?? 0)
    }

    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard collectionView != nil, indexPath.section == 0, indexPath.item >= 0, indexPath.item < frames.count else { return nil }
        var a = LayoutAttributes(forCellAt: indexPath)
        a.frame = frames[indexPath.item]
        return a
    }

    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        frames.indices.compactMap { attributesForItem(at: ElementPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
}

final class OwnLayoutTests: XCTestCase {
    func pinch(_ s: Simulation, from: Double, to: Double) {
        let c = Point(x: 160, y: 240)
        s.handle([.touch(id: 1, change: .down, location: Point(x: c.x - from / 2, y: c.y)),
                  .touch(id: 2, change: .down, location: Point(x: c.x + from / 2, y: c.y))], at: .zero)
        for step in 1...10 {
            let d = from + (to - from) * Double(step) / 10
            s.handle([.touch(id: 1, change: .move, location: Point(x: c.x - d / 2, y: c.y)),
                      .touch(id: 2, change: .move, location: Point(x: c.x + d / 2, y: c.y))], at: .milliseconds(16 * step))
        }
        s.handle([.touch(id: 1, change: .up, location: Point(x: c.x - to / 2, y: c.y)),
                  .touch(id: 2, change: .up, location: Point(x: c.x + to / 2, y: c.y))], at: .milliseconds(200))
        s.settle()
    }

    func testASimulationRunsStraightFromLayoutObjectsWithNoSceneOrCatalog() {
        let s = Simulation(layouts: [DiagonalLayout(), FlowLayout()], sections: [12])
        XCTAssertEqual(s.collectionView.numberOfItems(inSection: 0), 12)
        XCTAssertEqual(s.currentLayoutName, "DiagonalLayout", "an unregistered class is named by its Swift type")
        XCTAssertTrue(s.state.json.contains(#""layout":"DiagonalLayout""#), s.state.json)
        s.handleKey("2")
        s.settle()
        XCTAssertEqual(s.currentLayoutName, "flow")
    }

    func testARegisteredLayoutIsNamedByItsDescriptorAndReportsItsParameters() throws {
        let descriptor = LayoutDescriptor(DiagonalLayout.self, name: "diagonal", summary: "Cells on a diagonal.",
                                          parameters: [.number("pitch", \DiagonalLayout.pitch, range: 10...200, "distance between cells")],
                                          make: { DiagonalLayout() })
        let catalog = LayoutCatalog.basic.adding(descriptor)
        let scene = try Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"diagonal","pitch":60},"sections":[{"items":5}]}"#.utf8),
                                    catalog: catalog)
        let s = try Simulation(scene: scene)
        XCTAssertEqual(s.currentLayoutName, "diagonal")
        XCTAssertEqual((s.currentLayout as? DiagonalLayout)?.pitch, 60)
        XCTAssertTrue(s.state.json.contains(#""layout":"diagonal","parameters":{"pitch":60}"#), s.state.json)
    }

    /// A scene's `itemSizes` answered only the flow layout's delegate, so a layout of the user's own whose sizes come
    /// from the app laid every cell out 0 points tall, or at its default, silently. They answer any layout that asks
    /// the item-size delegate: in the simulation (`replay`, `run`), following moved items, and in `tessera attributes`.
    func testAScenesItemSizesReachALayoutOfTheUsersOwn() throws {
        let catalog = LayoutCatalog.basic.adding(LayoutDescriptor(StackedSizesLayout.self, name: "stacked", summary: "",
                                                                  make: { StackedSizesLayout() }))
        let json = #"{"size":[320,480],"layout":{"type":"stacked"},"sections":[{"items":3,"itemSizes":[[100,20],[200,40],[50,60]]}]}"#
        let scene = try Scene.parse(Data(json.utf8), catalog: catalog)
        let s = try Simulation(scene: scene)
        s.collectionView.layoutIfNeeded()
        func frames() -> [Rect] { (0..<3).compactMap { s.currentLayout.attributesForItem(at: ElementPath(item: $0, section: 0))?.frame } }
        XCTAssertEqual(frames(), [Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 200, height: 40),
                                  Rect(x: 0, y: 60, width: 50, height: 60)])
        var batch = BatchUpdate()
        batch.moveItem(at: ElementPath(item: 2, section: 0), to: ElementPath(item: 0, section: 0))
        try s.performBatchUpdates(batch, animated: false)
        XCTAssertEqual(frames().map(\.size), [Size(width: 50, height: 60), Size(width: 100, height: 20), Size(width: 200, height: 40)],
                       "sizes stay with their items")
        let context = SceneLayoutContext(scene: scene)
        let layout = StackedSizesLayout()
        layout.collectionView = context
        layout.prepareIfNeeded()
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 0))?.frame, Rect(x: 0, y: 20, width: 200, height: 40))
    }

    func testAPinchAdjustsAnyLayoutThatAdoptsThePinchProtocol() {
        let layout = DiagonalLayout()
        let s = Simulation(layouts: [layout], sections: [8])
        pinch(s, from: 100, to: 200)
        XCTAssertEqual(layout.pitch, 80, accuracy: 1e-9, "twice the span doubles the pitch it started from")
        XCTAssertEqual(layout.adjustments.last ?? nil, 200, "the layout is told the distance between the fingers")
    }

    func testCtrlWheelIsAPinchStepWithoutFingers() {
        let layout = DiagonalLayout()
        let s = Simulation(layouts: [layout], sections: [8])
        s.handle([.wheel(delta: Point(x: 0, y: -1), location: Point(x: 160, y: 240), modifiers: .control)], at: .zero)
        XCTAssertEqual(layout.pitch, 44, accuracy: 1e-9)
        XCTAssertEqual(layout.adjustments, [nil])
    }

    func testTheModeKeyTogglesAnyLayoutThatAdoptsTheModeProtocol() {
        let layout = DiagonalLayout()
        let s = Simulation(layouts: [layout], sections: [3])
        s.handle([.key("a")], at: .zero)
        XCTAssertTrue(layout.mirrored)
        s.handle([.key("a")], at: .seconds(1))
        XCTAssertFalse(layout.mirrored)
    }

    func testAPinchOnALayoutWithoutThePinchProtocolsChangesNothing() throws {
        final class Still: Layout {}
        let s = Simulation(layouts: [Still()], sections: [3])
        pinch(s, from: 100, to: 200)
        XCTAssertTrue(s.reports.contains { $0.recognizer == "pinch" && $0.state == .ended }, "the pinch is still recognized")
        XCTAssertFalse(s.collectionView.isInteractivelyTransitioning)
    }

    func testACatalogRefusesADescriptorWithMoreCustomAttributesThanAnElementHolds() {
        enum A: CustomAttributeKey { static let name = "a"; static let defaultValue = 0.0 }
        enum B: CustomAttributeKey { static let name = "b"; static let defaultValue = 0.0 }
        enum C: CustomAttributeKey { static let name = "c"; static let defaultValue = 0.0 }
        enum D: CustomAttributeKey { static let name = "d"; static let defaultValue = 0.0 }
        let keys: [any CustomAttributeKey.Type] = [A.self, B.self, C.self, D.self]
        let tooMany = LayoutDescriptor(DiagonalLayout.self, name: "diagonal", summary: "", customAttributes: keys,
                                       make: { DiagonalLayout() })
        XCTAssertThrowsError(try LayoutCatalog.validating([tooMany])) { error in
            XCTAssertEqual("\(error)", "layout \"diagonal\" declares 4 custom attributes (a, b, c, d); an element holds at most "
                           + "\(CustomAttributes.capacity)")
        }
        let fits = LayoutDescriptor(DiagonalLayout.self, name: "diagonal", summary: "", customAttributes: Array(keys.prefix(3)),
                                    make: { DiagonalLayout() })
        XCTAssertNoThrow(try LayoutCatalog.validating([fits]))
    }

    func testACatalogRefusesANameAScenesCannotSpell() {
        let bad = LayoutDescriptor(DiagonalLayout.self, name: "my layout", summary: "", make: { DiagonalLayout() })
        XCTAssertThrowsError(try LayoutCatalog.validating([bad])) { error in
            XCTAssertTrue("\(error)".hasPrefix("layout name \"my layout\""), "\(error)")
        }
    }

    func testALaterDescriptorWithTheSameNameReplacesTheEarlierOne() throws {
        let mine = LayoutDescriptor(DiagonalLayout.self, name: "flow", summary: "mine", make: { DiagonalLayout() })
        let catalog = LayoutCatalog.basic.adding(mine)
        XCTAssertEqual(catalog.names, ["flow"])
        XCTAssertTrue(catalog.descriptor(named: "flow")?.makeLayout() is DiagonalLayout)
        XCTAssertEqual(catalog.name(of: FlowLayout()), "FlowLayout", "the replaced class is no longer registered")
    }
}

import Foundation
import XCTest
import TesseraDemo
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
@testable import TesseraCommandLine
import TesseraTesting

/// Large scenes are listed by index, a screen at a time; the listing is the same as one query's.
final class AttributesStreamTests: XCTestCase {
    func listing(_ json: String, rect: Rect? = nil, byIndex: Bool, othersBatchLimit: Int = AttributesStream.othersBatchLimit,
                 maximumRememberedTiles: Int = AttributesStream.maximumRememberedTiles) throws -> String {
        let scene = try Scene.parse(Data(json.utf8), catalog: .standard)
        return try listing(try scene.makeLayout(), scene: scene, rect: rect, byIndex: byIndex, othersBatchLimit: othersBatchLimit,
                           maximumRememberedTiles: maximumRememberedTiles)
    }

    /// What `tessera attributes` writes for `layout`, laid out for `scene`, over `rect` (by default the whole content).
    func listing(_ layout: Layout, scene: Scene, rect: Rect? = nil, byIndex: Bool,
                 othersBatchLimit: Int = AttributesStream.othersBatchLimit,
                 maximumRememberedTiles: Int = AttributesStream.maximumRememberedTiles) throws -> String {
        let context = SceneLayoutContext(scene: scene)
        layout.collectionView = context
        layout.prepareIfNeeded()
        let query = rect ?? Rect(origin: .zero, size: layout.contentSize).union(context.bounds).insetBy(dx: -1, dy: -1)
        let temporary = try TemporaryDirectory(prefix: "tessera-stream-")
        defer { try? temporary.remove() }
        let path = temporary.url.appendingPathComponent("listing.json").path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(fd); unlink(path) }
        let out = StandardOutput(descriptor: fd)
        var stream = AttributesStream(layout: layout, context: context, out: out, smallSceneItems: byIndex ? 0 : .max,
                                      othersBatchLimit: othersBatchLimit, maximumRememberedTiles: maximumRememberedTiles)
        try stream.write(in: query)
        try out.flush()
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    func testListingByIndexGivesWhatOneQueryGives() throws {
        let scenes = [
            #"{"size":[320,480],"layout":{"type":"flow","headerReferenceSize":[0,30],"footerReferenceSize":[0,20]},"sections":[{"items":40},{"items":0},{"items":17}]}"#,
            #"{"size":[320,480],"layout":{"type":"flow","scrollDirection":"horizontal","headerReferenceSize":[30,0]},"sections":[{"items":300}]}"#,
            #"{"size":[320,480],"layout":{"type":"rowdecoration"},"sections":[{"items":90},{"items":33}]}"#,
            #"{"size":[320,480],"layout":{"type":"survey"},"sections":[{"items":5},{"items":7}]}"#,
            #"{"size":[320,480],"layout":{"type":"zigzag"},"sections":[{"items":12},{"items":9}]}"#,
            #"{"size":[320,480],"layout":{"type":"spread"},"sections":[{"items":30},{"items":30}]}"#,
        ]
        for json in scenes {
            let whole = try listing(json, byIndex: false)
            XCTAssertEqual(try listing(json, byIndex: true), whole, json)
            XCTAssertTrue(whole.hasPrefix("[\n{"), "precondition: elements were listed")
            let part = Rect(x: 20, y: 100, width: 200, height: 300)
            XCTAssertEqual(try listing(json, rect: part, byIndex: true), try listing(json, rect: part, byIndex: false), json)
        }
    }

    /// A RowDecoration list walked in batches of the views beside its rows: each batch walked every screen again, so
    /// the time grew with the square of the rows (2 × 10⁶ rows did not finish in a minute). Later batches now visit
    /// only the screens that hold their keys; the listing is the same.
    func testLaterBatchesVisitOnlyTheScreensThatHoldTheirViews() throws {
        final class CountingRows: RowDecorationLayout {
            var handedOut = 0
            override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
                super.forEachElement(in: rect) { handedOut += 1; body($0) }
            }
        }
        let json = #"{"size":[320,480],"layout":{"type":"rowdecoration","itemSize":[300,10]},"sections":[{"items":20000},{"items":7},{"items":3000}]}"#
        let scene = try Scene.parse(Data(json.utf8), catalog: .standard)
        let layout = CountingRows()
        layout.itemSize = Size(width: 300, height: 10)
        let batched = try listing(layout, scene: scene, byIndex: true, othersBatchLimit: 100)
        XCTAssertEqual(batched, try listing(json, byIndex: false))
        // 23 007 rows, each a cell and a view: the first walk hands out every element once, or twice where it spans
        // two screens, and each of the 231 later batches the few screens around its 100 views. Walking every screen
        // each batch handed out about 230 times the elements.
        XCTAssertLessThan(layout.handedOut, 10 * 2 * 23_007, "walked \(layout.handedOut) elements")
    }

    /// A walk that meets views on more screens than it remembers forgets them all and lists as before: every batch
    /// walks every screen. Nothing is left out, and the screens past the most it remembers do not trap.
    func testAWalkOverMoreScreensThanItRemembersListsTheSame() throws {
        let json = #"{"size":[320,480],"layout":{"type":"rowdecoration","itemSize":[300,10]},"sections":[{"items":2000},{"items":7}]}"#
        let whole = try listing(json, byIndex: false)
        for remembered in [0, 1, 3, 40, 1 << 20] {
            XCTAssertEqual(try listing(json, byIndex: true, othersBatchLimit: 50, maximumRememberedTiles: remembered), whole, "\(remembered)")
        }
    }

    func testListingByIndexHoldsTheOtherViewsABatchAtATimeAndListsThemAll() throws {
        // RowDecoration has a view behind every row: at 10^6 cells, holding them all for the merge took 345 MB.
        let scenes = [
            #"{"size":[320,480],"layout":{"type":"rowdecoration"},"sections":[{"items":90},{"items":33},{"items":0},{"items":41}]}"#,
            #"{"size":[320,480],"layout":{"type":"flow","headerReferenceSize":[0,30],"footerReferenceSize":[0,20]},"sections":[{"items":4},{"items":0},{"items":17},{"items":1}]}"#,
        ]
        for json in scenes {
            let whole = try listing(json, byIndex: false)
            XCTAssertGreaterThan(whole.components(separatedBy: "\"category\":\"decoration\"").count
                                 + whole.components(separatedBy: "\"category\":\"supplementary\"").count, 8, "precondition")
            for limit in [1, 2, 3, 7] {
                XCTAssertEqual(try listing(json, byIndex: true, othersBatchLimit: limit), whole, "\(limit): \(json)")
            }
            let part = Rect(x: 20, y: 100, width: 200, height: 300)
            XCTAssertEqual(try listing(json, rect: part, byIndex: true, othersBatchLimit: 2), try listing(json, rect: part, byIndex: false))
        }
    }

    /// A flow layout that counts the queries it answers.
    final class CountingFlow: FlowLayout {
        var queries = 0
        override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
            queries += 1
            return super.attributesForElements(in: rect)
        }
    }

    func testSectionsCountTowardsALargeListingAndAWalkTakesAtMostSoManyTilesASide() throws {
        // 10^6 empty sections with headers were listed from one query over the whole content: 1.9 GB. Listed by index,
        // the screens of content 10^8 points tall would take 200,000 queries.
        let json = #"{"size":[320,480],"layout":{"type":"flow","headerReferenceSize":[0,1000000]},"sections":["#
            + Array(repeating: #"{"items":0}"#, count: 100).joined(separator: ",") + "]}"
        let scene = try Scene.parse(Data(json.utf8), catalog: .standard)
        let whole = try listing(json, byIndex: false)
        let context = SceneLayoutContext(scene: scene)
        let layout = CountingFlow()
        layout.headerReferenceSize = Size(width: 0, height: 1_000_000)
        layout.collectionView = context
        layout.prepareIfNeeded()
        let temporary = try TemporaryDirectory(prefix: "tessera-stream-")
        defer { try? temporary.remove() }
        let path = temporary.url.appendingPathComponent("listing.json").path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(fd) }
        let out = StandardOutput(descriptor: fd)
        // No items, a hundred sections: past a limit of 99, the listing is by index.
        var stream = AttributesStream(layout: layout, context: context, out: out, smallSceneItems: 99)
        try stream.write(in: Rect(origin: .zero, size: layout.contentSize).union(context.bounds).insetBy(dx: -1, dy: -1))
        try out.flush()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), whole)
        XCTAssertGreaterThan(layout.queries, 1, "listed by index, a tile at a time")
        // The 322-point-wide area is two screens across; down it, at most 4096 tiles.
        XCTAssertLessThanOrEqual(layout.queries, 2 * Int(AttributesStream.maximumTilesAcross), "one walk of at most 4096 tiles down")
    }

    /// A layout that counts the arrays it is asked to build.
    final class CountingCircle: CircleLayout {
        var arraysBuilt = 0
        override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
            arraysBuilt += 1
            return super.attributesForElements(in: rect)
        }
        override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
            // Streams as the circle does; the subclass check in the circle would call the counted method instead.
            for index in 0..<(collectionView?.numberOfItems(inSection: 0) ?? 0) {
                if let a = attributesForItem(at: ElementPath(item: index, section: 0)), a.frame.intersects(rect) { body(a) }
            }
        }
    }

    func testListingByIndexStreamsEachScreensQueryRatherThanBuildingItsArray() throws {
        // Every screen of a ring of a million cells holds most of them: an array per screen took 338 MB, 5 GB at 10^7.
        let scene = try Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"circle"},"sections":[{"items":200}]}"#.utf8),
                                    catalog: .standard)
        let layout = CountingCircle()
        let text = try listing(layout, scene: scene, rect: Rect(x: -1000, y: -1000, width: 3000, height: 3000), byIndex: true)
        XCTAssertEqual(layout.arraysBuilt, 0)
        XCTAssertTrue(text.contains(#""item":199"#), "precondition: the cells are listed")
    }

    /// A spread layout that counts the elements its queries hand out.
    final class CountingSpread: SpreadLayout {
        var elementsHandedOut = 0
        override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
            let result = super.attributesForElements(in: rect)
            elementsHandedOut += result.count
            return result
        }
    }

    func testAWalkOverCellsLargerThanAScreenGrowsItsTilesToTheirSize() throws {
        // 10^5 cells a million points square, 80 points apart, met every tile of a walk in screens: 16 million tiles of
        // 50,000 cells each, and `tessera attributes` did not finish. Here 400 cells 20,000 points square met 3,700
        // tiles, a million cells handed out; the tiles now grow to the cells' size.
        let json = #"{"size":[320,480],"layout":{"type":"spread","itemSize":[20000,20000]},"sections":[{"items":400}]}"#
        let scene = try Scene.parse(Data(json.utf8), catalog: .standard)
        let layout = CountingSpread()
        layout.itemSize = Size(width: 20_000, height: 20_000)
        let text = try listing(layout, scene: scene, byIndex: true)
        XCTAssertEqual(text, try listing(json, byIndex: false))
        XCTAssertTrue(text.contains(#""item":399"#), "precondition: the cells are listed")
        XCTAssertLessThanOrEqual(layout.elementsHandedOut, 10 * 400, "each cell met by a few tiles")
    }

    func testAnEmptyListingIsAnEmptyArray() throws {
        let json = #"{"size":[320,480],"layout":{"type":"flow"},"sections":[]}"#
        XCTAssertEqual(try listing(json, byIndex: true), "[]\n")
        XCTAssertEqual(try listing(json, byIndex: false), "[]\n")
    }
}

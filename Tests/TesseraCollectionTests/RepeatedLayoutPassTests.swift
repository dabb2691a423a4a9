import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection
import TesseraTesting

/// While something animates or moves, a layout pass at the instant of the last one, with
/// nothing changed since (a touch laid out, then the frame's tick), is skipped: it would
/// leave everything as the last one did.
final class RepeatedLayoutPassTests: XCTestCase {
    func testAPassAgainAtTheSameInstantOfAnAnimationIsSkipped() throws {
        let layout = QueryCountingLayout()
        let f = Fixture(counts: [40], layout: layout)
        f.data.sections[0].removeFirst()
        try f.collectionView.performBatchUpdates { $0.deleteItems(at: [ip(0, 0)]) }
        f.advance(.milliseconds(16))
        let queries = layout.queries, skipped = f.collectionView.skippedLayoutPassCount
        f.collectionView.layoutIfNeeded()
        f.collectionView.tick()
        XCTAssertEqual(layout.queries, queries, "nothing changed at this instant")
        XCTAssertEqual(f.collectionView.skippedLayoutPassCount, skipped + 2)
        f.advance(.milliseconds(16))
        XCTAssertEqual(layout.queries, queries + 1, "the next frame of the animation is laid out")
    }

    func testAChangeAtTheSameInstantRunsThePassAgain() throws {
        let layout = QueryCountingLayout()
        let f = Fixture(counts: [40], layout: layout)
        let cv = f.collectionView
        f.data.sections[0].removeFirst()
        try cv.performBatchUpdates { $0.deleteItems(at: [ip(0, 0)]) }
        f.advance(.milliseconds(16))
        var queries = layout.queries
        // Another animation at the same instant.
        f.data.sections[0].removeFirst()
        try cv.performBatchUpdates { $0.deleteItems(at: [ip(0, 0)]) }
        XCTAssertGreaterThan(layout.queries, queries, "a new update animates")
        queries = layout.queries
        cv.tick()
        XCTAssertEqual(layout.queries, queries)
        // A scroll at the same instant.
        cv.contentOffset = Point(x: 0, y: 30)
        cv.tick()
        XCTAssertEqual(layout.queries, queries + 1)
        // A drag at the same instant.
        XCTAssertTrue(cv.beginInteractiveMovementForItem(at: ip(0, 3)))
        queries = layout.queries
        cv.tick()
        XCTAssertEqual(layout.queries, queries, "the movement's own pass ran")
        cv.updateInteractiveMovementTargetPosition(Point(x: 100, y: 100))
        // Two queries: the drop target reads the cells around the finger, then the movement's pass runs.
        XCTAssertEqual(layout.queries, queries + 2)
        cv.tick()
        XCTAssertEqual(layout.queries, queries + 2)
    }

    /// Everything a pass leaves that can be seen, as the steady-pass tests compare it, with how
    /// often each cell was given attributes.
    func outcome(_ f: Fixture) -> [String] {
        let cv = f.collectionView
        return cv.presentedAttributes.map { "\($0.key) \($0.frame) \($0.alpha)" }
            + ["prepared \(cv.indexPathsForPreparedItems)", "visible \(cv.indexPathsForVisibleItems)"]
            + f.data.displayEvents
            + cv.indexPathsForPreparedItems.map { "\($0) shows \(f.cell($0)?.attributes.map { "\($0.frame) \($0.alpha) \($0.zIndex)" } ?? "nothing") after \(f.cell($0)?.applyCount ?? -1) applies" }
            + ["hit \(String(describing: cv.hitTest(Point(x: 100, y: 100 + cv.contentOffset.y))))"]
    }

    /// Where `array`'s elements are stored, to tell a shared buffer from a copy.
    func storage(_ array: [LayoutAttributes]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    func testAPassThatPresentsEveryCandidateInOrderSharesThemInsteadOfCopyingThem() {
        let f = Fixture(counts: [200])
        let cv = f.collectionView
        for spacing in [10.0, 14, 6] {
            // Every cell moves: a full pass, whose candidates all keep their views, in order.
            f.flow.minimumLineSpacing = spacing
            cv.layoutIfNeeded()
            XCTAssertGreaterThan(cv.presentedBuffer.count, 20)
            let presented = storage(cv.presentedBuffer)
            XCTAssertTrue(presented == storage(cv.steadyCandidates) || presented == storage(cv.queryBuffer),
                          "the presented elements are the candidates' own storage, not a copy")
        }
        // A scroll step that brings no element in or out: a steady pass, which presents the same elements again.
        let steady = cv.steadyLayoutPassCount
        cv.contentOffset = Point(x: 0, y: 1)
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.presentedBuffer.map(\.key), cv.steadyCandidates.map(\.key))
        XCTAssertEqual(storage(cv.presentedBuffer), storage(cv.steadyCandidates))
        XCTAssertEqual(cv.steadyLayoutPassCount, steady + 1)
    }

    func testRandomChangesAtRepeatedInstantsLeaveWhatPassesThatRunLeave() throws {
        try assertSameOutcome(seed: 0x5A3E_1257) { running in running.collectionView.skipsRepeatedPasses = false }
    }

    func testThePassShortcutsLeaveWhatTheElementByElementWayLeaves() throws {
        // With a small budget too, so that some candidates are refused and the shortcuts do not apply.
        try assertSameOutcome(seed: 0x0B01_C0DE) { plain in plain.collectionView.takesPassShortcuts = false }
        try assertSameOutcome(seed: 0x0B01_C0DF, maximumLiveViews: 25) { plain in plain.collectionView.takesPassShortcuts = false }
    }

    /// Runs 200 random changes (updates, drags, scrolls, resizes), each followed by passes at its
    /// instant and maybe frames, on a fixture as it is and on one that `configure` changes, and
    /// compares what they leave after every step.
    func assertSameOutcome(seed: UInt64, maximumLiveViews: Int? = nil, configure: (Fixture) -> Void,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        var rng = SplitMix64(seed: seed)
        let skipping = Fixture(counts: [120, 30]), running = Fixture(counts: [120, 30])
        configure(running)
        if let maximumLiveViews { for f in [skipping, running] { f.collectionView.maximumLiveViews = maximumLiveViews } }
        for f in [skipping, running] {
            f.data.headerHeight = 24
            f.layout.invalidateLayout()
            f.advance(.milliseconds(16))
        }
        for step in 0..<200 {
            // One random change, the same on both, then a pass or two at this instant, then maybe a frame.
            let change = rng.int(0...9), a = rng.int(0...40), b = rng.int(0...40), frames = rng.int(0...2)
            let y = Double(rng.int(0...900)), x = Double(rng.int(0...300))
            for f in [skipping, running] {
                let cv = f.collectionView
                switch change {
                case 0, 1:
                    let s = a % 2
                    guard b < f.data.sections[s].count, f.data.sections[s].count > 5 else { break }
                    f.data.sections[s].remove(at: b)
                    try cv.performBatchUpdates { $0.deleteItems(at: [ip(s, b)]) }
                case 2:
                    f.data.sections[a % 2].insert(TestItem(uid: f.data.freshUID()), at: 0)
                    try cv.performBatchUpdates { $0.insertItems(at: [ip(a % 2, 0)]) }
                case 3:
                    if cv.isMovingItem { cv.endInteractiveMovement() } else { cv.beginInteractiveMovementForItem(at: ip(0, a)) }
                case 4, 5:
                    cv.updateInteractiveMovementTargetPosition(Point(x: x, y: y))
                case 6:
                    cv.contentOffset = cv.clampedContentOffset(Point(x: 0, y: y))
                case 7:
                    f.flow.itemSize = Size(width: Double(40 + a), height: Double(40 + b))
                case 8:
                    cv.cancelInteractiveMovement()
                default:
                    break
                }
                cv.layoutIfNeeded()
                cv.tick()
                for _ in 0..<frames { f.advance(.milliseconds(16)) }
            }
            XCTAssertEqual(outcome(skipping), outcome(running), "step \(step)", file: file, line: line)
        }
        XCTAssertGreaterThan(skipping.collectionView.layoutPassCount, 300, file: file, line: line)
    }

    func testTheTickAfterADragStepAtTheSameInstantIsSkipped() throws {
        let f = Fixture(counts: [120])
        let cv = f.collectionView
        XCTAssertTrue(cv.beginInteractiveMovementForItem(at: ip(0, 3)))
        f.advance(.milliseconds(16))
        var skipped = 0
        for k in 0..<60 {
            // The finger moves a little each frame, then the frame is presented at the same instant.
            cv.updateInteractiveMovementTargetPosition(Point(x: 100 + Double(k), y: 40 + Double(k) / 2))
            let before = cv.skippedLayoutPassCount
            cv.tick()
            skipped += cv.skippedLayoutPassCount - before
            f.clock.advance(by: .milliseconds(16))
        }
        XCTAssertGreaterThan(skipped, 40, "the frame's pass repeats the drag step's own pass")
    }
}

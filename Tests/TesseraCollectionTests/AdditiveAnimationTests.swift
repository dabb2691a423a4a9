import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Overlapping animations of one element add up, as UIKit's view animations have since iOS 8: a newer update
/// starts where the older one was heading, and what the older one had still to move eases out over its own time.
final class AdditiveAnimationTests: XCTestCase {
    /// One column of 300 × 40 cells, 10 pt apart: deleting the first item moves every other one up 50 pt.
    private func column(count: Int = 30, height: Double = 480) -> Fixture {
        let flow = FlowLayout()
        flow.itemSize = Size(width: 300, height: 40)
        return Fixture(counts: [count], size: Size(width: 320, height: height), layout: flow)
    }

    private func deleteFirst(_ f: Fixture, animation: Animation) throws {
        try f.collectionView.performBatchUpdates(animation: animation) { batch in
            f.data.sections[0].removeFirst()
            batch.deleteItems(at: [ip(0, 0)])
        }
    }

    private func insertFirst(_ f: Fixture, animation: Animation) throws {
        try f.collectionView.performBatchUpdates(animation: animation) { batch in
            f.data.sections[0].insert(TestItem(uid: f.data.nextUID), at: 0)
            f.data.nextUID += 1
            batch.insertItems(at: [ip(0, 0)])
        }
    }

    /// The drawn centre of the cell showing item `uid`.
    private func drawnY(_ f: Fixture, uid: Int) -> Double? {
        for item in 0..<f.data.sections[0].count where f.data.sections[0][item].uid == uid {
            return f.cell(ip(0, item))?.attributes?.center.y
        }
        return nil
    }

    func testASecondMoveAddsToTheFirstAndEachEasesOverItsOwnTime() throws {
        let f = column()
        let linear = Animation(duration: .seconds(1), curve: .linear)
        let uid = f.data.sections[0][4].uid
        let start = try XCTUnwrap(drawnY(f, uid: uid))     // item 4: 4 × 50 + 20
        XCTAssertEqual(start, 220)
        try deleteFirst(f, animation: linear)               // heading for 170 over 1 s
        f.advance(.milliseconds(500))
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 195, accuracy: 1e-9)
        try deleteFirst(f, animation: linear)               // now heading for 120
        f.collectionView.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 195, accuracy: 1e-9, "no jump when the second update starts")
        f.advance(.milliseconds(250))
        // 120 + 50 · (1 − 0.25) from the second + 50 · (1 − 0.75) still left of the first.
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 120 + 37.5 + 12.5, accuracy: 1e-9)
        f.advance(.milliseconds(250))
        // The first has ended: only the second's half is left. Starting again from where it was drawn
        // (195) would put it at 195 − 75 · 0.5 = 157.5.
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 145, accuracy: 1e-9)
        f.advance(.milliseconds(500))
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 120)
        XCTAssertFalse(f.collectionView.animator.isAnimating)
        XCTAssertTrue(f.collectionView.animator.tracks.isEmpty, "residuals end with their groups")
    }

    func testAResidualOutlivesTheNewerTrackWhenTheNewerAnimationIsShorter() throws {
        let f = column()
        let uid = f.data.sections[0][4].uid
        try deleteFirst(f, animation: Animation(duration: .seconds(1), curve: .linear))
        f.advance(.milliseconds(200))                        // 220 − 50 · 0.2 = 210
        try deleteFirst(f, animation: Animation(duration: .milliseconds(100), curve: .linear))
        f.advance(.milliseconds(100))
        // The newer track has ended; the older one's 50 pt are 30% done, 35 pt still to come.
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 120 + 35, accuracy: 1e-9)
        XCTAssertTrue(f.collectionView.animator.isAnimating)
        f.advance(.milliseconds(350))
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 120 + 50 * 0.35, accuracy: 1e-9)
        f.advance(.milliseconds(350))
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 120)
        XCTAssertTrue(f.collectionView.animator.tracks.isEmpty)
    }

    /// A `+` key held down: an insert every 33 ms, each animated for 0.3 s. Each cell trails its place by a steady
    /// distance while the inserts come, and rests 0.3 s after the last, however long the key was held.
    func testRapidUpdatesDoNotCreep() throws {
        let f = column(count: 10, height: 4000)
        let uid = f.data.sections[0][0].uid
        var lags: [Double] = []
        for k in 1...60 {
            try insertFirst(f, animation: .standard)
            f.advance(.milliseconds(33))
            if k % 15 == 0, let y = drawnY(f, uid: uid) {
                let item = f.data.sections[0].firstIndex { $0.uid == uid }!
                lags.append(Double(item) * 50 + 20 - y)
            }
        }
        XCTAssertEqual(lags.count, 4, "the first cell stays on the tall screen")
        // About nine inserts overlap, half done on average: some 4.5 rows, and no more after 2 s than after 0.5 s.
        for lag in lags { XCTAssertLessThan(lag, 8 * 50) }
        XCTAssertEqual(lags[3], lags[0], accuracy: 1, "the lag does not grow: \(lags)")
        f.advance(.milliseconds(300))
        let item = f.data.sections[0].firstIndex { $0.uid == uid }!
        XCTAssertEqual(item, 60)
        XCTAssertFalse(f.collectionView.animator.isAnimating, "resting 0.3 s after the last insert")
        XCTAssertEqual(drawnY(f, uid: uid), 60 * 50 + 20)
    }

    /// A burst of updates at one instant (a hostile or careless log) adds up to ``Animator/maximumResiduals`` moves
    /// on a cell, then starts again from where the cell is drawn: no cell jumps, and each frame's work stays bounded.
    func testABurstOfUpdatesCarriesABoundedNumberOfResiduals() throws {
        let f = column(count: 10, height: 6000)
        let uid = f.data.sections[0][0].uid
        for k in 1...100 {
            let before = try XCTUnwrap(drawnY(f, uid: uid))
            try insertFirst(f, animation: .standard)
            f.collectionView.layoutIfNeeded()
            XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), before, accuracy: 1e-6, "no jump at update \(k)")
            let most = f.collectionView.animator.tracks.values.map(\.residuals.count).max() ?? 0
            XCTAssertLessThanOrEqual(most, Animator.maximumResiduals)
            if k == 10 { XCTAssertEqual(most, 9, "each earlier update still running is carried") }
        }
        f.advance(.milliseconds(300))
        XCTAssertFalse(f.collectionView.animator.isAnimating)
        XCTAssertEqual(drawnY(f, uid: uid), 100 * 50 + 20)
    }

    /// A burst of updates at one instant leaves many cells with residuals of many groups: a pass works out each
    /// group's curve once, however many cells carry a residual of it (a thousand inserts at one instant took
    /// twice as long when every residual of every cell worked out its group's curve again).
    func testAPassWorksOutEachGroupsCurveOnce() throws {
        let f = column(count: 10, height: 6000)
        for _ in 1...40 {
            try insertFirst(f, animation: .standard)
            f.collectionView.layoutIfNeeded()
        }
        f.advance(.milliseconds(100))
        let animator = f.collectionView.animator
        let residuals = animator.tracks.values.map(\.residuals.count).reduce(0, +)
        XCTAssertGreaterThan(residuals, 200, "the burst left many residuals")
        let before = animator.curveEvaluations
        f.advance(.milliseconds(16))
        let evaluations = animator.curveEvaluations - before
        XCTAssertGreaterThan(evaluations, 0)
        XCTAssertLessThanOrEqual(evaluations, animator.groups.count, "one evaluation per running group")
    }

    /// A finger sweeping a dragged cell down a column shifts each cell it passes up a row and, as it comes back, down
    /// again: each shift adds to the one still running, so a cell passed twice in quick succession moves as the sum
    /// of both, not as a new start from wherever it happened to be drawn.
    func testReorderShiftsThatOverlapAddUp() throws {
        let f = column()
        let linear = Animation.standard
        let cell = try XCTUnwrap(f.cell(ip(0, 3)))          // the data source hears of nothing until the drop
        func y() throws -> Double { try XCTUnwrap(cell.attributes?.center.y) }
        XCTAssertTrue(f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0)))
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 160, y: 170))    // over item 3
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 3))
        f.advance(.milliseconds(100))                        // item 3 shifting up from 170 to 120
        let p1 = linear.progress(elapsed: .milliseconds(100))
        XCTAssertEqual(try y(), 170 - 50 * p1, accuracy: 1e-9)
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 160, y: 70))     // back over item 1
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 1))
        f.collectionView.layoutIfNeeded()
        XCTAssertEqual(try y(), 170 - 50 * p1, accuracy: 1e-9, "no jump")
        f.advance(.milliseconds(200))
        // The first shift has ended and the second is two thirds of its time in: the cell is where the second
        // alone puts it, as in UIKit, where the first's upward motion carried on while the second began. Starting
        // over from where it was drawn (166.5) would put it at 167.3.
        let p2 = linear.progress(elapsed: .milliseconds(200))
        XCTAssertEqual(try y(), 120 + 50 * p2, accuracy: 1e-9)
        f.advance(.milliseconds(100))
        XCTAssertEqual(try y(), 170)
        f.collectionView.endInteractiveMovement()
    }

    /// Random inserts and deletes of random lengths and curves, at random moments: whatever overlaps, no cell that
    /// stays on screen jumps when an update starts, and once every animation has ended each cell is exactly where the
    /// layout puts it, with nothing left over.
    func testRandomOverlappingUpdatesNeverJumpAndLeaveNothingBehind() throws {
        var mostResiduals = 0
        for seed in UInt64(1)...8 {
            var random = SplitMix(seed: seed)
            let f = column(count: 20, height: 3000)
            func drawn() -> [Int: LayoutAttributes] {
                var result: [Int: LayoutAttributes] = [:]
                for item in f.data.sections[0].indices {
                    if let cell = f.cell(ip(0, item)), let a = cell.attributes { result[f.data.sections[0][item].uid] = a }
                }
                return result
            }
            for step in 0..<120 {
                let animation = Animation(duration: .milliseconds([50, 300, 700].randomElement(using: &random)!),
                                          curve: Bool.random(using: &random) ? .linear : .easeInOut)
                f.collectionView.layoutIfNeeded()
                let before = drawn()
                let count = f.data.sections[0].count
                if count > 5, Bool.random(using: &random) {
                    let item = Int.random(in: 0..<count, using: &random)
                    try f.collectionView.performBatchUpdates(animation: animation) { batch in
                        f.data.sections[0].remove(at: item)
                        batch.deleteItems(at: [ip(0, item)])
                    }
                } else if count < 40 {
                    let item = Int.random(in: 0...count, using: &random)
                    try f.collectionView.performBatchUpdates(animation: animation) { batch in
                        f.data.sections[0].insert(TestItem(uid: f.data.nextUID), at: item)
                        f.data.nextUID += 1
                        batch.insertItems(at: [ip(0, item)])
                    }
                }
                f.collectionView.layoutIfNeeded()
                mostResiduals = max(mostResiduals, f.collectionView.animator.tracks.values.map(\.residuals.count).max() ?? 0)
                for (uid, a) in drawn() {
                    guard let was = before[uid] else { continue }
                    XCTAssertEqual(a.center.y, was.center.y, accuracy: 1e-6, "seed \(seed), step \(step): item \(uid) jumped")
                    XCTAssertEqual(a.size, was.size, "seed \(seed), step \(step)")
                }
                f.advance(.milliseconds(Int64.random(in: 0...120, using: &random)))
            }
            f.advance(.seconds(1))
            XCTAssertFalse(f.collectionView.animator.isAnimating)
            XCTAssertTrue(f.collectionView.animator.tracks.isEmpty, "seed \(seed)")
            for item in f.data.sections[0].indices {
                XCTAssertEqual(f.cell(ip(0, item))?.attributes?.frame, f.flow.attributesForItem(at: ip(0, item))?.frame,
                               "seed \(seed), item \(item)")
            }
        }
        XCTAssertGreaterThan(mostResiduals, 1, "updates overlapped")
    }

    func testAnUpdateWithoutAnEarlierAnimationStartsWhereTheElementIsDrawn() throws {
        let f = column()
        let uid = f.data.sections[0][4].uid
        try deleteFirst(f, animation: Animation(duration: .seconds(1), curve: .linear))
        XCTAssertTrue(f.collectionView.animator.tracks.values.allSatisfy { $0.residuals.isEmpty })
        f.advance(.milliseconds(500))
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 195, accuracy: 1e-9)
    }

    func testALayoutChangeCarriesOnARunningMove() throws {
        let f = column()
        let uid = f.data.sections[0][4].uid
        try deleteFirst(f, animation: Animation(duration: .seconds(1), curve: .linear))
        f.advance(.milliseconds(500))                         // drawn at 195, heading for 170
        let wide = FlowLayout()
        wide.itemSize = Size(width: 300, height: 40)
        wide.minimumLineSpacing = 30                          // item 3 now at 3 · 70 + 20 = 230
        f.collectionView.setCollectionViewLayout(wide, animation: Animation(duration: .seconds(1), curve: .linear))
        f.collectionView.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 195, accuracy: 1e-9)
        f.advance(.milliseconds(500))
        // The switch is half done from 170 to 230 (200), and the delete's last 25 pt are done: 200.
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 200, accuracy: 1e-9)
        f.advance(.milliseconds(250))
        XCTAssertEqual(try XCTUnwrap(drawnY(f, uid: uid)), 170 + 60 * 0.75, accuracy: 1e-9)
    }
}

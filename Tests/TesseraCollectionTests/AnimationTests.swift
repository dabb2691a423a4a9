import TesseraGeometry
import TesseraGestures
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class AnimationTests: XCTestCase {
    /// A duration's seconds are read from its two words directly; they must be the components' to the bit, or an
    /// animation's frames (and the goldens drawn from them) would move.
    func testADurationInSecondsIsItsComponentsToTheBit() {
        func reference(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
        var durations: [Duration] = [.zero, .nanoseconds(1), .milliseconds(300), .seconds(1), .nanoseconds(16_666_667),
                                     .seconds(9_999_999_999), .seconds(Int64.max / 2), .nanoseconds(-5), .seconds(-3),
                                     Duration(_high: 499_999_999_999_999_999, low: .max), Duration(_high: 400_000_000_000_000_000, low: 7)]
        var random = SplitMix(seed: 52)
        for _ in 0..<10_000 {
            durations.append(Duration(_high: Int64(random.next() % 1_000_000_000_000), low: random.next()))
            durations.append(.nanoseconds(Int64(random.next() % 100_000_000_000)))
        }
        for d in durations { XCTAssertEqual(d.inSeconds.bitPattern, reference(d).bitPattern, "\(d)") }
    }

    func testEveryCurveStartsAtZeroAndEndsAtOne() {
        for curve: TimingCurve in [.linear, .easeIn, .easeOut, .easeInOut, .spring(dampingRatio: 0.5), .spring(dampingRatio: 1),
                                   .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)] {
            XCTAssertEqual(curve.progress(at: 0), 0, "\(curve)")
            XCTAssertEqual(curve.progress(at: 1), 1, "\(curve)")
            XCTAssertEqual(curve.progress(at: 0.999), 1, accuracy: 0.01, "\(curve) settles by the end")
        }
    }

    func testEaseInOutIsSymmetricAndSlowAtBothEnds() {
        let c = TimingCurve.easeInOut
        XCTAssertEqual(c.progress(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(c.progress(at: 0.2) + c.progress(at: 0.8), 1, accuracy: 1e-9)
        XCTAssertLessThan(c.progress(at: 0.1), 0.1)
        XCTAssertEqual(TimingCurve.linear.progress(at: 0.3), 0.3)
    }

    func testAnUnderdampedSpringOvershootsAndACriticalOneDoesNot() {
        let samples = stride(from: 0.0, through: 1.0, by: 0.01)
        XCTAssertGreaterThan(samples.map { TimingCurve.spring(dampingRatio: 0.4).progress(at: $0) }.max()!, 1.05)
        XCTAssertLessThanOrEqual(samples.map { TimingCurve.spring(dampingRatio: 1).progress(at: $0) }.max()!, 1)
        XCTAssertEqual(TimingCurve.spring(dampingRatio: 0.4).progress(at: 0.37),
                       TimingCurve.spring(dampingRatio: 0.4).progress(at: 0.37), "deterministic")
    }

    func testAnimationsFollowTheInjectedClockOnly() throws {
        let f = Fixture(counts: [2])
        try f.collectionView.performBatchUpdates(animation: Animation(duration: .seconds(1), curve: .linear)) { batch in
            f.data.sections[0].swapAt(0, 1)
            batch.moveItem(at: ip(0, 0), to: ip(0, 1))
            batch.moveItem(at: ip(0, 1), to: ip(0, 0))
        }
        let cell = f.cell(ip(0, 1))!
        XCTAssertEqual(cell.uid, 0)
        XCTAssertEqual(cell.attributes!.frame.minX, 0, "no time has passed")
        f.collectionView.tick()
        XCTAssertEqual(cell.attributes!.frame.minX, 0, "ticking without the clock moving changes nothing")
        let end = f.flow.attributesForItem(at: ip(0, 1))!.frame.minX
        f.advance(.milliseconds(250))
        XCTAssertEqual(cell.attributes!.frame.minX, end / 4, accuracy: 1e-9)
        f.advance(.milliseconds(750))
        XCTAssertEqual(cell.attributes!.frame.minX, end)
    }

    func testTransformsAlphaAndCustomAttributesInterpolate() {
        var a = LayoutAttributes(forCellAt: ip(0, 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a[Shade.self] = 0
        var b = a
        b.alpha = 0
        b.transform3D = Transform3D.identity.scaledBy(x: 3, y: 3, z: 1)
        b[Shade.self] = 1
        b.center = Point(x: 105, y: 5)
        let mid = Animator()
        let group = mid.begin(Animation(duration: .seconds(1), curve: .linear), at: .zero, completion: nil)
        mid.track(a.key, from: a, group: group)
        let p = mid.present(b, key: b.key, at: .milliseconds(500))
        XCTAssertEqual(p.alpha, 0.5)
        XCTAssertEqual(p.transform3D.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(p[Shade.self], 0.5)
        XCTAssertEqual(p.center.x, 55)
    }

    func testAGroupsProgressAskedAgainAtTheSameTimeFollowsAChangeOfTheGroups() {
        // The animator keeps the last progress it worked out; a change of the groups must drop it.
        let animator = Animator()
        let group = animator.begin(Animation(duration: .seconds(1), curve: .linear), at: .zero, completion: nil)
        XCTAssertEqual(animator.progress(ofGroup: group, at: .milliseconds(500)), 0.5)
        XCTAssertEqual(animator.progress(ofGroup: group, at: .milliseconds(500)), 0.5)
        XCTAssertEqual(animator.progress(ofGroup: group, at: .milliseconds(750)), 0.75)
        var completions: [() -> Void] = []
        animator.cancelAll(recycle: { _, _ in }, completions: &completions)
        XCTAssertEqual(animator.progress(ofGroup: group, at: .milliseconds(750)), 1, "a group that is gone has finished")
    }

    func testTheCompletionRunsOnceWhenTheAnimationEnds() throws {
        let f = Fixture(counts: [3])
        var calls: [Bool] = []
        try f.collectionView.performBatchUpdates({ batch in
            f.data.sections[0].removeLast()
            batch.deleteItems(at: [ip(0, 2)])
        }, completion: { calls.append($0) })
        f.advance(.milliseconds(299))
        XCTAssertEqual(calls, [])
        f.advance(.milliseconds(1))
        f.advance(.milliseconds(100))
        XCTAssertEqual(calls, [true])
        XCTAssertEqual(f.collectionView.presentedAttributes.count, 2, "the deleted cell's view is gone")
    }
}

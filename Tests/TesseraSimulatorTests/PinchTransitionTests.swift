import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraDemo

/// The Stack's interactive pinch transition is decided when the pinch ends, and a pinch ends when both
/// fingers have lifted, as UIKit's does: "The gesture ends (UIGestureRecognizerStateEnded) when both
/// fingers lift from the view" (developer.apple.com/documentation/uikit/uipinchgesturerecognizer).
final class PinchTransitionTests: XCTestCase {
    let stack = #"{"size":[320,480],"layout":{"type":"stack","itemSize":[150,150]},"alternates":[{"type":"flow","itemSize":[150,150]}],"sections":[{"items":6}]}"#

    func touch(_ id: Int, _ change: InputEvent.TouchChange, _ x: Double, _ y: Double) -> InputEvent {
        .touch(id: id, change: change, location: Point(x: x, y: y))
    }

    /// Fingers 1 and 2 land 80 pt apart and spread to 130 (scale 1.625, progress 5/12), then rest for 100 ms.
    func openPartway(_ s: Simulation) {
        s.handle([touch(1, .down, 120, 240), touch(2, .down, 200, 240)], at: .zero)
        for i in 1...5 {
            let d = 40 + 5 * Double(i)
            s.handle([touch(1, .move, 160 - d, 240), touch(2, .move, 160 + d, 240)], at: .milliseconds(20 * i))
        }
    }

    /// Presents frames from `start` to `end`, as the host does, so a transition that was let go animates to its end.
    func frames(_ s: Simulation, from start: Duration, to end: Duration) {
        var t = start + Simulation.frameInterval
        while t <= end {
            s.tick(at: t)
            t += Simulation.frameInterval
        }
    }

    func testLiftingOneFingerLeavesTheTransitionRunningWhereThePairLeftIt() throws {
        let s = try Simulation(scene: Scene.parse(Data(stack.utf8), catalog: .standard))
        openPartway(s)
        let progress = s.collectionView.transitionProgress
        XCTAssertEqual(progress, 5.0 / 12, accuracy: 1e-9, "precondition: the pinch opened the pile partway")
        s.handle([touch(2, .up, 225, 240)], at: .milliseconds(200))
        s.handle([touch(1, .move, 60, 200)], at: .milliseconds(220))
        frames(s, from: .milliseconds(220), to: .seconds(1))
        XCTAssertTrue(s.collectionView.isInteractivelyTransitioning, "one finger is still down: nothing is decided")
        XCTAssertEqual(s.collectionView.transitionProgress, progress, accuracy: 1e-12, "a lone finger does not move it")
        s.handle([touch(1, .up, 60, 200)], at: .seconds(1.1))
        s.settle()
        XCTAssertFalse(s.collectionView.isInteractivelyTransitioning)
        XCTAssertEqual(s.layoutIndex, 0, "released short of halfway and at rest: the transition cancels at the last lift")
    }

    func testAFingerPutBackDownKeepsOpeningTheSameTransitionAndTheLastLiftFinishesIt() throws {
        let s = try Simulation(scene: Scene.parse(Data(stack.utf8), catalog: .standard))
        openPartway(s)
        s.handle([touch(2, .up, 225, 240)], at: .milliseconds(200))
        // Finger 2 comes back 60 pt from finger 1 (at 95) and spreads to 144: the new pair's span grows by
        // 144/60 = 2.4, so the scale goes on from 1.625 past 2.5, where the pile is fully open.
        s.handle([touch(2, .down, 155, 240)], at: .milliseconds(250))
        XCTAssertEqual(s.collectionView.transitionProgress, 5.0 / 12, accuracy: 1e-9, "no jump as the finger lands")
        for i in 1...6 {
            s.handle([touch(2, .move, 155 + 14 * Double(i), 240)], at: .milliseconds(250 + 20 * i))
        }
        XCTAssertEqual(s.collectionView.transitionProgress, 1, accuracy: 1e-9)
        s.handle([touch(1, .up, 95, 240)], at: .milliseconds(500))
        XCTAssertTrue(s.collectionView.isInteractivelyTransitioning, "finger 2 is still down")
        s.handle([touch(2, .up, 239, 240)], at: .milliseconds(600))
        s.settle()
        XCTAssertFalse(s.collectionView.isInteractivelyTransitioning)
        XCTAssertEqual(s.layoutIndex, 1, "released fully open: the transition finishes into the grid")
        XCTAssertEqual(s.reports.filter { $0.recognizer == "pinch" && $0.state == .began }.count, 1, "one pinch throughout")
    }
}

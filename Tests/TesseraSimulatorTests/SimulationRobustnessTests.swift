import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

/// Sequences the simulation fuzz target found that left the simulation stuck or
/// broken; each input is also under Tests/Fixtures/fuzz/simulation/crashes.
final class SimulationRobustnessTests: XCTestCase {
    let stack = #"{"size":[320,480],"layout":{"type":"stack","itemSize":[150,150]},"alternates":[{"type":"flow","itemSize":[150,150]}],"sections":[{"items":6}]}"#

    func pinchOpen(_ s: Simulation, by spread: Double, at t: Duration) {
        s.handle([.touch(id: 1, change: .down, location: Point(x: 130, y: 240)),
                  .touch(id: 2, change: .down, location: Point(x: 190, y: 240))], at: t)
        for i in 1...4 {
            let d = 30 + spread * Double(i) / 4
            s.handle([.touch(id: 1, change: .move, location: Point(x: 160 - d, y: 240)),
                      .touch(id: 2, change: .move, location: Point(x: 160 + d, y: 240))], at: t + .milliseconds(30 * i))
        }
    }

    func testACtrlWheelStepDuringAStackPinchDoesNotStrandTheInteractiveTransition() throws {
        let s = try Simulation(scene: Scene.parse(Data(stack.utf8), catalog: .standard))
        pinchOpen(s, by: 20, at: .zero)
        XCTAssertTrue(s.collectionView.isInteractivelyTransitioning, "precondition: the pinch opens the stack")
        s.handle([.wheel(delta: Point(x: 0, y: -1), location: Point(x: 160, y: 240), modifiers: .control)], at: .milliseconds(130))
        s.handle([.touch(id: 1, change: .up, location: Point(x: 130, y: 240)),
                  .touch(id: 2, change: .up, location: Point(x: 190, y: 240))], at: .milliseconds(140))
        s.settle()
        XCTAssertFalse(s.collectionView.isInteractivelyTransitioning)
        XCTAssertFalse(s.isBusy)
    }

    /// Ctrl+wheel is a pinch of 10% a notch. Thousands of notches at once made 1.1 to their power infinite or zero,
    /// which the compositional grid drops, so the step did nothing where it should go as far as the layout allows.
    func testACtrlWheelOfThousandsOfNotchesGoesAsFarAsTheLayoutAllows() throws {
        let grid = #"{"size":[320,480],"layout":{"type":"compositional","columns":3},"sections":[{"items":20}]}"#
        for (notches, columns) in [(8000.0, 12), (-8000.0, 1), (1e6, 12), (-1e6, 1)] {
            let s = try Simulation(scene: Scene.parse(Data(grid.utf8), catalog: .standard))
            s.handle([.wheel(delta: Point(x: 0, y: notches), location: Point(x: 160, y: 240), modifiers: .control)], at: .zero)
            s.settle()
            XCTAssertEqual((s.currentLayout as? CompositionalGridLayout)?.columns, columns, "\(notches) notches")
        }
    }
}

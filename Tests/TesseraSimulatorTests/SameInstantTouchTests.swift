import Foundation
import XCTest
import TesseraDemo
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator

/// Two changes of one touch at one timestamp are both delivered, in order, never merged.
final class SameInstantTouchTests: XCTestCase {
    let grid = #"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":100}]}"#

    func simulation() throws -> Simulation {
        try Simulation(scene: Scene.parse(Data(grid.utf8), catalog: .standard))
    }

    func testADownAndAnUpAtOneInstantAreATap() throws {
        // The evemu importer writes both for a contact that lands and lifts within one device frame.
        let s = try simulation()
        s.handle([.touch(id: 1, change: .down, location: Point(x: 92, y: 25)),
                  .touch(id: 1, change: .up, location: Point(x: 92, y: 25))], at: .milliseconds(10))
        s.settle()
        XCTAssertTrue(s.reports.contains { $0.recognizer == "tap" && ($0.state == .ended) }, s.transcript)
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [ElementPath(item: 1, section: 0)])
    }

    func testADownAndAMoveAtOneInstantBeginTheTouchWhereItLanded() throws {
        let s = try simulation()
        s.handle([.touch(id: 1, change: .down, location: Point(x: 100, y: 400)),
                  .touch(id: 1, change: .move, location: Point(x: 100, y: 380))], at: .zero)
        for k in 1...10 {
            s.handle([.touch(id: 1, change: .move, location: Point(x: 100, y: 380 - 20 * Double(k)))], at: .milliseconds(16 * k))
        }
        s.handle([.touch(id: 1, change: .up, location: Point(x: 100, y: 180))], at: .milliseconds(176))
        let began = try XCTUnwrap(s.reports.first { $0.recognizer == "pan" && $0.state == .began })
        XCTAssertNotNil(began, "the touch began and the pan followed it")
        XCTAssertGreaterThan(s.collectionView.contentOffset.y, 150)
    }

    func testALastMoveAndTheLiftAtOneInstantKeepTheFlingsVelocity() throws {
        let s = try simulation()
        s.handle([.touch(id: 1, change: .down, location: Point(x: 100, y: 400))], at: .zero)
        for k in 1...5 {
            s.handle([.touch(id: 1, change: .move, location: Point(x: 100, y: 400 - 8 * Double(k)))], at: .milliseconds(20 * k))
        }
        // The last move and the lift share a timestamp: the move must count for the velocity.
        s.handle([.touch(id: 1, change: .move, location: Point(x: 100, y: 352)),
                  .touch(id: 1, change: .up, location: Point(x: 100, y: 352))], at: .milliseconds(120))
        let ended = try XCTUnwrap(s.reports.last { $0.recognizer == "pan" && $0.state == .ended })
        guard case .pan(_, let velocity) = ended.values else { return XCTFail("a pan reports its translation and velocity") }
        XCTAssertLessThan(velocity.y, -300, "the pan ends moving up at about 400 pt/s, not at rest")
    }
}

/// A pinch that makes the content smaller, or a switch to a shorter layout, never leaves the window blank.
final class ShrinkingContentTests: XCTestCase {
    let scene = #"{"size":[320,480],"layout":{"type":"flow","itemSize":[60,60]},"alternates":[{"type":"flow","itemSize":[20,20]}],"sections":[{"items":300}]}"#

    func cellsOnScreen(_ s: Simulation) -> Int {
        s.collectionView.presentedAttributes.filter { $0.category == .cell && $0.frame.intersects(s.collectionView.bounds) }.count
    }

    func testCtrlWheelDownAfterScrollingLeavesCellsOnScreen() throws {
        let s = try Simulation(scene: Scene.parse(Data(scene.utf8), catalog: .standard))
        s.collectionView.contentOffset = Point(x: 0, y: 4000)
        s.tick(at: .milliseconds(16))
        for k in 1...8 {
            s.handle([.wheel(delta: Point(x: 0, y: 1), location: Point(x: 160, y: 240), modifiers: .control)], at: .milliseconds(16 + 16 * k))
            s.tick(at: .milliseconds(24 + 16 * k))
        }
        s.settle()
        XCTAssertLessThanOrEqual(s.collectionView.contentOffset.y, s.collectionView.maximumContentOffset.y)
        XCTAssertGreaterThan(cellsOnScreen(s), 0)
    }

    func testSwitchingToAShorterLayoutEndsOnItsContent() throws {
        let s = try Simulation(scene: Scene.parse(Data(scene.utf8), catalog: .standard))
        s.collectionView.contentOffset = Point(x: 0, y: 4000)
        s.tick(at: .milliseconds(16))
        s.handle([.key("2")], at: .milliseconds(32))
        s.settle()
        XCTAssertEqual(s.layoutIndex, 1)
        XCTAssertLessThanOrEqual(s.collectionView.contentOffset.y, s.collectionView.maximumContentOffset.y)
        XCTAssertGreaterThan(cellsOnScreen(s), 0)
    }
}

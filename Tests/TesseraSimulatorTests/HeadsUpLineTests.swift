import Foundation
import XCTest
import TesseraGeometry
@testable import TesseraSimulator

/// The heads-up line names the gesture a person made: a pinch whose fingers also turn a little is a pinch.
final class HeadsUpLineTests: XCTestCase {
    func testAPinchThatAlsoTurnsIsShownAsAPinchNotARotation() throws {
        let scene = try Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":40}]}"#.utf8),
                                    catalog: .standard)
        let s = try Simulation(scene: scene)
        // Two fingers spread from 100 to 200 points apart while turning by about 0.3 radians.
        s.handle([.touch(id: 1, change: .down, location: Point(x: 110, y: 240)),
                  .touch(id: 2, change: .down, location: Point(x: 210, y: 240))], at: .zero)
        for step in 1...10 {
            let spread = 50 + 5 * Double(step), angle = 0.03 * Double(step)
            let dx = spread * cos(angle), dy = spread * sin(angle)
            s.handle([.touch(id: 1, change: .move, location: Point(x: 160 - dx, y: 240 - dy)),
                      .touch(id: 2, change: .move, location: Point(x: 160 + dx, y: 240 + dy))], at: .milliseconds(20 * step))
            XCTAssertFalse(s.headsUp.contains("rotation"), "step \(step): \(s.headsUp)")
        }
        XCTAssertTrue(s.reports.contains { $0.recognizer == "rotation" && $0.state == .began }, "precondition: the rotation began too")
        XCTAssertTrue(s.headsUp.contains("pinch changed"), s.headsUp)
        s.handle([.touch(id: 1, change: .up, location: Point(x: 60, y: 225)),
                  .touch(id: 2, change: .up, location: Point(x: 260, y: 255))], at: .milliseconds(220))
        s.settle()
        XCTAssertTrue(s.headsUp.contains("pinch ended"), s.headsUp)
    }

    func testARotationAloneIsShownAsARotation() throws {
        let scene = try Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":40}]}"#.utf8),
                                    catalog: .standard)
        let s = try Simulation(scene: scene)
        s.handle([.touch(id: 1, change: .down, location: Point(x: 110, y: 240)),
                  .touch(id: 2, change: .down, location: Point(x: 210, y: 240))], at: .zero)
        for step in 1...10 {
            let angle = 0.08 * Double(step)
            s.handle([.touch(id: 1, change: .move, location: Point(x: 160 - 50 * cos(angle), y: 240 - 50 * sin(angle))),
                      .touch(id: 2, change: .move, location: Point(x: 160 + 50 * cos(angle), y: 240 + 50 * sin(angle)))],
                     at: .milliseconds(20 * step))
        }
        XCTAssertTrue(s.headsUp.contains("rotation changed"), s.headsUp)
    }
}

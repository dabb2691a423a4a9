import Foundation
import XCTest
import TesseraDemo
import TesseraReplay
import TesseraSimulator

/// A pinch adjusts a layout with two fingers, as seed 004's handler does (`if ([sender numberOfTouches] != 2)
/// return;`): with a third finger down, the spread does not follow two of the three.
final class PinchFingerCountTests: XCTestCase {
    func spread(after moves: String) throws -> Double? {
        let text = "tessera-log 1\nscene {\"layout\":{\"type\":\"spread\"},\"sections\":[{\"items\":20}],\"size\":[320,480]}\n" + moves
        let log = try EventLogReader(file: "pinch.log").read(text)
        let result = try Replayer().replay(log, scene: try log.loadScene(relativeTo: "/", catalog: .standard))
        guard case .object(let parameters) = result.state.parameters, case .number(let d)? = parameters["spreadDistance"] else { return nil }
        return d
    }

    /// Fingers 1 and 2 open from 120 to 200 points apart; finger 3, when there is one, moves with them.
    func pinch(thirdFinger: Bool) -> String {
        var lines = ["0.1 down 1 100 240", "0.1 down 2 220 240"]
        if thirdFinger { lines.append("0.1 down 3 160 300") }
        for (k, d) in [5.0, 10, 25, 40].enumerated() {
            let t = String(format: "%.6f", 0.1 + Double(k + 1) / 60)
            lines += ["\(t) move 1 \(100 - d) 240", "\(t) move 2 \(220 + d) 240"]
            if thirdFinger { lines.append("\(t) move 3 160 \(300 + d)") }
        }
        lines += ["0.3 up 1 60 240", "0.3 up 2 260 240"]
        if thirdFinger { lines.append("0.3 up 3 160 340") }
        return lines.joined(separator: "\n") + "\n"
    }

    func testTwoFingersSetTheSpreadToTheirDistance() throws {
        XCTAssertEqual(try spread(after: pinch(thirdFinger: false)), 200)
    }

    func testThreeFingersLeaveTheSpreadAsItWas() throws {
        XCTAssertEqual(try spread(after: pinch(thirdFinger: true)), 80, "the default spread: two of three fingers set nothing")
    }
}

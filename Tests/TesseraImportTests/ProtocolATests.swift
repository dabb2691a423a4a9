import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraImport
import TesseraTesting

/// Multi-touch protocol A recordings (older touchscreens: no slots, every contact down listed in every frame,
/// each packet ended by `SYN_MT_REPORT`), followed as mtdev follows them.
final class ProtocolATests: XCTestCase {
    typealias F = DeviceFixtures

    /// A protocol A panel, axes 0…100 onto a 100 × 100 window, with touch major unless `touchMajor` is false.
    func header(touchMajor: Bool = true) -> String {
        "N: Panel\nA: 00 0 100 0 0 0\nA: 01 0 100 0 0 0\n" + (touchMajor ? "A: 30 0 255 0 0 0\n" : "")
            + "A: 35 0 100 0 0 0\nA: 36 0 100 0 0 0\n"
    }

    /// One frame at `t` seconds: a packet per contact (x, y, and touch major or tracking id when given), then `extra`.
    func frame(_ t: Double, _ contacts: [(x: Int, y: Int, major: Int?, id: Int?)], extra: [String] = []) -> String {
        let time = String(format: "%.6f", t)
        var lines: [String] = []
        for c in contacts {
            if let id = c.id { lines.append("E: \(time) 0003 0039 \(id)") }
            if let major = c.major { lines.append("E: \(time) 0003 0030 \(major)") }
            lines.append("E: \(time) 0003 0035 \(c.x)")
            lines.append("E: \(time) 0003 0036 \(c.y)")
            lines.append("E: \(time) 0000 0002 0000")
        }
        lines += extra.map { "E: \(time) \($0)" }
        lines.append("E: \(time) 0000 0000 0000")
        return lines.joined(separator: "\n") + "\n"
    }

    func records(_ text: String) throws -> [String] {
        F.lines(try EvemuImporter(file: "a.evemu").records(from: text, windowSize: Size(width: 100, height: 100)))
    }

    func testAnEvemuProtocolAPinchKeepsEachFingerWhicheverOrderItsPacketsCome() throws {
        let records = try EvemuImporter(file: "p.evemu").records(from: F.text("evemu-protocol-a-pinch.evemu"), windowSize: F.window)
        func at(_ x: Double, _ y: Double) -> String { F.at(x, y, 2047, 2047) }
        let lines = F.lines(records)
        XCTAssertEqual(lines.count, 2 + 6 * 2 + 2)
        XCTAssertEqual(Array(lines.prefix(2)), ["0 down 1 \(at(874, 1000))", "0 down 2 \(at(1174, 1000))"])
        // The packets swap places every other frame; the left finger stays 1 and the right 2 all the same.
        XCTAssertEqual(Array(lines[2..<4]), ["0.0083 move 1 \(at(824, 1000))", "0.0083 move 2 \(at(1224, 1001))"])
        XCTAssertEqual(Array(lines.suffix(2)), ["0.0588 up 1 \(at(574, 1000))", "0.0629 up 2 \(at(1474, 1006))"])
    }

    func testALibinputProtocolATapWithTrackingIdsFollowsTheIds() throws {
        let records = try LibinputImporter(file: "t.yaml").records(from: F.text("libinput-protocol-a-two-finger-tap.yaml"),
                                                                    windowSize: F.window)
        func at(_ x: Double, _ y: Double) -> String { F.at(x, y, 2047, 2047) }
        XCTAssertEqual(F.lines(records), ["0 down 1 \(at(700, 1000))", "0.007 down 2 \(at(1300, 1000))",
                                          "0.056 up 1 \(at(700, 1000))", "0.063 up 2 \(at(1300, 1000))"])
    }

    func testTheFixturesAreTouchscreens() throws {
        XCTAssertEqual(try EvemuImporter(file: "p").device(in: F.text("evemu-protocol-a-pinch.evemu")).kind, .touchscreen)
        XCTAssertEqual(try LibinputImporter(file: "t").device(in: F.text("libinput-protocol-a-two-finger-tap.yaml")).kind,
                       .touchscreen)
    }

    func testContactsWithoutIdsArePairedByLeastTotalDistanceNotNearestFirst() throws {
        // Nearest first would pair the finger at 44 with the packet at 43 (1) and leave 40 to jump to 49 (81); the
        // least total pairs 40 with 43 and 44 with 49 (9 + 25).
        let text = header() + frame(1, [(40, 10, 9, nil), (44, 10, 9, nil)]) + frame(1.01, [(49, 10, 9, nil), (43, 10, 9, nil)])
        XCTAssertEqual(Array(try records(text).prefix(4)), ["0 down 1 40 10", "0 down 2 44 10", "0.01 move 1 43 10", "0.01 move 2 49 10"])
    }

    func testAMissingContactLiftedAndANewPacketLands() throws {
        let text = header() + frame(1, [(10, 10, 9, nil), (80, 80, 9, nil)]) + frame(1.01, [(81, 80, 9, nil)])
            + frame(1.02, [(81, 80, 9, nil), (20, 30, 9, nil)]) + frame(1.03, [], extra: ["0000 0002 0000"])
        XCTAssertEqual(try records(text), ["0 down 1 10 10", "0 down 2 80 80", "0.01 up 1 10 10", "0.01 move 2 81 80",
                                           "0.02 down 3 20 30", "0.03 up 2 81 80", "0.03 up 3 20 30"])
    }

    func testReadingTheFirstPacketAsProtocolBLeavesNoWarning() throws {
        // Until its first SYN_MT_REPORT the recording reads as protocol B, where a tracking id of −1 in a slot never
        // seen would be a contact down at the start that was left out. It is a packet that is no contact.
        let text = header() + frame(1, [(10, 10, 9, -1)]) + frame(1.01, [(20, 20, 9, 4)]) + frame(1.02, [], extra: ["0000 0002 0000"])
        let recording = try EvemuImporter(file: "a.evemu").recording(from: text, windowSize: Size(width: 100, height: 100))
        XCTAssertEqual(F.lines(recording.records), ["0.01 down 1 20 20", "0.02 up 1 20 20"])
        XCTAssertEqual(recording.warnings, [])
    }

    func testAFrameThatSaysNothingAboutTouchingKeepsTheContactsAndBTNTouchUpEndsThem() throws {
        // A timestamp alone (MSC_TIMESTAMP) says nothing; BTN_TOUCH 0 with no packet is the zero-contact frame
        // whose empty SYN_MT_REPORT the kernel lets drivers leave out.
        let text = header() + frame(1, [(10, 10, 9, nil)]) + frame(1.01, [], extra: ["0004 0005 8000"])
            + frame(1.02, [(10, 10, 9, nil)]) + frame(1.03, [], extra: ["0001 014a 0000"])
        XCTAssertEqual(try records(text), ["0 down 1 10 10", "0.03 up 1 10 10"])
    }

    func testAPacketWithZeroTouchMajorOrWithoutBothPositionsIsNoContact() throws {
        let text = header() + frame(1, [(10, 10, 9, nil), (60, 60, 0, nil)])
            + "E: 1.010000 0003 0035 0070\nE: 1.010000 0000 0002 0000\n" + frame(1.01, [(10, 10, 9, nil)])
            + frame(1.02, [(10, 10, 0, nil)])
        XCTAssertEqual(try records(text), ["0 down 1 10 10", "0.02 up 1 10 10"])
    }

    func testInOneFrameLiftsComeBeforeMovesAndLandings() throws {
        // Contact 1 moves and contact 2 lifts in one frame: the lift is listed first, as protocol B's are.
        let text = header() + frame(1, [(10, 10, 9, nil), (80, 80, 9, nil)]) + frame(1.01, [(12, 10, 9, nil), (50, 50, 9, nil)])
            + frame(1.02, [(13, 10, 9, nil)])
        XCTAssertEqual(try records(text).filter { $0.hasPrefix("0.02 ") }, ["0.02 up 2 50 50", "0.02 move 1 13 10", "0.02 cancel 1 13 10"])
    }

    func testTrackingIdsDecideEvenWhenTheFingersCross() throws {
        // By distance the fingers would swap as they cross; the ids keep them.
        let text = header(touchMajor: false) + frame(1, [(40, 10, nil, 5), (60, 10, nil, 6)])
            + frame(1.01, [(61, 10, nil, 5), (39, 10, nil, 6)]) + frame(1.02, [(61, 10, nil, 5)])
            + frame(1.03, [(61, 10, nil, 5), (39, 10, nil, 7)])
        XCTAssertEqual(try records(text), ["0 down 1 40 10", "0 down 2 60 10", "0.01 move 1 61 10", "0.01 move 2 39 10",
                                           "0.02 up 2 39 10", "0.03 down 3 39 10", "0.03 cancel 1 61 10", "0.03 cancel 3 39 10"])
    }

    func testAFingerThatBecomesAPalmIsCancelledAndAPenNeverLands() throws {
        // The tool type is per packet: the palm at 10, 10 and a pen at 50, 50 in one frame.
        let palmAndPen = """
            E: 1.020000 0003 0037 0002
            E: 1.020000 0003 0035 0010
            E: 1.020000 0003 0036 0010
            E: 1.020000 0000 0002 0000
            E: 1.020000 0003 0037 0001
            E: 1.020000 0003 0035 0050
            E: 1.020000 0003 0036 0050
            E: 1.020000 0000 0002 0000
            E: 1.020000 0000 0000 0000

            """
        let text = header() + frame(1, [(10, 10, 9, nil)]) + "E: 1.010000 0003 0037 0002\n" + frame(1.01, [(10, 10, 9, nil)])
            + palmAndPen + frame(1.03, [], extra: ["0000 0002 0000"]) + frame(1.04, [(30, 30, 9, nil)])
        // The pen had id 2, never seen; the finger still down when the recording stops is cancelled.
        XCTAssertEqual(try records(text), ["0 down 1 10 10", "0.01 cancel 1 10 10", "0.04 down 3 30 30", "0.04 cancel 3 30 30"])
    }

    func testMoreContactsInOneFrameThanALogHoldsIsRefusedAtTheLine() {
        let contacts = (0..<65).map { (x: $0, y: 1, major: Int?.some(9), id: Int?.none) }
        let text = header() + frame(1, contacts)
        let line = header().split(separator: "\n").count + 65 * 4
        XCTAssertEqual(F.message { try self.records(text) }, "a.evemu:\(line): more than 64 contacts in one frame")
    }

    func testTheDroppedFrameIsDiscardedAndTheNextFrameResynchronises() throws {
        let text = header() + frame(1, [(10, 10, 9, nil)])
            + "E: 1.010000 0003 0035 0030\nE: 1.010000 0000 0002 0000\nE: 1.010000 0000 0003 0000\n"
            + frame(1.01, [(90, 90, 9, nil), (11, 10, 9, nil)]) + frame(1.02, [(12, 10, 9, nil)])
        XCTAssertEqual(try records(text), ["0 down 1 10 10", "0.02 move 1 12 10", "0.02 cancel 1 12 10"])
    }

    func testPairingIsTheLeastTotalSquaredDistanceOnRandomFrames() {
        // Seeded, so that a failure comes back on every run.
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                (x: Int32.random(in: -50...50, using: &random), y: Int32.random(in: -50...50, using: &random))
            }
            let new = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                (x: Int32.random(in: -50...50, using: &random), y: Int32.random(in: -50...50, using: &random))
            }
            let pairs = ContactMatching.pair(old, new)
            func d(_ i: Int, _ j: Int) -> Double {
                let dx = Double(old[i].x - new[j].x), dy = Double(old[i].y - new[j].y)
                return dx * dx + dy * dy
            }
            // Every contact of the smaller side is paired, each new one at most once.
            let paired = pairs.compactMap { $0 }
            XCTAssertEqual(paired.count, min(old.count, new.count))
            XCTAssertEqual(Set(paired).count, paired.count)
            var total = 0.0
            for (i, j) in pairs.enumerated() { if let j { total += d(i, j) } }
            // Brute force: the least total over every way to pair them.
            func best(_ i: Int, _ used: Set<Int>) -> Double {
                guard i < old.count else { return 0 }
                var b = old.count - i > new.count - used.count ? best(i + 1, used) : Double.infinity
                for j in new.indices where !used.contains(j) { b = min(b, d(i, j) + best(i + 1, used.union([j]))) }
                return b
            }
            XCTAssertEqual(total, best(0, []), "\(old) → \(new)")
        }
    }
}

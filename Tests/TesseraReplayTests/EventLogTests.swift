import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo
import TesseraTesting

final class EventLogTests: XCTestCase {
    let header = "tessera-log 1\nscene ../scenes/flow-grid.json\n"

    func read(_ body: String) throws -> EventLog {
        try EventLogReader(file: "test.log").read(header + body)
    }

    func assertError(_ body: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try read(body), file: file, line: line) { error in
            XCTAssertEqual((error as? EventLogError)?.description, expected, file: file, line: line)
        }
    }

    func testEveryEventKindReadsAndWritesBackTheSameText() throws {
        let body = """
            0 down 1 160 240
            0.016667 move 1 161.5 250
            0.1 up 1 161.5 250
            0.2 key 2
            0.25 key plus
            0.3 wheel 0 -1 160 240 ctrl
            0.4 resize 400 600
            0.41 tick
            0.5 down 2 10 10
            0.5 cancel 2 10 10

            """
        let log = try read(body)
        XCTAssertEqual(log.records.count, 10)
        XCTAssertEqual(log.scene, .path("../scenes/flow-grid.json"))
        XCTAssertEqual(log.records[1].event, .touch(id: 1, change: .move, location: Point(x: 161.5, y: 250)))
        XCTAssertEqual(log.records[1].time, .nanoseconds(16_667_000))
        XCTAssertEqual(log.records[5].event, .wheel(delta: Point(x: 0, y: -1), location: Point(x: 160, y: 240), modifiers: .control))
        XCTAssertEqual(log.text, header + body)
    }

    func testEveryDemoActionReadsAndWritesBackTheSameText() throws {
        let body = """
            0 insert-section 1 3
            0.5 delete-section 0
            1 insert-item 0 2
            1.5 delete-item 2 0
            2 toggle-mode
            2.5 layout 1

            """
        let log = try read(body)
        XCTAssertEqual(log.records.map(\.event), [
            .action(.insertSection(1, items: 3)), .action(.deleteSection(0)),
            .action(.insertItem(ElementPath(item: 2, section: 0))), .action(.deleteItem(ElementPath(item: 0, section: 2))),
            .action(.toggleMode), .action(.switchLayout(1)),
        ])
        XCTAssertEqual(log.text, header + body)
    }

    func testBadDemoActionsAreReportedByLineAndColumn() {
        assertError("0 insert-section 1\n", "test.log:3:3: missing the item count")
        assertError("0 insert-section 1 5000\n", "test.log:3:20: a section insert adds at most 1000 items, found 5000")
        assertError("0 delete-section -1\n", "test.log:3:18: expected a section index, found \"-1\"")
        assertError("0 insert-item 0\n", "test.log:3:3: missing the item index")
        assertError("0 insert-item 0 x\n", "test.log:3:17: expected an item index, found \"x\"")
        assertError("0 layout\n", "test.log:3:3: missing the layout index")
        assertError("0 toggle-mode now\n", "test.log:3:15: unexpected \"now\" at the end of the line")
    }

    func testCommentsAndBlankLinesAreIgnored() throws {
        let log = try read("# a pinch\n\n0 down 1 1 1   # the first finger\n0.1 up 1 1 1\n")
        XCTAssertEqual(log.records.map(\.line), [5, 6])
    }

    func testTimesRoundTripExactly() {
        for nanos: Int64 in [0, 1, 999_999_999, 16_666_667, 3_600_000_000_123] {
            let d = Duration.nanoseconds(nanos)
            XCTAssertEqual(LogTime.parse(Array(LogTime.format(d).utf8)), d, "\(nanos)")
        }
        XCTAssertNil(LogTime.parse(Array("0.1234567891".utf8)), "more than nine decimals")
        XCTAssertNil(LogTime.parse(Array("-1".utf8)))
        XCTAssertNil(LogTime.parse(Array("1.2.3".utf8)))
    }

    func testTimesAreWrittenAsTheirShortestDecimals() {
        // The rule written the slow way: whole seconds, then the nine decimals without their trailing zeros.
        func reference(_ d: Duration) -> String {
            let c = d.components
            var nanos = c.attoseconds / 1_000_000_000, seconds = c.seconds
            if nanos < 0 { nanos += 1_000_000_000; seconds -= 1 }
            if nanos == 0 { return String(seconds) }
            var digits = String(nanos)
            digits = String(repeating: "0", count: 9 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            return "\(seconds).\(digits)"
        }
        var cases: [Duration] = [.zero, .nanoseconds(1), .nanoseconds(10), .nanoseconds(100_000_000), .nanoseconds(999_999_999),
                                 .seconds(1), .milliseconds(1500), .nanoseconds(-1), .milliseconds(-250), .seconds(-3),
                                 LogTime.maximum, .seconds(Int64.max / 2)]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let nanos = Int64(truncatingIfNeeded: state % 20_000_000_000_000) - 1_000_000_000_000
            cases += [.nanoseconds(nanos), .nanoseconds(nanos / 1000 * 1000), .milliseconds(nanos / 1_000_000)]
        }
        for d in cases { XCTAssertEqual(LogTime.format(d), reference(d), "\(d)") }
        XCTAssertEqual(LogTime.format(.nanoseconds(16_666_667)), "0.016666667")
        XCTAssertEqual(LogTime.format(.milliseconds(-250)), "-1.75")
    }

    func testBadInputIsReportedByLineAndColumn() {
        assertError("0 down 1 1\n", "test.log:3:3: missing a coordinate")
        assertError("0 pinch 1 1 1\n", "test.log:3:3: unknown event kind \"pinch\"")
        assertError("0.5 key f\n0.4 key g\n", "test.log:4:1: time goes backwards: 0.4 after 0.5")
        assertError("0 down 1 nan 5\n", "test.log:3:10: coordinates must be finite, found nan")
        assertError("0 down 1 inf 5\n", "test.log:3:10: coordinates must be finite, found inf")
        assertError("0 up 3 1 1\n", "test.log:3:3: touch 3 ends without beginning")
        assertError("0 move 3 1 1\n", "test.log:3:3: touch 3 moves without beginning")
        assertError("0 down 3 1 1\n0 down 3 1 1\n", "test.log:4:3: touch 3 begins twice")
        assertError("0 key f5\n", "test.log:3:7: unknown key \"f5\"")
        assertError("zero down 1 1 1\n", "test.log:3:1: expected a time in seconds, found \"zero\"")
        assertError("0 tick now\n", "test.log:3:8: unexpected \"now\" at the end of the line")
        // `Double(text)` reads a C string and would stop at the NUL byte: "1\0garbage" is not 1.
        assertError("0 down 1 10 1\u{0}garbage\n", "test.log:3:13: expected a number, found \"1\\u{0}garbage\"")
        assertError("0 down 1 10 1e1\u{0}\n", "test.log:3:13: expected a number, found \"1e1\\u{0}\"")
        assertError("0 resize 0 10\n", "test.log:3:3: the window size must be positive and at most 16384 points a side, found 0 × 10")
        assertError("0 resize 1000000 -5\n", "test.log:3:3: the window size must be positive and at most 16384 points a side, found 1000000 × -5")
        XCTAssertThrowsError(try EventLogReader(file: "v2.log").read("tessera-log 2\nscene x.json\n")) { error in
            XCTAssertEqual("\(error)", "v2.log:1:13: unsupported log version 2; this build reads version 1")
        }
        XCTAssertThrowsError(try EventLogReader(file: "empty.log").read("")) { error in
            XCTAssertEqual("\(error)", "empty.log:1:1: missing the \"tessera-log 1\" header")
        }
    }

    func testAWordThatOnlyStartsOrEndsLikeAnEventKindIsUnknown() {
        for word in ["downs", "dow", "insert-sectio", "insert-sections", "delete-items", "toggle-mod", "layouts", "Tick",
                     "insert_section"] {
            assertError("0 \(word) 1 1 1\n", "test.log:3:3: unknown event kind \"\(word)\"")
        }
    }

    func testTouchesLiftedInAnyOrderAreForgottenAndTheOthersStayDown() throws {
        let log = try read("0 down 1 0 0\n0 down 2 0 0\n0 down 3 0 0\n0 up 1 0 0\n0 move 3 1 1\n0 move 2 1 1\n0 up 3 0 0\n0 down 1 0 0\n")
        XCTAssertEqual(log.records.count, 8)
        assertError("0 down 1 0 0\n0 down 2 0 0\n0 up 1 0 0\n0 move 1 1 1\n", "test.log:6:3: touch 1 moves without beginning")
        assertError("0 down 1 0 0\n0 down 2 0 0\n0 up 2 0 0\n0 up 2 0 0\n", "test.log:6:3: touch 2 ends without beginning")
        let downs = (0..<EventLog.maximumSimultaneousTouches).map { "0 down \($0) 0 0\n" }.joined()
        assertError(downs + "0 down 99 0 0\n", "test.log:67:3: touch 99 begins while 64 touches are down; a log may hold at most 64 at once")
        XCTAssertNoThrow(try read(downs + "0 up 17 0 0\n0 down 99 0 0\n0 move 63 1 1\n"))
    }

    func testALastLineWithoutItsNewlineIsNeverReplayedEvenWhenItParses() throws {
        // "0.1 move 1 12 1" may be "0.1 move 1 12 150" cut short: it parses, and would start a pan that never happened.
        let log = try read("0 down 1 10 10\n0.1 move 1 12 1")
        XCTAssertEqual(log.records.count, 1)
        XCTAssertEqual(log.warnings, ["test.log:4: the last line has no newline, so it may be cut short; replaying up to line 3"])
        let cut = try read("0 down 1 10 10\n0.1 move 1 12")
        XCTAssertEqual(cut.records.count, 1)
        XCTAssertEqual(cut.warnings, ["test.log:4: the last line has no newline, so it may be cut short; replaying up to line 3"])
        let whole = try read("0 down 1 10 10\n0.1 move 1 12 1\n")
        XCTAssertEqual(whole.records.count, 2, "a line with its newline is complete")
        XCTAssertEqual(whole.warnings, [])
        let comment = try read("0 down 1 10 10\n# the end")
        XCTAssertEqual(comment.warnings, [], "a comment without a newline loses nothing")
    }

    func testAnInlineSceneIsOneLineOfJSON() throws {
        let text = #"tessera-log 1"# + "\n" + #"scene {"layout":{"type":"flow"},"sections":[{"items":3}],"size":[100,100]}"# + "\n0 key 1\n"
        let log = try EventLogReader().read(text)
        let scene = try log.loadScene(relativeTo: "/", catalog: .basic)
        XCTAssertEqual(scene.sections.first?.items, 3)
        XCTAssertEqual(log.text, text)
    }

    func testTheRecorderFlushesEachFrameSoACrashLosesAtMostTheLastFrame() throws {
        let temporary = try TemporaryDirectory(prefix: "tessera-log-")
        addTeardownBlock { try temporary.remove() }
        let dir = temporary.url
        let path = dir.appendingPathComponent("live.log").path
        let writer = try EventLogWriter(path: path, scene: .path("scene.json"))
        writer.append(LogRecord(time: .zero, event: .touch(id: 1, change: .down, location: Point(x: 1, y: 2))))
        try writer.flush()
        writer.append(LogRecord(time: .milliseconds(16), event: .touch(id: 1, change: .move, location: Point(x: 1, y: 3))))
        // Not flushed yet: a reader sees only the first frame, and it is a valid log.
        let partial = try EventLogReader.load(path: path)
        XCTAssertEqual(partial.records.count, 1)
        try writer.close()
        XCTAssertEqual(try EventLogReader.load(path: path).records.count, 2)
    }
}

/// Windows line ends and a byte-order mark are accepted everywhere, as the scene reader accepts them.
final class LineEndTests: XCTestCase {
    func testCRLFAndAByteOrderMarkReadAsTheSameLog() throws {
        let plain = "tessera-log 1\nscene s.json # a comment\n# a note\n0 down 1 10 10\n0.1 up 1 10 10\n"
        let windows = "\u{FEFF}" + plain.replacingOccurrences(of: "\n", with: "\r\n")
        let a = try EventLogReader(file: "a.log").read(plain), b = try EventLogReader(file: "b.log").read(windows)
        XCTAssertEqual(a.records.map(\.event), b.records.map(\.event))
        XCTAssertEqual(b.scene, .path("s.json"), "the comment is not part of the path, and the CR is gone")
        XCTAssertEqual(b.warnings, [])
    }

    func testAHashInsideAPathOrAJSONStringIsNotAComment() throws {
        let path = try EventLogReader(file: "a.log").read("tessera-log 1\nscene a#b.json\n")
        XCTAssertEqual(path.scene, .path("a#b.json"))
        let inline = try EventLogReader(file: "b.log").read(#"tessera-log 1"# + "\n" + #"scene {"note":"x #1"} # comment"# + "\n")
        XCTAssertEqual(inline.scene, .inline(.object(["note": .string("x #1")])))
    }
}

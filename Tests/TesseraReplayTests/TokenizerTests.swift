import XCTest
@testable import TesseraReplay

/// The tokenizer reads numbers from a line's bytes; every value must be the one `Double(text)`
/// and `Int(text)` give, to the bit, and words must come back whole.
final class TokenizerTests: XCTestCase {
    /// The tokens of `line`, handed to `body` while the line's bytes are alive.
    func withTokens(_ line: String, _ body: ([Tokenizer.Token]) -> Void) {
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var tokenizer = Tokenizer(UnsafeBufferPointer(buffer))
            var tokens: [Tokenizer.Token] = []
            while let t = tokenizer.next() { tokens.append(t) }
            body(tokens)
        }
    }

    func assertSameNumber(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        withTokens(text) { tokens in
            XCTAssertEqual(tokens.count, 1, file: file, line: line)
            // A hexadecimal float is no number in a log, though `Double(text)` reads one.
            let expected = text.lowercased().contains("x") ? nil : Double(text), read = tokens[0].number
            XCTAssertEqual(read == nil, expected == nil, "\(text)", file: file, line: line)
            if let read, let expected {
                XCTAssertTrue(read.bitPattern == expected.bitPattern || (read.isNaN && expected.isNaN),
                              "\(text): read \(read), Double(text) is \(expected)", file: file, line: line)
            }
        }
    }

    /// docs/event-log.md: fields are separated by spaces or tabs, a run of them being one separator.
    func testSpacesAndTabsInAnyRunSeparateFields() {
        withTokens("0\tdown  1 \t 100\t\t100") { tokens in
            XCTAssertEqual(tokens.map(\.text), ["0", "down", "1", "100", "100"])
        }
    }

    func testNumbersReadFromBytesAreDoubleParsingToTheBit() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for _ in 0..<20_000 {
            // Decimal text of every length the fast path takes and a little beyond.
            let intDigits = Int(next() % 12), decimals = Int(next() % 24)
            var text = next() % 2 == 0 ? "-" : ""
            text += intDigits == 0 ? "0" : String((0..<intDigits).map { _ in Character(String(next() % 10)) })
            if decimals > 0 { text += "." + String((0..<decimals).map { _ in Character(String(next() % 10)) }) }
            assertSameNumber(text)
            // Shortest round-trip text of arbitrary doubles, as the log writer makes it.
            assertSameNumber("\(Double(bitPattern: next() | 0x3FF0_0000_0000_0000 >> (next() % 3)) * 1000)")
        }
        for text in ["0", "-0", "5.", ".5", "+5", "-", ".", "1e3", "1E-2", "inf", "-inf", "nan", "00012.50", "9007199254740992",
                     "9007199254740993", "90071992547409931", "0.1234567890123456789012", "1234567890123456789012.5",
                     "123456789.123456789", "1.2.3", "12a", "0x1p3", "0x10", "-0X1", "٣"] {
            assertSameNumber(text)
        }
    }

    func testLongMantissasDividedInIntegersAreDoubleParsingToTheBit() {
        var state: UInt64 = 0x0DDB_A11C_AB1E_5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for _ in 0..<20_000 {
            // 16 to 19 digits, the point anywhere: past 2⁵³ they take the integer division.
            let digits = 16 + Int(next() % 4), point = Int(next() % UInt64(digits))
            var text = String((0..<digits).map { _ in Character(String(next() % 10)) })
            if text.first == "0" { text = "7" + text.dropFirst() }
            if point > 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: digits - point)) }
            assertSameNumber(text)
            assertSameNumber("-" + text)
        }
        // Exactly halfway between two doubles (ties to even), the largest mantissas, and 20 digits.
        for text in ["4503599627370497.5", "4503599627370496.5", "9007199254740995", "9007199254740997",
                     "9999999999999999999", "0.9999999999999999999", "1.000000000000000111", "123.45678901234567",
                     "18446744073709551615", "1844674407370955161.5", "0.000000000000000001"] {
            assertSameNumber(text)
        }
        XCTAssertEqual(Tokenizer.quotient(45_035_996_273_704_975, dividedByTenTo: 1), 4_503_599_627_370_498)
    }

    func testIntegersReadFromBytesAreIntParsing() {
        for text in ["0", "7", "42", "007", "+5", "-3", "123456789012345678", "1234567890123456789",
                     "99999999999999999999", "4.5", "x", "٣"] {
            withTokens(text) { tokens in
                XCTAssertEqual(tokens[0].integer, Int(text), text)
            }
        }
    }

    func testGrammarWordsComeBackWholeAndNothingElseLooksLikeThem() {
        withTokens("move moved up cancel shift ctrl x") { tokens in
            XCTAssertEqual(tokens.map(\.text), ["move", "moved", "up", "cancel", "shift", "ctrl", "x"])
        }
        withTokens("up\u{0}") { tokens in
            XCTAssertEqual(tokens[0].text, "up\u{0}", "a word followed by a NUL byte is not the word")
            XCTAssertNotEqual(tokens[0].text, "up")
        }
    }

    func testEveryEventKindIsRecognisedFromItsBytesAndNothingElse() {
        let kinds: [(String, EventKind)] = [("down", .down), ("move", .move), ("up", .up), ("cancel", .cancel), ("key", .key),
                                            ("wheel", .wheel), ("resize", .resize), ("tick", .tick), ("layout", .layout),
                                            ("insert-section", .insertSection), ("delete-section", .deleteSection),
                                            ("insert-item", .insertItem), ("delete-item", .deleteItem), ("toggle-mode", .toggleMode)]
        withTokens(kinds.map(\.0).joined(separator: " ")) { tokens in
            XCTAssertEqual(tokens.map { EventKind($0.bytes) }, kinds.map(\.1))
        }
        withTokens("upx u down\u{0} insert-sectionx insert-itemx toggle-modes ticks x") { tokens in
            XCTAssertEqual(tokens.compactMap { EventKind($0.bytes) }, [], tokens.map(\.text).joined(separator: " "))
        }
    }

    func testTimesReadFromBytesAreTheDecimalSecondsToTheNanosecond() {
        let cases: [(String, Duration?)] = [("0", .zero), ("12", .seconds(12)), ("0.5", .milliseconds(500)), (".5", .milliseconds(500)),
                                            ("5.", .seconds(5)), ("1.000000001", .nanoseconds(1_000_000_001)),
                                            ("9999999999.999999999", LogTime.maximum), ("10000000000", nil),
                                            ("1.0000000001", nil), ("", nil), (".", nil), ("1.2.3", nil), ("1a", nil), ("-1", nil)]
        for (text, expected) in cases {
            XCTAssertEqual(LogTime.parse(Array(text.utf8)), expected, text)
            XCTAssertEqual(LogTime.parse(text.utf8), expected, text)
        }
    }

    func testAnEventLineReadsTheSameValuesAsBefore() throws {
        let log = try EventLogReader(file: "t.log").read("tessera-log 1\nscene s.json\n0.5 down 3 12.25 -0.1\n0.75 move 3 1e2 +7\n0.8 up 3 1 2\n")
        XCTAssertEqual(log.records.count, 3)
        guard case .touch(let id, _, let p) = log.records[0].event, case .touch(_, _, let q) = log.records[1].event else {
            return XCTFail("expected touches")
        }
        XCTAssertEqual(id, 3)
        XCTAssertEqual(p.x.bitPattern, 12.25.bitPattern)
        XCTAssertEqual(p.y.bitPattern, (-0.1).bitPattern)
        XCTAssertEqual(q.x, 100)
        XCTAssertEqual(q.y, 7)
        XCTAssertEqual(log.records[1].time, .milliseconds(750))
    }
}

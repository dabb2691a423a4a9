import XCTest
@testable import TesseraImport
import TesseraTesting

/// The one-pass reading of evemu event lines (``EvemuImporter/event(_:line:)``) against the general
/// path that splits a line into fields: where the fast path reads a line, both read the same event.
final class EvemuEventLineTests: XCTestCase {
    /// The general path's event for `line`, or nil where it finds no event line or refuses it.
    func general(_ line: String) -> EvdevEvent? {
        let text = Substring(line).drop { $0 == " " || $0 == "\t" }
        let fields = EvemuImporter.withoutComment(text).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard fields.first == "E:" else { return nil }
        return try? EvemuImporter().event(fields, line: 7, text: text)
    }

    func fast(_ line: String) -> EvdevEvent? {
        EvemuImporter.event(Substring(line).utf8, line: 7)
    }

    func testLinesAsEvemuRecordWritesThemTakeTheOnePassPath() {
        for line in ["E: 0.000001 0003 0039 0000\t# EV_ABS / ABS_MT_TRACKING_ID   0",
                     "E: 1330495944.185030 0003 0035 1008", "E: 0.020010 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1",
                     "E: 7.000010 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +7000ms",
                     "E: 0.000001 0000 0002 0000\t# ++++++++++++ SYN_MT_REPORT (0) ++++++++++",
                     "  E: 1.5 3 2f 2147483647   ", "E:\t2.000000\t0001\t014A\t-2147483648 #"] {
            XCTAssertNotNil(fast(line), line)
            XCTAssertEqual(fast(line), general(line), line)
        }
        XCTAssertEqual(fast("E: 0.020010 0003 0039 -001"),
                       EvdevEvent(seconds: 0, microseconds: 20010, type: 3, code: 0x39, value: -1, line: 7))
    }

    func testTheOnePassPathReadsWhatTheGeneralPathReadsOrLeavesTheLineToIt() {
        let leads = ["", " ", "\t", "  \t"]
        let heads = ["E:", "E", "E:x", "e:", "N:"]
        let blanks = [" ", "\t", "  ", "", " \t "]
        let seconds = ["0", "1", "1330495944", "999999999999999999", "9999999999999999999", "", "-1", "+2", "0x1", "1e3"]
        let micros = ["000001", "5", "999999", "1000000", "1234567", "", "-1", "00000000001"]
        let hexes = ["0003", "3", "00003", "A", "ff", "fF", "g", "", "-1", "+3", "ffff", "10000"]
        let values = ["0000", "-001", "2147483647", "2147483648", "-2147483648", "-2147483649", "+3", "", "12345678901",
                      "-", "5-", "0x10", "١"]
        let tails = ["", "\t# EV_ABS / ABS_MT_TRACKING_ID   0", " #x", "#x", " x", "\r", "   ", " \t# a # b", "\u{00A0}"]
        // Seeded, so that a failure comes back on every run.
        var random = SplitMix64(seed: 0xE7E4)
        func next(_ n: Int) -> Int { Int.random(in: 0..<n, using: &random) }
        func pick(_ a: [String]) -> String { a[next(a.count)] }
        var readFast = 0
        for _ in 0..<40_000 {
            // Mostly well-formed lines with one part varied, so that both paths see many valid events.
            var parts = ["E:", "1", "000001", "0003", "0035", "1008", ""]
            parts[next(7)] = [pick(heads), pick(seconds), pick(micros), pick(hexes), pick(hexes), pick(values), pick(tails)][next(7)]
            if next(4) == 0 { parts[next(7)] = [pick(heads), pick(seconds), pick(micros), pick(hexes), pick(hexes), pick(values), pick(tails)][next(7)] }
            let line = pick(leads) + parts[0] + pick(blanks) + parts[1] + "." + parts[2] + pick(blanks) + parts[3] + pick(blanks)
                + parts[4] + pick(blanks) + parts[5] + parts[6]
            guard let event = fast(line) else { continue }
            readFast += 1
            XCTAssertEqual(event, general(line), "\(line.debugDescription)")
        }
        XCTAssertGreaterThan(readFast, 2_000, "the one-pass path should read most well-formed lines")
    }
}

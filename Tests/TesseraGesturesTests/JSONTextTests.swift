import Foundation
import XCTest
@testable import TesseraGestures

/// The byte writer behind the transcript, the state and `tessera attributes`: the same text as the `String` forms
/// it replaced, and valid JSON whatever a string holds.
final class JSONTextTests: XCTestCase {
    private func text(_ body: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = Array("x".utf8)
        body(&bytes)
        return String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    /// The `String` rule the contracts state, written the slow way: `null`, `0`, the integer's digits below 10¹⁵,
    /// or `description`.
    private func reference(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == 0 { return "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    func testNumbersMatchTheStringRuleAcrossMagnitudes() {
        var special: [Double] = [0, -0.0, 1, -1, 9, 10, -9, 0.5, -0.5, 1e15, -1e15, 1e15 - 1, -(1e15 - 1), 999_999_999_999_999.9,
                                 1e15 + 2, 2e15, 9_007_199_254_740_993, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                                 .infinity, -.infinity, .nan, 0.1 + 0.2, 1 / 3, 67.5, 1e-5]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let bits = Double(bitPattern: state)
            let scale = Double(Int64(truncatingIfNeeded: state >> 11) % 2_000_000) / 8
            special += [bits, scale, scale.rounded(), -scale.rounded() * 1e9]
        }
        for n in special {
            XCTAssertEqual(text { JSONText.appendNumber(n, to: &$0) }, reference(n), "\(n.bitPattern)")
        }
    }

    func testStringsEscapeWhatJSONRequiresAndKeepTheRest() {
        XCTAssertEqual(text { JSONText.appendString("plain", to: &$0) }, #""plain""#)
        XCTAssertEqual(text { JSONText.appendString("", to: &$0) }, #""""#)
        XCTAssertEqual(text { JSONText.appendString("a\"b\\c", to: &$0) }, #""a\"b\\c""#)
        XCTAssertEqual(text { JSONText.appendString("\n\r\t\u{0}\u{1f}\u{7f}", to: &$0) }, #""\n\r\t\u0000\u001f"# + "\u{7f}\"")
        XCTAssertEqual(text { JSONText.appendString("été 🎉 \u{2028}", to: &$0) }, "\"été 🎉 \u{2028}\"")
        // Every string reads back as itself.
        let samples = ["\"", "\\", "\u{8}\u{c}", "tab\there", "ünï\u{1}cödé\"\\", String(repeating: "\u{1b}[0m", count: 40)]
        for s in samples {
            let literal = text { JSONText.appendString(s, to: &$0) }
            let decoded = try? JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
            XCTAssertEqual(decoded, [s], literal)
        }
    }

    func testNumberArraysAreCommaSeparated() {
        XCTAssertEqual(text { JSONText.appendNumbers([], to: &$0) }, "[]")
        XCTAssertEqual(text { JSONText.appendNumbers([1, -0.0, 2.5, .nan], to: &$0) }, "[1,0,2.5,null]")
    }
}

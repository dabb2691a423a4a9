import XCTest
@testable import TesseraImport
import TesseraSimulator

/// Names in messages stay short however many control characters they hold, so a message naming several devices
/// stays one line of bounded length.
final class BoundedQuoteTests: XCTestCase {
    func testAPlainNameIsQuotedAsQuotedDoes() {
        XCTAssertEqual(boundedQuote("ELAN2514:00 04F3:2C58"), "\"ELAN2514:00 04F3:2C58\"")
        XCTAssertEqual(boundedQuote(String(repeating: "x", count: 500)), "\"" + String(repeating: "x", count: 40) + "…\" (500 characters)")
    }

    func testControlCharactersDoNotLengthenItPastTheLimit() {
        let hostile = String(repeating: "\u{10}", count: 300)
        for limit in [20, 40] {
            XCTAssertLessThanOrEqual(boundedQuote(hostile, limit: limit).count, limit + 30, "limit \(limit)")
        }
        // Quoted alone, the same name takes 260 characters.
        XCTAssertGreaterThan(quoted(hostile).count, 200)
    }
}

import XCTest
@testable import TesseraImport

/// ``RecordingText/Lines`` gives the lines `split(separator: "\n", omittingEmptySubsequences: false)` gives.
final class RecordingTextLinesTests: XCTestCase {
    func testLinesAreTheSplitAtEveryLineFeedKeepingEmptyOnes() {
        for text in ["", "\n", "a", "a\n", "a\nb", "\n\na\n\n", "E: 1.0 3 0 0\n# c\n\nN: x", "é\n🙂\n"] {
            let lines = Array(RecordingText.Lines(text)).map { String(Substring($0)) }
            XCTAssertEqual(lines, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), text.debugDescription)
        }
    }
}

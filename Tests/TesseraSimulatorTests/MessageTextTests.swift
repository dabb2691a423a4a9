import XCTest
@testable import TesseraSimulator

/// Every message is one clean line, whatever the input quoted in it.
final class MessageTextTests: XCTestCase {
    func testQuotedInputHasItsControlCharactersEscaped() {
        XCTAssertEqual(quoted("a\nb\tc\u{1B}[2J"), #""a\nb\tc\u{1B}[2J""#)
        XCTAssertEqual(quoted(String(repeating: "\n", count: 50)), "\"" + String(repeating: "\\n", count: 40) + "…\" (50 characters)")
    }

    func testBidirectionalControlsAreEscapedSoTheLineReadsAsItSays() {
        // U+202E printed raw turns the rest of the terminal line around: `unknown layout type "‮flow"` would hide the cause.
        XCTAssertEqual(quoted("\u{202E}flow\u{2066}x\u{200F}"), #""\u{202E}flow\u{2066}x\u{200F}""#)
        XCTAssertEqual(quoted("é → ✓"), "\"é → ✓\"", "other characters print as they are")
    }

    func testALongPathIsCutInTheMiddleWithItsLength() {
        let path = "/tmp/" + String(repeating: "d/", count: 1000) + "scene.json"
        let line = oneLine("\(path): $.size: expected an array")
        XCTAssertTrue(line.hasPrefix("/tmp/d/d/"), line)
        XCTAssertTrue(line.contains("d/scene.json: (2015 characters) $.size: expected an array")
                      || line.hasSuffix("d/d/scene.json: (2016 characters) $.size: expected an array"), line)
        XCTAssertLessThan(line.count, 260)
    }

    func testAShortMessageIsUnchanged() {
        XCTAssertEqual(oneLine("s.json: $.size[0]: expected a number"), "s.json: $.size[0]: expected a number")
    }

    func testASceneErrorQuotingAKeyWithANewlineStaysOneLine() throws {
        let json = "{\"size\":[320,480],\"layout\":{\"type\":\"flow\"},\"sections\":[],\"bad\\nkey\":1}"
        XCTAssertThrowsError(try Scene.parse(json.data(using: .utf8)!, file: "s.json")) { error in
            XCTAssertFalse("\(error)".contains("\n"), "\(error)")
            XCTAssertTrue("\(error)".contains(#""bad\nkey""#), "\(error)")
        }
    }
}

import XCTest
@testable import TesseraCommandLine

final class ReplayVerdictTests: XCTestCase {
    /// What the report showed before the tail was found from the end: every non-empty line, the last five.
    private func splitTail(_ text: String, _ count: Int) -> [String] {
        text.split(separator: "\n").suffix(count).map(String.init)
    }

    func testTheTailIsTheLastNonEmptyLinesInOrder() {
        let cases = [
            "", "\n", "\n\n\n", "one", "one\n", "one\ntwo", "one\ntwo\n",
            (1...12).map { "{\"line\":\($0)}\n" }.joined(),
            "a\n\nb\n\n\nc\nd\ne\nf\n\n",
            "é\n→ 手\n🤚🏽 pinch\nlast without a newline",
        ]
        for text in cases {
            for count in [0, 1, 5, 20] {
                XCTAssertEqual(ReplayVerdict.tail(of: text, lines: count), splitTail(text, count), "\(text.debugDescription), \(count)")
            }
        }
    }

    func testTheTailOfALongTranscriptIsItsLastFiveLines() {
        let text = (0..<100_000).map { "{\"recognizer\":\"pan\",\"n\":\($0)}\n" }.joined()
        XCTAssertEqual(ReplayVerdict.tail(of: text), (99_995..<100_000).map { "{\"recognizer\":\"pan\",\"n\":\($0)}" })
    }
}

/// The JUnit class of a log's test case does not depend on how its path was spelled: `./assets/logs` gave
/// `..assets.logs`, and the absolute path another class again, which broke a test's history across runners.
final class JUnitClassnameTests: XCTestCase {
    func testTheClassIsTheLogsFolderHoweverThePathIsSpelled() {
        for log in ["assets/logs/x.log", "./assets/logs/x.log", "/work/ci/assets/logs/x.log", "assets/./logs/x.log",
                    "assets/other/../logs/x.log", "/work/ci/./assets/logs/x.log"] {
            XCTAssertEqual(ReplayReport.classname(ofLogAt: log, workingDirectory: "/work/ci"), "assets.logs", log)
        }
        XCTAssertEqual(ReplayReport.classname(ofLogAt: "x.log", workingDirectory: "/work/ci"), ".")
        XCTAssertEqual(ReplayReport.classname(ofLogAt: "/work/ci/x.log", workingDirectory: "/work/ci"), ".")
        XCTAssertEqual(ReplayReport.classname(ofLogAt: "../logs/x.log", workingDirectory: "/work/ci"), "...logs")
        XCTAssertEqual(ReplayReport.classname(ofLogAt: "/srv/logs/x.log", workingDirectory: "/work/ci"), ".srv.logs",
                       "outside the working folder, the absolute path as before")
    }
}

import XCTest
import TesseraTesting

final class LineDiffTests: XCTestCase {
    func testEqualTextsHaveNoDiff() {
        XCTAssertNil(LineDiff.unified(from: "a\nb\n", to: "a\nb\n"))
    }

    func testAChangedLineShowsWithTwoLinesOfContextEitherSide() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(LineDiff.unified(from: old, to: new), """
            @@ -3,5 +3,5 @@
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
            """)
    }

    func testInsertedAndRemovedLinesAreMinimal() {
        XCTAssertEqual(LineDiff.unified(from: "a\nb\nc\nd\n", to: "a\nc\nd\nx\n", context: 0), """
            @@ -2,1 +2,0 @@
            -b
            @@ -5,0 +4,1 @@
            +x
            """)
    }

    func testChangesFarApartGetHunksOfTheirOwnAndNearOnesShareOne() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n")
        var lines = old.split(separator: "\n").map(String.init)
        lines[1] = "two"; lines[4] = "five"; lines[17] = "eighteen"
        let diff = LineDiff.unified(from: old, to: lines.joined(separator: "\n"), context: 1)
        XCTAssertEqual(diff?.split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,6 +1,6 @@", "@@ -17,3 +17,3 @@"])
    }

    func testTextsThatDifferOnlyInTheFinalNewlineSaySo() {
        XCTAssertEqual(LineDiff.unified(from: "a\nb", to: "a\nb\n"), "(the texts differ only in their final newline)")
    }
}

import Foundation
import XCTest

/// Compares transcript lines with an expected multi-line string; on mismatch prints a line diff.
///
/// Lines are compared in order (transcripts are chronological); blank lines
/// and surrounding spaces in `expected` are ignored, so it can be indented.
func assertTranscript(_ actual: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    let want = expected.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard actual != want else { return }
    XCTFail("transcript differs (- expected, + actual):\n" + lineDiff(want, actual), file: file, line: line)
}

/// A minimal longest-common-subsequence line diff.
func lineDiff(_ a: [String], _ b: [String]) -> String {
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var out: [String] = [], i = 0, j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            out.append("  " + a[i]); i += 1; j += 1
        } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
            out.append("+ " + b[j]); j += 1
        } else {
            out.append("- " + a[i]); i += 1
        }
    }
    return out.joined(separator: "\n")
}

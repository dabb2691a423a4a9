import TesseraGeometry
import TesseraLayout
import XCTest

/// Fails the test, listing every violation, when `harness.layout` breaks the layout contract.
///
/// It runs ``LayoutContract/check(_:rects:offsets:)``; the failure is reported at the caller's
/// `file` and `line` and lists the violations one per line (the first 20, then how many more).
///
/// ```swift
/// func testTheHexLayoutKeepsTheContract() {
///     assertLayoutContract(LayoutHarness(HexLayout(), sections: [0, 7, 300]))
/// }
/// ```
public func assertLayoutContract<L: Layout>(_ harness: LayoutHarness<L>, rects: [Rect] = [], offsets: [Point]? = nil,
                                            _ message: @autoclosure () -> String = "",
                                            file: StaticString = #filePath, line: UInt = #line) {
    let violations = LayoutContract.check(harness, rects: rects, offsets: offsets)
    guard !violations.isEmpty else { return }
    let shown = violations.prefix(20).map { "  - \($0)" }
    let more = violations.count > 20 ? ["  … and \(violations.count - 20) more"] : []
    let note = message()
    let head = "\(violations.first!.layout) broke the layout contract \(violations.count) time(s)" + (note.isEmpty ? ":" : " (\(note)):")
    XCTFail(([head] + shown + more).joined(separator: "\n"), file: file, line: line)
}

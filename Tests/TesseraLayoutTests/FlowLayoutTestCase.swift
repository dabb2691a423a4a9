import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// Runs every flow-layout rule in both scroll directions: each scenario is
/// written for vertical scrolling and checked again transposed.
class FlowLayoutTestCase: XCTestCase {
    /// Layouts hold their collection view weakly; the test keeps the harnesses.
    var harnesses: [AnyObject] = []

    /// Lays out `scenario` vertically and horizontally (transposed) and checks the
    /// vertical cell frames against `expected`, and the horizontal ones against
    /// the transpose of `expected`. Returns the vertical layout.
    @discardableResult
    func check(_ scenario: FlowScenario, configure: (FlowLayout) -> Void = { _ in },
               cells expected: [Rect], contentSize: Size? = nil,
               file: StaticString = #filePath, line: UInt = #line) -> FlowLayout {
        let vertical = FlowLayout()
        configure(vertical)
        harnesses.append(scenario.harness(vertical))
        XCTAssertEqual(cellFrames(vertical), expected, "vertical", file: file, line: line)
        if let contentSize { XCTAssertEqual(vertical.contentSize, contentSize, "vertical content size", file: file, line: line) }

        let horizontal = FlowLayout()
        configure(horizontal)
        horizontal.scrollDirection = .horizontal
        horizontal.itemSize = vertical.itemSize.transposed
        horizontal.headerReferenceSize = vertical.headerReferenceSize.transposed
        horizontal.footerReferenceSize = vertical.footerReferenceSize.transposed
        let i = vertical.sectionInset
        horizontal.sectionInset = EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom)
        harnesses.append(scenario.transposed.harness(horizontal))
        XCTAssertEqual(cellFrames(horizontal), expected.map(\.transposed), "horizontal", file: file, line: line)
        if let contentSize {
            XCTAssertEqual(horizontal.contentSize, contentSize.transposed, "horizontal content size", file: file, line: line)
        }
        // Supplementary views transpose too.
        let vSupp = allAttributes(vertical).filter { $0.category == .supplementary }.map(\.frame)
        let hSupp = allAttributes(horizontal).filter { $0.category == .supplementary }.map(\.frame.transposed)
        XCTAssertEqual(vSupp, hSupp, "supplementary views", file: file, line: line)
        return vertical
    }
}

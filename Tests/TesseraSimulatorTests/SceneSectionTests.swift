import TesseraGeometry
import XCTest
@testable import TesseraSimulator

/// A scene's section as a value: its overrides kept apart, and not at all when none is set.
final class SceneSectionTests: XCTestCase {
    func testASectionTakes24Bytes() {
        // A scene of a million sections held 136 MB of them, mostly empty overrides.
        XCTAssertEqual(MemoryLayout<SceneSection>.size, 24)
    }

    func testOverridesReadBackAndCopiesStayApart() {
        let inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        var a = SceneSection(items: 3)
        XCTAssertEqual(a.overrides, .none)
        a.inset = inset
        a.footerReferenceSize = Size(width: 0, height: 9)
        var b = a
        b.minimumLineSpacing = 5
        b.inset = nil
        XCTAssertEqual(a.inset, inset, "a change to a copy leaves the section as it was")
        XCTAssertNil(a.minimumLineSpacing)
        XCTAssertEqual(b.minimumLineSpacing, 5)
        XCTAssertNil(b.inset)
        XCTAssertEqual(b.footerReferenceSize, Size(width: 0, height: 9))
        XCTAssertEqual(a, SceneSection(items: 3, inset: inset, footerReferenceSize: Size(width: 0, height: 9)))
        XCTAssertNotEqual(a, b)
        b.minimumLineSpacing = nil
        b.footerReferenceSize = nil
        XCTAssertEqual(b, SceneSection(items: 3), "every override taken back is a section without any")
        XCTAssertNotEqual(b, SceneSection(items: 3, itemSizes: [Size(width: 1, height: 1)] + [Size](repeating: .zero, count: 2)))
        XCTAssertNotEqual(SceneSection(items: 3, minimumInteritemSpacing: 0), SceneSection(items: 3),
                          "an override of 0 is an override")
    }
}

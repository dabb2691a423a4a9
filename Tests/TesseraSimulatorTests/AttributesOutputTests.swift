import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

enum Mask: CustomAttributeKey {
    static let name = "maskingValue"
    static let defaultValue = 0.0
}

final class AttributesOutputTests: XCTestCase {
    func testNumbersPrintInTheirShortestExactForm() {
        XCTAssertEqual(JSONWriter.number(1), "1")
        XCTAssertEqual(JSONWriter.number(67.5), "67.5")
        XCTAssertEqual(JSONWriter.number(-0.0), "0")
        XCTAssertEqual(JSONWriter.number(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(JSONWriter.number(1e-5), "1e-05")
        XCTAssertEqual(Double(JSONWriter.number(-1 / 842.0)), -1 / 842.0)
        XCTAssertEqual(JSONWriter.number(.nan), "null")
    }

    func testAnElementPrintsInTheContractKeyOrder() {
        var a = LayoutAttributes(forCellAt: ElementPath(item: 3, section: 0), frame: Rect(x: 0, y: 60, width: 50, height: 50))
        a[Mask.self] = 0.25
        a.zIndex = -1
        XCTAssertEqual(AttributesJSON.line(a), """
            {"category":"cell","kind":null,"section":0,"item":3,"frame":[0,60,50,50],"center":[25,85],"size":[50,50],\
            "alpha":1,"zIndex":-1,"hidden":false,"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"extra":{"maskingValue":0.25}}
            """)
        let header = LayoutAttributes(forSupplementaryOfKind: .sectionHeader, at: ElementPath(item: 0, section: 1))
        XCTAssertTrue(AttributesJSON.line(header).hasPrefix(#"{"category":"supplementary","kind":"header","section":1,"item":0,"#))
    }

    func testTheDocumentIsSortedOneElementPerLine() {
        let cells = [ElementPath(item: 1, section: 0), ElementPath(item: 0, section: 1), ElementPath(item: 0, section: 0)]
            .map { LayoutAttributes(forCellAt: $0) }
        let lines = AttributesJSON.document(cells).split(separator: "\n")
        XCTAssertEqual(lines.first, "[")
        XCTAssertEqual(lines.last, "]")
        XCTAssertEqual(lines.count, 5)
        XCTAssertTrue(lines[1].contains(#""section":0,"item":0"#))
        XCTAssertTrue(lines[2].contains(#""section":0,"item":1"#))
        XCTAssertTrue(lines[3].contains(#""section":1,"item":0"#))
        XCTAssertEqual(AttributesJSON.document([]), "[]\n")
    }
}

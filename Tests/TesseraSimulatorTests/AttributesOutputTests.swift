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

/// Custom attributes of each JSON type, one with a name that needs escaping.
enum Quoted: CustomAttributeKey {
    static let name = "say \"hi\""
    static let defaultValue = false
}

enum CaptionStyle: String, CaseIterable, CustomAttributeValue {
    case plain
    case odd = "line\none\ttab \u{1}é"
}

enum Caption: CustomAttributeKey {
    static let name = "caption"
    static let defaultValue = CaptionStyle.plain
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

    func testEveryValueOfALineReadsBackAsJSON() throws {
        // A user's layout names its own kinds and keys, and its strings may hold anything.
        var a = LayoutAttributes(forSupplementaryOfKind: ElementKind("badge \"new\""), at: ElementPath(item: 2, section: 7))
        a.frame = Rect(x: 0.1 + 0.2, y: -1e-7, width: 1e15, height: 33.25)
        a.alpha = 0.5
        a.isHidden = true
        a.zIndex = Int.min
        a.transform3D = Transform3D.identity.rotated(by: .pi / 5, x: 0, y: 1, z: 0)
        a[Mask.self] = -2.5
        a[Quoted.self] = true
        a[Caption.self] = .odd
        let line = AttributesJSON.line(a)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
        XCTAssertEqual(object["kind"] as? String, "badge \"new\"")
        XCTAssertEqual(object["section"] as? Int, 7)
        XCTAssertEqual(object["zIndex"] as? Int, Int.min)
        XCTAssertEqual(object["hidden"] as? Bool, true)
        // Numbers are read back with Swift's exact reader: Foundation's on Linux rounds some of them.
        func numbers(_ key: String) throws -> [Double?] {
            let start = try XCTUnwrap(line.range(of: "\"\(key)\":["), key).upperBound
            let end = try XCTUnwrap(line[start...].firstIndex(of: "]"))
            return line[start..<end].split(separator: ",").map { Double($0) }
        }
        // The frame is kept as a centre and a size, so it reads back as the attributes give it.
        XCTAssertEqual(try numbers("frame"), [a.frame.origin.x, a.frame.origin.y, a.frame.size.width, a.frame.size.height])
        XCTAssertEqual(try numbers("center"), [a.center.x, a.center.y])
        XCTAssertEqual(try numbers("transform"), a.transform3D.rowMajor)
        let extra = try XCTUnwrap(object["extra"] as? [String: Any])
        XCTAssertEqual(extra["maskingValue"] as? Double, -2.5)
        XCTAssertEqual(extra["say \"hi\""] as? Bool, true)
        XCTAssertEqual(extra["caption"] as? String, "line\none\ttab \u{1}é")
        // The keys of `extra` are sorted by name, and the document holds the same line.
        XCTAssertTrue(line.hasSuffix(#""extra":{"caption":"line\none\ttab \u0001é","maskingValue":-2.5,"say \"hi\"":true}}"#), line)
        XCTAssertEqual(AttributesJSON.document([a]), "[\n" + line + "\n]\n")
    }
}

import Foundation
import TesseraTesting
import XCTest
@testable import TesseraSimulator

/// The JSON parser behind every scene: what RFC 8259 allows it reads as Foundation's decoder
/// does, and what it refuses it names with its place.
final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONValue.parse(Data(text.utf8), file: "s.json")
    }

    private func assertRefused(_ text: String, _ message: String, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), line: line) { error in
            XCTAssertEqual((error as? SceneError)?.description, message, line: line)
        }
    }

    func testEveryKindOfValue() throws {
        XCTAssertEqual(try parse(#" {"a": [1, -2.5, 1e3, 0, -0, 2E-2, 12345678901234567890], "b": {"c": null}, "d": [true, false, ""], "e": {}} "#),
                       .object(["a": .array([.number(1), .number(-2.5), .number(1000), .number(0), .number(-0.0), .number(0.02),
                                             .number(12345678901234567168)]),
                                "b": .object(["c": .null]), "d": .array([.bool(true), .bool(false), .string("")]), "e": .object([:])]))
        XCTAssertEqual(try parse("[[], [[]], {}]"), .array([.array([]), .array([.array([])]), .object([:])]))
        XCTAssertEqual(try parse("\t\r\n 7 \n"), .number(7), "a number alone, amid whitespace")
        XCTAssertEqual(try parse("\u{FEFF}[1]"), .array([.number(1)]), "a UTF-8 byte order mark is skipped")
    }

    func testAKeyNamedTwiceInOneObjectIsRefusedAtItsSecondPlace() throws {
        // Which value counts differs between readers (Foundation's decoder keeps the last): `"type":"flow","type":"circle"`
        // was a circle here, and two `sections` kept the second.
        assertRefused(#"{"k": 1, "k": 2}"#, "s.json: $.k: the object names this key twice; JSON keeps one value per key, so remove one")
        assertRefused(#"{"layout": {"type": "flow", "spacing": 1, "type": "circle"}}"#,
                      "s.json: $.layout.type: the object names this key twice; JSON keeps one value per key, so remove one")
        assertRefused(#"{"sections": [{"items": 1}, {"items": 2, "a": {"items": 3}, "items": 4}]}"#,
                      "s.json: $.sections[1].items: the object names this key twice; JSON keeps one value per key, so remove one")
        // The same key in different objects is no repetition.
        XCTAssertEqual(try parse(#"[{"k": 1}, {"k": 2, "o": {"k": 3}}]"#),
                       .array([.object(["k": .number(1)]), .object(["k": .number(2), "o": .object(["k": .number(3)])])]))
    }

    func testStringsAndTheirEscapes() throws {
        XCTAssertEqual(try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4E2D", "\ud83d\ude00", "é中😀"]"#),
                       .array([.string("a\"b\\c/d\u{8}\u{C}\n\r\t"), .string("é中"), .string("😀"), .string("é中😀")]))
        XCTAssertEqual(try parse(#"{"\u0061": "x"}"#), .object(["a": .string("x")]), "keys are read as strings")
    }

    func testNumbersReadAsFoundationReadsThem() throws {
        for text in ["0.1", "1.7976931348623157e308", "4.9e-324", "123456789012345678", "-0.000001", "3.141592653589793238462643",
                     "1E+2", "9007199254740993", "0.30000000000000004"] {
            XCTAssertEqual(try parse(text), .number(Double(text)!), text)
        }
    }

    func testTextThatIsNotJSONIsRefusedAtItsPlace() {
        let cases: [(String, String)] = [
            ("", "Unexpected end of file during JSON parse"),
            (#"{"size": [320, 480],"#, "Unexpected end of file during JSON parse"),
            (#"{"a": "unterminated"#, "Unexpected end of file during JSON parse"),
            ("[1, 2", "Unexpected end of file during JSON parse"),
            ("[1,]", "Unexpected character ']' at line 1, column 4"),
            ("[1 2]", "Unexpected character '2', expected ',' or ']', at line 1, column 4"),
            (#"{"a" 1}"#, "Unexpected character '1', expected ':', at line 1, column 6"),
            ("{'a': 1}", "Unexpected character ''', expected a string key, at line 1, column 2"),
            (#"{"a": 1,}"#, "Unexpected character '}', expected a string key, at line 1, column 9"),
            ("[tru]", "Unexpected character ']' at line 1, column 5"),
            ("[NaN]", "Unexpected character 'N' at line 1, column 2"),
            ("[01]", "Invalid number at line 1, column 2"),
            ("[1.]", "Invalid number at line 1, column 2"),
            ("[-]", "Invalid number at line 1, column 2"),
            ("[.5]", "Unexpected character '.' at line 1, column 2"),
            ("[+1]", "Unexpected character '+' at line 1, column 2"),
            ("[1e]", "Invalid number at line 1, column 2"),
            (#"["\x"]"#, "Invalid escape sequence at line 1, column 3"),
            (#"["\u12G4"]"#, "Invalid \\u escape sequence at line 1, column 7"),
            ("{}\n{}", "Unexpected text after the JSON value at line 2, column 1"),
            ("[1]\u{0}", "Unexpected text after the JSON value at line 1, column 4"),
            ("[\u{1}]", "Unexpected byte 0x01 at line 1, column 2"),
        ]
        for (text, reason) in cases {
            assertRefused(text, "s.json: $: not valid JSON: \(reason)")
        }
    }

    func testValuesWithNoSwiftFormAreRefusedAtTheirPath() {
        let text = JSONParser.notText, number = JSONParser.notRepresentable
        assertRefused(#"{"a": [1, {"b": 1e400}]}"#, "s.json: $.a[1].b: \(number)")
        assertRefused(#"{"a": [-1e309]}"#, "s.json: $.a[0]: \(number)")
        assertRefused(#"{"a": 1e-400}"#, "s.json: $.a: \(number)")
        assertRefused(#"{"a": ["x", "\ud800"]}"#, "s.json: $.a[1]: \(text)")
        assertRefused(#"{"a": "\udc00\ud800"}"#, "s.json: $.a: \(text)")
        assertRefused("{\"a\": \"tab\there\"}", "s.json: $.a: \(text)")
        assertRefused("{\"odd key\": {\"x\u{1}\": 1}}", "s.json: $[\"odd key\"]: \(text)")
        var bytes = Data(#"{"a": "x"#.utf8)
        bytes.append(contentsOf: [0xC3, 0x28])
        bytes.append(contentsOf: #""}"#.utf8)
        XCTAssertThrowsError(try JSONValue.parse(bytes, file: "s.json")) { error in
            XCTAssertEqual((error as? SceneError)?.description, "s.json: $.a: \(text)")
        }
        XCTAssertEqual(try parse("[0e999, 0.0e-999, 4.9e-324]"), .array([.number(0), .number(0), .number(.leastNonzeroMagnitude)]),
                       "zero written with any exponent is zero, and the least subnormal is held")
    }

    func testDepthIsBoundedByTheParserNotTheStack() throws {
        let deepest = JSONParser.maximumDepth
        XCTAssertNoThrow(try parse(String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)))
        assertRefused(String(repeating: "[", count: deepest + 1) + String(repeating: "]", count: deepest + 1),
                      "s.json: $: not valid JSON: Too many nested arrays or dictionaries at line 1, column \(deepest + 1)")
        assertRefused(String(repeating: "{\"a\":", count: 100_000),
                      "s.json: $: not valid JSON: Too many nested arrays or dictionaries at line 1, column \(5 * deepest + 1)")
    }

    func testRandomDocumentsReadAsFoundationsDecoderReadsThem() throws {
        // Documents written by Foundation's JSONSerialization, read back by it (through JSONValue's Decodable
        // conformance) and by the parser: the two must agree, value for value.
        var random = SplitMix64(seed: 2026)
        func value(_ depth: Int) -> Any {
            switch Int.random(in: 0..<(depth > 4 ? 5 : 7), using: &random) {
            case 0: return NSNull()
            case 1: return Bool.random(using: &random)
            case 2: return Int.random(in: -1_000_000...1_000_000, using: &random)
            case 3: return Double.random(in: -1e6...1e6, using: &random) * pow(10, Double(Int.random(in: -12...12, using: &random)))
            case 4:
                let scalars = (0..<Int.random(in: 0...12, using: &random)).map { _ -> Character in
                    let pool: [UInt32] = [0x22, 0x5C, 0x2F, 0x0A, 0x09, 0x41, 0x7A, 0xE9, 0x4E2D, 0x1F600, 0x20, 0x7F]
                    return Character(Unicode.Scalar(pool[Int.random(in: 0..<pool.count, using: &random)])!)
                }
                return String(scalars)
            case 5: return (0..<Int.random(in: 0...5, using: &random)).map { _ in value(depth + 1) }
            default:
                var object: [String: Any] = [:]
                for k in 0..<Int.random(in: 0...5, using: &random) { object["k\(k)\(Int.random(in: 0...9, using: &random))"] = value(depth + 1) }
                return object
            }
        }
        for round in 0..<300 {
            let document: Any = Bool.random(using: &random) ? [value(0), value(0)] : ["root": value(0)]
            let data = try JSONSerialization.data(withJSONObject: document, options: round % 2 == 0 ? [.prettyPrinted] : [])
            let foundation = try JSONDecoder().decode(JSONValue.self, from: data)
            XCTAssertEqual(try JSONValue.parse(data), foundation, String(decoding: data, as: UTF8.self))
        }
    }
}

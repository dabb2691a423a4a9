import Foundation
import TesseraGeometry
import XCTest
@testable import TesseraSimulator

/// Which keys of an object a reader has read: what ``JSONReader/finish()`` refuses and
/// ``JSONReader/hasUnreadKeys`` tells, for objects of a few keys (compared, not hashed), of up to 64 (recorded
/// by their place) and of more (recorded by name).
final class JSONReaderTests: XCTestCase {
    private func reader(keys: [String]) throws -> JSONReader {
        let text = "{" + keys.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ", ") + "}"
        return JSONReader(try JSONValue.parse(Data(text.utf8)))
    }

    private func unknownKey(_ r: JSONReader) -> String? {
        do {
            try r.finish()
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testEveryKeyIsFoundByName() throws {
        for count in [1, 3, 4, 5, 9, 64, 65, 130] {
            let keys = (0..<count).map { "key\($0)" } + ["k", "keyX"].prefix(count < 4 ? 0 : 2)
            let r = try reader(keys: keys)
            for (i, key) in keys.enumerated() {
                XCTAssertTrue(r.hasUnreadKeys, "\(count) keys, before \(key)")
                XCTAssertEqual(try r.optional(key)?.integer(in: 0...1000), i, "\(count) keys: \(key)")
            }
            XCTAssertNil(try r.optional("key"), "a prefix of a key is not the key")
            XCTAssertNil(try r.optional("key00"))
            XCTAssertFalse(r.hasUnreadKeys, "\(count) keys")
            XCTAssertNil(unknownKey(r), "\(count) keys")
            XCTAssertEqual(try r.optional(keys[0])?.integer(in: 0...1000), 0, "a key read again")
        }
    }

    func testTheFirstUnreadKeyInSortedOrderIsRefused() throws {
        for count in [3, 4, 7, 64, 100] {
            let keys = (0..<count).map { "k\(String(format: "%03d", $0))" }
            let r = try reader(keys: keys.reversed())
            // Read all but two, one of them skipped.
            let unread = [keys[count / 2], keys[count - 1]]
            for key in keys where !unread.contains(key) { _ = try r.optional(key) }
            XCTAssertTrue(r.hasUnreadKeys)
            XCTAssertEqual(unknownKey(r), "$.\(unread[0]): unknown key \"\(unread[0])\"", "\(count) keys")
            r.skip(unread[0])
            XCTAssertEqual(unknownKey(r), "$.\(unread[1]): unknown key \"\(unread[1])\"", "\(count) keys")
            r.skip(unread[1])
            r.skip("absent")
            XCTAssertFalse(r.hasUnreadKeys)
            XCTAssertNil(unknownKey(r), "\(count) keys")
        }
    }

    func testAValueThatIsNotAnObjectHasNoKeys() throws {
        let r = JSONReader(try JSONValue.parse(Data("[1, 2]".utf8)))
        XCTAssertFalse(r.hasUnreadKeys)
        XCTAssertThrowsError(try r.optional("a"))
    }

    func testASectionOfItemsAloneReadsAsOneWithEveryKey() throws {
        // The reader stops looking once every key of a section is read: a section with only `items` must still
        // refuse an unknown key, and one with more keys must still read them.
        let json = #"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 2}, {"items": 1, "inset": [1, 2, 3, 4]}]}"#
        let scene = try Scene.parse(Data(json.utf8), catalog: .standard)
        XCTAssertEqual(scene.sections.map(\.items), [2, 1])
        XCTAssertNil(scene.sections[0].inset)
        XCTAssertEqual(scene.sections[1].inset, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let bad = #"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 2, "itemz": 1}]}"#
        XCTAssertThrowsError(try Scene.parse(Data(bad.utf8), catalog: .standard)) {
            XCTAssertEqual("\($0)", "$.sections[0].itemz: unknown key \"itemz\"")
        }
    }
}

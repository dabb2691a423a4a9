import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

/// Inputs built to hurt: each is refused with a short, located error, without
/// a trap, a hang or a memory blow-up.
final class HostileInputTests: XCTestCase {
    let window = Size(width: 320, height: 480)
    let header = "tessera-log 1\nscene s.json\n"

    func logError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> EventLogError? {
        do {
            _ = try EventLogReader(file: "h.log").read(text)
            XCTFail("accepted", file: file, line: line)
            return nil
        } catch let e as EventLogError {
            return e
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    func sceneError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SceneError? {
        do {
            _ = try Scene.parse(Data(text.utf8), file: "h.json", catalog: .standard)
            XCTFail("accepted", file: file, line: line)
            return nil
        } catch let e as SceneError {
            return e
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    func testDeeplyNestedJSONIsRefusedWithoutExhaustingTheStack() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let e = sceneError(text)
        XCTAssertEqual(e?.path, "$")
        XCTAssertLessThan(e?.description.count ?? .max, 300)
        let nestedLayout = #"{"size":[320,480],"sections":[],"layout":"# + String(repeating: #"{"a":"#, count: 400)
            + "1" + String(repeating: "}", count: 401)
        XCTAssertNotNil(sceneError(nestedLayout))
    }

    func testATenMegabyteLineIsRefusedWithAShortMessage() {
        let huge = String(repeating: "x", count: 10_000_000)
        for text in [header + "0 \(huge) 1 2 3\n", header + "\(huge)\n", header + "0 down 1 5 5 \(huge)\n",
                     header + "0 key \(huge)\n", "tessera-log 1\nscene {\"a\":\"\(huge)\"\n"] {
            let e = logError(text)
            XCTAssertLessThan(e?.description.count ?? .max, 300, String(e?.description.prefix(300) ?? ""))
        }
        let scene = sceneError(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[],""# + huge + #"":1}"#)
        XCTAssertLessThan(scene?.description.count ?? .max, 300)
        let layout = sceneError(#"{"size":[320,480],"layout":{"type":""# + huge + #""},"sections":[]}"#)
        XCTAssertLessThan(layout?.description.count ?? .max, 400)
        XCTAssertThrowsError(try EvemuImporter(file: "h.evemu").records(from: "E: \(huge)", windowSize: window)) {
            XCTAssertLessThan("\($0)".count, 300)
        }
        XCTAssertThrowsError(try LibinputImporter(file: "h.yaml").records(from: "version: 1\nevents:\n- [\(huge)]", windowSize: window)) {
            XCTAssertLessThan("\($0)".count, 300)
        }
    }

    func testAMillionTouchesDownAtOnceAreRefusedAtTheFirstOneBeyondTheLimit() {
        var text = header
        for id in 0..<1_000_000 { text += "0 down \(id) 1 1\n" }
        let e = logError(text)
        let limit = EventLog.maximumSimultaneousTouches
        XCTAssertEqual(e?.line, 2 + limit + 1)
        XCTAssertEqual(e?.reason, "touch \(limit) begins while \(limit) touches are down; a log may hold at most \(limit) at once")
    }

    func testEnormousNumbersAreRefusedWithTheirPlace() {
        XCTAssertEqual(logError(header + "0 down 1 1e300 5\n")?.description,
                       "h.log:3:10: \"1e300\" is out of range; coordinates and sizes lie within ±1000000")
        XCTAssertNotNil(logError(header + "0 resize 1e7 480\n"))
        XCTAssertNotNil(logError(header + "99999999999999999999 tick\n"), "seconds beyond 10⁹")
        XCTAssertEqual(sceneError(#"{"size":[1e300,480],"layout":{"type":"flow"},"sections":[]}"#)?.description,
                       "h.json: $.size[0]: 1e+300 is out of range; numbers lie within ±1000000")
        XCTAssertNotNil(sceneError(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[1e9,1]},"sections":[]}"#))
        XCTAssertNotNil(sceneError(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":1e300}]}"#))
        XCTAssertNotNil(sceneError(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[],"contentOffset":[1e999,0]}"#))
        // Full Int32 axes import without overflowing.
        let evemu = """
            A: 35 -2147483648 2147483647 0 0 0
            A: 36 -2147483648 2147483647 0 0 0
            E: 1.000000 0003 0039 1
            E: 1.000000 0003 0035 2147483647
            E: 1.000000 0003 0036 -2147483648
            E: 1.000000 0000 0000 0
            """
        XCTAssertEqual(try EvemuImporter().records(from: evemu, windowSize: window).first.map { EventLogWriter.line($0) },
                       "0 down 1 320 0")
    }

    func testNaNAndInfiniteValuesAreRefused() {
        for value in ["nan", "NaN", "inf", "-inf", "infinity", "1e999"] {
            let e = logError(header + "0 down 1 \(value) 5\n")
            XCTAssertEqual(e?.line, 3, value)
            XCTAssertEqual(e?.column, 10, value)
        }
        XCTAssertNotNil(sceneError(#"{"size":[NaN,480],"layout":{"type":"flow"},"sections":[]}"#))
        XCTAssertNotNil(sceneError(#"{"size":[Infinity,480],"layout":{"type":"flow"},"sections":[]}"#))
    }

    func testInsertsStopAtTheItemsASceneFileMayHold() throws {
        // A log of section inserts (1000 items each) grew the data, and memory, without bound: 10⁴ of them held 10⁷ items.
        let scene = try Scene.parse(Data(#"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 5}]}"#.utf8),
                                    file: "s.json", catalog: .basic)
        let s = try Simulation(scene: scene)
        s.maximumItemCount = 20
        XCTAssertTrue(s.perform(.insertSection(1, items: 10)))
        XCTAssertFalse(s.perform(.insertSection(2, items: 6)), "past the limit: refused whole")
        XCTAssertTrue(s.perform(.insertSection(2, items: 5)), "up to it")
        XCTAssertFalse(s.perform(.insertItem(ElementPath(item: 0, section: 0))))
        XCTAssertTrue(s.perform(.deleteItem(ElementPath(item: 0, section: 0))))
        XCTAssertTrue(s.perform(.insertItem(ElementPath(item: 0, section: 0))), "room again after a delete")
        XCTAssertEqual(s.state.items.map(\.count), [5, 10, 5])
        XCTAssertEqual(try Simulation(scene: scene).maximumItemCount, Scene.maximumItemCount, "by default, a scene file's limit")
    }
}

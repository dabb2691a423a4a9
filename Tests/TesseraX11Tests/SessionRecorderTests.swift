import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraSimulator
import TesseraTesting
@testable import TesseraX11

/// The window's recorder: `--record LOG`, and the `r` key that starts and stops recordings.
final class SessionRecorderTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-recorder-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    static let sceneJSON = #"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":20}]}"#

    func simulation() throws -> Simulation {
        try Simulation(scene: Scene.parse(Data(Self.sceneJSON.utf8), catalog: .standard))
    }

    func recorder(path: String?) throws -> SessionRecorder {
        var counter = 0
        return try SessionRecorder(scene: .inline(try JSONValue.parse(Data(Self.sceneJSON.utf8))), path: path, automaticPath: {
            counter += 1
            return self.dir.appendingPathComponent("recording-\(counter).log").path
        })
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path) }

    // The README: without --record, r records to tessera-recording-PID-N.log. Every recording went to the first
    // number, so a second one replaced the first.
    func testEachRecordingStartedWithRGoesToANewFile() throws {
        let r = try recorder(path: nil)
        var said: [String] = []
        try r.toggle { said.append($0) }
        try r.record([.touch(id: 1, change: .down, location: Point(x: 10, y: 10))], at: .zero)
        try r.toggle { said.append($0) }
        try r.toggle { said.append($0) }
        XCTAssertEqual(said.map { ($0 as NSString).lastPathComponent }, ["recording-1.log", "recording-1.log", "recording-2.log"])
        XCTAssertTrue(exists("recording-1.log"))
        XCTAssertTrue(exists("recording-2.log"))
        XCTAssertEqual(r.logPath, dir.appendingPathComponent("recording-2.log").path)
    }

    func testARecordingRunningAtTheEndGetsItsFinalState() throws {
        let r = try recorder(path: dir.appendingPathComponent("session.log").path)
        try r.finish(simulation: try simulation())
        XCTAssertEqual(r.finalStatePath, dir.appendingPathComponent("session.state.json").path)
        XCTAssertTrue(exists("session.state.json"))
    }

    // A recording stopped with r has no final state; the state an earlier session left beside the same log stayed,
    // and the program still said the final state was there: the replay's check against it then failed.
    func testAStoppedRecordingHasNoFinalStateAndNoEarlierSessionsStateStaysBesideIt() throws {
        let log = dir.appendingPathComponent("session.log").path
        try Data("{\"selected\":[[0,0]]}\n".utf8).write(to: dir.appendingPathComponent("session.state.json"))
        let r = try recorder(path: log)
        XCTAssertFalse(exists("session.state.json"), "removed as the new recording begins")
        try r.toggle { _ in }
        try r.finish(simulation: try simulation())
        XCTAssertNil(r.finalStatePath)
        XCTAssertFalse(exists("session.state.json"))
        XCTAssertEqual(r.logPath, log)
    }
}

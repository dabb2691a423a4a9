import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraDemo
@testable import TesseraX11

/// Real touchscreen fingers in the window, on a real Xorg: each gesture is driven through the
/// inputtest touchscreen, does what it does with the mouse, is recorded once per finger (the
/// pointer events a touch emulates are dropped), and replays headlessly to the live state.
final class LiveTouchscreenTests: LiveTouchTestCase {
    /// Where item `item` of section 0 of `scene` is when the scene opens, in window points.
    func cell(_ item: Int, in scene: String = "flow-alternates") throws -> Rect {
        let path = Self.root.appendingPathComponent("assets/scenes/\(scene).json").path
        let simulation = try Simulation(scene: try Scene.load(path: path, catalog: .standard))
        let a = simulation.collectionView.presentedAttributes.first { $0.category == .cell && $0.indexPath == ElementPath(item: item, section: 0) }
        return try XCTUnwrap(a).frame
    }

    /// The touch ids of the log's `down` lines, in order.
    func landings(_ session: Session) throws -> [String] {
        try lines("down", in: session).map { String($0.split(separator: " ")[0]) }
    }

    func testATapOnTheTouchscreenSelectsTheItemAndIsSeenOnce() throws {
        let session = try open(recording: "tap")
        try tap(at: try cell(5).center)
        usleep(400_000)  // past the double-tap window
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""selected":[[0,5]]"#), live)
        // One finger is one touch, with the first id above the mouse's: the emulated pointer events were dropped.
        XCTAssertEqual(try landings(session), ["3"])
        let transcript = try assertReplayEqualsLiveState(session, live: live)
        XCTAssertTrue(transcript.contains(#""recognizer":"tap","state":"recognized""#), transcript)
    }

    func testADoubleTapOnTheTouchscreenSwitchesTheLayout() throws {
        let session = try open(recording: "double-tap")
        let p = try cell(2).center
        try tap(at: p, id: 7)
        usleep(120_000)
        try tap(at: p, id: 8)
        usleep(1_000_000)  // the animated switch
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""itemSize":[90,90]"#), "the second layout is on: \(live)")
        XCTAssertEqual(try landings(session), ["3", "3"], "each touch id is given back when its finger lifts")
        let transcript = try assertReplayEqualsLiveState(session, live: live)
        XCTAssertTrue(transcript.contains(#""recognizer":"doubleTap","state":"recognized""#), transcript)
    }

    func testATwoFingerPinchOnTheTouchscreenScalesTheItems() throws {
        let session = try open(recording: "pinch")
        // A span of 200 spread to 300: scale 1.5, so the 60-point items become 90.
        try stroke(ids: [1, 2], from: [Point(x: 60, y: 300), Point(x: 260, y: 300)],
                   to: [Point(x: 10, y: 300), Point(x: 310, y: 300)])
        usleep(300_000)
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""itemSize":[90,90]"#), live)
        XCTAssertEqual(try landings(session), ["3", "4"])
        let transcript = try assertReplayEqualsLiveState(session, live: live)
        XCTAssertTrue(transcript.contains(#""recognizer":"pinch","state":"ended""#) && transcript.contains(#""scale":1.5,"#), transcript)
    }

    func testADragAfterALongPressOnTheTouchscreenReordersTheItems() throws {
        let session = try open(recording: "reorder")
        let from = try cell(0).center, to = try cell(3).center
        try stroke(ids: [4], from: [from], to: [to], steps: 15, holdFirst: 0.8)
        usleep(800_000)  // the drop animation
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""items":[[1,2,3,0,4,"#), "item 0 moved to the end of the first row: \(live)")
        XCTAssertEqual(try landings(session), ["3"])
        let transcript = try assertReplayEqualsLiveState(session, live: live)
        XCTAssertTrue(transcript.contains(#""recognizer":"longPress","state":"began""#), transcript)
    }

    func testATouchscreenEnabledWhileTheWindowIsOpenWorks() throws {
        guard Self.which("xinput") != nil else { throw unavailable("xinput is not installed: apt-get install -y xinput") }
        let name = XorgTestServer.Device.touchscreen.name
        // Unplugged (disabled) before the window opens: the window cannot select its touches yet.
        XCTAssertEqual(try Self.run("xinput", ["disable", name], display: display).status, 0)
        devices[.touchpad] = try device(.touchpad)
        devices[.keyboard] = try device(.keyboard)
        let log = work.appendingPathComponent("hotplug.log").path
        let scenePath = Self.root.appendingPathComponent("assets/scenes/flow-alternates.json").path
        let errors = Pipe()
        let app = try launch(["run", "--scene", scenePath, "--record", log], stderr: errors)
        let session = Session(app: app, log: log, errors: errors)
        // The pointer is in the window already, so no pointer entry makes the window read the devices again.
        try movePointer(to: try cell(6).center)
        usleep(100_000)
        // Plugged in: the server reports a hierarchy change, and the device accepts a client again.
        XCTAssertEqual(try Self.run("xinput", ["enable", name], display: display).status, 0)
        usleep(200_000)
        try tap(at: try cell(6).center)
        usleep(400_000)
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""selected":[[0,6]]"#), live)
        XCTAssertEqual(try landings(session), ["3"])
        try assertReplayEqualsLiveState(session, live: live)
    }

    // docs/input.md: the touches of a touchscreen that goes away mid-touch are cancelled. The server ends them with
    // plain touch ends before it says the device went, so a finger resting on a cell as the screen was unplugged
    // lifted, and tapped: the cell was selected.
    func testATouchscreenDisabledUnderARestingFingerCancelsItsTouch() throws {
        guard Self.which("xinput") != nil else { throw unavailable("xinput is not installed: apt-get install -y xinput") }
        let session = try open(recording: "unplugged")
        let screen = try touchscreen
        try screen.touch(.begin, id: 1, at: try cell(6).center)
        try screen.sync()
        usleep(100_000)
        XCTAssertEqual(try Self.run("xinput", ["disable", XorgTestServer.Device.touchscreen.name], display: display).status, 0)
        usleep(400_000)
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""selected":[]"#), live)
        let log = try String(contentsOfFile: session.log, encoding: .utf8)
        XCTAssertTrue(log.contains(" cancel 3 "), log)
        XCTAssertFalse(log.contains(" up 3 "), log)
        try assertReplayEqualsLiveState(session, live: live)
    }

    func testATouchAnotherClientRejectsReachesTheWindowWhenOwnershipPassesToIt() throws {
        let session = try open(recording: "rejected")
        let grabber = try XTouchGrabber(displayName: display, decision: .reject)
        let screen = try touchscreen
        // A tap the grabber rejects once it moves: the window owns it from then on, and it selects.
        let a = try cell(6).center, b = try cell(9).center
        try stroke(ids: [1], from: [a], to: [a + Point(x: 1, y: 0)], steps: 1)
        usleep(400_000)
        // A finger the grabber rejects only after it lifted, while another is down: its lift is
        // where it was, though the server's late end event reports the other finger's position.
        try screen.touch(.begin, id: 2, at: a)
        try screen.touch(.update, id: 2, at: a + Point(x: 0, y: 1))
        try screen.sync()
        usleep(30_000)
        try screen.touch(.begin, id: 3, at: b)
        try screen.sync()
        usleep(30_000)
        try screen.touch(.end, id: 3, at: b)
        try screen.sync()
        usleep(30_000)
        try screen.touch(.end, id: 2, at: a + Point(x: 0, y: 1))
        try screen.sync()
        usleep(300_000)
        grabber.stop()
        XCTAssertEqual(grabber.decisions, 3)
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""selected":[[0,6]]"#), live)
        func at(_ p: Point) -> String { "\(Int(p.x)) \(Int(p.y))" }
        XCTAssertEqual(try lines("down", in: session), ["3 \(at(a))", "3 \(at(a))", "4 \(at(b))"])
        XCTAssertEqual(try lines("up", in: session), ["3 \(at(a + Point(x: 1, y: 0)))", "4 \(at(b))", "3 \(at(a + Point(x: 0, y: 1)))"])
        try assertReplayEqualsLiveState(session, live: live)
    }

    func testATouchAnotherClientAcceptsNeverReachesTheWindow() throws {
        let session = try open(recording: "accepted")
        let grabber = try XTouchGrabber(displayName: display, decision: .accept)
        try stroke(ids: [1], from: [try cell(5).center], to: [try cell(5).center + Point(x: 0, y: 40)], steps: 4)
        usleep(300_000)
        grabber.stop()
        XCTAssertEqual(grabber.decisions, 1)
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""selected":[]"#), live)
        XCTAssertEqual(try lines("down", in: session), [], "the simulation never saw it")
        try assertReplayEqualsLiveState(session, live: live)
    }

    func testWithoutXInput2TheTouchscreenDrivesTheMouseSimulationAndOneLineSaysSo() throws {
        let session = try open(recording: "fallback", shellPrefix: "export TESSERA_XINPUT2=0")
        try tap(at: try cell(5).center)
        usleep(400_000)
        let live = try quit(session)
        XCTAssertTrue(live.contains(#""selected":[[0,5]]"#), live)
        // The server emulates the pointer for the touch; the mouse simulation makes it touch 1.
        XCTAssertEqual(try landings(session), ["1"])
        let message = String(decoding: session.errors.fileHandleForReading.availableData, as: UTF8.self)
        XCTAssertEqual(message, "tessera: XInput 2 is off (TESSERA_XINPUT2=0); the mouse simulates touches\n")
        try assertReplayEqualsLiveState(session, live: live)
    }
}

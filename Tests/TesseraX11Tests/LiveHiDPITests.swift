import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
@testable import TesseraSimulator
import TesseraDemo

/// `tessera run --scale 2` in a real X server (Xvfb), as a person on a 192 dpi screen sees it: the window is
/// twice the scene in pixels, every cell is drawn at twice its frame, and a click lands on the cell under it,
/// recorded in points so the log replays as any other.
final class LiveHiDPITests: LiveWindowTestCase {
    /// A scene whose window at twice its size fits the 800 × 600 test screen.
    static let scene = #"{"size":[360,280],"layout":{"type":"flow","itemSize":[60,60],"minimumLineSpacing":10,"# +
        #""minimumInteritemSpacing":10,"sectionInset":[10,10,10,10]},"sections":[{"items":20}]}"#

    func cells() throws -> [LayoutAttributes] {
        let scene = try Scene.parse(Data(Self.scene.utf8), catalog: .standard)
        return try Simulation(scene: scene).collectionView.presentedAttributes.filter { $0.category == .cell }
    }

    func testAtScale2CellsAreDrawnAtTwiceTheirFramesAndAClickAtTwiceACellsCentreSelectsIt() throws {
        let scenePath = work.appendingPathComponent("hidpi.json")
        try Data(Self.scene.utf8).write(to: scenePath)
        let log = work.appendingPathComponent("hidpi.log").path
        let app = try launch(["run", "--scene", scenePath.path, "--scale", "2", "--record", log])
        defer { if app.isRunning { app.terminate() } }

        let shot = try screenshot()
        var checked = 0
        for a in try cells() where a.frame.maxY < 200 {
            let colour = Palette.color(for: a.indexPath.item)
            let f = a.frame
            // Inside each corner of the cell at twice its frame, away from its centred label.
            for (x, y) in [(2 * f.minX + 3, 2 * f.minY + 3), (2 * f.maxX - 4, 2 * f.minY + 3),
                           (2 * f.minX + 3, 2 * f.maxY - 4), (2 * f.maxX - 4, 2 * f.maxY - 4)] {
                XCTAssertEqual(shot[Int(x), Int(y)], colour, "cell \(a.indexPath) at (\(x), \(y))")
            }
            // And just outside it: the gap between cells, in the background colour.
            XCTAssertEqual(shot[Int(2 * f.maxX + 4), Int(2 * f.midY)], Color(hex: 0xF2F2F7), "right of cell \(a.indexPath)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 10)

        // Click at twice item 7's centre: the simulation is told of its centre in points, and selects it.
        let target = try XCTUnwrap(try cells().first { $0.indexPath.item == 7 })
        try xdotool("mousemove \(Int(2 * target.center.x)) \(Int(2 * target.center.y)) click 1")
        usleep(700_000)  // past the double-tap window
        try xdotool("key q")
        waitForExit(app)
        XCTAssertFalse(app.isRunning, "q quits")

        let text = try String(contentsOfFile: log, encoding: .utf8)
        let down = try XCTUnwrap(text.split(separator: "\n").first { $0.contains(" down 1 ") })
        XCTAssertTrue(down.hasSuffix(" down 1 \(Int(target.center.x)) \(Int(target.center.y))"), String(down))
        let state = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: log.replacingOccurrences(of: ".log", with: ".state.json"))))
        let selected = try XCTUnwrap((state as? [String: Any])?["selected"] as? [[Int]])
        XCTAssertEqual(selected, [[0, 7]])
    }

    func testWithoutScaleTheWindowFollowsTheXftDpiResource() throws {
        guard Self.which("xrdb") != nil else { throw XCTSkip("xrdb is not installed: apt-get install -y x11-xserver-utils") }
        // As a desktop on a 144 dpi screen sets it: 1.5 pixels a point.
        let resources = work.appendingPathComponent("Xresources")
        try Data("Xft.dpi:\t144\n".utf8).write(to: resources)
        XCTAssertEqual(try Self.run("xrdb", ["-nocpp", "-merge", resources.path], display: display).status, 0)
        let scenePath = work.appendingPathComponent("hidpi.json")
        try Data(Self.scene.utf8).write(to: scenePath)
        let app = try launch(["run", "--scene", scenePath.path])
        defer { if app.isRunning { app.terminate() } }
        let id = try XCTUnwrap(try Self.run("xdotool", ["search", "--name", "Tessera"], display: display).output
            .split(separator: "\n").first)
        let geometry = try Self.run("xdotool", ["getwindowgeometry", String(id)], display: display).output
        XCTAssertTrue(geometry.contains("Geometry: 540x420"), geometry)
        try xdotool("mousemove 100 100 key q")
        waitForExit(app)
    }

    /// Runs `scene` at `--scale 2` and quits: the window's geometry as xdotool gives it, and what was said on standard error.
    func openAtScale2(_ scene: String) throws -> (geometry: String, said: String) {
        let scenePath = work.appendingPathComponent("scale2.json")
        try Data(scene.utf8).write(to: scenePath)
        let errors = Pipe()
        let app = try launch(["run", "--scene", scenePath.path, "--scale", "2"], stderr: errors)
        defer { if app.isRunning { app.terminate() } }
        let id = try XCTUnwrap(try Self.run("xdotool", ["search", "--name", "Tessera"], display: display).output
            .split(separator: "\n").first)
        let geometry = try Self.run("xdotool", ["getwindowgeometry", String(id)], display: display).output
        try xdotool("mousemove 100 100 key q")
        waitForExit(app)
        return (geometry, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    func testAWindowTooLargeForTheScreenIsDrawnAtTheLargestScaleThatFitsAndSaysSo() throws {
        // At --scale 2 this scene would be 720 × 640 pixels, taller than the 800 × 600 test screen (Xvfb runs no
        // window manager, so the window may have all of it); 600 / 320 = 1.875 fits, rounded down to 1.85.
        let (geometry, said) = try openAtScale2(#"{"size":[360,320],"layout":{"type":"flow","itemSize":[60,60]},"sections":[{"items":20}]}"#)
        XCTAssertTrue(geometry.contains("Geometry: 666x592"), geometry)
        XCTAssertTrue(said.contains("at --scale 2 the window would be 720 × 640 pixels, more than the 800 × 600 the screen has for it; "
                                    + "drawing at 1.85 pixels a point instead"), said)
    }

    func testUnderAWindowManagerTheWindowFitsItsWorkAreaLessRoomForTheTitleBar() throws {
        // As a window manager with a 24-pixel panel at the top and 16 at the bottom sets it: 800 × 560 free, less
        // the frame's allowance, 784 × 512. At --scale 2 the scene would be 720 × 560; 512 / 280 = 1.83 gives 1.8.
        XCTAssertEqual(try Self.run("xprop", ["-root", "-f", "_NET_WORKAREA", "32c", "-set", "_NET_WORKAREA", "0,24,800,560"],
                                    display: display).status, 0)
        defer { _ = try? Self.run("xprop", ["-root", "-remove", "_NET_WORKAREA"], display: display) }
        let (geometry, said) = try openAtScale2(Self.scene)
        XCTAssertTrue(geometry.contains("Geometry: 648x504"), geometry)
        XCTAssertTrue(said.contains("more than the 784 × 512 the screen has for it; drawing at 1.8 pixels a point instead"), said)
    }
}

import Foundation
import XCTest
import CX11
import TesseraGeometry
import TesseraRender
@testable import TesseraX11

/// The window behaves like an X11 application (its properties, any keyboard layout) and every change of
/// state reaches the screen without further input, checked in a real X server (Xvfb) as a user would.
final class LiveWindowConventionsTests: LiveWindowTestCase {
    /// The id of the window `app` owns, found as a window manager or script finds it: by its process id.
    func window(of app: Process) throws -> String {
        for _ in 0..<50 {
            let found = try Self.run("xdotool", ["search", "--pid", "\(app.processIdentifier)"], display: display).output
            if let id = found.split(separator: "\n").first { return String(id) }
            usleep(100_000)
        }
        XCTFail("xdotool search --pid \(app.processIdentifier) finds no window")
        return ""
    }

    func property(_ name: String, of window: String) throws -> String {
        try Self.run("xprop", ["-id", window, name], display: display).output
    }

    /// Waits up to two seconds for `condition`, which screenshots or properties are read in.
    func eventually(_ condition: () throws -> Bool) rethrows -> Bool {
        for _ in 0..<20 {
            if try condition() { return true }
            usleep(100_000)
        }
        return false
    }

    /// The window's own pixel at (`x`, `y`), as the server shows it (not the back buffer).
    private func shown(_ window: X11Window, _ x: Int32, _ y: Int32) -> UInt {
        guard let image = XGetImage(window.connection.display, window.window, x, y, 1, 1, UInt(bitPattern: -1), ZPixmap) else { return 0 }
        defer { cx11_destroy_image(image) }
        return UInt(cx11_get_pixel(image, 0, 0)) & 0xFFFFFF
    }

    /// Growing the window keeps what it showed, and the part uncovered is the frame's background until the next
    /// frame: the server's default painted the whole window white, a flash at every resize of a slow frame.
    func testGrowingTheWindowKeepsItsPictureAndUncoversTheBackgroundNotWhite() throws {
        let connection = try X11Display(name: display)
        let window = try X11Window(connection: connection, title: "resize", size: Size(width: 200, height: 150))
        XSync(connection.display, 0)
        var list = DisplayList(size: Size(width: 200, height: 150))
        list.background = Color(hex: 0x808080)
        var painter = XlibPainter(window: window, composited: true)
        var drawn = false
        for _ in 0..<20 where !drawn {
            painter.paint(list)
            XSync(connection.display, 0)
            drawn = shown(window, 100, 75) == 0x808080
            if !drawn { usleep(50_000) }
        }
        XCTAssertTrue(drawn, "the frame reaches the window")
        XResizeWindow(connection.display, window.window, 320, 240)
        XSync(connection.display, 0)
        XCTAssertEqual(shown(window, 100, 75), 0x808080, "what the window showed stays")
        XCTAssertEqual(shown(window, 300, 220), 0x808080, "the part uncovered is the frame's background")
    }

    func testTheWindowSetsTheWindowManagersPropertiesAndItsTitleFollowsTheLayout() throws {
        guard Self.which("xprop") != nil else { throw XCTSkip("xprop is not installed: apt-get install -y x11-utils") }
        let app = try launch(["run", "--layout", "circle"])
        defer { if app.isRunning { app.terminate() } }
        let id = try window(of: app)
        XCTAssertEqual(try property("_NET_WM_NAME", of: id), "_NET_WM_NAME(UTF8_STRING) = \"Tessera — circle\"\n")
        XCTAssertEqual(try property("WM_CLASS", of: id), "WM_CLASS(STRING) = \"tessera\", \"Tessera\"\n")
        XCTAssertEqual(try property("_NET_WM_PID", of: id), "_NET_WM_PID(CARDINAL) = \(app.processIdentifier)\n")
        XCTAssertEqual(try property("WM_CLIENT_MACHINE", of: id), "WM_CLIENT_MACHINE(STRING) = \"\(ProcessInfo.processInfo.hostName)\"\n")
        XCTAssertTrue(try property("WM_NORMAL_HINTS", of: id).contains("program specified minimum size: 240 by 180"))
        XCTAssertTrue(try property("WM_HINTS", of: id).contains("Client accepts input or input focus: True"))
        let icon = try property("_NET_WM_ICON", of: id)
        for size in WindowIcon.sizes { XCTAssertTrue(icon.contains("Icon (\(size) x \(size))"), icon) }

        try xdotool("mousemove 200 200 key 2")
        let followed = try eventually { try property("_NET_WM_NAME", of: id).contains("\"Tessera — circleflow\"") }
        let title = try property("_NET_WM_NAME", of: id)
        XCTAssertTrue(followed, "the title follows the layout: \(title)")
        try xdotool("key q")
        waitForExit(app)
    }

    func testTheDigitKeysSwitchLayoutsOnAFrenchAZERTYKeyboardWhereTheDigitsAreShifted() throws {
        guard Self.which("setxkbmap") != nil else { throw XCTSkip("setxkbmap is not installed: apt-get install -y x11-xkb-utils xkb-data") }
        let log = work.appendingPathComponent("azerty.log").path
        let app = try launch(["run", "--layout", "circle", "--record", log])
        defer { if app.isRunning { app.terminate() } }
        // While the window is open, as a user switches layouts (and because Xvfb resets its key map
        // when its last client leaves, so it could not be set before).
        XCTAssertEqual(try Self.run("setxkbmap", ["fr"], display: display).status, 0, "setxkbmap fr")
        XCTAssertTrue(try Self.run("xmodmap", ["-pk"], display: display).output.contains("(ampersand)"), "the French map is in place")
        // The digit row unshifted, as a French user presses it: & é " are the keys of 1, 2 and 3.
        try xdotool("mousemove 200 200 key eacute")
        usleep(400_000)
        try xdotool("key ampersand")
        usleep(400_000)
        try xdotool("key quotedbl")
        usleep(300_000)
        // The key labelled A (where Q is on a US keyboard) is `a`; the one labelled Q quits.
        try xdotool("key q")
        waitForExit(app)
        XCTAssertFalse(app.isRunning, "q quits on AZERTY too")
        let keys = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            return fields.count == 3 && fields[1] == "key" ? String(fields[2]) : nil
        }
        XCTAssertEqual(keys, ["2", "1", "3", "q"])
    }

    func testAClickDrawsItsSelectionWhenTheDoubleTapWindowClosesWithNoFurtherInput() throws {
        // A scene with alternate layouts, so a double tap switches layouts and a single tap waits for it to fail.
        let app = try launch(["run", "--scene", Self.root.appendingPathComponent("assets/scenes/flow-alternates.json").path])
        defer { if app.isRunning { app.terminate() } }
        try xdotool("mousemove 40 70 click 1")
        // Item 0 is at (10, 38, 60, 60). The single tap is recognized only when the double-tap window closes,
        // 0.3 s after the click, by a timer; no input follows. The selected cell's dark border must show, not the
        // highlight the touch left (the frame drawn at the release).
        let selected = try eventually {
            let shot = try screenshot()
            return (10...13).contains { (x: Int) in let c = shot[x, 68]; return c.r < 80 && c.g < 80 && c.b < 80 }
        }
        XCTAssertTrue(selected, "the selection is drawn without further input")
        try xdotool("key q")
        waitForExit(app)
    }

    /// How much of the window's top `height` rows is its most common colour: 1 for a blank window.
    func blankness(_ shot: Bitmap, width: Int = 320, height: Int = 400) -> Double {
        var counts: [Color: Int] = [:]
        for y in 0..<height { for x in 0..<width { counts[shot[x, y], default: 0] += 1 } }
        return Double(counts.values.max() ?? 0) / Double(width * height)
    }

    func testPinchingSmallerWithTheWheelAfterScrollingToTheEndStillShowsCells() throws {
        let app = try launch(["run", "--scene", Self.root.appendingPathComponent("assets/scenes/flow-alternates.json").path])
        defer { if app.isRunning { app.terminate() } }
        // Scroll to the end of the content, then pinch the items smaller in wheel steps (Ctrl+wheel down).
        try xdotool("mousemove 160 240 click --repeat 30 --delay 20 5")
        usleep(300_000)
        try xdotool("keydown ctrl click --repeat 12 --delay 40 5 keyup ctrl")
        usleep(800_000)
        let shot = try screenshot()
        XCTAssertLessThan(blankness(shot), 0.8, "the content shrank under the offset, and the offset follows it: cells stay on screen")
        try xdotool("key q")
        waitForExit(app)
    }
}

import XCTest
import CX11
import TesseraGeometry
import TesseraSimulator
@testable import TesseraX11

/// On a HiDPI screen the window is in pixels and the simulation in points: the `Xft.dpi` resource gives
/// the scale, and every input coordinate X reports is divided by it before the simulation sees it.
final class HiDPIScaleTests: XCTestCase {
    func testXftDpiGivesTheScaleAsDpiOver96() {
        XCTAssertEqual(X11Display.scale(fromResources: "Xft.dpi:\t192\n"), 2)
        XCTAssertEqual(X11Display.scale(fromResources: "*customization:\t-color\nXft.antialias:\t1\nXft.dpi:\t144\nXft.hinting:\t1\n"), 1.5)
        XCTAssertEqual(X11Display.scale(fromResources: "Xft.dpi: 96"), 1)
        XCTAssertEqual(X11Display.scale(fromResources: "  Xft.dpi :  120  \n"), 1.25, "spaces around the name and the value")
        XCTAssertEqual(X11Display.scale(fromResources: "Xft.dpi:\t96\nXft.dpi:\t192\n"), 2, "the last line wins, as in Xlib")
    }

    func testAnXftDpiThatIsMissingOrNotAPositiveNumberGivesNoScale() {
        XCTAssertNil(X11Display.scale(fromResources: ""))
        XCTAssertNil(X11Display.scale(fromResources: "Xft.antialias:\t1\nXft.dpix:\t192\n"))
        XCTAssertNil(X11Display.scale(fromResources: "!Xft.dpi:\t192\n"), "a comment")
        XCTAssertNil(X11Display.scale(fromResources: "Xft.dpi:\tlarge\n"))
        XCTAssertNil(X11Display.scale(fromResources: "Xft.dpi:\t0\n"))
        XCTAssertNil(X11Display.scale(fromResources: "Xft.dpi:\t-96\n"))
        XCTAssertNil(X11Display.scale(fromResources: "Xft.dpi:\tinf\n"))
    }

    func testAWindowThatWouldNotFitTheScreenGetsTheLargestTwentiethThatDoes() {
        let room = Size(width: 1904, height: 1032)
        XCTAssertEqual(X11Host.fittedScale(2, content: Size(width: 800, height: 500), area: room), 2, "1600 × 1000 fits")
        XCTAssertEqual(X11Host.fittedScale(1, content: room, area: room), 1, "exactly the room fits")
        XCTAssertEqual(X11Host.fittedScale(1, content: Size(width: 1905, height: 10), area: room), 0.95, "1904 / 1905")
        XCTAssertEqual(X11Host.fittedScale(2, content: Size(width: 640, height: 800), area: room), 1.25, "1032 / 800 = 1.29")
        XCTAssertEqual(X11Host.fittedScale(1, content: Size(width: 3000, height: 1000), area: room), 0.6, "1904 / 3000 = 0.63")
        XCTAssertEqual(X11Host.fittedScale(1, content: Size(width: 1e6, height: 10), area: room), 1904 / 1e6,
                       "below a twentieth, the exact fit")
    }

    // A window made at 1.1 × 480 = 528 pixels came back as 479.99999999999994 points when the window manager moved
    // it: the recording and the state got that size, and a layout that fits exactly could wrap differently.
    func testAWindowAtAScaleLikeOnePointOneKeepsItsSizeInPointsWhenItComesBack() {
        XCTAssertEqual(XEventTranslator.simulationSize(width: 528, height: 704, scale: 1.1), Size(width: 480, height: 640))
        XCTAssertEqual(XEventTranslator.simulationSize(width: 357, height: 552, scale: 1.15), Size(width: 310, height: 480))
        XCTAssertEqual(XEventTranslator.simulationSize(width: 353, height: 704, scale: 1.1, current: Size(width: 320.5, height: 640)),
                       Size(width: 320.5, height: 640), "the size it has, which the window was made from")
        XCTAssertEqual(XEventTranslator.simulationSize(width: 500, height: 704, scale: 1.1).width, 500 / 1.1,
                       "a width no whole number of points is drawn at stays as it divides")
        var t = XEventTranslator(windowSize: Size(width: 480, height: 640), scale: 1.1)
        var event = XEvent()
        event.xconfigure.type = ConfigureNotify
        event.xconfigure.width = 528
        event.xconfigure.height = 704
        XCTAssertEqual(t.translate(&event), [], "moved, not resized")
    }

    func translator(scale: Double) -> XEventTranslator {
        var t = XEventTranslator(windowSize: Size(width: 320, height: 480), scale: scale)
        t.devices = [6: XInputTranslationTests.touchscreen, 7: XInputTranslationTests.touchpad]
        return t
    }

    func testCoreMouseEventsAndResizesArriveInPoints() {
        var t = translator(scale: 2)
        var event = XEvent()
        event.xbutton.type = ButtonPress
        event.xbutton.button = 1
        event.xbutton.x = 300
        event.xbutton.y = 101
        XCTAssertEqual(t.translate(&event), [.touch(id: 1, change: .down, location: Point(x: 150, y: 50.5))])
        event = XEvent()
        event.xmotion.type = MotionNotify
        event.xmotion.state = UInt32(Button1Mask)
        event.xmotion.x = 320
        event.xmotion.y = 140
        XCTAssertEqual(t.translate(&event), [.touch(id: 1, change: .move, location: Point(x: 160, y: 70))])
        XCTAssertEqual(t.fingers, [Point(x: 160, y: 70)])
        event = XEvent()
        event.xbutton.type = ButtonPress
        event.xbutton.button = 5
        event.xbutton.x = 40
        event.xbutton.y = 60
        XCTAssertEqual(t.translate(&event), [.wheel(delta: Point(x: 0, y: 1), location: Point(x: 20, y: 30), modifiers: [])])
        event = XEvent()
        event.xconfigure.type = ConfigureNotify
        event.xconfigure.width = 1000
        event.xconfigure.height = 701
        XCTAssertEqual(t.translate(&event), [.resize(Size(width: 500, height: 350.5))])
        XCTAssertEqual(XEventTranslator.simulationSize(width: 900, height: 600, scale: 1.5), Size(width: 600, height: 400))
    }

    func testXInput2PointerTouchAndTouchpadEventsArriveInPoints() {
        var t = translator(scale: 2)
        var pointer = CXIDeviceEvent()
        pointer.evtype = XI_ButtonPress
        pointer.detail = 1
        pointer.event_x = 200.5
        pointer.event_y = 400
        XCTAssertEqual(t.pointerEvent(pointer), [.touch(id: 1, change: .down, location: Point(x: 100.25, y: 200))])

        var touch = CXIDeviceEvent()
        touch.evtype = XI_TouchBegin
        touch.sourceid = 6
        touch.detail = 9
        touch.event_x = 60
        touch.event_y = 80
        XCTAssertEqual(t.touchEvent(touch), [])
        XCTAssertEqual(t.touchOwnership(device: 6, touch: 9), [.touch(id: 3, change: .down, location: Point(x: 30, y: 40))])

        // A touchpad pinch: its centre and its deltas are pixels too. Its fingers start 100 points either side.
        var pinch = CXIGesturePinchEvent()
        pinch.evtype = XI_GesturePinchBegin
        pinch.sourceid = 7
        pinch.event_x = 320
        pinch.event_y = 480
        pinch.scale = 1
        XCTAssertEqual(t.pinchEvent(pinch), [.touch(id: 4, change: .down, location: Point(x: 60, y: 240)),
                                              .touch(id: 5, change: .down, location: Point(x: 260, y: 240))])
        pinch.evtype = XI_GesturePinchUpdate
        pinch.delta_x = 20
        pinch.delta_y = -10
        XCTAssertEqual(t.pinchEvent(pinch), [.touch(id: 4, change: .move, location: Point(x: 70, y: 235)),
                                              .touch(id: 5, change: .move, location: Point(x: 270, y: 235))])
    }

    func testAtScaleOneNothingChanges() {
        var t = translator(scale: 1)
        var event = XEvent()
        event.xbutton.type = ButtonPress
        event.xbutton.button = 1
        event.xbutton.x = 300
        event.xbutton.y = 101
        XCTAssertEqual(t.translate(&event), [.touch(id: 1, change: .down, location: Point(x: 300, y: 101))])
    }
}

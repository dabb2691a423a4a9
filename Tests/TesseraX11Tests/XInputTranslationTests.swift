import XCTest
import TesseraGeometry
@testable import TesseraSimulator
import TesseraDemo
@testable import TesseraX11

/// What the translator makes of XInput 2 events, one input family at a time, without an X server:
/// the sequences are the ones Xorg 21 sends (seen on the inputtest rig).
final class XInputTranslationTests: XCTestCase {
    static let touchscreen = XInputDevice(id: 6, name: "touchscreen", enabled: true, touchMode: .direct, hasGestures: false,
                                          scrollAxes: [])
    static let touchpad = XInputDevice(id: 7, name: "touchpad", enabled: true, touchMode: nil, hasGestures: true,
                                       scrollAxes: [.init(number: 2, vertical: false, increment: 120, value: 0),
                                                    .init(number: 3, vertical: true, increment: 120, value: 0)])

    func translator() -> XEventTranslator {
        var t = XEventTranslator(windowSize: Size(width: 320, height: 480))
        t.devices = [6: Self.touchscreen, 7: Self.touchpad]
        return t
    }

    let p = Point(x: 100, y: 200), q = Point(x: 110, y: 205)

    // MARK: Touchscreen

    func testAnOwnedTouchLandsWhenOwnershipArrivesAndMovesAndLiftsAsItsOwnTouch() {
        var t = translator()
        XCTAssertEqual(t.touch(.begin, device: 6, touch: 41, at: p), [], "held until this client owns it")
        XCTAssertEqual(t.touchOwnership(device: 6, touch: 41), [.touch(id: 3, change: .down, location: p)])
        XCTAssertEqual(t.touch(.update, device: 6, touch: 41, at: q), [.touch(id: 3, change: .move, location: q)])
        XCTAssertEqual(t.fingers, [q])
        XCTAssertEqual(t.touch(.end, device: 6, touch: 41, at: q), [.touch(id: 3, change: .up, location: q)])
        XCTAssertEqual(t.fingers, [])
    }

    func testATouchOwnedLateLandsWhereItBeganThenMovesToWhereItIs() {
        var t = translator()
        _ = t.touch(.begin, device: 6, touch: 1, at: p)
        XCTAssertEqual(t.touch(.update, device: 6, touch: 1, at: q), [], "another client may still take it")
        XCTAssertEqual(t.touchOwnership(device: 6, touch: 1),
                       [.touch(id: 3, change: .down, location: p), .touch(id: 3, change: .move, location: q)])
    }

    func testATouchAnotherClientAcceptedNeverReachesTheSimulation() {
        var t = translator()
        _ = t.touch(.begin, device: 6, touch: 1, at: p)
        _ = t.touch(.update, device: 6, touch: 1, at: q)
        XCTAssertEqual(t.touch(.end, device: 6, touch: 1, at: q), [], "ended without ownership: rejected")
        XCTAssertEqual(t.fingers, [])
        XCTAssertEqual(t.freeTouchID(), 3, "its id is free again")
    }

    func testATouchThatLiftedWhileOwnershipWasPendingLiftsWhereItWas() {
        var t = translator()
        _ = t.touch(.begin, device: 6, touch: 2, at: p)
        XCTAssertEqual(t.touch(.update, device: 6, touch: 2, at: q, pendingEnd: true), [])
        XCTAssertEqual(t.touchOwnership(device: 6, touch: 2),
                       [.touch(id: 3, change: .down, location: p), .touch(id: 3, change: .move, location: q)])
        // Xorg's late end event carries another touch's position; the lift is where the finger was.
        XCTAssertEqual(t.touch(.end, device: 6, touch: 2, at: Point(x: 999, y: 1)), [.touch(id: 3, change: .up, location: q)])
    }

    func testEachFingerGetsTheLowestFreeIdAboveTheMouse() {
        var t = translator()
        for touch: UInt32 in [10, 11, 12] {
            _ = t.touch(.begin, device: 6, touch: touch, at: p)
            _ = t.touchOwnership(device: 6, touch: touch)
        }
        XCTAssertEqual(t.screenTouches.values.map(\.id).sorted(), [3, 4, 5])
        _ = t.touch(.end, device: 6, touch: 11, at: p)
        _ = t.touch(.begin, device: 6, touch: 13, at: p)
        XCTAssertEqual(t.touchOwnership(device: 6, touch: 13), [.touch(id: 4, change: .down, location: p)])
    }

    func testAtMostAsManyFingersAsALogHoldsAreFollowed() {
        var t = translator()
        for touch in 0..<UInt32(100) {
            _ = t.touch(.begin, device: 6, touch: touch, at: p)
            _ = t.touchOwnership(device: 6, touch: touch)
        }
        XCTAssertEqual(t.screenTouches.count, XEventTranslator.maximumTouches - XEventTranslator.mouseTouchIDs.count)
        XCTAssertEqual(t.touch(.update, device: 6, touch: 99, at: q), [], "an ignored finger stays ignored")
    }

    func testTouchesOfADeviceThatIsNotATouchscreenAreIgnored() {
        var t = translator()
        XCTAssertEqual(t.touch(.begin, device: 7, touch: 1, at: p), [])
        XCTAssertEqual(t.touchOwnership(device: 7, touch: 1), [])
    }

    func testADeviceUnpluggedMidTouchCancelsItsTouches() {
        var t = translator()
        _ = t.touch(.begin, device: 6, touch: 1, at: p)
        _ = t.touchOwnership(device: 6, touch: 1)
        XCTAssertEqual(t.devicesChanged([7: Self.touchpad]), [.touch(id: 3, change: .cancel, location: p)])
        XCTAssertEqual(t.touch(.end, device: 6, touch: 1, at: p), [])
    }

    // MARK: Pointer

    func testPointerEventsATouchEmulatesAreDropped() {
        var t = translator()
        XCTAssertEqual(t.pointerButton(1, pressed: true, at: p, modifiers: [], emulated: true), [])
        XCTAssertEqual(t.pointerMotion(source: 6, to: q, modifiers: [], emulated: true) { _ in nil }, [])
        XCTAssertEqual(t.pointerButton(1, pressed: false, at: q, modifiers: [], emulated: true), [])
        XCTAssertEqual(t.fingers, [])
    }

    func testTheMouseStillSimulatesTouchesAndCtrlDragStillPinches() {
        var t = translator()
        XCTAssertEqual(t.pointerButton(1, pressed: true, at: p, modifiers: [.control], emulated: false),
                       [.touch(id: 1, change: .down, location: p), .touch(id: 2, change: .down, location: Point(x: 220, y: 280))])
        XCTAssertEqual(t.pointerMotion(source: 7, to: q, modifiers: [.control], emulated: false) { _ in nil },
                       [.touch(id: 1, change: .move, location: q), .touch(id: 2, change: .move, location: Point(x: 210, y: 275))])
    }

    func testScrollingValuatorsGiveFractionalWheelStepsFromTheirLastValue() {
        var t = translator()
        XCTAssertEqual(t.pointerMotion(source: 7, to: p, modifiers: [], emulated: false) { $0 == 3 ? 60 : nil },
                       [.wheel(delta: Point(x: 0, y: 0.5), location: p, modifiers: [])])
        XCTAssertEqual(t.pointerMotion(source: 7, to: p, modifiers: [.control], emulated: false) { $0 == 3 ? 180 : $0 == 2 ? -30 : nil },
                       [.wheel(delta: Point(x: -0.25, y: 1), location: p, modifiers: [.control])])
        XCTAssertEqual(t.pointerButton(5, pressed: true, at: p, modifiers: [], emulated: true), [],
                       "the wheel button the server emulates from the scrolling")
    }

    func testAnEmulatedScrollMotionMovesTheBaselineWithoutScrolling() {
        var t = translator()
        // A wheel button from a device with scrolling valuators: the button is real, the motion emulated.
        XCTAssertEqual(t.pointerButton(5, pressed: true, at: p, modifiers: [], emulated: false),
                       [.wheel(delta: Point(x: 0, y: 1), location: p, modifiers: [])])
        XCTAssertEqual(t.pointerMotion(source: 7, to: p, modifiers: [], emulated: true) { $0 == 3 ? 120 : nil }, [])
        XCTAssertEqual(t.pointerMotion(source: 7, to: p, modifiers: [], emulated: false) { $0 == 3 ? 180 : nil },
                       [.wheel(delta: Point(x: 0, y: 0.5), location: p, modifiers: [])])
    }

    func testAValuatorIsReadFromThePackedValuesByItsMaskBit() {
        let mask: [UInt8] = [0b0000_1010, 0b0000_0001]   // valuators 1, 3 and 8
        let values: [Double] = [10, 30, 80]
        func value(_ n: Int) -> Double? { XEventTranslator.valuator(n, mask: mask, length: 2, values: values) }
        XCTAssertEqual(value(3), 30)
        XCTAssertEqual(value(8), 80)
        XCTAssertNil(value(2))
        XCTAssertNil(value(16))
    }

    // MARK: Touchpad

    func testATouchpadPinchPutsTwoFingersAroundThePointerAtTheReportedScaleAndAngle() {
        var t = translator()
        let c = Point(x: 160, y: 240)
        XCTAssertEqual(t.pinch(.begin, at: c, delta: .zero, scale: 1, angleDelta: 0),
                       [.touch(id: 3, change: .down, location: Point(x: 60, y: 240)),
                        .touch(id: 4, change: .down, location: Point(x: 260, y: 240))])
        XCTAssertEqual(t.pinch(.update, at: c, delta: .zero, scale: 1.5, angleDelta: 0),
                       [.touch(id: 3, change: .move, location: Point(x: 10, y: 240)),
                        .touch(id: 4, change: .move, location: Point(x: 310, y: 240))])
        let turned = t.pinch(.update, at: c, delta: Point(x: 0, y: 10), scale: 1, angleDelta: 90)
        guard case .touch(3, .move, let a) = turned.first, case .touch(4, .move, let b) = turned.last else {
            return XCTFail("\(turned)")
        }
        XCTAssertEqual(a.x, 160, accuracy: 1e-9)
        XCTAssertEqual(a.y, 150, accuracy: 1e-9, "a quarter turn clockwise on screen puts the left finger above")
        XCTAssertEqual(b.y, 350, accuracy: 1e-9)
        XCTAssertEqual(t.pinch(.end, at: c, delta: .zero, scale: 1, angleDelta: 0, cancelled: true),
                       [.touch(id: 3, change: .cancel, location: a), .touch(id: 4, change: .cancel, location: b)])
        XCTAssertNil(t.touchpadGesture)
    }

    func testATouchpadPinchDrivesThePinchAndRotationRecognizersWithTheServersScaleAndAngle() throws {
        let scene = try Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":40}]}"#.utf8),
                                    catalog: .standard)
        let simulation = try Simulation(scene: scene)
        var t = translator()
        let c = Point(x: 160, y: 240)
        var time = Duration.seconds(1)
        func feed(_ events: [InputEvent]) {
            simulation.handle(events, at: time)
            time += .milliseconds(16)
        }
        feed(t.pinch(.begin, at: c, delta: .zero, scale: 1, angleDelta: 0))
        for step in 1...10 { feed(t.pinch(.update, at: c, delta: .zero, scale: 1 + 0.05 * Double(step), angleDelta: 3)) }
        feed(t.pinch(.end, at: c, delta: .zero, scale: 1.5, angleDelta: 0))
        let pinch = try XCTUnwrap(simulation.reports.last { $0.recognizer == "pinch" })
        XCTAssertEqual(pinch.stateName, "ended")
        guard case .pinch(let scale, _) = pinch.values else { return XCTFail("\(pinch)") }
        XCTAssertEqual(scale, 1.5, accuracy: 1e-12)
        let rotation = try XCTUnwrap(simulation.reports.last { $0.recognizer == "rotation" && $0.state != .failed })
        guard case .rotation(let angle, _) = rotation.values else { return XCTFail("\(rotation)") }
        XCTAssertEqual(angle, 30 * .pi / 180, accuracy: 1e-12)
    }

    func testATwoFingerTouchpadSwipeMovesTwoFingersTogether() {
        var t = translator()
        let c = Point(x: 160, y: 240)
        XCTAssertEqual(t.swipe(.begin, fingers: 2, at: c, delta: .zero),
                       [.touch(id: 3, change: .down, location: Point(x: 140, y: 240)),
                        .touch(id: 4, change: .down, location: Point(x: 180, y: 240))])
        XCTAssertEqual(t.swipe(.update, fingers: 2, at: c, delta: Point(x: 0, y: -15)),
                       [.touch(id: 3, change: .move, location: Point(x: 140, y: 225)),
                        .touch(id: 4, change: .move, location: Point(x: 180, y: 225))])
        XCTAssertEqual(t.fingers, [Point(x: 140, y: 225), Point(x: 180, y: 225)])
        XCTAssertEqual(t.swipe(.end, fingers: 2, at: c, delta: .zero),
                       [.touch(id: 3, change: .up, location: Point(x: 140, y: 225)),
                        .touch(id: 4, change: .up, location: Point(x: 180, y: 225))])
    }

    func testTouchpadFingersTakeIdsBesideTouchscreenFingers() {
        var t = translator()
        _ = t.touch(.begin, device: 6, touch: 1, at: p)
        _ = t.touchOwnership(device: 6, touch: 1)
        let down = t.swipe(.begin, fingers: 3, at: p, delta: .zero)
        XCTAssertEqual(down.map { if case .touch(let id, _, _) = $0 { id } else { 0 } }, [4, 5, 6])
    }
}

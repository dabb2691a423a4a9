import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraImport

/// libinput's edge palms (`tp_palm_detect_edge`): on a touchpad 70 mm wide or more, a contact that lands along the
/// sides or the top is a resting thumb or hand, until another finger touches or it moves away from the edge in time.
final class PalmEdgeTests: XCTestCase {
    typealias F = DeviceFixtures

    /// A libinput recording of a touchpad 100 mm by 60 mm (x 0…1000, y 0…600, 10 units a mm; no pressure axis), two
    /// slots, with `udev` properties, `properties` and `quirks`; each frame a list of EV_ABS (code, value), 10 ms apart
    /// unless `times` (ms) says otherwise. Its zones: x below 80 or above 920, y below 30.
    func recording(width: Int = 1000, udev: [String] = ["ID_INPUT_TOUCHPAD=1"], properties: String = "[0, 2]",
                   quirks: [String] = [], times: [Int]? = nil, frames: [[(Int, Int)]]) -> String {
        F.libinputRecording(name: "ELAN0672:00 04F3:3187 Touchpad", id: "[24, 1267, 12679, 256]",
                            codes: "{1: [272, 325, 330, 333], 3: [0, 1, 47, 53, 54, 57]}",
                            absinfo: "{0: [0, \(width), 0, 0, 10], 1: [0, 600, 0, 0, 10], 47: [0, 1, 0, 0, 0], "
                                + "53: [0, \(width), 0, 0, 10], 54: [0, 600, 0, 0, 10], 57: [0, 65535, 0, 0, 0]}",
                            properties: properties, udev: udev, quirks: quirks, times: times, frames: F.withFingerKeys(F.absolute(frames)))
    }

    func records(_ text: String) throws -> [LogRecord] {
        try LibinputImporter(file: "t.yaml").records(from: text, windowSize: F.window)
    }

    /// The time, change and touch id of each record.
    func changes(_ text: String) throws -> [String] {
        F.lines(try records(text)).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    }

    /// Slot `slot`'s contact `id` landing at (x, y).
    func land(_ slot: Int, _ id: Int, _ x: Int, _ y: Int) -> [(Int, Int)] { [(47, slot), (57, id), (53, x), (54, y)] }
    func lift(_ slot: Int) -> [(Int, Int)] { [(47, slot), (57, -1)] }

    func testAContactLandingAlongASideIsAPalmThatNeverLands() throws {
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 40, 300), [(54, 310)], lift(0)])), [])
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 960, 300), [(54, 310)], lift(0)])), [], "the right side too")
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 500, 10), [(54, 20)], lift(0)])), [], "and the top")
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 500, 300), [(53, 40)], lift(0)])),
                       ["0 down 1", "0.01 move 1", "0.02 up 1"], "a finger that moves into a zone stays a finger")
    }

    func testAnEdgePalmLandsWhenItMovesAwayFromItsEdgeInTime() throws {
        // Out of the left zone at 20 ms, moving east: it lands there, where it is, and goes on as a finger.
        let out = try records(recording(frames: [land(0, 1, 40, 300), [(53, 60)], [(53, 100)], [(53, 150)], lift(0)]))
        XCTAssertEqual(F.lines(out), ["0.02 down 1 \(F.at(100, 300, 1000, 600))", "0.03 move 1 \(F.at(150, 300, 1000, 600))",
                                      "0.04 up 1 \(F.at(150, 300, 1000, 600))"])
        // Out too late: 250 ms after it landed, it is still a palm.
        XCTAssertEqual(try changes(recording(times: [0, 100, 250, 260], frames: [land(0, 1, 40, 300), [(53, 50)], [(53, 100)], lift(0)])), [])
        // Out along the edge more than across it (south-south-east): still a palm.
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 40, 300), [(53, 100), (54, 400)], lift(0)])), [])
        // From the top, it must move down.
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 500, 10), [(54, 100)], lift(0)])), ["0.01 down 1", "0.02 up 1"])
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 500, 10), [(53, 700), (54, 40)], lift(0)])), [])
    }

    func testAnotherFingerMakesAnEdgeContactAFinger() throws {
        // A finger down first: a thumb landing at the edge is part of a two-finger gesture.
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 500, 300), land(1, 2, 40, 300), [(47, 1), (54, 320)], lift(1) + lift(0)])),
                       ["0 down 1", "0.01 down 2", "0.02 move 2", "0.03 up 1", "0.03 up 2"])
        // A palm first: when a finger lands, the palm lands too as soon as it moves.
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 40, 300), land(1, 2, 500, 300), [(47, 0), (54, 310)], lift(1) + lift(0)])),
                       ["0.01 down 2", "0.02 down 1", "0.03 up 1", "0.03 up 2"])
        // Two landing in one frame are both fingers, as in libinput: the first is looked at while the second touches.
        XCTAssertEqual(try changes(recording(frames: [land(0, 1, 40, 300) + land(1, 2, 500, 300), lift(0) + lift(1)])),
                       ["0 down 1", "0 down 2", "0.01 up 1", "0.01 up 2"])
    }

    func testWhichTouchpadsHaveEdgeZones() throws {
        let palm = [land(0, 1, 40, 300), [(54, 310)], lift(0)]
        XCTAssertEqual(try changes(recording(width: 690, frames: palm)).count, 3, "69 mm wide: no zones")
        XCTAssertEqual(try changes(recording(udev: ["ID_INPUT_TOUCHPAD=1", "ID_INTEGRATION=external"], frames: palm)).count, 3)
        XCTAssertEqual(try changes(recording(udev: ["ID_INPUT_TOUCHPAD=1", "ID_INTEGRATION=external",
                                                    "LIBINPUT_ATTR_TPKBCOMBO_LAYOUT=below"], frames: palm)), [],
                       "a keyboard's touchpad below its keys has them")
        XCTAssertEqual(try changes(recording(quirks: ["ModelAppleTouchpad=1"], frames: palm)).count, 3)
        // Buttons along the top take the place of the top zone.
        let top = [land(0, 1, 500, 10), [(54, 20)], lift(0)]
        XCTAssertEqual(try changes(recording(properties: "[0, 2, 4]", frames: top)).count, 3)

        let axis = AxisRange(minimum: 0, maximum: 1000), tall = AxisRange(minimum: 0, maximum: 600)
        XCTAssertEqual(PalmEdges.libinput(sizeX: axis, sizeY: tall, sizeResolution: (10, 10), x: axis, y: tall, xResolution: 10,
                                          yResolution: 10, topButtonPad: false),
                       PalmEdges(left: 80, right: 920, top: 30, xResolution: 10, yResolution: 10))
        // 8% of an 80 mm pad is 6.4 mm; a pad 50 mm tall has no top zone; no resolution, no zones.
        XCTAssertEqual(PalmEdges.libinput(sizeX: AxisRange(minimum: 100, maximum: 900), sizeY: AxisRange(minimum: 0, maximum: 500),
                                          sizeResolution: (10, 10), x: AxisRange(minimum: 100, maximum: 900),
                                          y: AxisRange(minimum: 0, maximum: 500), xResolution: 10, yResolution: 10, topButtonPad: false),
                       PalmEdges(left: 164, right: 836, top: nil, xResolution: 10, yResolution: 10))
        XCTAssertNil(PalmEdges.libinput(sizeX: axis, sizeY: tall, sizeResolution: (0, 0), x: axis, y: tall, xResolution: 0,
                                        yResolution: 0, topButtonPad: false))
        // A damaged recording's widest axes at the finest resolution: the zones are clamped, nothing traps.
        let widest = AxisRange(minimum: .min, maximum: .max)
        XCTAssertEqual(PalmEdges.libinput(sizeX: widest, sizeY: widest, sizeResolution: (1, 1), x: widest, y: widest, xResolution: .max,
                                          yResolution: .max, topButtonPad: false)?.right, .max)
    }

    func testDirectionsAreLibinputsOctants() {
        typealias P = PalmEdges
        XCTAssertEqual(P.directions(x: 10, y: 0), P.east)
        XCTAssertEqual(P.directions(x: 10, y: 10), P.southEast)
        XCTAssertEqual(P.directions(x: 10, y: 4), P.east | P.southEast, "close to both")
        XCTAssertEqual(P.directions(x: -10, y: 0), P.west)
        XCTAssertEqual(P.directions(x: -10, y: -1), P.west | P.northWest)
        XCTAssertEqual(P.directions(x: 1, y: 0), P.northEast | P.east | P.southEast, "under 2 mm: the side's three")
        XCTAssertEqual(P.directions(x: 1, y: 1), P.south | P.southEast | P.east)
        XCTAssertEqual(P.directions(x: 0, y: 0), 0xff)
    }
}

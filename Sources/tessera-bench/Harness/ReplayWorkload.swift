import Foundation
import TesseraGeometry
import TesseraReplay
import TesseraSimulator

/// A long event log made by a program, the same every run, shaped like a live
/// recording of someone playing with a flow scene.
///
/// The scene is inline: a 1280 × 800 window on two sections of 300 items with
/// headers, and three flow layouts: vertical 80 × 80 cells, horizontal 120 × 120
/// cells, and vertical 200 × 60 cells. The log repeats a cycle of gestures, each
/// on whichever layout is current, which the builder follows:
/// - a tap (selects), then a double tap (an animated switch to the next layout);
/// - two pans along the current layout's scroll axis, forwards then back, each
///   with its deceleration, so both scroll the content;
/// - a pinch that opens (the fingers 200 → 380 pt apart, item size × 1.9) and one
///   that closes again (380 → 200 pt), so item sizes return to where they were;
/// - a long press, then a drag that reorders;
/// - keys: add an item, delete one, multiple selection on and off, and a switch
///   to the layout the next cycle starts from, so gestures visit every layout.
///
/// As the window host does, it records a `tick` for every frame presented while
/// a finger is down or something animates, and none while idle. Touches move
/// once per frame (60 Hz). The last cycle is cut short by idle frames so the
/// log holds exactly `events` records.
struct ReplayWorkload {
    /// The log's text, as a file would hold it.
    let text: String
    /// What the generator wrote.
    let summary: Summary

    /// How many records (event lines) the log holds.
    var events: Int { summary.events }
    /// The virtual time from the first record to the last.
    var duration: Duration { summary.duration }

    static let frame = Duration.nanoseconds(16_666_667)

    /// The scroll axis of each of the scene's layouts, in order: true for vertical.
    static let verticalLayouts = [true, false, true]

    static let sceneJSON = """
        {"size": [1280, 800], \
        "layout": {"type": "flow", "itemSize": [80, 80], "minimumLineSpacing": 10, "minimumInteritemSpacing": 10, \
        "sectionInset": [10, 10, 10, 10], "headerReferenceSize": [0, 30]}, \
        "alternates": [{"type": "flow", "scrollDirection": "horizontal", "itemSize": [120, 120], "sectionInset": [10, 10, 10, 10]}, \
        {"type": "flow", "itemSize": [200, 60], "lineAlignment": "leading"}], \
        "sections": [{"items": 300}, {"items": 300}]}
        """

    static var header: String {
        get throws { EventLogWriter.header(scene: .inline(try JSONValue.parse(Data(sceneJSON.utf8)))) }
    }

    /// What a generated log holds, besides its lines.
    struct Summary {
        var events = 0
        var duration = Duration.zero
        /// Every pan, for checking that it scrolls.
        var pans: [Pan] = []
        /// How many pinches open and how many close.
        var pinchesOpening = 0, pinchesClosing = 0
    }

    /// One pan in the log: the records applied when its finger went down, and when its
    /// deceleration frames were over; the layout it ran on; which way the finger moved.
    struct Pan {
        var downRecords: Int
        var settledRecords: Int
        var layout: Int
        var vertical: Bool
        /// −1 when the finger moves up or left (the content scrolls forwards), +1 back.
        var direction: Double
    }

    /// The log of `target` records in memory.
    ///
    /// - Parameter resizes: also resize the window once a cycle (alternating
    ///   between two sizes), as the soak does.
    init(events target: Int, resizes: Bool = false) throws {
        var text = try Self.header
        text.reserveCapacity(target * 32)
        summary = Self.generate(events: target, resizes: resizes) { text += EventLogWriter.line($0) + "\n" }
        self.text = text
    }

    /// Writes the log of `target` records to `path` as it is generated, holding one
    /// block of text at a time.
    static func write(events target: Int, resizes: Bool, to path: String) throws -> Summary {
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? file.close() }
        var block = try header
        let summary = generate(events: target, resizes: resizes) { record in
            block += EventLogWriter.line(record) + "\n"
            if block.utf8.count > 1 << 20 {
                file.write(Data(block.utf8))
                block = ""
            }
        }
        file.write(Data(block.utf8))
        return summary
    }

    /// Generates the records in order, handing each to `emit`.
    static func generate(events target: Int, resizes: Bool, emit: @escaping (LogRecord) -> Void) -> Summary {
        var builder = Builder(emit: emit)
        builder.resizes = resizes
        var cycle = 0
        // A cycle is under 700 records; stop while there is room for a whole one.
        while builder.summary.events + 1_000 < target {
            builder.cycle(cycle)
            cycle += 1
        }
        while builder.summary.events < target { builder.frame([]) }
        return builder.summary
    }

    /// Appends records as the window host would write them.
    private struct Builder {
        let emit: (LogRecord) -> Void
        var summary = Summary()
        /// The time of the next frame.
        var now = Duration.zero
        var first: Duration?
        var resizes = false
        /// The index of the current layout, as the simulation will have it.
        var layout = 0

        init(emit: @escaping (LogRecord) -> Void) {
            self.emit = emit
        }

        mutating func record(_ event: InputEvent) {
            emit(LogRecord(time: now, event: event))
            if first == nil { first = now }
            summary.events += 1
            summary.duration = now - first!
        }

        /// One presented frame: the inputs that arrived during it, then its tick.
        mutating func frame(_ events: [InputEvent]) {
            for e in events { record(e) }
            record(.tick)
            now += ReplayWorkload.frame
        }

        /// `count` frames with nothing but the tick (an animation or deceleration running).
        mutating func frames(_ count: Int) {
            for _ in 0..<count { frame([]) }
        }

        /// Time passes with no frames: the host sleeps while idle.
        mutating func idle(milliseconds: Int) {
            now += .milliseconds(milliseconds)
        }

        static func touch(_ id: Int, _ change: InputEvent.TouchChange, _ x: Double, _ y: Double) -> InputEvent {
            .touch(id: id, change: change, location: Point(x: x, y: y))
        }

        mutating func cycle(_ n: Int) {
            // Positions move a little from cycle to cycle so different items are hit.
            let dx = Double((n * 37) % 300), dy = Double((n * 53) % 200)
            // Tap: selects an item once the double-tap window has passed.
            frame([Self.touch(1, .down, 100 + dx, 100 + dy)])
            frames(3)
            frame([Self.touch(1, .up, 100 + dx, 100 + dy)])
            frames(2)
            idle(milliseconds: 400)
            // Double tap: switches to the next layout, animated.
            frame([Self.touch(1, .down, 400 + dx, 300 + dy)])
            frames(3)
            frame([Self.touch(1, .up, 400 + dx, 300 + dy)])
            frames(5)
            frame([Self.touch(1, .down, 402 + dx, 301 + dy)])
            frames(3)
            frame([Self.touch(1, .up, 402 + dx, 301 + dy)])
            layout = (layout + 1) % ReplayWorkload.verticalLayouts.count
            frames(30)
            idle(milliseconds: 500)
            // Two pans along the scroll axis, 40 frames of 9 pt, forwards then back, each with its deceleration.
            for direction in [-1.0, 1.0] { pan(direction: direction) }
            // A pinch that opens, then one that closes as far: the item size goes × 1.9 and back.
            pinch(from: 100, to: 190)
            summary.pinchesOpening += 1
            pinch(from: 190, to: 100)
            summary.pinchesClosing += 1
            // Long press (frames run while the finger is down), then drag to reorder.
            let x0 = 60 + dx, y0 = 80 + dy
            frame([Self.touch(5, .down, x0, y0)])
            frames(36)
            for k in 1...30 { frame([Self.touch(5, .move, x0 + 6 * Double(k), y0 + 2 * Double(k))]) }
            frame([Self.touch(5, .up, x0 + 180, y0 + 60)])
            frames(20)
            idle(milliseconds: 400)
            if resizes {
                frame([.resize(n % 2 == 0 ? Size(width: 1024, height: 768) : Size(width: 1280, height: 800))])
                frames(3)
            }
            // Keys: add an item, delete one, multiple selection on and off, then the layout the next cycle starts from.
            let next = (n + 1) % ReplayWorkload.verticalLayouts.count
            for key in ["plus", "minus", "m", "m", String(next + 1)] {
                frame([.key(key)])
                frames(key == "m" ? 0 : 25)
                idle(milliseconds: 300)
            }
            layout = next
        }

        /// A pan of 360 pt along the current layout's scroll axis from the window's middle,
        /// `direction` −1 moving the finger up or left, then 60 frames of deceleration.
        mutating func pan(direction: Double) {
            let vertical = ReplayWorkload.verticalLayouts[layout]
            func point(_ distance: Double) -> (Double, Double) {
                vertical ? (640, 400 + direction * distance) : (640 + direction * distance, 400)
            }
            frame([Self.touch(2, .down, 640, 400)])
            let down = summary.events
            for k in 1...40 {
                let p = point(9 * Double(k))
                frame([Self.touch(2, .move, p.0, p.1)])
            }
            let end = point(360)
            frame([Self.touch(2, .up, end.0, end.1)])
            frames(60)
            summary.pans.append(Pan(downRecords: down, settledRecords: summary.events, layout: layout, vertical: vertical,
                                    direction: direction))
            idle(milliseconds: 400)
        }

        /// A two-finger pinch about the window's middle whose fingers start `from` points from it
        /// and end `to` points from it, turning a little as they go.
        mutating func pinch(from: Double, to: Double) {
            frame([Self.touch(3, .down, 640 - from, 400), Self.touch(4, .down, 640 + from, 400)])
            var span = from, a = 0.0
            for k in 1...30 {
                span = from + (to - from) * Double(k) / 30
                a = Double(k) * 0.01
                frame([Self.touch(3, .move, 640 - span * cos(a), 400 - span * sin(a)),
                       Self.touch(4, .move, 640 + span * cos(a), 400 + span * sin(a))])
            }
            frame([Self.touch(3, .up, 640 - span * cos(a), 400 - span * sin(a)),
                   Self.touch(4, .up, 640 + span * cos(a), 400 + span * sin(a))])
            frames(10)
            idle(milliseconds: 400)
        }
    }
}

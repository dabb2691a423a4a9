import Foundation
import TesseraGeometry
import TesseraReplay
import TesseraSimulator

/// A long event log made in memory, the same every run, shaped like a live
/// recording of someone playing with a flow scene.
///
/// The scene is inline: a 1280 × 800 window on two sections of 300 items with
/// headers, and two alternate flow layouts. The log repeats a cycle of
/// gestures — a tap, a double tap (an animated layout switch), a pan with its
/// deceleration, a pinch that scales the item size, a long press then a drag
/// that reorders, and keys (add, delete, multiple selection, a layout switch)
/// — and, as the window host does, it records a `tick` for every frame
/// presented while a finger is down or something animates, and none while
/// idle. Touches move once per frame (60 Hz). The last cycle is cut short by
/// idle frames so the log holds exactly `events` records.
struct ReplayWorkload {
    /// The log's text, as a file would hold it.
    let text: String
    /// How many records (event lines) it holds.
    let events: Int
    /// The virtual time from the first record to the last.
    let duration: Duration

    static let frame = Duration.nanoseconds(16_666_667)

    static let sceneJSON = """
        {"size": [1280, 800], \
        "layout": {"type": "flow", "itemSize": [80, 80], "minimumLineSpacing": 10, "minimumInteritemSpacing": 10, \
        "sectionInset": [10, 10, 10, 10], "headerReferenceSize": [0, 30]}, \
        "alternates": [{"type": "flow", "scrollDirection": "horizontal", "itemSize": [120, 120], "sectionInset": [10, 10, 10, 10]}, \
        {"type": "flow", "itemSize": [200, 60], "lineAlignment": "leading"}], \
        "sections": [{"items": 300}, {"items": 300}]}
        """

    /// - Parameter resizes: also resize the window once a cycle (alternating
    ///   between two sizes), as the soak does.
    init(events target: Int, resizes: Bool = false) throws {
        var builder = Builder()
        builder.resizes = resizes
        var cycle = 0
        // A cycle is at most ~450 records; stop while there is room for a whole one.
        while builder.records.count + 600 < target {
            builder.cycle(cycle)
            cycle += 1
        }
        while builder.records.count < target { builder.frame([]) }
        let log = EventLog(scene: .inline(try JSONValue.parse(Data(Self.sceneJSON.utf8))), records: builder.records)
        text = log.text
        events = builder.records.count
        duration = builder.records.last!.time - builder.records.first!.time
    }

    /// Appends records as the window host would write them.
    private struct Builder {
        var records: [LogRecord] = []
        /// The time of the next frame.
        var now = Duration.zero
        var resizes = false

        /// One presented frame: the inputs that arrived during it, then its tick.
        mutating func frame(_ events: [InputEvent]) {
            for e in events { records.append(LogRecord(time: now, event: e)) }
            records.append(LogRecord(time: now, event: .tick))
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
            frames(30)
            idle(milliseconds: 500)
            // Pan: 40 frames of 9 pt, down one cycle and up the next, then deceleration.
            let direction: Double = n % 2 == 0 ? -1 : 1
            frame([Self.touch(2, .down, 640, 400)])
            for k in 1...40 { frame([Self.touch(2, .move, 640, 400 + direction * 9 * Double(k))]) }
            frame([Self.touch(2, .up, 640, 400 + direction * 360)])
            frames(60)
            idle(milliseconds: 400)
            // Pinch: the fingers spread one cycle and close the next (item size up, then down).
            let grow = n % 2 == 0
            frame([Self.touch(3, .down, 540, 400), Self.touch(4, .down, 740, 400)])
            for k in 1...30 {
                let span = grow ? 100 + 3 * Double(k) : 190 - 3 * Double(k)
                let a = Double(k) * 0.01
                frame([Self.touch(3, .move, 640 - span * cos(a), 400 - span * sin(a)),
                       Self.touch(4, .move, 640 + span * cos(a), 400 + span * sin(a))])
            }
            let end = grow ? 190.0 : 100.0
            frame([Self.touch(3, .up, 640 - end * cos(0.3), 400 - end * sin(0.3)),
                   Self.touch(4, .up, 640 + end * cos(0.3), 400 + end * sin(0.3))])
            frames(10)
            idle(milliseconds: 400)
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
            // Keys: add an item, delete one, multiple selection on and off, switch layouts and back.
            for key in ["plus", "minus", "m", "m", "2", "1"] {
                frame([.key(key)])
                frames(key == "m" ? 0 : 25)
                idle(milliseconds: 300)
            }
        }
    }
}

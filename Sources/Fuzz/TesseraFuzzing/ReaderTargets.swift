import Foundation
import TesseraGeometry
import TesseraRender
import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

/// The fuzz targets for Tessera's input readers. Each takes arbitrary bytes; any
/// input must give a value or a thrown error, never a trap, a hang or a memory
/// blow-up, and an error's message must stay short whatever the input's size.
public enum ReaderTargets {
    /// The longest error message a reader may produce: enough for a path, a line
    /// and a quoted excerpt, far less than a hostile input.
    public static let maximumMessageLength = 1_000

    /// The most items a fuzzed scene may hold to be run as well as read.
    static let maximumRunItems = 2_000

    /// Scene JSON, as `Scene.parse` reads scene files. A scene that reads and is
    /// small enough is also run: each of its layouts is shown, scrolled and drawn,
    /// since an accepted scene must never trap later.
    public static func sceneReader(_ data: Data) {
        let scene: Scene
        do {
            scene = try Scene.parse(data, file: "fuzz.json", catalog: .standard)
        } catch {
            checkMessage(error)
            return
        }
        let again = try? Scene.read(JSONReader(scene.jsonValue), catalog: .standard)
        precondition(again != nil, "a scene read back from its own JSON is refused")
        guard scene.sections.reduce(0, { $0 + $1.items }) <= maximumRunItems else { return }
        let simulation: Simulation
        do {
            simulation = try Simulation(scene: scene)
        } catch {
            preconditionFailure("an accepted scene makes no simulation: \(error)")
        }
        var list = DisplayList(size: scene.size)
        for index in 0...scene.alternates.count {
            simulation.switchLayout(to: index)
            simulation.settle()
            simulation.handle([.wheel(delta: Point(x: 3, y: 3), location: .zero, modifiers: [])], at: simulation.clock.now)
            simulation.tick(at: simulation.clock.now + Simulation.frameInterval)
            simulation.buildDisplayList(into: &list)
        }
    }

    /// PNG files, as the image library reads the pictures beside a scene: the header when
    /// the folder is read, the pixels when a cell first draws the picture. A picture over
    /// ``ImageLibrary/maximumPixelCount`` is skipped from its header; whatever else the
    /// bytes are, they give a bitmap of the size the header declares or a short message.
    public static func pngImage(_ data: Data) {
        let path = NSTemporaryDirectory() + "tessera-fuzz-\(getpid()).png"
        guard FileManager.default.createFile(atPath: path, contents: data) else { return }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let library: ImageLibrary
        do {
            library = try ImageLibrary(paths: [path])
        } catch {
            checkMessage(error)
            return
        }
        for w in library.warnings { precondition(w.count <= maximumMessageLength, "warning too long: \(w.prefix(200))…") }
        guard library.count == 1 else { return }
        let size = try? PNGFile.size(of: path)
        if let bitmap = library.bitmap(at: 0) {
            precondition(bitmap.width * bitmap.height <= ImageLibrary.maximumPixelCount, "a picture over the cap was decoded")
            precondition(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "a bitmap's pixels do not match its size")
            precondition(size.map { $0 == (bitmap.width, bitmap.height) } ?? false, "the decoded size differs from the header's")
        }
        for w in library.warnings { precondition(w.count <= maximumMessageLength, "warning too long: \(w.prefix(200))…") }
    }

    /// Event logs, as `tessera replay` reads them.
    public static func eventLogReader(_ data: Data) {
        do {
            let log = try EventLogReader(file: "fuzz.log").read(data)
            // What the reader accepts, the writer must write back the same.
            let again = try EventLogReader(file: "fuzz.log").read(log.text)
            precondition(again.records.map(\.event) == log.records.map(\.event), "the event log does not round-trip")
            precondition(again.records.map(\.time) == log.records.map(\.time), "the event log's times do not round-trip")
            for w in log.warnings { precondition(w.count <= maximumMessageLength, "warning too long: \(w.prefix(200))…") }
            // A log with a small inline scene is replayed too: whatever it spans, it must finish
            // (libFuzzer's -timeout turns a hang into a crash) and refuse cleanly what it cannot use.
            if case .inline(let json) = log.scene, let scene = try? Scene.read(JSONReader(json), catalog: .standard),
               scene.sections.reduce(0, { $0 + $1.items }) <= 2000 {
                do { _ = try Replayer().replay(log, scene: scene) } catch { checkMessage(error) }
            }
        } catch {
            checkMessage(error)
        }
    }

    /// `evemu-record` text, imported into a 320 × 480 window.
    public static func evemuImporter(_ data: Data) {
        imported { try EvemuImporter(file: "fuzz.evemu").records(from: String(decoding: data, as: UTF8.self), windowSize: window) }
    }

    /// `libinput record` YAML, imported into a 320 × 480 window.
    public static func libinputImporter(_ data: Data) {
        imported { try LibinputImporter(file: "fuzz.yaml").records(from: String(decoding: data, as: UTF8.self), windowSize: window) }
    }

    /// Android `getevent` text (`-lp` descriptions, then `-lt` events), imported into a 320 × 480 window, as it is and with `--axes`.
    public static func geteventImporter(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        imported { try GeteventImporter(file: "fuzz.txt").records(from: text, windowSize: window) }
        // Again with --axes, which describes a device the recording does not.
        let assuming = GeteventImporter(file: "fuzz.txt", device: nil,
                                        assumedAxes: (AxisRange(minimum: 0, maximum: 1079), AxisRange(minimum: 0, maximum: 2399)))
        imported { try assuming.records(from: text, windowSize: window) }
    }

    /// `evtest` text (the device's description, then its events), imported into a 320 × 480 window.
    public static func evtestImporter(_ data: Data) {
        imported { try EvtestImporter(file: "fuzz.txt").records(from: String(decoding: data, as: UTF8.self), windowSize: window) }
    }

    /// `libinput debug-events` output, imported into a 320 × 480 window.
    public static func debugEventsImporter(_ data: Data) {
        imported { try DebugEventsImporter(file: "fuzz.txt").records(from: String(decoding: data, as: UTF8.self), windowSize: window) }
    }

    static let window = Size(width: 320, height: 480)

    /// The scene imported logs replay on: a flow grid the size of ``window``.
    static let importScene = try! Scene.parse(
        Data(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[70,70]},"sections":[{"items":60}]}"#.utf8), catalog: .basic)

    /// Imports, then checks that the records make a log the reader accepts.
    private static func imported(_ body: () throws -> [LogRecord]) {
        do {
            let records = try body()
            let log = EventLog(scene: .path("scene.json"), records: records)
            let reread: EventLog
            do {
                reread = try EventLogReader(file: "imported.log").read(log.text)
            } catch {
                preconditionFailure("an import gives a log the reader refuses: \(error)")
            }
            // The imported log replays, in time proportional to its events whatever gaps it has.
            _ = try Replayer().replay(reread, scene: importScene)
        } catch {
            checkMessage(error)
        }
    }

    static func checkMessage(_ error: Error) {
        let message = String(describing: error)
        precondition(message.count <= maximumMessageLength,
                     "an error message of \(message.count) characters: \(message.prefix(200))…")
    }
}

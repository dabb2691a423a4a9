import ArgumentParser
import Foundation
import TesseraGeometry
import TesseraReplay
import TesseraSimulator
import TesseraX11

/// `tessera run`: the collection view in a desktop window, driven by the mouse, keyboard, touchscreen and touchpad.
struct RunCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the collection view in an X11 window.",
        discussion: """
            Mouse: click to tap (select), double-click to switch layouts, drag to scroll, \
            press and hold then drag to reorder. Ctrl+drag pinches (two fingers mirrored about \
            the window centre); Ctrl+Shift+drag moves two fingers together; the wheel scrolls and \
            Ctrl+wheel pinches in steps. Touchscreen fingers are touches where they land; a touchpad \
            pinch is two fingers around the pointer and a two-finger swipe scrolls (XInput 2.2 and 2.4; \
            TESSERA_XINPUT2=0 keeps to the mouse).
            Keys (on any keyboard layout): 1-9 switch layouts with an animation; + and - add and delete an \
            item; s and d insert and delete a section; m toggles multiple selection; a switches aspect fit \
            and fill (Dimensions); r starts and stops recording; space pauses animations; q quits.
            Without a display, or with one that cannot be reached, it exits with status 2 and says what to check; \
            so it does when the connection is lost later (the server stops, xkill), after writing the final state.
            """
    )

    @Option(help: "A scene file (JSON).", completion: .file(extensions: ["json"]))
    var scene: String?

    @Option(help: "A layout by name, such as circle or coverflow (see tessera layouts); not with --scene.",
            completion: .list(LayoutCatalog.standard.names))
    var layout: String?

    @Option(help: "The number of items in the first section.")
    var items: Int?

    @Option(help: "Record the session to this event log; the final state is written beside it.")
    var record: String?

    @Option(help: ArgumentHelp("Draw the window this many times larger, such as 2 on a 192 dpi screen (default: the Xft.dpi resource over 96, else 1).",
                               valueName: "factor"))
    var scale: Double?

    /// The largest `--scale`: an 8 × window is far past any screen.
    static let maximumScale = 8.0

    func validate() throws {
        try PathArguments.requireNonEmpty(["--scene": scene, "--record": record])
    }

    func run(catalog: LayoutCatalog) throws {
        try reportingBadInput {
            if let scale, !(scale > 0 && scale.isFinite && scale <= Self.maximumScale) {
                throw OptionError(message: "--scale must be a number greater than 0 and at most \(Int(Self.maximumScale)), such as 2 or 1.5")
            }
            let (scene, source) = try SceneChoice.resolve(scene: self.scene, layout: layout, items: items, logPath: record, catalog: catalog)
            var roles = FileRoles()
            roles.input(source.path)
            roles.output(record, option: "--record")
            roles.output(record.map(SessionRecorder.statePath(beside:)),
                         option: "the final state beside --record")
            try roles.check()
            let images = try source.path.map { try ImageLibrary.images(forSceneAt: $0) } ?? []
            for w in images.warnings { printError("warning: \(w)") }
            let loadWarnings = images.warnings.count
            let simulation = try Simulation(scene: scene, images: images)
            simulation.keepsReports = false
            let display = try X11Display()
            var counter = 0
            let recorder = try SessionRecorder(scene: source.logScene, path: record, automaticPath: {
                counter += 1
                return "tessera-recording-\(getpid())-\(counter).log"
            })
            let host = try X11Host(simulation: simulation, display: display, scale: scale, fitsScreen: true, recorder: recorder)
            let ending = try host.run()
            // Pictures are decoded as they are drawn; say which could not be.
            for w in images.warnings.dropFirst(loadWarnings) { printError("warning: \(w)") }
            for w in simulation.layoutWarnings { printError("warning: \(w)") }
            if let log = recorder.logPath {
                if let state = recorder.finalStatePath {
                    print("recorded \(log); final state in \(state)")
                } else {
                    print("recorded \(log) until r stopped it; a stopped recording has no final state, since the session went on")
                }
            }
            if case .interrupted(let signal) = ending {
                printError("stopped by signal \(signal)" + (recorder.logPath == nil ? "" : "; the recording is closed"))
                throw ExitCode(128 + signal)
            }
        }
    }
}

/// Which scene `tessera run` shows, and how a recording refers to it.
struct SceneChoice {
    /// The scene file, when the scene came from one unchanged.
    var path: String?
    var logScene: EventLog.SceneSource

    /// The demo scene, wherever the bundled assets are.
    static var defaultScene: String? { Assets.path("scenes/demo.json") }

    static func resolve(scene: String?, layout: String?, items: Int?, logPath: String?,
                        catalog: LayoutCatalog) throws -> (Scene, SceneChoice) {
        if scene != nil, layout != nil {
            throw OptionError(message: "--scene and --layout both choose the layout; give one of them")
        }
        var path = scene
        if path == nil, let layout {
            if let candidate = Assets.path("scenes/\(layout).json"), FileManager.default.fileExists(atPath: candidate) {
                path = candidate
            } else {
                guard catalog.descriptor(named: layout) != nil else {
                    throw OptionError(message: "unknown layout \"\(layout)\"; known: \(catalog.names.joined(separator: ", "))")
                }
                let json = #"{"size":[800,600],"layout":{"type":"\#(layout)"},"sections":[{"items":\#(items ?? 40)}]}"#
                let s = try Scene.parse(Data(json.utf8), catalog: catalog)
                return (s, SceneChoice(path: nil, logScene: .inline(s.jsonValue)))
            }
        }
        if path == nil { path = defaultScene }
        guard let path else {
            throw UsageError(message: "no scene: pass --scene FILE or --layout NAME, or set TESSERA_ASSETS to Tessera's assets folder for the demo scene")
        }
        var s = try Scene.load(path: path, catalog: catalog)
        if let items {
            guard items >= 0, items <= Scene.maximumItemCount else { throw OptionError(message: "--items must be between 0 and \(Scene.maximumItemCount)") }
            if s.sections.isEmpty { s.sections = [SceneSection(items: items)] } else {
                s.sections[0].items = items
                s.sections[0].itemSizes = nil
            }
            return (s, SceneChoice(path: path, logScene: .inline(s.jsonValue)))
        }
        let logDirectory = logPath.map { ($0 as NSString).deletingLastPathComponent } ?? "."
        return (s, SceneChoice(path: path, logScene: .path(relativePath(of: path, from: logDirectory))))
    }
}

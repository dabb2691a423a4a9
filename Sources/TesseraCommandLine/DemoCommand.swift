import ArgumentParser
import Foundation
import TesseraRender
import TesseraReplay
import TesseraSimulator
import TesseraX11

/// `tessera` with no verb: the demo. When `DISPLAY` is set it opens the window on the demo
/// scene, and a display that cannot be reached is an error that says so. With no display at
/// all it replays the bundled demo log headlessly and writes what a person can look at: a
/// trace page to scrub through in a browser, and PNG frames.
struct DemoCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the demo window; with no display, replay the demo log to a trace page and PNG frames."
    )

    @Option(help: "Where headless frames go.")
    var frames = "out/demo-frames"

    @Option(help: "Where the headless replay's trace page goes (open it in a browser).")
    var trace = "out/demo.html"

    func validate() throws {
        try PathArguments.requireNonEmpty(["--frames": frames, "--trace": trace])
    }

    func run(catalog: LayoutCatalog) throws {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
            // A display was asked for: open it, or fail saying why; never a silent headless run instead.
            let run = try RunCommand.parse([])
            try run.run(catalog: catalog)
            return
        }
        try reportingBadInput { try replayHeadlessly(catalog: catalog) }
    }

    private func replayHeadlessly(catalog: LayoutCatalog) throws {
        guard let logPath = Assets.path("logs/demo.log"), let scenePath = Assets.path("scenes/demo.json") else {
            throw UsageError(message: "no display, and Tessera's assets (logs/demo.log) are not found: set TESSERA_ASSETS to the assets folder")
        }
        var roles = FileRoles()
        roles.input(logPath)
        roles.input(scenePath)
        roles.output(trace, option: "--trace")
        roles.output(frames, option: "--frames")
        roles.frameFolder(frames, option: "--frames")
        try roles.check()
        try OutputFolder.makeParent(of: trace)
        try AtomicFile.checkReplaceable(trace)
        try FrameFolders.prepare(frames)
        let log = try EventLogReader.load(path: logPath)
        let scene = try log.loadScene(relativeTo: ParentFolder.of(logPath), catalog: catalog, logPath: logPath)
        var replayer = Replayer()
        replayer.images = try ImageLibrary.images(forSceneAt: scenePath)
        for w in replayer.images.warnings { printError("warning: \(w)") }
        replayer.frames = Replayer.Frames(directory: frames, every: 45)
        replayer.trace = ReplayTrace.Limits()
        let result = try replayer.replay(log, scene: scene)
        if let recorded = result.trace {
            try writeAtomically(TraceHTML.page(for: recorded, title: logPath, verdict: .unchecked), to: trace)
        }
        print("""
            No display here (DISPLAY is not set), so Tessera replayed its demo log headlessly through every layout.
            Open \(trace) in a browser to watch it: drag along the time axis to see each frame, the fingers and \
            every gesture's state.
            \(result.frameFiles.count) PNG frames are in \(frames)/.
            Final state: \(result.state.json)
            For the window, run this in a desktop session, or from another machine over SSH with `ssh -X`.
            """)
    }
}

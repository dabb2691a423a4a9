import ArgumentParser
import Foundation
import TesseraReplay
import TesseraSimulator
import TesseraX11

/// `tessera` with no verb: the demo. In a desktop session it opens the window on
/// the demo scene; on a machine with no display it replays the bundled demo log
/// headlessly, writes a few PNG frames, and says where they are.
struct DemoCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the demo window, or without a display replay the demo log to PNG frames."
    )

    @Option(help: "Where headless frames go.")
    var frames = "out/demo-frames"

    static let scene = "assets/scenes/demo.json"
    static let log = "assets/logs/demo.log"

    func run(catalog: LayoutCatalog) throws {
        if (try? X11Display()) != nil {
            let run = try RunCommand.parse(["--scene", Self.scene])
            try run.run(catalog: catalog)
            return
        }
        guard FileManager.default.fileExists(atPath: Self.log) else {
            printError("no display, and no \(Self.log) to replay: run this from the repository's root")
            throw ExitStatus.badInput
        }
        try? FileManager.default.removeItem(atPath: frames)
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        let log = try EventLogReader.load(path: Self.log)
        let scene = try log.loadScene(relativeTo: "assets/logs", catalog: catalog)
        var replayer = Replayer()
        replayer.images = try ImageLibrary.images(forSceneAt: Self.scene)
        for w in replayer.images.warnings { printError("warning: \(w)") }
        replayer.frames = Replayer.Frames(directory: frames, every: 45)
        let result = try replayer.replay(log, scene: scene)
        let first = ((result.frameFiles.first ?? "") as NSString).lastPathComponent
        let last = ((result.frameFiles.last ?? "") as NSString).lastPathComponent
        print("""
            No X display here, so Tessera replayed the bundled demo log (\(Self.log)) headlessly
            through every layout and wrote \(result.frameFiles.count) PNG frames to \(frames)/, \
            \(first) to \(last).
            Final state: \(result.state.json)
            To use the window instead, run it in a desktop session, or start a virtual display:
                Xvfb :99 & DISPLAY=:99 swift run tessera
            """)
    }
}

import TesseraSimulator
import Foundation

/// A recorded session: the scene it starts from and every input, in time order.
///
/// See docs/event-log.md for the format. Logs are line-oriented text that diffs
/// well, can be edited by hand and allows comments.
public struct EventLog: Equatable, Sendable {
    /// Where the scene comes from.
    public enum SceneSource: Equatable, Sendable {
        /// A scene file, relative to the log's directory unless absolute.
        case path(String)
        /// The scene's JSON, on the `scene` line itself.
        case inline(JSONValue)
    }

    /// The format version this build reads and writes.
    public static let currentVersion = 1

    /// The most touches a log may hold down at once: the number of multi-touch
    /// slots the importers accept, far above what a hand or a device produces.
    public static let maximumSimultaneousTouches = 64

    /// The largest magnitude of a coordinate, wheel step or window size in a
    /// log, in points. Larger values are errors: no screen is that big, and
    /// they would overflow layout arithmetic.
    public static let maximumCoordinate = 1_000_000.0

    /// The format version on the header line; ``currentVersion`` is the only one this build reads.
    public var version: Int
    /// The scene the session starts from: a file or inline JSON.
    public var scene: SceneSource
    /// Every input, in time order; records with equal times form one batch.
    public var records: [LogRecord]
    /// Problems that did not stop reading, such as a truncated last line.
    public var warnings: [String]

    /// A log of `records` starting from `scene`.
    public init(version: Int = EventLog.currentVersion, scene: SceneSource, records: [LogRecord] = [], warnings: [String] = []) {
        self.version = version
        self.scene = scene
        self.records = records
        self.warnings = warnings
    }

    /// The log's whole text.
    public var text: String {
        var out = EventLogWriter.header(scene: scene)
        for r in records { out += EventLogWriter.line(r) + "\n" }
        return out
    }

    /// The scene file, resolved against `directory` (the log's own), or nil for an inline scene.
    public func scenePath(relativeTo directory: String) -> String? {
        guard case .path(let p) = scene else { return nil }
        return p.hasPrefix("/") ? p : (directory as NSString).appendingPathComponent(p)
    }

    /// Loads the scene, resolving a path against `directory`; errors name the log at `logPath`, when given, as well
    /// as the scene: `session.log: inline scene: $.sections[0].items: …`, `session.log: scene missing.json: …`.
    public func loadScene(relativeTo directory: String, catalog: LayoutCatalog, logPath: String? = nil) throws -> Scene {
        switch scene {
        case .path:
            let path = scenePath(relativeTo: directory)!
            do {
                return try Scene.load(path: path, catalog: catalog)
            } catch var e as SceneError where logPath != nil && e.file == path && e.path == "$" {
                // The scene file itself cannot be read: the log names it, and a path with a ` #` or a typo shows there.
                e.file = "\(logPath!): scene \(path)"
                throw e
            }
        case .inline(let json):
            let file = logPath.map { "\($0): inline scene" } ?? "inline scene"
            return try Scene.read(JSONReader(json, path: "$", file: file), catalog: catalog)
        }
    }
}

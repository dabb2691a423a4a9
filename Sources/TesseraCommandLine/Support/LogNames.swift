import Foundation

/// A name for each log of a run, for what is written per log (its frames folder, its trace, its
/// animation): the log's file name without `.log`, with its position in the run added when two
/// logs share a name, so no log's outputs overwrite another's.
struct LogNames {
    private var names: [String: String] = [:]

    /// The names of `logs`, in the order given.
    init(_ logs: [String]) {
        var used: Set<String> = []
        for (i, log) in logs.enumerated() {
            var name = (log as NSString).lastPathComponent
            if name.hasSuffix(".log") { name = String(name.dropLast(4)) }
            if name.isEmpty || name == "." || name == ".." { name = "log" }
            if used.contains(name) { name += "-\(i + 1)" }
            used.insert(name)
            names[log] = name
        }
    }

    /// The name of `log`, one of the logs given.
    func name(for log: String) -> String { names[log] ?? "log" }

    /// `pattern` with each `{name}` replaced by the name of `log`.
    func path(_ pattern: String, for log: String) -> String {
        pattern.replacingOccurrences(of: LogNames.placeholder, with: name(for: log))
    }

    /// What an output path writes for the log's name: `{name}`.
    static let placeholder = "{name}"
}

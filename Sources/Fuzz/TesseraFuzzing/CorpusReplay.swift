import Foundation

/// Runs a fuzz target over files, for the fuzz executables' ordinary `main`:
/// without libFuzzer, each replays its corpus (or the files and directories it
/// is given) as a regression check, and the normal build keeps compiling it.
public enum CorpusReplay {
    /// The checked-in corpus of `target`: `Tests/Fixtures/fuzz/<target>` in the repository.
    public static func corpusDirectory(_ target: String) -> String {
        var url = URL(fileURLWithPath: #filePath)
        // …/Sources/Fuzz/TesseraFuzzing/CorpusReplay.swift → the repository root.
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tests/Fixtures/fuzz/\(target)").path
    }

    /// Every regular file under `path` (a file or a directory), sorted.
    public static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }.filter {
            var d: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &d) && !d.boolValue
        }
    }

    /// The executable's main: replays `arguments` (files or directories), or the
    /// target's corpus when there are none. Exits 1 when there is nothing to run.
    public static func main(target: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                            _ body: (Data) -> Void) {
        let paths = arguments.isEmpty ? [corpusDirectory(target)] : arguments
        var count = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                body(data)
                count += 1
            }
        }
        guard count > 0 else {
            FileHandle.standardError.write(Data("\(target): no inputs under \(paths.joined(separator: " "))\n".utf8))
            exit(1)
        }
        print("\(target): \(count) inputs replayed, no crash")
    }
}

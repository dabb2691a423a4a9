import Foundation

/// Where the bundled scenes, pictures and logs are, so that `tessera` works from any directory.
///
/// The first of these that holds `scenes/demo.json` is the assets folder:
/// 1. `$TESSERA_ASSETS`;
/// 2. `assets` in the current directory, so paths stay short when run from the package;
/// 3. the package's `assets`, where this program was built from (`swift run` from anywhere);
/// 4. `../share/tessera/assets` beside the executable, for an installed copy.
enum Assets {
    /// The assets folder, or nil when none of the places holds one.
    static let root: String? = candidates().first { FileManager.default.fileExists(atPath: $0 + "/scenes/demo.json") }

    /// The path of `relative` (such as `scenes/demo.json`) in the assets folder, or nil when there is none.
    static func path(_ relative: String) -> String? {
        root.map { $0 + "/" + relative }
    }

    /// The places looked in, in order.
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment,
                           executable: String = CommandLine.arguments.first ?? "") -> [String] {
        var places: [String] = []
        if let explicit = environment["TESSERA_ASSETS"], !explicit.isEmpty { places.append(explicit) }
        places.append("assets")
        // This file is Sources/TesseraCommandLine/Support/Assets.swift in the package.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        places.append(package.appendingPathComponent("assets").path)
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        places.append(binary.deletingLastPathComponent().appendingPathComponent("share/tessera/assets").path)
        return places
    }
}

import Foundation
import TesseraRender
import TesseraSimulator

/// `--expect-frames DIR`: the frames a replay wrote compared with a stored set, pixel by
/// pixel within a tolerance, as the frame tests do. A frame that differs gets a diff image
/// beside it (`diff-frame-NNNNN.png`: the stored frame dimmed, differing pixels red); a
/// frame missing on either side counts as differing.
struct FrameCheck {
    /// The folder of stored frames.
    var expected: String
    /// The largest per-channel difference (0…255) that still counts as equal.
    var tolerance: Int

    /// Compares `written` (paths in the frames folder) with the stored frames of the same names,
    /// writing diff images; returns one line per problem, empty when every frame matches.
    ///
    /// - Throws: ``UsageError`` when `expected` is not a folder: a path mistyped in a CI script must not read as
    ///   a replay whose every frame is new.
    func compare(written: [String]) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expected, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError(message: "\(expected): --expect-frames names no folder of stored frames; to store them, keep the "
                             + "folder --frames writes and pass it to --expect-frames")
        }
        var problems: [String] = []
        var names = Set<String>()
        for path in written {
            let name = (path as NSString).lastPathComponent
            names.insert(name)
            let stored = (expected as NSString).appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: stored) else {
                problems.append("frames: \(name) is not among the stored frames in \(expected)")
                continue
            }
            let actual = try PNGFile.read(path)
            // Sizes first, from the stored frame's header: a stored frame of another size is not decoded (one of
            // 20000 × 20000 pixels took 3 GB only to be found the wrong size).
            let storedSize = try PNGFile.size(of: stored)
            guard storedSize.width == actual.width, storedSize.height == actual.height else {
                problems.append("frames: \(name) has another size than the stored one (\(actual.width) × \(actual.height) "
                                + "against \(storedSize.width) × \(storedSize.height))")
                continue
            }
            let comparison = ImageComparison(actual: actual, expected: try PNGFile.read(stored), tolerance: tolerance)
            guard !comparison.matches else { continue }
            if let diff = comparison.diff {
                let diffPath = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("diff-" + name)
                try PNGFile.write(diff, to: diffPath, compression: .fast)
                problems.append("frames: \(name) differs in \(comparison.differingPixels) pixels (by up to \(comparison.maximumDifference)); "
                                + "diff in \(diffPath)")
            } else {
                problems.append("frames: \(name) has another size than the stored one")
            }
        }
        let stored = ((try? FileManager.default.contentsOfDirectory(atPath: expected)) ?? [])
            .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") && !names.contains($0) }.sorted()
        if let first = stored.first {
            problems.append("frames: \(stored.count) stored frames were not written, the first \(first)")
        }
        return problems
    }
}

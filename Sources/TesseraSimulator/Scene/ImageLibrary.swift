import Foundation
import TesseraRender

/// Loads the pictures cells show (the Dimensions layout's images): every PNG in
/// a directory, in name order.
public enum ImageLibrary {
    /// The PNGs in `directory`, sorted by name; empty when there is no such directory.
    public static func load(directory: String) throws -> [Bitmap] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return try names.filter { $0.hasSuffix(".png") }.sorted().map {
            try PNGFile.read((directory as NSString).appendingPathComponent($0))
        }
    }

    /// The images beside a scene: `../images` relative to the scene file's directory,
    /// as in the repository's `assets/scenes` and `assets/images`.
    public static func images(forSceneAt scenePath: String) throws -> [Bitmap] {
        try load(directory: imageDirectory(forSceneAt: scenePath))
    }

    /// The folder a scene's pictures come from: `../images` relative to the scene file's directory.
    public static func imageDirectory(forSceneAt scenePath: String) -> String {
        ((scenePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("../images")
    }
}

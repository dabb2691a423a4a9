import Foundation
import TesseraRender

/// The pictures cells show (the Dimensions layout's images), decoded only when
/// a cell that shows one is drawn, and kept in a bounded cache.
///
/// Loading a directory reads each PNG's header only: its size. A PNG of more
/// than ``maximumPixelCount`` pixels is skipped, with a warning naming it, so a
/// huge photo beside the scenes neither costs memory nor stops a scene that
/// shows no pictures; the skip is decided from the header alone, so every run
/// shows the same pictures. A file that is not a PNG at all is refused, as
/// before. Pixels are decoded by ``bitmap(at:)``, the first time a picture is
/// drawn; decoded pictures stay cached up to ``cacheByteLimit`` bytes, the least
/// recently drawn going first. A picture whose pixels turn out to be broken is
/// drawn as none, with a warning, and not tried again.
///
/// ```swift
/// let images = try ImageLibrary.images(forSceneAt: "assets/scenes/dimensions.json")
/// let simulation = try Simulation(scene: scene, images: images)
/// ```
public final class ImageLibrary: ExpressibleByArrayLiteral {
    /// The most pixels a picture may have: 4096 × 4096, 64 MiB once decoded to RGBA.
    public static let maximumPixelCount = 4096 * 4096

    /// One picture: where to decode it from, or its pixels when it was given decoded.
    private struct Entry {
        var path: String?
        var bitmap: Bitmap?
        var failed = false
        var lastUse = 0
    }

    private var entries: [Entry]
    private var cachedBytes = 0
    private var useCount = 0

    /// How many bytes of decoded pixels are kept for pictures read from files; 256 MiB by
    /// default. The picture drawn last is kept even when it alone is larger.
    public var cacheByteLimit = 256 << 20
    /// How many times a PNG has been decoded so far.
    public private(set) var decodeCount = 0
    /// Pictures skipped when the directory was read, and pictures that failed to decode, one line each.
    public private(set) var warnings: [String] = []

    /// Pictures already decoded, shown in this order; they are never evicted.
    public init(bitmaps: [Bitmap]) {
        entries = bitmaps.map { Entry(path: nil, bitmap: $0) }
    }

    /// Pictures already decoded, written as an array literal; `[]` shows none.
    public convenience init(arrayLiteral bitmaps: Bitmap...) {
        self.init(bitmaps: bitmaps)
    }

    /// The PNGs at `paths`, in that order, decoded only when drawn.
    ///
    /// - Throws: `PNGFile.Failure` for a file whose header cannot be read (not a PNG, unreadable).
    public init(paths: [String]) throws {
        entries = []
        for path in paths {
            let size = try PNGFile.size(of: path)
            guard size.width * size.height <= Self.maximumPixelCount else {
                let reason = PNGFile.tooLarge(width: size.width, height: size.height, limit: Self.maximumPixelCount)
                warnings.append("\(path): \(reason); skipped, cells show the other pictures")
                continue
            }
            entries.append(Entry(path: path))
        }
    }

    /// The number of pictures; a cell shows picture `identity % count`.
    public var count: Int { entries.count }

    /// Whether there are no pictures.
    public var isEmpty: Bool { entries.isEmpty }

    /// Picture `index`, decoded now if it is not cached; nil for an index out of range or a
    /// picture whose pixels cannot be decoded.
    public func bitmap(at index: Int) -> Bitmap? {
        guard entries.indices.contains(index) else { return nil }
        useCount += 1
        entries[index].lastUse = useCount
        if let bitmap = entries[index].bitmap { return bitmap }
        guard let path = entries[index].path, !entries[index].failed else { return nil }
        decodeCount += 1
        do {
            let bitmap = try PNGFile.read(path, maximumPixelCount: Self.maximumPixelCount)
            entries[index].bitmap = bitmap
            cachedBytes += bitmap.pixels.count
            evict(sparing: index)
            return bitmap
        } catch {
            entries[index].failed = true
            warnings.append("\(error); cells show no picture from it")
            return nil
        }
    }

    /// Drops decoded pictures read from files, least recently drawn first, until the
    /// cache fits ``cacheByteLimit``; `index` stays.
    private func evict(sparing index: Int) {
        while cachedBytes > cacheByteLimit {
            var oldest: Int?
            for i in entries.indices where i != index && entries[i].path != nil && entries[i].bitmap != nil {
                if oldest.map({ entries[i].lastUse < entries[$0].lastUse }) ?? true { oldest = i }
            }
            guard let victim = oldest, let bitmap = entries[victim].bitmap else { return }
            cachedBytes -= bitmap.pixels.count
            entries[victim].bitmap = nil
        }
    }

    /// The PNGs in `directory`, sorted by name, decoded only when drawn; empty when there is no
    /// such directory.
    ///
    /// - Throws: `PNGFile.Failure` for a file whose header cannot be read.
    public static func load(directory: String) throws -> ImageLibrary {
        try ImageLibrary(paths: pictureFiles(in: directory))
    }

    /// The PNG files ``load(directory:)`` reads from `directory`, sorted by name; empty when there is no such directory.
    public static func pictureFiles(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".png") }.sorted().map { (directory as NSString).appendingPathComponent($0) }
    }

    /// The images beside a scene: `../images` relative to the scene file's directory,
    /// as in the repository's `assets/scenes` and `assets/images`.
    public static func images(forSceneAt scenePath: String) throws -> ImageLibrary {
        try load(directory: imageDirectory(forSceneAt: scenePath))
    }

    /// The folder a scene's pictures come from: `../images` relative to the scene file's directory.
    public static func imageDirectory(forSceneAt scenePath: String) -> String {
        (ParentFolder.of(scenePath) as NSString).appendingPathComponent("../images")
    }
}

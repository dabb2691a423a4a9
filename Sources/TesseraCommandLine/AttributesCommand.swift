import ArgumentParser
import Foundation
import TesseraGeometry
import TesseraLayout
import TesseraSimulator

/// `tessera attributes`: lays out a scene and prints every element's attributes.
struct AttributesCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the layout attributes of a scene as JSON.",
        discussion: """
            Prints a JSON array of the elements' attributes, one element's object per line, sorted \
            by section, item, category (cell, supplementary, decoration) and kind. Exit status 2 \
            on a bad scene.
            """
    )

    @Option(help: "The scene file (JSON).", completion: .file(extensions: ["json"]))
    var scene: String

    // Unconditional: the value may start with a minus sign, `--rect -10,0,5,5`, where an option would otherwise
    // look for its value only in arguments that do not start with a dash.
    @Option(parsing: .unconditional,
            help: "Only elements intersecting this rectangle, x,y,w,h (default: the whole content, sections that scroll on their own whole).")
    var rect: String?

    @Option(parsing: .unconditional, help: "The content offset x,y (default: the scene's contentOffset).")
    var offset: String?

    func validate() throws {
        try PathArguments.requireNonEmpty(["--scene": scene])
    }

    func run(catalog: LayoutCatalog) throws {
        try reportingBadInput {
            let scene = try Scene.load(path: self.scene, catalog: catalog)
            let context = SceneLayoutContext(scene: scene)
            if let offset {
                let v = try parseNumbers(offset, count: 2, option: "--offset")
                // The range of a scene's own contentOffset: beyond it, layout arithmetic loses whole points.
                guard v.allSatisfy({ abs($0) <= JSONReader.maximumMagnitude }) else {
                    throw OptionError(message: "--offset \(offset) is out of range; offsets lie within ±\(Int(JSONReader.maximumMagnitude)), as a scene's contentOffset")
                }
                context.bounds.origin = Point(x: v[0], y: v[1])
            }
            let layout = try scene.makeLayout()
            layout.collectionView = context
            layout.prepareIfNeeded()
            if let oversized = (layout as? FlowLayout)?.oversizedItem { printError("warning: \(self.scene): \(oversized.message)") }
            let query: Rect
            if let rect {
                let v = try parseNumbers(rect, count: 4, option: "--rect")
                // A negative size is a slip (x,y,w,h read as two corners), not a rectangle that meets nothing.
                if v[2] < 0 || v[3] < 0 {
                    throw OptionError(message: "--rect \(rect): the width and height are sizes and cannot be negative; x,y,w,h")
                }
                query = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            } else {
                var content = layout.contentSize
                // Rows that scroll sideways reach past the content's right edge by as far as they scroll; a horizontal
                // layout's columns that scroll up and down, past its bottom edge.
                if let rows = layout as? any OrthogonalScrollingLayout {
                    let reach = (0..<context.numberOfSections).map { rows.orthogonalScrollRange(forSection: $0).upperBound }.max() ?? 0
                    if rows.orthogonalScrollsVertically { content.height += reach } else { content.width += reach }
                }
                query = Rect(origin: .zero, size: content).union(context.bounds).insetBy(dx: -1, dy: -1)
            }
            let out = StandardOutput()
            var stream = AttributesStream(layout: layout, context: context, out: out)
            try stream.write(in: query)
            try out.flush()
        }
    }
}

/// Parses "a,b,c" into exactly `count` finite decimal numbers.
func parseNumbers(_ text: String, count: Int, option: String) throws -> [Double] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { parsedDouble($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == count, values.count == count, values.allSatisfy(\.isFinite) else {
        throw OptionError(message: "\(option) expects \(count) comma-separated numbers, got \"\(text)\"")
    }
    return values
}

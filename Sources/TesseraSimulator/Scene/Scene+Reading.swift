import Foundation
import TesseraGeometry
import TesseraLayout

extension Scene {
    /// Reads a scene file.
    ///
    /// - Throws: ``SceneError`` naming the file, the JSON path and the reason; a file that is not text (binary,
    ///   sparse, an endless device) or holds more than ``TextFile/sceneLimit`` bytes is refused before it is read whole.
    public static func load(path: String, catalog: LayoutCatalog = .basic) throws -> Scene {
        let read: Data?
        do {
            read = try TextFile.read(path, limit: TextFile.sceneLimit, kind: "a scene file")
        } catch let refusal as TextFile.Refusal {
            throw SceneError(file: path, path: "$", reason: refusal.reason)
        }
        guard let data = read else {
            throw SceneError(file: path, path: "$", reason: FileReadFailure.reason(forReading: path))
        }
        return try parse(data, file: path, catalog: catalog)
    }

    /// Parses scene JSON and checks every field, including the layout parameters.
    public static func parse(_ data: Data, file: String? = nil, catalog: LayoutCatalog = .basic) throws -> Scene {
        try read(JSONReader(JSONValue.parse(data, file: file), file: file), catalog: catalog)
    }

    /// Checks a scene that is already parsed; `reader` is at the scene object.
    public static func read(_ root: JSONReader, catalog: LayoutCatalog = .basic) throws -> Scene {
        let sizeReader = try root.required("size")
        let size = try sizeReader.size()
        guard Scene.isValidWindowSize(size) else {
            throw sizeReader.error("the window size must be positive and at most \(Int(maximumWindowDimension)) points a side, "
                                   + "found \(JSONWriter.size(size))")
        }
        let layoutReader = try root.required("layout")
        _ = try catalog.makeLayout(from: layoutReader)
        var alternates: [JSONValue] = []
        if let r = try root.optional("alternates") {
            for e in try r.elements() {
                _ = try catalog.makeLayout(from: e)
                alternates.append(e.value)
            }
        }
        var total = 0
        let sections = try root.required("sections").mapElements { e in
            let section = try readSection(e)
            total += section.items
            if total > maximumItemCount {
                throw e.error("the scene holds more than \(maximumItemCount) items; split it or use fewer", at: e.path + ".items")
            }
            return section
        }
        let offset = try root.optional("contentOffset")?.point() ?? .zero
        let paging = try root.optional("pagingEnabled")?.bool() ?? false
        let scrolling = try root.optional("scrollEnabled")?.bool() ?? true
        let selection = try root.optional("allowsSelection")?.bool() ?? true
        let delays = try root.optional("delaysContentTouches")?.bool() ?? true
        let reorder = try root.optional("reorderStyle").map { ReorderStyle(rawValue: try $0.choice(ReorderStyle.allCases.map(\.rawValue)))! }
            ?? .liveGap
        let interactions = try root.optional("interactions")?.value
        _ = try InteractionSettings(interactions, file: root.file)
        try root.finish()
        return Scene(size: size, layout: layoutReader.value, alternates: alternates, sections: sections,
                     contentOffset: offset, pagingEnabled: paging, scrollEnabled: scrolling, allowsSelection: selection, delaysContentTouches: delays, reorderStyle: reorder, interactions: interactions, catalog: catalog)
    }

    private static func readSection(_ r: JSONReader) throws -> SceneSection {
        let itemsReader = try r.required("items")
        let items = try itemsReader.integer(in: 0...maximumItemCount)
        var section = SceneSection(items: items)
        // Most sections give only their items: nothing else to look for.
        guard r.hasUnreadKeys else { return section }
        if let sizes = try r.optional("itemSizes") {
            guard case .array(let list) = sizes.value, list.count == items else {
                throw sizes.error("expected one size per item (\(items)), found \(try sizes.elements().count)")
            }
            section.itemSizes = try sizes.mapElements { try $0.size() }
        }
        section.overrides = SectionOverrides(inset: try r.optional("inset")?.insets(),
                                             minimumLineSpacing: try r.optional("minimumLineSpacing")?.number(),
                                             minimumInteritemSpacing: try r.optional("minimumInteritemSpacing")?.number(),
                                             headerReferenceSize: try r.optional("headerReferenceSize")?.size(),
                                             footerReferenceSize: try r.optional("footerReferenceSize")?.size())
        try r.finish()
        return section
    }

    /// Makes the layout at `index` of ``layouts`` from the scene's ``catalog``.
    public func makeLayout(at index: Int = 0) throws -> Layout {
        // Not through ``layouts``, which makes a new array each time it is read: a scene's every layout would cost
        // as many copies as it has layouts.
        try catalog.makeLayout(from: JSONReader(index == 0 ? layout : alternates[index - 1],
                                                path: index == 0 ? "$.layout" : "$.alternates[\(index - 1)]"))
    }
}

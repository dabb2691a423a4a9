import Foundation
import TesseraGeometry
import TesseraSimulator

extension Simulation {
    /// A simulation of the scene `json` describes (the scene-file format), its layouts made through `catalog`.
    ///
    /// ```swift
    /// let simulation = try Simulation(sceneJSON: #"{"size": [320, 480], "layout": {"type": "flow"}, "sections": [{"items": 40}]}"#)
    /// ```
    ///
    /// - Throws: `SceneError` naming the JSON path of anything the scene reader rejects.
    public convenience init(sceneJSON json: String, catalog: LayoutCatalog = .basic) throws {
        try self.init(scene: Scene.parse(Data(json.utf8), catalog: catalog))
    }

    /// A simulation of `descriptors`' layouts with their default parameters (the first on screen, the rest
    /// as alternates that a double tap switches to) showing `sections` items per section in a window of `size`.
    ///
    /// The scene's catalog is `catalog` with the descriptors added, so the layouts' names are known.
    public convenience init(descriptors: [LayoutDescriptor], sections: [Int], size: Size = Size(width: 320, height: 480),
                            catalog: LayoutCatalog = .basic) throws {
        precondition(!descriptors.isEmpty, "a scene needs a layout")
        let layouts = descriptors.map { JSONValue.object(["type": .string($0.name)]) }
        let scene = Scene(size: size, layout: layouts[0], alternates: Array(layouts.dropFirst()),
                          sections: sections.map { SceneSection(items: $0) }, catalog: catalog.adding(descriptors))
        try self.init(scene: scene)
    }
}

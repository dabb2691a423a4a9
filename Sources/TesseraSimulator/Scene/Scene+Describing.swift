import TesseraGeometry
import TesseraLayout

extension Scene {
    /// The scene that describes live layout objects and data, so a log can name them: each
    /// layout by its registered name with its current parameter values.
    ///
    /// Returns nil when a layout's class is not registered in `catalog`, since no scene could
    /// name it.
    public static func describing(layouts: [Layout], sections: [SceneSection], size: Size, contentOffset: Point = .zero,
                                  interactions: InteractionSettings = InteractionSettings(),
                                  catalog: LayoutCatalog) -> Scene? {
        var objects: [JSONValue] = []
        for layout in layouts {
            guard let d = catalog.descriptor(of: layout), case .object(var o) = d.parameterValues(of: layout) else { return nil }
            o["type"] = .string(d.name)
            objects.append(.object(o))
        }
        guard let first = objects.first else { return nil }
        return Scene(size: size, layout: first, alternates: Array(objects.dropFirst()), sections: sections,
                     contentOffset: contentOffset, interactions: interactions.jsonValue, catalog: catalog)
    }
}

extension InteractionSettings {
    /// The scene's `interactions` object for these settings: only the switches that differ from the
    /// defaults, or nil when none do.
    public var jsonValue: JSONValue? {
        let flags: [(String, Bool)] = [("tap", tap), ("doubleTap", doubleTap), ("twoFingerTap", twoFingerTap),
                                       ("pinch", pinch), ("pan", pan), ("longPress", longPress), ("rotation", rotation),
                                       ("keys", keys), ("wheel", wheel)]
        var changed = flags.filter { !$0.1 }.map { ($0.0, JSONValue.bool(false)) }
        if swipe { changed.append(("swipe", .bool(true))) }
        return changed.isEmpty ? nil : .object(Dictionary(uniqueKeysWithValues: changed))
    }
}

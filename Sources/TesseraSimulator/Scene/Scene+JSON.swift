import TesseraGeometry

extension Scene {
    /// The scene as JSON, for logs that carry their scene inline.
    public var jsonValue: JSONValue {
        func size(_ s: Size) -> JSONValue { .array([.number(s.width), .number(s.height)]) }
        func insets(_ i: EdgeInsets) -> JSONValue { .array([.number(i.top), .number(i.left), .number(i.bottom), .number(i.right)]) }
        var root: [String: JSONValue] = [
            "size": size(self.size),
            "layout": layout,
            "sections": .array(sections.map { s in
                var o: [String: JSONValue] = ["items": .number(Double(s.items))]
                if let sizes = s.itemSizes { o["itemSizes"] = .array(sizes.map(size)) }
                if let i = s.inset { o["inset"] = insets(i) }
                if let v = s.minimumLineSpacing { o["minimumLineSpacing"] = .number(v) }
                if let v = s.minimumInteritemSpacing { o["minimumInteritemSpacing"] = .number(v) }
                if let v = s.headerReferenceSize { o["headerReferenceSize"] = size(v) }
                if let v = s.footerReferenceSize { o["footerReferenceSize"] = size(v) }
                return .object(o)
            }),
            "contentOffset": .array([.number(contentOffset.x), .number(contentOffset.y)]),
        ]
        if !alternates.isEmpty { root["alternates"] = .array(alternates) }
        if pagingEnabled { root["pagingEnabled"] = .bool(true) }
        if !scrollEnabled { root["scrollEnabled"] = .bool(false) }
        if !allowsSelection { root["allowsSelection"] = .bool(false) }
        if !delaysContentTouches { root["delaysContentTouches"] = .bool(false) }
        if reorderStyle != .liveGap { root["reorderStyle"] = .string(reorderStyle.rawValue) }
        if let interactions { root["interactions"] = interactions }
        return .object(root)
    }
}

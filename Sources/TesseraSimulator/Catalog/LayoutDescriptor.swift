import TesseraLayout

/// A layout type that scenes can name: its `type` string, a summary, its
/// parameters, and how to make a fresh instance.
public struct LayoutDescriptor: @unchecked Sendable {
    public let type: String
    public let summary: String
    public let parameters: [LayoutParameter]
    public let make: () -> Layout

    public init(type: String, summary: String, parameters: [LayoutParameter], make: @escaping () -> Layout) {
        self.type = type
        self.summary = summary
        self.parameters = parameters
        self.make = make
    }

    /// Makes a layout from a scene's layout object, such as
    /// `{"type": "flow", "itemSize": [50, 50]}`, at the reader's path.
    public func makeLayout(from reader: JSONReader) throws -> Layout {
        let layout = make()
        reader.skip("type")
        for p in parameters {
            if let r = try reader.optional(p.name) { try p.apply(r, to: layout) }
        }
        try reader.finish()
        return layout
    }

    /// The current parameter values of `layout`, as a JSON object.
    public func parameterValues(of layout: Layout) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.value(of: layout)) }))
    }
}

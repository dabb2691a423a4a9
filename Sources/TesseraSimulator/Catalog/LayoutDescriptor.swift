import TesseraLayout

/// A layout type that scenes can name: its registered name, its class, a
/// summary, its parameters, the custom attributes it sets, and how to make a
/// fresh instance.
///
/// The registered ``name`` is the one source of a layout's name: scene files
/// spell it in `"type"`, `tessera layouts` lists it, and the replay state
/// reports it. A layout class needs no name of its own.
///
/// ```swift
/// extension LayoutDescriptor {
///     static let hex = LayoutDescriptor(HexLayout.self, name: "hex",
///         summary: "Cells on a hexagonal grid.",
///         parameters: [.number("radius", \HexLayout.radius, range: 1...500, "distance from a cell's centre to a corner")])
/// }
/// ```
public struct LayoutDescriptor: @unchecked Sendable {
    /// The name scene files give in the layout object's `"type"`.
    public let name: String
    /// The layout class this descriptor makes; the catalog finds a live layout's descriptor by it.
    public let layoutClass: Layout.Type
    /// One line on what the layout does, for `tessera layouts`.
    public let summary: String
    /// The parameters a scene may set, in the order `tessera layouts` lists them.
    public let parameters: [LayoutParameter]
    /// The custom attribute keys the layout sets on its elements, for documentation and
    /// for the capacity check at registration.
    public let customAttributes: [any CustomAttributeKey.Type]
    let make: () -> Layout

    /// Describes `layoutClass` under `name`.
    ///
    /// - Parameters:
    ///   - layoutClass: The class scenes that name `name` get. The catalog maps live layouts of
    ///     exactly this class back to `name`.
    ///   - name: The scene-file name: letters, digits, `-` and `_`.
    ///   - summary: One line on what the layout does, for `tessera layouts`.
    ///   - parameters: The parameters a scene may set, in the order `tessera layouts` lists them.
    ///   - customAttributes: The custom attribute keys the layout sets. A layout can set at most
    ///     `CustomAttributes.capacity` distinct keys on one element; a catalog refuses a descriptor
    ///     that declares more (``LayoutCatalog/Failure``).
    ///   - make: Makes a fresh instance with default parameters.
    public init<L: Layout>(_ layoutClass: L.Type, name: String, summary: String, parameters: [LayoutParameter] = [],
                           customAttributes: [any CustomAttributeKey.Type] = [], make: @escaping () -> L) {
        self.name = name
        self.layoutClass = layoutClass
        self.summary = summary
        self.parameters = parameters
        self.customAttributes = customAttributes
        self.make = make
    }

    /// Makes a fresh layout with default parameters.
    public func makeLayout() -> Layout { make() }

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

    /// The parameter called `name`, if the layout has one.
    public func parameter(named name: String) -> LayoutParameter? {
        parameters.first { $0.name == name }
    }
}

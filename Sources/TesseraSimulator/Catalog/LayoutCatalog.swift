import TesseraGeometry
import TesseraLayout

/// The layout types a scene may name, by their registered names.
///
/// A catalog is an ordinary value handed to whoever reads scenes, once: a
/// ``Scene`` keeps the catalog it was read with, and the ``Simulation`` made
/// from it uses the same one. There is no global registry. ``basic`` holds the
/// flow layout; `TesseraDemo` adds `LayoutCatalog.standard`, every layout
/// Tessera ships.
///
/// ```swift
/// let catalog = LayoutCatalog.standard.adding(.hex)
/// let scene = try Scene.load(path: "hex.json", catalog: catalog)
/// ```
public struct LayoutCatalog: Sendable {
    /// A descriptor the catalog cannot take.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What is wrong, naming the layout and the rule it breaks, as one line.
        public let description: String
    }

    /// The descriptors, in the order `tessera layouts` lists them.
    public private(set) var descriptors: [LayoutDescriptor] = []

    /// A catalog of `descriptors`; a later descriptor with an earlier one's name replaces it.
    ///
    /// A descriptor that declares more custom attributes than an element can hold is a
    /// programming error and stops the program with a message naming it; use ``validating(_:)``
    /// to get a ``Failure`` instead.
    public init(_ descriptors: [LayoutDescriptor]) {
        do {
            self = try .validating(descriptors)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// A catalog of `descriptors`, or a ``Failure`` naming the first that cannot be registered.
    public static func validating(_ descriptors: [LayoutDescriptor]) throws -> LayoutCatalog {
        var catalog = LayoutCatalog(empty: ())
        for d in descriptors { try catalog.register(d) }
        return catalog
    }

    private init(empty: Void) {}

    /// The descriptor registered under `name`, if any.
    public func descriptor(named name: String) -> LayoutDescriptor? {
        descriptors.first { $0.name == name }
    }

    /// The descriptor registered for the class of `layout`, if any.
    public func descriptor(of layout: Layout) -> LayoutDescriptor? {
        let id = ObjectIdentifier(Swift.type(of: layout))
        return descriptors.last { ObjectIdentifier($0.layoutClass) == id }
    }

    /// The registered name of `layout`'s class, or its Swift type name when the class is not registered.
    public func name(of layout: Layout) -> String {
        descriptor(of: layout)?.name ?? String(describing: Swift.type(of: layout))
    }

    /// The names of every registered layout, in order.
    public var names: [String] { descriptors.map(\.name) }

    /// Adds `descriptor`, replacing one registered under the same name.
    ///
    /// - Throws: ``Failure`` when the name is empty or not a plain word, or the descriptor
    ///   declares more custom attribute keys than `CustomAttributes.capacity`.
    public mutating func register(_ descriptor: LayoutDescriptor) throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        guard !descriptor.name.isEmpty, descriptor.name.allSatisfy(allowed.contains) else {
            throw Failure(description: "layout name \(quoted(descriptor.name)) for \(descriptor.layoutClass): "
                          + "use letters, digits, - and _")
        }
        let keys = descriptor.customAttributes
        guard keys.count <= CustomAttributes.capacity else {
            throw Failure(description: "layout \(quoted(descriptor.name)) declares \(keys.count) custom attributes "
                          + "(\(keys.map { $0.name }.joined(separator: ", "))); an element holds at most "
                          + "\(CustomAttributes.capacity)")
        }
        descriptors.removeAll { $0.name == descriptor.name }
        descriptors.append(descriptor)
    }

    /// This catalog with `more` registered after its own descriptors.
    public func adding(_ more: LayoutDescriptor...) -> LayoutCatalog {
        adding(more)
    }

    /// This catalog with `more` registered after its own descriptors.
    public func adding(_ more: [LayoutDescriptor]) -> LayoutCatalog {
        LayoutCatalog(descriptors + more)
    }

    /// Makes the layout a scene's layout object describes.
    public func makeLayout(from reader: JSONReader) throws -> Layout {
        let type = try reader.required("type").string()
        guard let d = descriptor(named: type) else {
            throw reader.error("unknown layout type \(quoted(type)); known types: \(names.joined(separator: ", "))",
                               at: reader.path + ".type")
        }
        return try d.makeLayout(from: reader)
    }

    /// The flow layout alone: what the simulation core knows without the demo layouts.
    public static var basic: LayoutCatalog {
        LayoutCatalog([.flow])
    }
}

extension LayoutDescriptor {
    /// UIKit's flow layout, with Tessera's line alignment.
    public static let flow = LayoutDescriptor(
        FlowLayout.self, name: "flow",
        summary: "Lines filled greedily, as UICollectionViewFlowLayout; uniform sections form a justified grid.",
        parameters: [.choice("scrollDirection", \FlowLayout.scrollDirection, "vertical, or horizontal (the transpose: lines become columns)")]
            + flowParameters(FlowLayout.self)
            + [
                .choice("lineAlignment", \FlowLayout.lineAlignment, "justified (UIKit), or packed leading, center or trailing"),
                .bool("sectionHeadersPinToVisibleBounds", \FlowLayout.sectionHeadersPinToVisibleBounds, "sticky headers"),
                .bool("sectionFootersPinToVisibleBounds", \FlowLayout.sectionFootersPinToVisibleBounds, "sticky footers"),
                .sizeOrAutomatic("estimatedItemSize", \FlowLayout.estimatedItemSize, automatic: FlowLayout.automaticSize,
                                 "self-sizing: items start at this size and take the size their cell asks for; [0, 0] is off"),
            ],
        make: { FlowLayout() })

    /// The sizing and spacing parameters of a flow layout, bound to `type`: what a `FlowLayout`
    /// subclass lists in its own descriptor. `scrollDirection`, `lineAlignment` and the pinning
    /// switches are left for the subclass to offer when it supports them.
    public static func flowParameters<L: FlowLayout>(_ type: L.Type) -> [LayoutParameter] {
        [
            .size("itemSize", \L.itemSize, "item size unless a section lists itemSizes"),
            .number("minimumLineSpacing", \L.minimumLineSpacing, "spacing between lines, in points"),
            .number("minimumInteritemSpacing", \L.minimumInteritemSpacing, "minimum spacing between items on a line"),
            .insets("sectionInset", \L.sectionInset, "insets of every section"),
            .size("headerReferenceSize", \L.headerReferenceSize, "header height (width when horizontal); 0 for none"),
            .size("footerReferenceSize", \L.footerReferenceSize, "footer height (width when horizontal); 0 for none"),
        ]
    }
}

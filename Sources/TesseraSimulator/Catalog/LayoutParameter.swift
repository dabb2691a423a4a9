import TesseraGeometry
import TesseraLayout

/// One adjustable parameter of a layout type: its scene-file name, its type,
/// what it does, and how to read and write it on a live layout.
public struct LayoutParameter: @unchecked Sendable {
    /// The value's shape, as `tessera layouts` documents it.
    public enum Kind: Equatable, Sendable {
        /// A number within the given range, such as `12.5`; the parameter's summary says what it measures.
        case number(ClosedRange<Double>)
        /// A whole number within the given range, such as `3`: a fraction is refused.
        case integer(ClosedRange<Int>)
        /// A size as `[width, height]`, both non-negative, in points.
        case size
        /// Edge insets as `[top, left, bottom, right]`, in points.
        case insets
        /// A JSON boolean, `true` or `false`.
        case bool
        /// One of the listed strings: an enumeration's raw values.
        case choice([String])
        /// A size as `[width, height]`, or `"automatic"` for a placeholder that lets the layout choose.
        case sizeOrAutomatic

        /// The shape as `tessera layouts` prints it, such as `number 1...500`, `integer 1...12`, `[width, height]` or `a|b|c`.
        public var summary: String {
            switch self {
            case .number(let r):
                r == -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
                    ? "number" : "number \(JSONWriter.number(r.lowerBound))...\(JSONWriter.number(r.upperBound))"
            case .integer(let r): "integer \(r.lowerBound)...\(r.upperBound)"
            case .size: "[width, height]"
            case .insets: "[top, left, bottom, right]"
            case .bool: "boolean"
            case .choice(let c): c.joined(separator: "|")
            case .sizeOrAutomatic: "[width, height]|automatic"
            }
        }
    }

    /// The parameter's key in a scene's layout object, such as `itemSize`.
    public let name: String
    /// The shape of the value the key takes, which reading it checks.
    public let kind: Kind
    /// One line on what the parameter does, for `tessera layouts`.
    public let summary: String
    let get: (Layout) -> JSONValue
    let set: (Layout, JSONReader) throws -> Void

    /// Reads the parameter's current value from `layout`.
    public func value(of layout: Layout) -> JSONValue { get(layout) }

    /// Sets the parameter on `layout` from the JSON at `reader`, checking its type and range.
    public func apply(_ reader: JSONReader, to layout: Layout) throws { try set(layout, reader) }
}

extension LayoutParameter {
    /// The whole range of finite `Double`s: the default range of a number parameter, printed as plain `number`.
    public static let anyNumber = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

    /// A number parameter bound to `keyPath`, limited to `range`.
    public static func number<L: Layout>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Double>,
                                         range: ClosedRange<Double> = anyNumber, _ summary: String) -> LayoutParameter {
        LayoutParameter(name: name, kind: .number(range), summary: summary,
                        get: { .number(($0 as! L)[keyPath: keyPath]) },
                        set: { ($0 as! L)[keyPath: keyPath] = try $1.number(in: range) })
    }

    /// A `[width, height]` parameter bound to `keyPath`.
    public static func size<L: Layout>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Size>,
                                       _ summary: String) -> LayoutParameter {
        LayoutParameter(name: name, kind: .size, summary: summary,
                        get: { let s = ($0 as! L)[keyPath: keyPath]; return .array([.number(s.width), .number(s.height)]) },
                        set: { ($0 as! L)[keyPath: keyPath] = try $1.size() })
    }

    /// A `[width, height]` parameter bound to `keyPath` that also takes `"automatic"`, which sets `automatic`.
    public static func sizeOrAutomatic<L: Layout>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Size>,
                                                  automatic: Size, _ summary: String) -> LayoutParameter {
        LayoutParameter(name: name, kind: .sizeOrAutomatic, summary: summary,
                        get: {
                            let s = ($0 as! L)[keyPath: keyPath]
                            return s == automatic ? .string("automatic") : .array([.number(s.width), .number(s.height)])
                        },
                        set: { layout, reader in
                            if case .string = reader.value {
                                _ = try reader.choice(["automatic"])
                                (layout as! L)[keyPath: keyPath] = automatic
                            } else {
                                (layout as! L)[keyPath: keyPath] = try reader.size()
                            }
                        })
    }

    /// A `[top, left, bottom, right]` parameter bound to `keyPath`.
    public static func insets<L: Layout>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, EdgeInsets>,
                                         _ summary: String) -> LayoutParameter {
        LayoutParameter(name: name, kind: .insets, summary: summary,
                        get: {
                            let i = ($0 as! L)[keyPath: keyPath]
                            return .array([.number(i.top), .number(i.left), .number(i.bottom), .number(i.right)])
                        },
                        set: { ($0 as! L)[keyPath: keyPath] = try $1.insets() })
    }

    /// A boolean parameter bound to `keyPath`.
    public static func bool<L: Layout>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Bool>,
                                       _ summary: String) -> LayoutParameter {
        LayoutParameter(name: name, kind: .bool, summary: summary,
                        get: { .bool(($0 as! L)[keyPath: keyPath]) },
                        set: { ($0 as! L)[keyPath: keyPath] = try $1.bool() })
    }

    /// A parameter that takes one of an enumeration's raw values.
    public static func choice<L: Layout, E: RawRepresentable & CaseIterable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<L, E>, _ summary: String
    ) -> LayoutParameter where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        return LayoutParameter(name: name, kind: .choice(names), summary: summary,
                               get: { .string(($0 as! L)[keyPath: keyPath].rawValue) },
                               set: { ($0 as! L)[keyPath: keyPath] = E(rawValue: try $1.choice(names))! })
    }

    /// A whole-number parameter bound to `keyPath`, limited to `range`.
    public static func integer<L: Layout>(_ name: String, _ keyPath: ReferenceWritableKeyPath<L, Int>,
                                          range: ClosedRange<Int>, _ summary: String) -> LayoutParameter {
        LayoutParameter(name: name, kind: .integer(range), summary: summary,
                        get: { .number(Double(($0 as! L)[keyPath: keyPath])) },
                        set: { ($0 as! L)[keyPath: keyPath] = try $1.integer(in: range) })
    }
}

/// Declares a custom layout attribute, the type-safe equivalent of adding a
/// property to a `UICollectionViewLayoutAttributes` subclass.
///
/// A layout declares a key and sets the value on the attributes it returns;
/// a cell reads it back in `apply(_:)`. Custom values take part in equality
/// and in interpolation, so a change animates like any built-in attribute.
///
/// ```swift
/// enum MaskingValue: CustomAttributeKey {
///     static let name = "maskingValue"
///     static let defaultValue = 0.0
/// }
/// attributes[MaskingValue.self] = 0.6
/// ```
public protocol CustomAttributeKey: Sendable {
    /// The type of the value, stored inline as a `Double` (see ``CustomAttributeValue``).
    associatedtype Value: CustomAttributeValue
    /// The name used in `extra` of the attributes JSON.
    static var name: String { get }
    /// The value of attributes that never set this key.
    static var defaultValue: Value { get }
}

/// A value that a ``CustomAttributeKey`` can hold.
///
/// Values are stored inline as a `Double`, so setting one never allocates;
/// that keeps the per-frame attribute path free of heap traffic.
public protocol CustomAttributeValue: Equatable, Sendable {
    /// The value encoded as a `Double`. Decoding it must give the value back.
    var attributeBits: Double { get }
    /// Decodes a value from the `Double` that ``attributeBits`` gave.
    init(attributeBits: Double)
    /// The value partway from `from` to `to`. The default steps at the halfway point.
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
    /// How the value appears in JSON.
    var jsonValue: CustomAttributeJSON { get }
}

/// The JSON form of a custom attribute value.
public enum CustomAttributeJSON: Equatable, Sendable {
    /// A JSON number.
    case number(Double)
    /// A JSON boolean.
    case bool(Bool)
    /// A JSON string, such as an enumeration's raw value.
    case string(String)
}

extension CustomAttributeValue {
    /// Steps from `from` to `to` at the halfway point: values that cannot blend switch midway.
    public static func interpolate(from: Self, to: Self, fraction: Double) -> Self {
        fraction < 0.5 ? from : to
    }
}

extension CustomAttributeValue where Self: RawRepresentable, RawValue == String, Self: CaseIterable {
    /// The case's position in `allCases`, as a `Double`.
    public var attributeBits: Double { Double(Array(Self.allCases).firstIndex(of: self) ?? 0) }
    /// The case at position `attributeBits` in `allCases`, rounded and clamped to the cases there are.
    public init(attributeBits: Double) {
        let all = Array(Self.allCases)
        // Clamped as a Double, NaN to the first case: an animation's blend of broken values must not trap.
        let i = attributeBits.rounded()
        self = all[i > 0 ? Int(min(i, Double(all.count - 1))) : 0]
    }
    /// The case's raw value, as a JSON string.
    public var jsonValue: CustomAttributeJSON { .string(rawValue) }
}

extension Double: CustomAttributeValue {
    /// The number itself.
    @inlinable public var attributeBits: Double { self }
    /// The number itself.
    @inlinable public init(attributeBits: Double) { self = attributeBits }
    /// The linear blend `from + (to − from) · fraction`: numbers animate smoothly.
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        from + (to - from) * fraction
    }
    /// The number, as a JSON number.
    public var jsonValue: CustomAttributeJSON { .number(self) }
}

extension Bool: CustomAttributeValue {
    /// 1 for true, 0 for false.
    @inlinable public var attributeBits: Double { self ? 1 : 0 }
    /// True for any value but 0.
    @inlinable public init(attributeBits: Double) { self = attributeBits != 0 }
    /// The value, as a JSON boolean.
    public var jsonValue: CustomAttributeJSON { .bool(self) }
}

extension Int: CustomAttributeValue {
    /// The integer as a `Double`; exact up to ±2⁵³.
    @inlinable public var attributeBits: Double { Double(self) }
    /// The `Double` truncated toward zero.
    @inlinable public init(attributeBits: Double) { self = Int(attributeBits) }
    /// The integer, as a JSON number.
    public var jsonValue: CustomAttributeJSON { .number(Double(self)) }
}

extension CustomAttributeKey {
    static func interpolateBits(_ a: Double, _ b: Double, fraction: Double) -> Double {
        Value.interpolate(from: Value(attributeBits: a), to: Value(attributeBits: b), fraction: fraction).attributeBits
    }
    static var defaultBits: Double { defaultValue.attributeBits }
    static func json(bits: Double) -> CustomAttributeJSON { Value(attributeBits: bits).jsonValue }
}

/// The custom attributes set on one ``LayoutAttributes`` value.
///
/// Up to ``capacity`` (three) values are stored inline, so attributes stay plain
/// bits: copying them never retains or allocates, which keeps the per-frame query
/// cheap. Setting a fourth distinct key on one element stops the program with a
/// message naming the key; a `LayoutDescriptor` that declares more keys than
/// fit is refused when it is registered, before anything runs. Equality ignores the order in
/// which keys were set, and a key set to its default value equals a key never set.
public struct CustomAttributes: Equatable, Sendable {
    @usableFromInline
    struct Slot: Sendable {
        var key: any CustomAttributeKey.Type
        var bits: Double
        var id: ObjectIdentifier { ObjectIdentifier(key) }
    }

    @usableFromInline var s0: Slot?
    @usableFromInline var s1: Slot?
    @usableFromInline var s2: Slot?
    /// The most distinct keys one set of attributes can hold.
    public static let capacity = 3

    /// An empty set: every key reads as its default value.
    @inlinable
    public init() {}

    /// Whether no custom attribute is set.
    public var isEmpty: Bool { s0 == nil }

    /// The number of keys set.
    public var count: Int {
        (s0 == nil ? 0 : 1) + (s1 == nil ? 0 : 1) + (s2 == nil ? 0 : 1)
    }

    @usableFromInline
    func bits(for id: ObjectIdentifier) -> Double? {
        if let s = s0, s.id == id { return s.bits }
        if let s = s1, s.id == id { return s.bits }
        if let s = s2, s.id == id { return s.bits }
        return nil
    }

    @usableFromInline
    mutating func set(_ key: any CustomAttributeKey.Type, bits: Double) {
        let id = ObjectIdentifier(key)
        if s0 == nil || s0!.id == id { s0 = Slot(key: key, bits: bits); return }
        if s1 == nil || s1!.id == id { s1 = Slot(key: key, bits: bits); return }
        if s2 == nil || s2!.id == id { s2 = Slot(key: key, bits: bits); return }
        preconditionFailure("custom attribute \"\(key.name)\" does not fit: an element holds at most "
                            + "\(CustomAttributes.capacity) custom attribute keys")
    }

    func forEachSlot(_ body: (Slot) -> Void) {
        if let s = s0 { body(s) }
        if let s = s1 { body(s) }
        if let s = s2 { body(s) }
    }

    /// Reads or writes the value of `key`; an unset key reads as its default.
    ///
    /// Inlinable, so that a layout in another module reads and writes its keys without generic dispatch.
    @inlinable
    public subscript<K: CustomAttributeKey>(key: K.Type) -> K.Value {
        get { bits(for: ObjectIdentifier(key)).map(K.Value.init(attributeBits:)) ?? K.defaultValue }
        set { set(key, bits: newValue.attributeBits) }
    }

    /// Whether `key` has been set explicitly.
    @inlinable
    public func contains<K: CustomAttributeKey>(_ key: K.Type) -> Bool {
        bits(for: ObjectIdentifier(key)) != nil
    }

    /// The set values as (name, JSON value) pairs, sorted by name.
    public var entries: [(name: String, value: CustomAttributeJSON)] {
        var result: [(name: String, value: CustomAttributeJSON)] = []
        forEachSlot { result.append((name: $0.key.name, value: $0.key.json(bits: $0.bits))) }
        return result.sorted { $0.name < $1.name }
    }

    /// Whether every key has the same value in both, a key never set counting as its default; the order keys were set in does not matter.
    public static func == (a: CustomAttributes, b: CustomAttributes) -> Bool {
        if a.isEmpty && b.isEmpty { return true }
        var equal = true
        a.forEachSlot { s in
            if equal, (b.bits(for: s.id) ?? s.key.defaultBits) != s.bits { equal = false }
        }
        if !equal { return false }
        b.forEachSlot { s in
            if equal, (a.bits(for: s.id) ?? s.key.defaultBits) != s.bits { equal = false }
        }
        return equal
    }

    /// The values partway to `other`. A key set on one side only blends from or
    /// to its default. The target's keys come first: should the two sides hold
    /// more distinct keys together than fit (a transition between two layouts
    /// with custom attributes of their own), the keys only the source has are
    /// dropped, so the blend never traps.
    public func interpolated(to other: CustomAttributes, fraction: Double) -> CustomAttributes {
        if isEmpty && other.isEmpty { return self }
        var result = CustomAttributes()
        var used = 0
        other.forEachSlot { s in
            let start = bits(for: s.id) ?? s.key.defaultBits
            result.set(s.key, bits: s.key.interpolateBits(start, s.bits, fraction: fraction))
            used += 1
        }
        forEachSlot { s in
            guard other.bits(for: s.id) == nil, used < CustomAttributes.capacity else { return }
            result.set(s.key, bits: s.key.interpolateBits(s.bits, s.key.defaultBits, fraction: fraction))
            used += 1
        }
        return result
    }
}

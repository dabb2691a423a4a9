/// The kind of a supplementary or decoration view, such as `"header"`, as
/// UIKit's element-kind strings.
///
/// A name of at most ``maximumLength`` UTF-8 bytes is stored inline; a longer one
/// (Apple's samples use `"section-header-element-kind"`) is numbered in a table the
/// first time it is made, and the kind stores the number. Either way a kind is plain
/// bits, which keeps ``LayoutAttributes`` plain bits, so the per-frame query copies
/// attributes without retaining anything.
///
/// ```swift
/// let kind: ElementKind = "clockHand"
/// ElementKind.sectionHeader.name   // "header"
/// ```
public struct ElementKind: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The longest kind name stored inline, in UTF-8 bytes; longer names are numbered in a table.
    public static let maximumLength = 23
    /// The longest kind name, in UTF-8 bytes.
    public static let maximumNameLength = 1024
    /// The length byte of a kind whose name is numbered in the table (the number is in `w0`).
    private static let numbered: UInt64 = 0xFF

    private var w0: UInt64 = 0
    private var w1: UInt64 = 0
    // The low 56 bits hold bytes 16...22; the top byte holds the length.
    private var w2: UInt64 = 0

    /// Makes a kind from its name, or nil when the name is empty, longer than ``maximumNameLength``, or one more long
    /// name than the table of long names holds (65,536 of them).
    public init?(validating name: String) {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= Self.maximumNameLength else { return nil }
        guard bytes.count <= Self.maximumLength else {
            guard let number = ElementKindNames.number(of: name) else { return nil }
            w0 = UInt64(number)
            w2 = Self.numbered << 56
            return
        }
        for (i, b) in bytes.enumerated() {
            let shift = UInt64((i % 8) * 8)
            switch i / 8 {
            case 0: w0 |= UInt64(b) << shift
            case 1: w1 |= UInt64(b) << shift
            default: w2 |= UInt64(b) << shift
            }
        }
        w2 |= UInt64(bytes.count) << 56
    }

    /// Makes a kind from its name. An empty name, or one longer than ``maximumNameLength`` bytes, is a programming error.
    public init(_ name: String) {
        guard let kind = ElementKind(validating: name) else {
            preconditionFailure("an element kind must be 1 to \(ElementKind.maximumNameLength) UTF-8 bytes: \"\(name.prefix(40))\"")
        }
        self = kind
    }

    /// A kind from a string literal, such as `"header"`; an empty name or one over ``maximumNameLength`` bytes stops the
    /// program.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The length of the name in bytes.
    public var length: Int { w2 >> 56 == Self.numbered ? name.utf8.count : Int(w2 >> 56) }

    /// The kind's name.
    public var name: String {
        if w2 >> 56 == Self.numbered { return ElementKindNames.name(Int(w0)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        for i in 0..<length {
            let word = i < 8 ? w0 : (i < 16 ? w1 : w2)
            bytes.append(UInt8(truncatingIfNeeded: word >> UInt64((i % 8) * 8)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The kind's name.
    public var description: String { name }

    /// Orders kinds by name, as `tessera attributes` sorts elements of one category.
    public static func < (a: ElementKind, b: ElementKind) -> Bool { a.name < b.name }

    /// A section header, as `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader: ElementKind = "header"
    /// A section footer, as `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter: ElementKind = "footer"
}

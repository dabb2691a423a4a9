import TesseraGeometry
import TesseraGestures

/// Writes JSON text for the contracts in DESIGN.md: compact, keys in the order
/// given, and numbers in their shortest exact form.
///
/// Integral values print without a fraction (`1`, not `1.0`); every other value
/// prints as Swift's shortest round-trip form, so reading it back gives the
/// same `Double`. Negative zero prints as `0`.
public enum JSONWriter {
    /// The JSON text of `n`. Non-finite values, which JSON cannot hold, print as `null`.
    public static func number(_ n: Double) -> String {
        text { JSONText.appendNumber(n, to: &$0) }
    }

    /// A JSON string literal with the required escapes.
    public static func string(_ s: String) -> String {
        text { JSONText.appendString(s, to: &$0) }
    }

    /// `[a,b,…]` of numbers.
    public static func numbers(_ values: [Double]) -> String {
        text { JSONText.appendNumbers(values, to: &$0) }
    }

    /// `[x,y]`: a point as a JSON array of two numbers.
    public static func point(_ p: Point) -> String { text { append(p, to: &$0) } }
    /// `[width,height]`: a size as a JSON array of two numbers.
    public static func size(_ s: Size) -> String { text { append(s, to: &$0) } }
    /// `[x,y,width,height]`: a rectangle as its origin and size, a JSON array of four numbers.
    public static func rect(_ r: Rect) -> String { text { append(r, to: &$0) } }

    /// Appends ``point(_:)`` of `p` to `bytes` as UTF-8.
    package static func append(_ p: Point, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        JSONText.appendNumber(p.x, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JSONText.appendNumber(p.y, to: &bytes)
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends ``size(_:)`` of `s` to `bytes` as UTF-8.
    package static func append(_ s: Size, to bytes: inout [UInt8]) {
        append(Point(x: s.width, y: s.height), to: &bytes)
    }

    /// Appends ``rect(_:)`` of `r` to `bytes` as UTF-8.
    package static func append(_ r: Rect, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        JSONText.appendNumber(r.origin.x, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JSONText.appendNumber(r.origin.y, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JSONText.appendNumber(r.size.width, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JSONText.appendNumber(r.size.height, to: &bytes)
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends `t`'s sixteen entries in row-major order (``Transform3D/rowMajor``) as a JSON array, without building it.
    package static func append(_ t: Transform3D, to bytes: inout [UInt8]) {
        @inline(__always) func entry(_ v: Double, then separator: UInt8) {
            JSONText.appendNumber(v, to: &bytes)
            bytes.append(separator)
        }
        let comma = UInt8(ascii: ",")
        bytes.append(UInt8(ascii: "["))
        entry(t.m11, then: comma); entry(t.m12, then: comma); entry(t.m13, then: comma); entry(t.m14, then: comma)
        entry(t.m21, then: comma); entry(t.m22, then: comma); entry(t.m23, then: comma); entry(t.m24, then: comma)
        entry(t.m31, then: comma); entry(t.m32, then: comma); entry(t.m33, then: comma); entry(t.m34, then: comma)
        entry(t.m41, then: comma); entry(t.m42, then: comma); entry(t.m43, then: comma); entry(t.m44, then: UInt8(ascii: "]"))
    }

    /// Serializes a ``JSONValue``; object keys are sorted so output is stable.
    public static func value(_ v: JSONValue) -> String {
        text { append(v, to: &$0) }
    }

    /// Appends ``value(_:)`` of `v` to `bytes` as UTF-8.
    package static func append(_ v: JSONValue, to bytes: inout [UInt8]) {
        switch v {
        case .null: JSONText.append("null", to: &bytes)
        case .bool(let b): b ? JSONText.append("true", to: &bytes) : JSONText.append("false", to: &bytes)
        case .number(let n): JSONText.appendNumber(n, to: &bytes)
        case .string(let s): JSONText.appendString(s, to: &bytes)
        case .array(let a):
            bytes.append(UInt8(ascii: "["))
            for (i, element) in a.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                append(element, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let o):
            bytes.append(UInt8(ascii: "{"))
            for (i, key) in o.keys.sorted().enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONText.appendString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                append(o[key]!, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// The text `body` appends, as a `String`.
    @inline(__always)
    private static func text(_ body: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        body(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

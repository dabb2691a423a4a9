import TesseraGeometry

/// Writes JSON text for the contracts in DESIGN.md: compact, keys in the order
/// given, and numbers in their shortest exact form.
///
/// Integral values print without a fraction (`1`, not `1.0`); every other value
/// prints as Swift's shortest round-trip form, so reading it back gives the
/// same `Double`. Negative zero prints as `0`.
public enum JSONWriter {
    /// The JSON text of `n`. Non-finite values, which JSON cannot hold, print as `null`.
    public static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == 0 { return "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// A JSON string literal with the required escapes.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `[a,b,…]` of numbers.
    public static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }

    /// `[x,y]`: a point as a JSON array of two numbers.
    public static func point(_ p: Point) -> String { numbers([p.x, p.y]) }
    /// `[width,height]`: a size as a JSON array of two numbers.
    public static func size(_ s: Size) -> String { numbers([s.width, s.height]) }
    /// `[x,y,width,height]`: a rectangle as its origin and size, a JSON array of four numbers.
    public static func rect(_ r: Rect) -> String { numbers([r.origin.x, r.origin.y, r.size.width, r.size.height]) }

    /// Serializes a ``JSONValue``; object keys are sorted so output is stable.
    public static func value(_ v: JSONValue) -> String {
        switch v {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return number(n)
        case .string(let s): return string(s)
        case .array(let a): return "[" + a.map(value).joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { string($0) + ":" + value(o[$0]!) }.joined(separator: ",") + "}"
        }
    }
}

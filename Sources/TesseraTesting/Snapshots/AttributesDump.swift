import TesseraGeometry
import TesseraLayout

/// Layout attributes as text: one line per element, sorted by element, with no
/// addresses, so a dump diffs well and means the same on every run.
///
/// A line is the element's key, then `frame=[x,y,w,h]`, `alpha`, `zIndex` and
/// `hidden`, then `transform=[m11,…,m44]` (row-major) when it is not the identity,
/// then each custom attribute as `name=value`, sorted by name. Numbers are
/// printed in their shortest exact form (`50`, not `50.0`):
///
/// ```
/// cell [0, 1] frame=[67.5,0,50,50] alpha=1 zIndex=0 hidden=false
/// decoration(clockHand) [0, 0] frame=[150,140,20,200] alpha=1 zIndex=-1 hidden=false transform=[…]
/// ```
public enum AttributesDump {
    /// The line for one element.
    public static func line(_ a: LayoutAttributes) -> String {
        var out = "\(a.key) frame=\(numbers([a.frame.minX, a.frame.minY, a.frame.width, a.frame.height]))"
        out += " alpha=\(number(a.alpha)) zIndex=\(a.zIndex) hidden=\(a.isHidden)"
        if !a.transform3D.isIdentity { out += " transform=\(numbers(a.transform3D.rowMajor))" }
        for entry in a.custom.entries {
            switch entry.value {
            case .number(let n): out += " \(entry.name)=\(number(n))"
            case .bool(let b): out += " \(entry.name)=\(b)"
            case .string(let s): out += " \(entry.name)=\(s)"
            }
        }
        return out
    }

    /// Every element's line, sorted by element, each ending in a newline.
    public static func text(_ attributes: [LayoutAttributes]) -> String {
        attributes.sorted { $0.key < $1.key }.map { line($0) + "\n" }.joined()
    }

    /// `n` in its shortest exact form: integral values without a fraction, negative zero as `0`.
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return "\(n)" }
        if n == 0 { return "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }
}

import TesseraGestures
import TesseraLayout

/// The `tessera attributes` output: one JSON object per element, in the key
/// order of DESIGN.md, sorted by section, item, category and kind.
public enum AttributesJSON {
    /// One element as a single-line JSON object.
    public static func line(_ a: LayoutAttributes) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        appendLine(a, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``line(_:)`` of `a` to `bytes` as UTF-8, with no string per number or per key: a listing of a
    /// million elements is written as bytes.
    package static func appendLine(_ a: LayoutAttributes, to bytes: inout [UInt8]) {
        JSONText.append("{\"category\":\"", to: &bytes)
        switch a.category {
        case .cell: JSONText.append("cell", to: &bytes)
        case .supplementary: JSONText.append("supplementary", to: &bytes)
        case .decoration: JSONText.append("decoration", to: &bytes)
        }
        JSONText.append("\",\"kind\":", to: &bytes)
        if let kind = a.elementKind { JSONText.appendString(kind.name, to: &bytes) } else { JSONText.append("null", to: &bytes) }
        JSONText.append(",\"section\":", to: &bytes)
        JSONText.appendInteger(Int64(a.indexPath.section), to: &bytes)
        JSONText.append(",\"item\":", to: &bytes)
        JSONText.appendInteger(Int64(a.indexPath.item), to: &bytes)
        JSONText.append(",\"frame\":", to: &bytes)
        JSONWriter.append(a.frame, to: &bytes)
        JSONText.append(",\"center\":", to: &bytes)
        JSONWriter.append(a.center, to: &bytes)
        JSONText.append(",\"size\":", to: &bytes)
        JSONWriter.append(a.size, to: &bytes)
        JSONText.append(",\"alpha\":", to: &bytes)
        JSONText.appendNumber(a.alpha, to: &bytes)
        JSONText.append(",\"zIndex\":", to: &bytes)
        JSONText.appendInteger(Int64(a.zIndex), to: &bytes)
        a.isHidden ? JSONText.append(",\"hidden\":true", to: &bytes) : JSONText.append(",\"hidden\":false", to: &bytes)
        JSONText.append(",\"transform\":", to: &bytes)
        JSONWriter.append(a.transform3D, to: &bytes)
        JSONText.append(",\"extra\":{", to: &bytes)
        if !a.custom.isEmpty {
            for (i, entry) in a.custom.entries.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONText.appendString(entry.name, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                switch entry.value {
                case .number(let n): JSONText.appendNumber(n, to: &bytes)
                case .bool(let b): b ? JSONText.append("true", to: &bytes) : JSONText.append("false", to: &bytes)
                case .string(let s): JSONText.appendString(s, to: &bytes)
                }
            }
        }
        JSONText.append("}}", to: &bytes)
    }

    /// The whole array, one element per line, sorted.
    public static func document(_ attributes: [LayoutAttributes]) -> String {
        let sorted = attributes.sorted { $0.key < $1.key }
        if sorted.isEmpty { return "[]\n" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sorted.count * 256)
        JSONText.append("[\n", to: &bytes)
        for (i, a) in sorted.enumerated() {
            if i > 0 { JSONText.append(",\n", to: &bytes) }
            appendLine(a, to: &bytes)
        }
        JSONText.append("\n]\n", to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

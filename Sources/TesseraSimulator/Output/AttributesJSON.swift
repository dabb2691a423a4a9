import TesseraLayout

/// The `tessera attributes` output: one JSON object per element, in the key
/// order of DESIGN.md, sorted by section, item, category and kind.
public enum AttributesJSON {
    /// One element as a single-line JSON object.
    public static func line(_ a: LayoutAttributes) -> String {
        let kind = a.elementKind.map { JSONWriter.string($0.name) } ?? "null"
        let extra = a.custom.entries.map { entry -> String in
            let value: String
            switch entry.value {
            case .number(let n): value = JSONWriter.number(n)
            case .bool(let b): value = b ? "true" : "false"
            case .string(let s): value = JSONWriter.string(s)
            }
            return JSONWriter.string(entry.name) + ":" + value
        }.joined(separator: ",")
        return "{\"category\":\"\(a.category.rawValue)\",\"kind\":\(kind),"
            + "\"section\":\(a.indexPath.section),\"item\":\(a.indexPath.item),"
            + "\"frame\":\(JSONWriter.rect(a.frame)),\"center\":\(JSONWriter.point(a.center)),"
            + "\"size\":\(JSONWriter.size(a.size)),\"alpha\":\(JSONWriter.number(a.alpha)),"
            + "\"zIndex\":\(a.zIndex),\"hidden\":\(a.isHidden),"
            + "\"transform\":\(JSONWriter.numbers(a.transform3D.rowMajor)),\"extra\":{\(extra)}}"
    }

    /// The whole array, one element per line, sorted.
    public static func document(_ attributes: [LayoutAttributes]) -> String {
        let sorted = attributes.sorted { $0.key < $1.key }
        if sorted.isEmpty { return "[]\n" }
        return "[\n" + sorted.map(line).joined(separator: ",\n") + "\n]\n"
    }
}

import TesseraCollection
import TesseraGeometry
import TesseraLayout

/// What `tessera replay --state` writes: the layout, its parameters, the items
/// by identity, the selection, the content offset and the window size.
public struct SimulationState: Equatable, Sendable {
    /// The current layout's registered name, such as `flow`.
    public var layout: String
    /// The current layout's parameters as a JSON object; empty for a layout the catalog does not know.
    public var parameters: JSONValue
    /// Each section's items by identity, in order: an item's position in the whole scene when it loaded (section 0's
    /// items first), or a new number for an insert. No two items share an identity, whichever sections they are in.
    public var items: [[Int]]
    /// The selected items' index paths, sorted.
    public var selected: [ElementPath]
    /// The collection view's content offset, in points.
    public var contentOffset: Point
    /// The window size, in points.
    public var size: Size
    /// How far each section whose row scrolls sideways is scrolled (`OrthogonalScrollingLayout`), by section;
    /// rows at 0 are left out. The JSON has `"orthogonalOffsets":[[section,offset],…]` after `contentOffset` only
    /// when a row is scrolled, so the state of a layout without such rows is as it always was.
    public var orthogonalOffsets: [Int: Double] = [:]

    /// ``orthogonalOffsets`` as JSON, `[[section,offset],…]` by section.
    private var orthogonalOffsetsJSON: String {
        "[" + orthogonalOffsets.keys.sorted().map { "[\($0),\(JSONWriter.number(orthogonalOffsets[$0]!))]" }.joined(separator: ",") + "]"
    }

    /// The state as one line of JSON, in DESIGN.md's key order:
    /// `{"layout":…,"parameters":{…},"items":[[…]],"selected":[[s,i]],"contentOffset":[x,y],"size":[w,h]}`.
    public var json: String {
        let items = "[" + self.items.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
        let selected = "[" + self.selected.map { "[\($0.section),\($0.item)]" }.joined(separator: ",") + "]"
        return "{\"layout\":\(JSONWriter.string(layout)),\"parameters\":\(JSONWriter.value(parameters)),"
            + "\"items\":\(items),\"selected\":\(selected),"
            + "\"contentOffset\":\(JSONWriter.point(contentOffset)),"
            + (orthogonalOffsets.isEmpty ? "" : "\"orthogonalOffsets\":\(orthogonalOffsetsJSON),")
            + "\"size\":\(JSONWriter.size(size))}"
    }

    /// The state as a golden file holds it: the same JSON as ``json``, in the same key order,
    /// pretty-printed so a change reads well in `git diff`: one parameter per line, and each
    /// section's identities on lines of ``goldenItemsPerLine``. ``init(json:file:)`` reads both forms.
    public var goldenJSON: String {
        var out = "{\n  \"layout\": \(JSONWriter.string(layout)),\n"
        if case .object(let object) = parameters, !object.isEmpty {
            out += "  \"parameters\": {\n"
            out += object.keys.sorted().map { "    \(JSONWriter.string($0)): \(JSONWriter.value(object[$0]!))" }.joined(separator: ",\n")
            out += "\n  },\n"
        } else {
            out += "  \"parameters\": \(JSONWriter.value(parameters)),\n"
        }
        if items.isEmpty {
            out += "  \"items\": [],\n"
        } else {
            out += "  \"items\": [\n"
            out += items.map { section -> String in
                guard !section.isEmpty else { return "    []" }
                let lines = stride(from: 0, to: section.count, by: Self.goldenItemsPerLine).map { start in
                    section[start..<min(start + Self.goldenItemsPerLine, section.count)].map(String.init).joined(separator: ", ")
                }
                return "    [" + lines.joined(separator: ",\n     ") + "]"
            }.joined(separator: ",\n")
            out += "\n  ],\n"
        }
        out += "  \"selected\": [" + selected.map { "[\($0.section), \($0.item)]" }.joined(separator: ", ") + "],\n"
        out += "  \"contentOffset\": \(JSONWriter.point(contentOffset)),\n"
        if !orthogonalOffsets.isEmpty { out += "  \"orthogonalOffsets\": \(orthogonalOffsetsJSON),\n" }
        out += "  \"size\": \(JSONWriter.size(size))\n}\n"
        return out
    }

    /// How many item identities a line of ``goldenJSON`` holds.
    public static let goldenItemsPerLine = 20

    /// Reads a stored state, for `--expect`.
    public init(json value: JSONValue, file: String? = nil) throws {
        let r = JSONReader(value, file: file)
        layout = try r.required("layout").string()
        parameters = try r.required("parameters").value
        items = try r.required("items").elements().map { try $0.elements().map { try $0.integer(in: 0...Int(Int32.max)) } }
        selected = try r.required("selected").elements().map { e in
            let n = try e.numbers(count: 2)
            return ElementPath(item: Int(n[1]), section: Int(n[0]))
        }
        contentOffset = try r.required("contentOffset").point()
        if let rows = try r.optional("orthogonalOffsets") {
            for row in try rows.elements() {
                let pair = try row.numbers(count: 2)
                guard pair[0] >= 0, pair[0] <= Double(Int32.max), pair[0].rounded() == pair[0] else {
                    throw row.error("expected a section number and an offset, found section \(JSONWriter.number(pair[0]))")
                }
                orthogonalOffsets[Int(pair[0])] = pair[1]
            }
        }
        size = try r.required("size").size()
        try r.finish()
    }

    /// Creates a state from its parts, as ``Simulation/state`` does.
    public init(layout: String, parameters: JSONValue, items: [[Int]], selected: [ElementPath], contentOffset: Point, size: Size,
                orthogonalOffsets: [Int: Double] = [:]) {
        self.layout = layout
        self.parameters = parameters
        self.items = items
        self.selected = selected
        self.contentOffset = contentOffset
        self.size = size
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// Readable differences from `expected`, one per line; empty when equal.
    public func differences(from expected: SimulationState) -> [String] {
        var out: [String] = []
        func check(_ name: String, _ a: String, _ b: String) {
            if a != b { out.append("\(name): expected \(b), got \(a)") }
        }
        check("layout", layout, expected.layout)
        if parameters != expected.parameters, case .object(let mine) = parameters, case .object(let theirs) = expected.parameters {
            for key in Set(mine.keys).union(theirs.keys).sorted() where mine[key] != theirs[key] {
                check("parameters.\(key)", mine[key].map(JSONWriter.value) ?? "nothing", theirs[key].map(JSONWriter.value) ?? "nothing")
            }
        } else if parameters != expected.parameters {
            check("parameters", JSONWriter.value(parameters), JSONWriter.value(expected.parameters))
        }
        if items.count != expected.items.count {
            out.append("items: expected \(expected.items.count) sections, got \(items.count)")
        }
        for s in 0..<max(items.count, expected.items.count) {
            let a = s < items.count ? items[s] : [], b = s < expected.items.count ? expected.items[s] : []
            if a != b { out.append(Self.itemDifference(section: s, got: a, expected: b)) }
        }
        check("selected", "\(selected.map { [$0.section, $0.item] })", "\(expected.selected.map { [$0.section, $0.item] })")
        check("contentOffset", JSONWriter.point(contentOffset), JSONWriter.point(expected.contentOffset))
        if orthogonalOffsets != expected.orthogonalOffsets {
            check("orthogonalOffsets", orthogonalOffsetsJSON, expected.orthogonalOffsetsJSON)
        }
        check("size", JSONWriter.size(size), JSONWriter.size(expected.size))
        return out
    }

    /// Where section `s`'s identities first differ, with three on either side, rather than both whole lists.
    static func itemDifference(section s: Int, got a: [Int], expected b: [Int]) -> String {
        let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let lo = max(0, i - 3)
        func window(_ list: [Int]) -> String {
            let hi = min(list.count, i + 4)
            guard lo < hi else { return "[] (ends before)" }
            let shown = (lo..<hi).map { $0 == i ? "→\(list[$0])" : String(list[$0]) }.joined(separator: ", ")
            return (lo > 0 ? "[…, " : "[") + shown + (hi < list.count ? ", …]" : "]")
        }
        let counts = a.count == b.count ? "" : " (expected \(b.count) items, got \(a.count))"
        return "items[\(s)]: first difference at index \(i)\(counts): expected \(window(b)), got \(window(a))"
    }
}

extension Simulation {
    /// The state now.
    public var state: SimulationState {
        let layout = currentLayout
        return SimulationState(
            layout: currentLayoutName,
            parameters: catalog.descriptor(of: layout)?.parameterValues(of: layout) ?? .object([:]),
            items: model.identities,
            selected: collectionView.indexPathsForSelectedItems,
            contentOffset: collectionView.contentOffset,
            size: collectionView.size,
            orthogonalOffsets: orthogonalOffsets)
    }

    /// How far each section's row that scrolls sideways is scrolled, where it is not at 0.
    var orthogonalOffsets: [Int: Double] {
        guard let rows = currentLayout as? any OrthogonalScrollingLayout else { return [:] }
        var offsets: [Int: Double] = [:]
        for s in 0..<collectionView.numberOfSections {
            let offset = rows.orthogonalOffset(forSection: s)
            if offset != 0 { offsets[s] = offset }
        }
        return offsets
    }

    /// The transcript: one JSON line per recognizer state change.
    public var transcript: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(reports.count * 128)
        for report in reports {
            report.appendJSONLine(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

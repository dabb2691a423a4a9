import TesseraSimulator

/// Where a replay's state parted from its golden: for one part of the state that ends up
/// different (`layout`, `parameters.spacing`, `items`, `selected`, `contentOffset`, `orthogonalOffsets.1`, `size`), the
/// moment it last took a value other than the golden's and kept it to the end.
///
/// The golden holds only a final state, so this is read off the trace's state samples: the
/// sample after the last one that agreed with the golden on that part, or the first sample
/// when none ever did. A trace sampled without item identities (a very large scene) places an
/// `items` difference at the end.
public struct TraceDivergence: Sendable, Equatable {
    /// The part of the state, as the golden's diff names it: `layout`, `parameters.KEY`, `items`,
    /// `selected`, `contentOffset`, `orthogonalOffsets.SECTION` or `size`.
    public var field: String
    /// When it took the value it ends with, in seconds of the replay.
    public var time: Double
    /// Whether it ever held the golden's value before (false: it differed from the start).
    public var agreedBefore: Bool
    /// One line for the page: `selected: [[0, 4]] in the golden, [[0, 0]] from 1.25 s on`.
    public var text: String

    /// The divergences of the replay traced in `states` from `expected`, one per differing part, in time order.
    public static func find(in states: [ReplayTrace.StateSample], expected: SimulationState) -> [TraceDivergence] {
        guard let final = states.last else { return [] }
        let want = parts(of: expected)
        let got = parts(of: final.state)
        var fields = Set(want.keys).union(got.keys).filter { want[$0] != got[$0] }
        if final.state.items != expected.items { fields.insert("items") }
        var found: [TraceDivergence] = []
        for field in fields.sorted() {
            func agrees(_ sample: ReplayTrace.StateSample) -> Bool {
                field == "items" ? sample.hasItems && sample.state.items == expected.items : parts(of: sample.state)[field] == want[field]
            }
            let last = states.lastIndex(where: agrees)
            var start = last.map { $0 + 1 } ?? 0
            if field == "items" && !final.hasItems { start = states.count - 1 }
            let time = states[min(start, states.count - 1)].time.secondsValue
            let (expectedText, gotText) = field == "items" ? (items(expected), items(final.state)) : (want[field] ?? "nothing", got[field] ?? "nothing")
            let text = "\(field): \(expectedText) in the golden, \(gotText) " + (last != nil ? "from \(JSONWriter.number((time * 1000).rounded() / 1000)) s on" : "from the start")
            found.append(TraceDivergence(field: field, time: time, agreedBefore: last != nil, text: text))
        }
        return found.sorted { ($0.time, $0.field) < ($1.time, $1.field) }
    }

    /// Each comparable part of `state` but its items, as text.
    static func parts(of state: SimulationState) -> [String: String] {
        var out: [String: String] = [
            "layout": state.layout,
            "selected": "[" + state.selected.map { "[\($0.section), \($0.item)]" }.joined(separator: ", ") + "]",
            "contentOffset": JSONWriter.point(state.contentOffset),
            "size": JSONWriter.size(state.size),
        ]
        for (section, offset) in state.orthogonalOffsets { out["orthogonalOffsets.\(section)"] = JSONWriter.number(offset) }
        if case .object(let object) = state.parameters {
            for (key, value) in object { out["parameters." + key] = JSONWriter.value(value) }
        }
        return out
    }

    /// The items as text, cut after 24 identities a section.
    static func items(_ state: SimulationState) -> String {
        "[" + state.items.map { section in
            "[" + section.prefix(24).map(String.init).joined(separator: ", ") + (section.count > 24 ? ", … \(section.count) in all" : "") + "]"
        }.joined(separator: ", ") + "]"
    }
}

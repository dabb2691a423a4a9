import Foundation
import TesseraSimulator

/// Reading a large scene file: what `tessera attributes --scene`, `replay` and `run` pay before the first frame.
///
/// - `scene.parse`: `Scene.parse` of a 9 MB scene of 10⁵ sections, each with its item sizes, insets and
///   spacings (parsed, every field checked, made into sections), against Foundation's `JSONSerialization`
///   only parsing the same bytes into its objects. Foundation's `JSONDecoder`, which read scenes before (through
///   `JSONValue`'s `Decodable` conformance), is reported beside it, timed once.
enum SceneBenchmarks: BenchmarkSuite {
    static let prefixes = ["scene."]

    static func run(filter: String?) -> [Metric] {
        guard wanted("scene.parse", filter) else { return [] }
        let sections = 100_000
        var text = #"{"size": [1280, 800], "layout": {"type": "flow", "itemSize": [80, 80]}, "sections": ["#
        for s in 0..<sections {
            if s > 0 { text += ", " }
            let w = 40 + s % 50
            text += #"{"items": 3, "itemSizes": [[\#(w), 30], [\#(w + 1), 30.5], [\#(w + 2), 31.25]], "#
                + #""inset": [10, 10, 10, 10], "minimumLineSpacing": \#(s % 7), "headerReferenceSize": [0, 24]}"#
        }
        text += "]}"
        let data = Data(text.utf8)
        var items = 0
        let (ours, baseline) = Measure.paired(runs: 5, ours: {
            do {
                let scene = try Scene.parse(data, file: "bench.json", catalog: .standard)
                items = scene.sections.reduce(0) { $0 + $1.items }
                blackHole(scene)
            } catch {
                fatalError("the bench scene does not parse: \(error)")
            }
        }, baseline: {
            blackHole(try? JSONSerialization.jsonObject(with: data))
        })
        let decoder = Measure.samples(runs: 1, warmup: 0) {
            blackHole(try? JSONDecoder().decode(JSONValue.self, from: data))
        }
        return [Metric(name: "scene.parse", ours: ours.scaled(1000), baseline: baseline.scaled(1000), unit: "ms", goal: "ratio <= 1",
                       extra: [("megabytes", Double(data.count) / 1e6), ("sections", Double(sections)), ("items", Double(items)),
                               ("jsonDecoderMs", decoder.median * 1000)])]
    }
}

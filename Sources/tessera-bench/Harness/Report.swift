import Foundation

/// Prints metrics as the JSON object of DESIGN.md, or as a readable table.
enum Report {
    static func json(_ metrics: [Metric]) -> String {
        func num(_ v: Double?) -> String {
            guard let v, v.isFinite else { return "null" }
            return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        }
        func str(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let body = metrics.map { m -> String in
            var fields = ["\"ours\": \(num(m.ours))", "\"baseline\": \(num(m.baseline))", "\"unit\": \(str(m.unit))",
                          "\"ratio\": \(num(m.ratio))", "\"goal\": \(str(m.goal))"]
            fields += m.extra.map { "\(str($0.key)): \(num($0.value))" }
            return "  \(str(m.name)): {" + fields.joined(separator: ", ") + "}"
        }
        return "{\n" + body.joined(separator: ",\n") + "\n}"
    }

    static func table(_ metrics: [Metric]) -> String {
        func fmt(_ v: Double?) -> String {
            guard let v, v.isFinite else { return "-" }
            if v == 0 { return "0" }
            if abs(v) >= 100 { return String(Int64(v.rounded())) }
            var digits = 3
            var x = abs(v)
            while x < 1 && digits < 9 { x *= 10; digits += 1 }
            let scale = pow10(digits)
            return "\((v * scale).rounded() / scale)"
        }
        var rows = [["metric", "ours", "baseline", "unit", "ratio", "goal", "met", "extra"]]
        for m in metrics {
            let met = m.met.map { $0 ? "yes" : "NO" } ?? "-"
            let extra = m.extra.map { "\($0.key)=\(fmt($0.value))" }.joined(separator: " ")
            rows.append([m.name, fmt(m.ours), fmt(m.baseline), m.unit, fmt(m.ratio), m.goal, met, extra])
        }
        let widths = (0..<rows[0].count).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// Says why a metric has no figures, on standard error so that `--json` output stays one JSON object.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data("note: \(text)\n".utf8))
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }
}

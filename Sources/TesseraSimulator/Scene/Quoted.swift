/// `text` in double quotes for an error message, cut to `limit` characters
/// with an ellipsis and the full length, so that a hostile input (a 10 MB
/// line, a huge key) is never echoed back whole.
///
/// ```swift
/// quoted("flow")                                    // "flow"
/// quoted(String(repeating: "x", count: 10_000_000)) // "xxxx…" (10000000 characters)
/// ```
package func quoted<S: StringProtocol>(_ text: S, limit: Int = 40, quotes: Bool = true) -> String {
    let q = quotes ? "\"" : ""
    var count = 0
    var end = text.startIndex
    while end < text.endIndex, count < limit {
        text.formIndex(after: &end)
        count += 1
    }
    if end == text.endIndex { return "\(q)\(text)\(q)" }
    return "\(q)\(text[..<end])…\(q) (\(text.count) characters)"
}

/// `text` in double quotes for an error message, cut to `limit` characters
/// with an ellipsis and the full length, and with control characters escaped,
/// so that a hostile input (a 10 MB line, a huge key, a newline) is never
/// echoed back whole and a message stays one line.
///
/// ```swift
/// quoted("flow")                                    // "flow"
/// quoted(String(repeating: "x", count: 10_000_000)) // "xxxx…" (10000000 characters)
/// quoted("a\nb")                                    // "a\nb"
/// ```
package func quoted<S: StringProtocol>(_ text: S, limit: Int = 40, quotes: Bool = true) -> String {
    let q = quotes ? "\"" : ""
    var count = 0
    var end = text.startIndex
    while end < text.endIndex, count < limit {
        text.formIndex(after: &end)
        count += 1
    }
    if end == text.endIndex { return "\(q)\(escapingControlCharacters(text))\(q)" }
    return "\(q)\(escapingControlCharacters(text[..<end]))…\(q) (\(text.count) characters)"
}

/// `text` with control characters written as escapes (`\n`, `\t`, `\u{1B}`), so it prints on one line
/// and cannot move a terminal's cursor, and bidirectional controls too (`\u{202E}`), so it cannot turn the line around.
package func escapingControlCharacters<S: StringProtocol>(_ text: S) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

private func isControl(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0) || s == "\u{2028}" || s == "\u{2029}" || isBidiControl(s)
}

/// The bidirectional controls (embeddings, overrides, isolates and marks): printed raw, U+202E turns the rest of
/// the line around on a terminal, so a message would read other than it says.
private func isBidiControl(_ s: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value) || s.value == 0x200E || s.value == 0x200F
        || s.value == 0x061C
}

/// A message made safe to print as one line: control characters escaped, and any run of more
/// than `limit` characters without a space (a long path, a long value) cut in the middle with an
/// ellipsis and its full length.
package func oneLine(_ message: String, limit: Int = 160) -> String {
    let escaped = escapingControlCharacters(message)
    guard escaped.count > limit else { return escaped }
    return escaped.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
        guard word.count > limit else { return String(word) }
        let head = word.prefix(limit / 3), tail = word.suffix(limit - limit / 3)
        return "\(head)…\(tail) (\(word.count) characters)"
    }.joined(separator: " ")
}

import TesseraSimulator

/// `text` quoted for a message as `quoted` does, but kept short even when it is full of control characters,
/// which `quoted` escapes into several characters each: at most `limit` characters of it, fewer as escapes
/// lengthen it, so the result stays within about `limit` + 30 characters. A message that names several
/// devices stays one readable line, whatever the recording's names hold.
func boundedQuote<S: StringProtocol>(_ text: S, limit: Int = 40, quotes: Bool = true) -> String {
    var n = limit
    var result = quoted(text, limit: n, quotes: quotes)
    while result.count > limit + 30, n > 1 {
        n /= 2
        result = quoted(text, limit: n, quotes: quotes)
    }
    return result
}

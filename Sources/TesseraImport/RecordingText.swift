import Foundation

/// The text of a recording as the importers read it: a UTF-8 byte-order mark at the start is
/// dropped and Windows line ends (CR LF) become LF, so a recording saved by any editor reads
/// the same. (In Swift, "\r\n" is one `Character`, so splitting on "\n" alone would not split it.)
enum RecordingText {
    /// `text` with its byte-order mark dropped and CR LF turned into LF.
    static func normalized(_ text: String) -> String {
        var t = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // A byte scan first: most recordings have no CR at all.
        if t.utf8.contains(UInt8(ascii: "\r")), t.contains("\r\n") { t = t.replacingOccurrences(of: "\r\n", with: "\n") }
        return t
    }

    /// The lines of a text as UTF-8 bytes, split at LF, one at a time: a recording of millions of lines is
    /// read without an array of them. A text that ends in LF ends with an empty line, as `split` gives.
    struct Lines: Sequence, IteratorProtocol {
        private let utf8: String.UTF8View
        private var start: String.Index
        private var done = false

        /// The lines of `text`.
        init(_ text: String) {
            utf8 = text.utf8
            start = utf8.startIndex
        }

        /// The next line without its LF, or nil after the last.
        mutating func next() -> Substring.UTF8View? {
            guard !done else { return nil }
            let rest = utf8[start...]
            guard let end = rest.firstIndex(of: UInt8(ascii: "\n")) else {
                done = true
                return rest
            }
            let line = utf8[start..<end]
            start = utf8.index(after: end)
            return line
        }
    }
}

extension Substring {
    /// The text without the spaces and tabs at either end.
    var trimmingBlanks: Substring {
        let start = drop { $0 == " " || $0 == "\t" }
        guard let last = start.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return start[start.endIndex...] }
        return start[...last]
    }

    /// The text without one pair of double quotes around it, if it has them; quotes inside stay.
    var withoutEnclosingQuotes: Substring {
        count >= 2 && first == "\"" && last == "\"" ? dropFirst().dropLast() : self
    }
}

import Foundation
import TesseraSimulator

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

extension RecordingText {
    /// A line that people paste around or inside a recording but that is no part of it.
    enum PastedLine: Equatable {
        /// The shell prompt and command that ran the tool, such as `$ adb shell getevent -lt`.
        case prompt
        /// A mark where the paste leaves lines out, such as `...`, `[...]` or `---snip---`.
        case elision
    }

    /// Words that, with dots, dashes and brackets around them, mark lines left out of a paste.
    private static let elisionWords: Set<Substring> = ["", "snip", "snipped", "cut", "skip", "skipped", "omitted", "truncated", "more",
                                                        "etc"]

    /// The dots, dashes, brackets and scissors' blades that surround an elision mark's word.
    private static let elisionMarks = Set(" \t.\u{2026}-_=~*#[]()<>|/\\".unicodeScalars)

    /// The elision marks met in a recording after its first event, and how many events came before each.
    struct Elisions {
        private var marks: [(text: String, line: Int, eventsBefore: Int)] = []

        /// Notes the mark `text` at `line`, after `eventsBefore` events.
        mutating func note(_ text: Substring, line: Int, eventsBefore: Int) {
            // Enough to say: a hostile file could be nothing but marks.
            guard marks.count < 100 else { return }
            marks.append((String(text.trimmingBlanks.prefix(80)), line, eventsBefore))
        }

        /// A warning for each mark, for a recording of `events` events in all, naming `file`.
        func warnings(events: Int, file: String?) -> [ImportWarning] {
            marks.map { mark in
                ImportWarning(file: file, line: mark.line, reason: "\(quoted(mark.text)) marks events left out of the paste: "
                              + (mark.eventsBefore < events ? "the import goes on from the next event, so touches jump across what is missing"
                                                            : "the recording stops here, so what followed is missing"))
            }
        }
    }

    /// `warnings` with `more` merged in by line, each list's own order kept (the earlier list's first on a tie).
    static func merged(_ warnings: [ImportWarning], _ more: [ImportWarning]) -> [ImportWarning] {
        guard !more.isEmpty else { return warnings }
        var result: [ImportWarning] = [], i = 0, j = 0
        result.reserveCapacity(warnings.count + more.count)
        while i < warnings.count || j < more.count {
            if j == more.count || (i < warnings.count && warnings[i].line <= more[j].line) {
                result.append(warnings[i]); i += 1
            } else {
                result.append(more[j]); j += 1
            }
        }
        return result
    }

    /// Whether `line`, which is not an event, is a shell prompt running `tool` (the word alone, as in `sudo evtest`)
    /// or an elision mark, and which; nil for any other line.
    static func pasted(_ line: Substring, tool: String) -> PastedLine? {
        let text = line.trimmingBlanks
        guard !text.isEmpty, text.utf8.count <= 200 else { return nil }
        let word = Substring(String(String.UnicodeScalarView(text.unicodeScalars.filter { !elisionMarks.contains($0) })).lowercased())
        if elisionWords.contains(word) || (word == "8" && (text.contains("8<") || text.contains(">8"))) { return .elision }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.contains(where: { $0 == tool || $0.hasSuffix("/" + tool) }) { return .prompt }
        return nil
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

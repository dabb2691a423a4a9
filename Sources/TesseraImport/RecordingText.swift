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
}

import Foundation
import TesseraSimulator

/// A whole replay run for machines: a JUnit XML report (`--junit`), read by every common CI
/// system, and the same as JSON (`--json`).
///
/// In JUnit terms each log is a test case named after its file, in a class named after its
/// folder: a mismatch, a crash or a timeout is a `failure`, bad input an `error`, a log without
/// a golden a `failure` (a `skipped` case under `--allow-missing`). Files written for a log
/// are attached as `[[ATTACHMENT|path]]` lines in its `system-out`, the convention Jenkins and
/// GitLab read. The XML validates against the JUnit schema Jenkins' xUnit plugin publishes.
struct ReplayReport {
    /// The logs, in the order they ran.
    var cases: [ReplayCase]
    /// Whether a log without a golden counts as passed.
    var allowMissing: Bool

    private func isFailure(_ c: ReplayCase) -> Bool {
        switch c.status {
        case .failed, .crashed, .timedOut: true
        case .missing: !allowMissing
        default: false
        }
    }

    /// A test case's class: the log's folder as the run names it, relative to `workingDirectory` when it lies
    /// inside, without `.` steps, dots for slashes (`assets.logs`), or `.` for the working folder itself. So
    /// `assets/logs/x.log`, `./assets/logs/x.log` and the absolute path land in one class, and a test's history
    /// holds across runners that spell the path differently.
    static func classname(ofLogAt log: String, workingDirectory: String) -> String {
        var folder = (log as NSString).deletingLastPathComponent
        let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if folder == workingDirectory { folder = "" } else if folder.hasPrefix(root) { folder = String(folder.dropFirst(root.count)) }
        var parts: [Substring] = []
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        let joined = parts.joined(separator: ".")
        return joined.isEmpty ? "." : (folder.hasPrefix("/") ? "." : "") + joined
    }

    /// The report as JUnit XML; `timestamp` and `hostname` describe the run, and `workingDirectory` is where
    /// relative log paths start (see ``classname(ofLogAt:workingDirectory:)``).
    func junitXML(timestamp: Date, hostname: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let failures = cases.filter(isFailure).count
        let errors = cases.filter { $0.status == .error }.count
        let skipped = cases.filter { $0.status == .missing && allowMissing }.count
        let total = Self.seconds(cases.reduce(0) { $0 + $1.seconds })
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"tessera replay\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(total)\">\n"
        xml += "  <testsuite name=\"tessera replay\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
            + "skipped=\"\(skipped)\" time=\"\(total)\" timestamp=\"\(Self.iso8601(timestamp))\" hostname=\"\(Self.escape(hostname))\">\n"
        for c in cases {
            let classname = Self.classname(ofLogAt: c.log, workingDirectory: workingDirectory)
            xml += "    <testcase classname=\"\(Self.escape(classname))\" name=\"\(Self.escape((c.log as NSString).lastPathComponent))\" "
                + "time=\"\(Self.seconds(c.seconds))\">\n"
            let body = Self.escape(c.details.joined(separator: "\n"))
            switch c.status {
            case .error:
                xml += "      <error type=\"bad input\" message=\"\(Self.escape(c.message))\">\(body)</error>\n"
            case .missing where allowMissing:
                xml += "      <skipped message=\"\(Self.escape(c.message))\"/>\n"
            case _ where isFailure(c):
                xml += "      <failure type=\"\(c.status.rawValue)\" message=\"\(Self.escape(c.message))\">\(body)</failure>\n"
            default:
                break
            }
            if !c.attachments.isEmpty {
                xml += "      <system-out>" + c.attachments.map { "[[ATTACHMENT|\(Self.escape($0))]]" }.joined(separator: "\n") + "</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// The report as JSON: when the run was (as the JUnit report's `timestamp`), the counts, then one object per log
    /// (``ReplayCase/json``).
    func json(timestamp: Date) -> String {
        let count = { (s: ReplayCase.Status) in self.cases.filter { $0.status == s }.count }
        return "{\"tool\":\"tessera replay\",\"timestamp\":\"\(Self.iso8601(timestamp))\",\"allowMissing\":\(allowMissing),\"tests\":\(cases.count),"
            + "\"passed\":\(count(.passed)),\"failed\":\(cases.filter(isFailure).count),\"errors\":\(count(.error)),"
            + "\"missing\":\(count(.missing)),\"updated\":\(count(.updated)),\"cases\":[\n"
            + cases.map { "  " + $0.json }.joined(separator: ",\n") + "\n]}\n"
    }

    /// Seconds with at most three decimals, as the JUnit schema's time type allows.
    static func seconds(_ s: Double) -> String {
        String(format: "%.3f", max(0, s.isFinite ? s : 0))
    }

    /// `date` as an ISO 8601 local-free timestamp, such as `2026-11-23T08:55:00`, in UTC.
    static func iso8601(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f.string(from: date)
    }

    /// `text` with XML's special characters escaped and control characters (which XML 1.0
    /// cannot hold) replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

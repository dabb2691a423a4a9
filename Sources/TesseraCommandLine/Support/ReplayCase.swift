import Foundation
import TesseraSimulator

/// One log's outcome in a replay run, as the JUnit and JSON reports record it.
struct ReplayCase: Equatable {
    /// How the log ended.
    enum Status: String {
        /// The final state equals the golden (or `--update` found nothing to change).
        case passed
        /// The final state differs from the golden.
        case failed
        /// The log has no golden.
        case missing
        /// `--update` wrote or refreshed the golden.
        case updated
        /// The log, its scene or an option was bad input.
        case error
        /// The replay crashed.
        case crashed
        /// The replay ran past `--timeout`.
        case timedOut
    }

    /// The log's path, as given.
    var log: String
    /// How it ended.
    var status: Status
    /// Seconds the replay took, wall clock.
    var seconds: Double
    /// One line on what happened; empty for a pass.
    var message = ""
    /// The reason's lines: the differences, the golden and the transcript's last lines.
    var details: [String] = []
    /// Files written for this log: the state, the transcript and the frames.
    var attachments: [String] = []

    /// The case as one line of JSON, for the `--json` report and for a parent process to read back.
    var json: String {
        "{\"log\":\(JSONWriter.string(log)),\"status\":\(JSONWriter.string(status.rawValue)),"
            + "\"seconds\":\(JSONWriter.number((seconds * 1000).rounded() / 1000)),\"message\":\(JSONWriter.string(message)),"
            + "\"details\":[\(details.map(JSONWriter.string).joined(separator: ","))],"
            + "\"attachments\":[\(attachments.map(JSONWriter.string).joined(separator: ","))]}"
    }

    /// Reads a case written by ``json``.
    init(json data: Data) throws {
        let r = JSONReader(try JSONValue.parse(data))
        log = try r.required("log").string()
        guard let status = Status(rawValue: try r.required("status").string()) else {
            throw UsageError(message: "a replay result has an unknown status")
        }
        self.status = status
        seconds = try r.required("seconds").number(in: 0...1e9)
        message = try r.required("message").string()
        details = try r.required("details").elements().map { try $0.string() }
        attachments = try r.required("attachments").elements().map { try $0.string() }
    }

    /// A case from its parts.
    init(log: String, status: Status, seconds: Double, message: String = "", details: [String] = [], attachments: [String] = []) {
        self.log = log
        self.status = status
        self.seconds = seconds
        self.message = message
        self.details = details
        self.attachments = attachments
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let c = components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }
}

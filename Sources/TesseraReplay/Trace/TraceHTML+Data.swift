import Foundation
import TesseraGeometry
import TesseraGestures
import TesseraSimulator

extension TraceHTML {
    /// The trace as the JSON the page's script reads, safe inside a `<script>` element: every
    /// `<` is written `\u003c`, so no string can close the element.
    static func json(_ trace: ReplayTrace, title: String, verdict: Verdict) -> String {
        let n = JSONWriter.number, s = JSONWriter.string
        func t(_ d: Duration) -> String { n(d.secondsValue) }
        func r(_ v: Double, _ places: Double = 100) -> String { n((v * places).rounded() / places) }
        var out = "{\"title\":\(s(title)),\"size\":[\(n(trace.size.width)),\(n(trace.size.height))],\"duration\":\(t(trace.duration)),"
        out += "\"verdict\":\(verdictJSON(verdict, states: trace.states)),"
        out += "\"reports\":[" + trace.reports.map { report in
            var line = "{\"t\":\(t(report.time)),\"r\":\(s(report.recognizer)),\"s\":\(s(report.stateName)),"
                + "\"x\":\(r(report.location.x)),\"y\":\(r(report.location.y)),\"n\":\(report.touches)"
            switch report.values {
            case .none: break
            case let .pinch(scale, velocity): line += ",\"v\":{\"scale\":\(r(scale, 1e4)),\"velocity\":\(r(velocity, 1e3))}"
            case let .pan(tr, v):
                line += ",\"v\":{\"tx\":\(r(tr.x)),\"ty\":\(r(tr.y)),\"vx\":\(r(v.x, 10)),\"vy\":\(r(v.y, 10))}"
            case let .rotation(angle, velocity): line += ",\"v\":{\"rotation\":\(r(angle, 1e4)),\"velocity\":\(r(velocity, 1e3))}"
            case .swipe(let direction): line += ",\"v\":{\"direction\":\(s("\(direction)"))}"
            }
            return line + "}"
        }.joined(separator: ",\n") + "],\n"
        out += "\"touches\":[" + trace.touches.map { track in
            "{\"id\":\(track.id),\"end\":\(track.end.map { s($0.description) } ?? "null"),\"p\":["
                + track.samples.map { "[\(t($0.time)),\(r($0.location.x)),\(r($0.location.y))]" }.joined(separator: ",") + "]}"
        }.joined(separator: ",\n") + "],\n"
        out += "\"events\":[" + trace.events.map { "{\"t\":\(t($0.time)),\"k\":\(s($0.kind.rawValue)),\"text\":\(s($0.text))}" }
            .joined(separator: ",\n") + "],\n"
        out += "\"states\":[" + trace.states.map { sample in
            let st = sample.state
            var line = "{\"t\":\(t(sample.time)),\"layout\":\(s(st.layout)),\"parameters\":\(JSONWriter.value(st.parameters)),"
            line += "\"selected\":[" + st.selected.map { "[\($0.section),\($0.item)]" }.joined(separator: ",") + "],"
            line += "\"offset\":[\(r(st.contentOffset.x)),\(r(st.contentOffset.y))],\"size\":[\(n(st.size.width)),\(n(st.size.height))],"
            line += "\"items\":\(sample.itemCount)"
            if sample.hasItems, sample.itemCount <= 64 {
                line += ",\"identities\":[" + st.items.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
            }
            return line + "}"
        }.joined(separator: ",\n") + "],\n"
        out += "\"frames\":[" + trace.frames.map { frame in
            "{\"t\":\(t(frame.time)),\"why\":\(s(frame.reason)),\"scale\":\(frame.scale),"
                + "\"src\":\"data:image/png;base64,\(Data(frame.png).base64EncodedString())\"}"
        }.joined(separator: ",\n") + "],\n"
        out += "\"notes\":[" + trace.notes.map(s).joined(separator: ",") + "]}"
        return scriptSafe(out)
    }

    /// `text` with every `<` written `\u003c`, byte by byte: Foundation's `replacingOccurrences` goes through
    /// `NSString` and took an eighth of a long trace's time. A `<` can only stand inside a JSON string here, where
    /// the escape reads back as the same character.
    static func scriptSafe(_ text: String) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + 64)
            var start = 0
            for (i, byte) in utf8.enumerated() where byte == UInt8(ascii: "<") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                bytes.append(contentsOf: "\\u003c".utf8)
                start = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func verdictJSON(_ verdict: Verdict, states: [ReplayTrace.StateSample]) -> String {
        let s = JSONWriter.string
        switch verdict {
        case .unchecked:
            return "{\"status\":\"unchecked\"}"
        case .passed(let golden):
            return "{\"status\":\"passed\",\"golden\":\(s(golden))}"
        case .missing(let golden):
            return "{\"status\":\"missing\",\"golden\":\(s(golden))}"
        case let .failed(golden, expected, differences):
            let divergences = expected.map { TraceDivergence.find(in: states, expected: $0) } ?? []
            return "{\"status\":\"failed\",\"golden\":\(s(golden)),\"diff\":[" + differences.map(s).joined(separator: ",") + "],"
                + "\"divergences\":[" + divergences.map {
                    "{\"field\":\(s($0.field)),\"t\":\(JSONWriter.number($0.time)),\"agreedBefore\":\($0.agreedBefore),\"text\":\(s($0.text))}"
                }.joined(separator: ",") + "]}"
        }
    }
}

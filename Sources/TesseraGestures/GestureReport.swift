import TesseraGeometry

/// One recognizer state change, as a value: what the simulator turns into a transcript line.
///
/// The router emits one for every state change, in the order they happen,
/// including `failed` (and, when asked, resets to `possible`).
/// ``location`` is in window coordinates unless the router has a
/// ``GestureRouter/reportSpace``.
public struct GestureReport: Hashable, Sendable, CustomStringConvertible {
    /// Simulation time of the change (``VirtualClock/now``).
    public var time: Duration
    /// The recognizer's lowerCamelCase name: `tap`, `doubleTap`, `pinch`, …
    public var recognizer: String
    /// The state the recognizer entered.
    ///
    /// `possible` appears only for resets, and only when ``GestureRouter/reportsResets`` is set.
    /// `ended` and `recognized` are one state; ``stateName`` tells which the recognizer meant.
    public var state: GestureState
    /// Whether the recognizer is continuous (pan, pinch, rotation, long press) rather than discrete (taps, swipe).
    ///
    /// It decides the name of ``state`` when the gesture finishes: `ended` if continuous, `recognized` if not.
    public var isContinuous: Bool
    /// Where the gesture was at the change (``GestureRecognizer/location``), in points.
    ///
    /// In window coordinates, or in ``GestureRouter/reportSpace`` when the router has one.
    public var location: Point
    /// The number of touches in the gesture.
    public var touches: Int
    /// The recognizer's figures at the change (``GestureRecognizer/values``): scale, translation, rotation, velocity.
    public var values: GestureValues

    /// Creates a report from its parts, as the router does for each state change and tests do for expected reports.
    public init(time: Duration, recognizer: String, state: GestureState, continuous: Bool, location: Point,
                touches: Int, values: GestureValues) {
        self.time = time
        self.recognizer = recognizer
        self.state = state
        isContinuous = continuous
        self.location = location
        self.touches = touches
        self.values = values
    }

    /// The state as transcripts name it: `began`, `changed`, `ended` (continuous), `recognized` (discrete), `cancelled`, `failed`.
    public var stateName: String { state.name(continuous: isContinuous) }

    /// ``time`` in seconds (divided, not multiplied, so 600 ms prints as 0.6).
    ///
    /// A whole number of nanoseconds is divided in one step, which rounds once:
    /// 1.57 s prints as 1.57, where adding the fraction to the seconds would
    /// round twice and print 1.5699999999999998.
    public var seconds: Double {
        let c = time.components
        let (ns, rest) = c.attoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        if rest == 0, abs(c.seconds) < 9_000_000 {
            return Double(c.seconds * 1_000_000_000 + ns) / 1e9
        }
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }

    /// A readable, stable line for text snapshots: numbers rounded to 3 decimals, no addresses.
    ///
    /// `0.512 doubleTap recognized (100, 200) touches=1` or `0.9 pan ended (10, 20) touches=1 …`, with `scale=`,
    /// `translation=`, `rotation=`, `velocity=` or `direction=` appended.
    public var transcriptLine: String {
        let f = Self.short
        var line = "\(f(seconds)) \(recognizer) \(stateName) (\(f(location.x)), \(f(location.y))) touches=\(touches)"
        switch values {
        case .none: break
        case let .pinch(scale, velocity): line += " scale=\(f(scale)) velocity=\(f(velocity))"
        case let .pan(t, v): line += " translation=(\(f(t.x)), \(f(t.y))) velocity=(\(f(v.x)), \(f(v.y)))"
        case let .rotation(angle, velocity): line += " rotation=\(f(angle)) velocity=\(f(velocity))"
        case let .swipe(direction): line += " direction=\(direction)"
        }
        return line
    }

    /// The JSON Lines form of DESIGN.md's transcript, numbers in shortest round-trip form:
    /// `{"t":0.512,"recognizer":"doubleTap","state":"recognized","location":[x,y],"touches":1}`.
    public var jsonLine: String {
        var line = ""
        appendJSONLine(to: &line)
        return line
    }

    /// Appends ``jsonLine`` to `text`.
    public func appendJSONLine(to text: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160)
        appendJSONLine(to: &bytes)
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``jsonLine`` to `bytes` as UTF-8, piece by piece: a transcript of many lines is built as
    /// bytes, with no string per line or per number, and made a `String` once.
    package func appendJSONLine(to bytes: inout [UInt8]) {
        // The fixed parts are copied from static text, not appended as `String.UTF8View`s (``JSONText``).
        JSONText.append("{\"t\":", to: &bytes)
        JSONText.appendNumber(seconds, to: &bytes)
        // A subclass may be named anything, so the name is escaped.
        JSONText.append(",\"recognizer\":", to: &bytes)
        JSONText.appendString(recognizer, to: &bytes)
        JSONText.append(",\"state\":\"", to: &bytes)
        JSONText.append(state.staticName(continuous: isContinuous), to: &bytes)
        JSONText.append("\",\"location\":[", to: &bytes)
        JSONText.appendNumber(location.x, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JSONText.appendNumber(location.y, to: &bytes)
        JSONText.append("],\"touches\":", to: &bytes)
        JSONText.appendInteger(Int64(touches), to: &bytes)
        switch values {
        case .none: break
        case let .pinch(scale, velocity):
            JSONText.append(",\"scale\":", to: &bytes)
            JSONText.appendNumber(scale, to: &bytes)
            JSONText.append(",\"velocity\":", to: &bytes)
            JSONText.appendNumber(velocity, to: &bytes)
        case let .pan(t, v):
            JSONText.append(",\"translation\":[", to: &bytes)
            JSONText.appendNumber(t.x, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            JSONText.appendNumber(t.y, to: &bytes)
            JSONText.append("],\"velocity\":[", to: &bytes)
            JSONText.appendNumber(v.x, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            JSONText.appendNumber(v.y, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        case let .rotation(angle, velocity):
            JSONText.append(",\"rotation\":", to: &bytes)
            JSONText.appendNumber(angle, to: &bytes)
            JSONText.append(",\"velocity\":", to: &bytes)
            JSONText.appendNumber(velocity, to: &bytes)
        case let .swipe(direction):
            JSONText.append(",\"direction\":\"", to: &bytes)
            bytes.append(contentsOf: direction.description.utf8)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The report as ``transcriptLine``, for `print` and test failure messages.
    public var description: String { transcriptLine }

    /// Rounds to 3 decimals and drops a trailing `.0`; never prints `-0`.
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let r = (value * 1000).rounded() / 1000
        if r == 0 { return "0" }
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return "\(r)"
    }
}

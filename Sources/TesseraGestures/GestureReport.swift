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

    /// Appends ``jsonLine`` to `text`, piece by piece: a transcript of many lines is built without a string per line
    /// or per number's interpolation.
    public func appendJSONLine(to text: inout String) {
        text += "{\"t\":"
        Self.appendExact(seconds, to: &text)
        text += ",\"recognizer\":\""
        text += recognizer
        text += "\",\"state\":\""
        text += stateName
        text += "\",\"location\":["
        Self.appendExact(location.x, to: &text)
        text += ","
        Self.appendExact(location.y, to: &text)
        text += "],\"touches\":"
        text += String(touches)
        switch values {
        case .none: break
        case let .pinch(scale, velocity):
            text += ",\"scale\":"
            Self.appendExact(scale, to: &text)
            text += ",\"velocity\":"
            Self.appendExact(velocity, to: &text)
        case let .pan(t, v):
            text += ",\"translation\":["
            Self.appendExact(t.x, to: &text)
            text += ","
            Self.appendExact(t.y, to: &text)
            text += "],\"velocity\":["
            Self.appendExact(v.x, to: &text)
            text += ","
            Self.appendExact(v.y, to: &text)
            text += "]"
        case let .rotation(angle, velocity):
            text += ",\"rotation\":"
            Self.appendExact(angle, to: &text)
            text += ",\"velocity\":"
            Self.appendExact(velocity, to: &text)
        case let .swipe(direction):
            text += ",\"direction\":\""
            text += direction.description
            text += "\""
        }
        text += "}"
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

    /// Shortest round-trip form, integers without `.0`; non-finite values as `null`.
    static func exact(_ value: Double) -> String {
        var text = ""
        appendExact(value, to: &text)
        return text
    }

    /// Appends ``exact(_:)`` of `value` to `text`.
    static func appendExact(_ value: Double, to text: inout String) {
        guard value.isFinite else { text += "null"; return }
        if value == 0 { text += "0"; return }
        if value == value.rounded(), abs(value) < 1e15 { text += String(Int64(value)); return }
        text += value.description
    }
}

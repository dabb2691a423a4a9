import TesseraGeometry
import TesseraSimulator

extension EventLogReader {
    /// The record of `line` when it is one of the shapes that make up nearly every recording, read
    /// in one pass over its bytes; nil for any other line, which ``event(_:lineNumber:state:)``
    /// then reads token by token.
    ///
    /// The shapes are `TIME tick` and `TIME down|move|up ID X Y`, with single spaces between
    /// the fields and nothing after the last. The time is what ``LogTime`` reads; the id is at
    /// most 18 digits; each coordinate is `-digits[.digits]` with at most 19 digits, read by
    /// ``Tokenizer/decimal(_:_:_:)`` as a token's ``Tokenizer/Token/number`` is, to the value `Double(text)` gives.
    /// A line that breaks any rule the reader checks (a time going backwards, a coordinate out of
    /// range, a touch moving without beginning) also comes back nil, with `state` untouched, so
    /// the token reader reports it with its line and column. Either way a line reads to the same
    /// record: a test checks both readers on every line of the shipped logs and on edge cases.
    func commonEvent(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, state: inout ParseState) -> LogRecord? {
        guard let base = line.baseAddress else { return nil }
        let end = line.count
        // The time: up to the space after it.
        var i = 0
        while i < end, base[i] != 0x20 { i &+= 1 }
        guard i > 0, i < end,
              let time = LogTime.parse(buffer: UnsafeBufferPointer(start: base, count: i)),
              time >= state.lastTime else { return nil }
        i &+= 1
        let rest = end &- i
        let kind = base + i
        if rest == 4, kind[0] == 0x74, kind[1] == 0x69, kind[2] == 0x63, kind[3] == 0x6B {  // tick
            state.lastTime = time
            return LogRecord(time: time, event: .tick, line: lineNumber)
        }
        let change: InputEvent.TouchChange
        if rest > 5, kind[4] == 0x20, kind[0] == 0x6D, kind[1] == 0x6F, kind[2] == 0x76, kind[3] == 0x65 {  // move
            change = .move
            i &+= 5
        } else if rest > 5, kind[4] == 0x20, kind[0] == 0x64, kind[1] == 0x6F, kind[2] == 0x77, kind[3] == 0x6E {  // down
            change = .down
            i &+= 5
        } else if rest > 3, kind[2] == 0x20, kind[0] == 0x75, kind[1] == 0x70 {  // up
            change = .up
            i &+= 3
        } else {
            return nil
        }
        // The touch id: plain digits, then a space.
        let idStart = i
        var id = 0
        while i < end {
            let d = base[i] &- 48
            if d > 9 { break }
            id = id &* 10 &+ Int(d)
            i &+= 1
        }
        guard i > idStart, i &- idStart <= 18, i < end, base[i] == 0x20 else { return nil }
        i &+= 1
        guard let x = Tokenizer.decimal(base, &i, end), abs(x) <= EventLog.maximumCoordinate, i < end, base[i] == 0x20 else { return nil }
        i &+= 1
        guard let y = Tokenizer.decimal(base, &i, end), abs(y) <= EventLog.maximumCoordinate, i == end else { return nil }
        switch change {
        case .down:
            guard !state.activeTouches.contains(id), state.activeTouches.count < EventLog.maximumSimultaneousTouches else { return nil }
            state.activeTouches.insert(id)
        case .move:
            guard state.activeTouches.contains(id) else { return nil }
        case .up, .cancel:
            guard state.activeTouches.remove(id) else { return nil }
        }
        state.lastTime = time
        return LogRecord(time: time, event: .touch(id: id, change: change, location: Point(x: x, y: y)), line: lineNumber)
    }
}

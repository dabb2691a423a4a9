import TesseraGeometry

/// Reads typed values out of a ``JSONValue`` while keeping the JSON path, so
/// every error names exactly where it is.
///
/// An object reader remembers which keys were read; ``finish()`` rejects the
/// rest as unknown keys.
public final class JSONReader {
    /// The JSON value this reader reads.
    public let value: JSONValue
    /// Where the value sits in its document, as a JSON path such as `$.sections[0].items`.
    ///
    /// Made when asked for, which is mostly for an error: a scene of a million sections has a reader for each.
    public var path: String {
        switch place {
        case .given(let path): path
        case .element(let array, let index): "\(array.path)[\(index)]"
        case .member(let object, let key): Self.member(of: object.path, key)
        }
    }
    /// The file the document came from, named in errors; nil for JSON that came from elsewhere.
    public let file: String?
    /// Which of this object's keys were read or skipped: bit i for the key at offset i in the dictionary's order,
    /// for an object of up to 64 keys (nearly all), so that reading a key costs no set and no second hash.
    private var readMask: UInt64 = 0
    /// The keys that were read or skipped of an object of more than 64 keys (present keys only).
    private var readKeys: Set<String> = []
    private let place: Place

    /// Where a reader's value is: a path given, or an element or a member of another reader's value.
    private enum Place {
        case given(String)
        case element(JSONReader, Int)
        case member(JSONReader, String)
    }

    /// Creates a reader for `value` at `path` (the document's root, `$`, by default) in `file`.
    public init(_ value: JSONValue, path: String = "$", file: String? = nil) {
        self.value = value
        place = .given(path)
        self.file = file
    }

    private init(_ value: JSONValue, place: Place, file: String?) {
        self.value = value
        self.place = place
        self.file = file
    }

    /// A ``SceneError`` for this reader's file at `path` (this reader's own path by default), with `reason`.
    public func error(_ reason: String, at path: String? = nil) -> SceneError {
        SceneError(file: file, path: path ?? self.path, reason: reason)
    }

    private func object() throws -> [String: JSONValue] {
        guard case .object(let o) = value else { throw error("expected an object, found \(value.typeName)") }
        return o
    }

    /// A reader for the value at `key`, or nil when the key is absent.
    public func optional(_ key: String) throws -> JSONReader? {
        let o = try object()
        guard let i = Self.index(of: key, in: o) else { return nil }
        markRead(i, in: o)
        return JSONReader(o[i].value, place: .member(self, key), file: file)
    }

    /// Where `key` is in `o`: in an object of a few keys, such as a scene's section, found by comparing the keys,
    /// which is cheaper than hashing `key` for each key a reader asks about.
    @inline(__always)
    private static func index(of key: String, in o: [String: JSONValue]) -> Dictionary<String, JSONValue>.Index? {
        guard o.count <= 4 else { return o.index(forKey: key) }
        var i = o.startIndex
        while i != o.endIndex {
            let k = o.keys[i]
            // Lengths first: each is at hand (in a small string's bits, or its header), where comparing the
            // text of two strings is not.
            if k.utf8.count == key.utf8.count, k == key { return i }
            o.formIndex(after: &i)
        }
        return nil
    }

    /// Whether this object has a key that was neither read nor skipped: false for a value that is not an object.
    /// A reader of an object whose optional keys are usually absent can stop asking once this is false.
    public var hasUnreadKeys: Bool {
        guard case .object(let o) = value else { return false }
        return readCount(of: o) < o.count
    }

    /// How many keys of `o`, this reader's object, were read or skipped.
    private func readCount(of o: [String: JSONValue]) -> Int {
        o.count <= 64 ? readMask.nonzeroBitCount : readKeys.count
    }

    /// Records the key at `index` of `o`, this reader's object, as read.
    private func markRead(_ index: Dictionary<String, JSONValue>.Index, in o: [String: JSONValue]) {
        if o.count <= 64 {
            readMask |= 1 << UInt64(o.distance(from: o.startIndex, to: index))
        } else {
            readKeys.insert(o[index].key)
        }
    }

    /// A reader for the value at `key`; a missing key is an error.
    public func required(_ key: String) throws -> JSONReader {
        guard let r = try optional(key) else { throw error("missing required key \"\(key)\"") }
        return r
    }

    /// Marks `key` as known without reading it.
    public func skip(_ key: String) {
        if case .object(let o) = value, let i = Self.index(of: key, in: o) { markRead(i, in: o) }
    }

    /// Fails on the first key that was never read, in sorted order.
    public func finish() throws {
        let o = try object()
        // Only present keys are recorded: as many as the object has means every one was read.
        guard readCount(of: o) != o.count else { readKeys = []; return }
        let unread = o.count <= 64 ? o.keys.enumerated().filter { readMask & (1 << UInt64($0.offset)) == 0 }.map(\.element)
            : o.keys.filter { !readKeys.contains($0) }
        if let key = unread.min() {
            throw error("unknown key \(quoted(key))", at: Self.member(of: path, key))
        }
        // Done with: a scene's million section readers would otherwise hold a million sets until the scene is read.
        readKeys = []
    }

    /// The elements of an array.
    public func elements() throws -> [JSONReader] {
        try mapElements { $0 }
    }

    /// Calls `body` with a reader for each element of an array in turn, as ``elements()`` gives them, and returns
    /// what it returned: only one element's reader lives at a time, where a scene may hold a million sections.
    public func mapElements<T>(_ body: (JSONReader) throws -> T) throws -> [T] {
        let a = try array()
        var results: [T] = []
        results.reserveCapacity(a.count)
        for (i, element) in a.enumerated() {
            results.append(try body(JSONReader(element, place: .element(self, i), file: file)))
        }
        return results
    }

    /// The largest magnitude of a number in a scene (sizes, spacings, offsets,
    /// parameters), in points. Larger values are errors: they would overflow
    /// layout arithmetic. Counts read with ``integer(in:)`` have their own range.
    public static let maximumMagnitude = 1_000_000.0

    /// A finite number within ±``maximumMagnitude``.
    public func number() throws -> Double {
        let n = try finiteNumber()
        guard abs(n) <= Self.maximumMagnitude else {
            throw error("\(format(n)) is out of range; numbers lie within ±\(Int(Self.maximumMagnitude))")
        }
        return n
    }

    private func finiteNumber() throws -> Double {
        guard case .number(let n) = value else { throw error("expected a number, found \(value.typeName)") }
        guard n.isFinite else { throw error("expected a finite number") }
        return n
    }

    /// A number that must lie in `range`.
    public func number(in range: ClosedRange<Double>) throws -> Double {
        let n = try number()
        guard range.contains(n) else {
            throw error("expected a number in \(format(range.lowerBound))...\(format(range.upperBound)), found \(format(n))")
        }
        return n
    }

    /// A number that is 0 or more, within ±``maximumMagnitude``; a negative one is an error.
    public func nonNegative() throws -> Double {
        let n = try number()
        guard n >= 0 else { throw error("expected a non-negative number, found \(format(n))") }
        return n
    }

    /// A whole number in `range`; a fraction, or a number outside `range`, is an error.
    public func integer(in range: ClosedRange<Int>) throws -> Int {
        let n = try finiteNumber()
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw error("expected an integer in \(range.lowerBound)...\(range.upperBound), found \(format(n))")
        }
        return Int(n)
    }

    /// A JSON boolean; any other type is an error.
    public func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw error("expected a boolean, found \(value.typeName)") }
        return b
    }

    /// A JSON string; any other type is an error.
    public func string() throws -> String {
        guard case .string(let s) = value else { throw error("expected a string, found \(value.typeName)") }
        return s
    }

    /// One of `choices`.
    public func choice(_ choices: [String]) throws -> String {
        let s = try string()
        guard choices.contains(s) else {
            throw error("expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), found \(quoted(s))")
        }
        return s
    }

    /// A list of exactly `count` numbers.
    public func numbers(count: Int) throws -> [Double] {
        let a = try array()
        guard a.count == count else { throw error("expected an array of \(count) numbers, found \(a.count) elements") }
        return try a.indices.map { try number(at: $0, of: a) }
    }

    /// `[width, height]`, both non-negative.
    public func size() throws -> Size {
        let a = try array()
        guard a.count == 2 else { throw error("expected [width, height], found \(a.count) elements") }
        return Size(width: try number(at: 0, of: a, nonNegative: true), height: try number(at: 1, of: a, nonNegative: true))
    }

    /// `[x, y]`.
    public func point() throws -> Point {
        let n = try numbers(count: 2)
        return Point(x: n[0], y: n[1])
    }

    /// `[top, left, bottom, right]`.
    public func insets() throws -> EdgeInsets {
        let a = try array()
        guard a.count == 4 else { throw error("expected [top, left, bottom, right], found \(a.count) elements") }
        return EdgeInsets(top: try number(at: 0, of: a), left: try number(at: 1, of: a), bottom: try number(at: 2, of: a),
                          right: try number(at: 3, of: a))
    }

    private func array() throws -> [JSONValue] {
        guard case .array(let a) = value else { throw error("expected an array, found \(value.typeName)") }
        return a
    }

    /// Element `index` of `elements` (this reader's array) as ``number()`` or ``nonNegative()`` reads it. A reader
    /// for the element is made only to refuse it: a scene's every size is two numbers.
    private func number(at index: Int, of elements: [JSONValue], nonNegative: Bool = false) throws -> Double {
        if case .number(let n) = elements[index], abs(n) <= Self.maximumMagnitude, n >= 0 || !nonNegative { return n }
        let element = JSONReader(elements[index], place: .element(self, index), file: file)
        return try nonNegative ? element.nonNegative() : element.number()
    }

    /// The JSON path of `key` inside `path`: `$.size` for a plain name, `$["odd key"]` (quoted, cut and
    /// escaped) for anything else, so a path stays one short line.
    static func member(of path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.count <= 40 && key.unicodeScalars.allSatisfy {
            ($0.value >= 0x30 && $0.value <= 0x39) || ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A)
                || $0 == "_" || $0 == "-"
        }
        return plain ? "\(path).\(key)" : "\(path)[\(quoted(key))]"
    }
}

func format(_ n: Double) -> String { JSONWriter.number(n) }

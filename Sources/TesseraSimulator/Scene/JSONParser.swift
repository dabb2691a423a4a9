import Foundation

/// Reads JSON text (RFC 8259) into a ``JSONValue`` in one pass over its bytes, with no recursion.
///
/// Foundation reads an untyped document slowly and large: `JSONDecoder` tries each value as a
/// boolean, a number and a string before it finds an object, building an error each time, and
/// `JSONSerialization` builds a tree of Objective-C objects. A 12 MB scene of a million sections
/// took 21 s and 530 MB through the first and 3 GB through the second. This parser builds the
/// values directly, holding only the containers still open.
///
/// What it refuses, and how:
/// - text that is not JSON, as `not valid JSON: …` at the document's root (`$`), with the line
///   and column where it stopped; a document cut short says so;
/// - more than ``maximumDepth`` arrays and objects open at once, in the same way: the depth is
///   bounded here, not by the stack;
/// - a number no `Double` holds (`1e400`, `1e-400`), and a string that is no text (a raw control
///   character, a lone surrogate, bytes that are not UTF-8), at the JSON path of the value.
///
/// - an object that names a key twice, at the second one's path: JSON leaves open which value
///   counts (Foundation's decoder keeps the last, others the first).
///
/// A UTF-8 byte order mark at the start is skipped.
struct JSONParser {
    /// The most arrays and objects open at once.
    static let maximumDepth = 513

    /// Why a document was refused: a syntax error at a byte offset (nil at the end of the text),
    /// or a value that has no Swift form, at its place in the document.
    enum Failure: Error {
        case syntax(String, offset: Int?)
        case value(String, path: String)
    }

    static let notText = "a string that is not valid text (a raw control character, a lone surrogate, or bytes that are not UTF-8)"
    static let notRepresentable = "a number too large, or too close to zero, to represent"
    static let namedTwice = "the object names this key twice; JSON keeps one value per key, so remove one"

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0
    // The arrays and objects still open, with what they hold so far, each kind on a stack of its own so that
    // the innermost is added to where it lies, never copied.
    /// For each open container, from the outermost, whether it is an object.
    private var openIsObject: [Bool] = []
    private var arrays: [[JSONValue]] = []
    private var objects: [[String: JSONValue]] = []
    /// For each open object, the key whose value is being read; nil while the key itself is read.
    private var keys: [String?] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
    }

    /// The value `data` holds.
    static func parse(_ data: Data) throws(Failure) -> JSONValue {
        let result: Result<JSONValue, Failure> = data.withUnsafeBytes { raw in
            var parser = JSONParser(raw.bindMemory(to: UInt8.self))
            do throws(Failure) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: Structure

    private mutating func document() throws(Failure) -> JSONValue {
        skipWhitespace()
        while true {
            guard i < bytes.count else { throw endOfFile }
            var value: JSONValue
            switch bytes[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[i] == UInt8(ascii: "{")
                try checkDepth()
                i += 1
                skipWhitespace()
                if peek == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                    value = isObject ? .object([:]) : .array([])
                } else {
                    openIsObject.append(isObject)
                    if isObject {
                        objects.append([:])
                        keys.append(nil)
                        try readKey()
                    } else {
                        arrays.append([])
                    }
                    continue
                }
            case UInt8(ascii: "\""):
                value = .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try number())
            default:
                throw unexpected()
            }
            // Hand the value to the innermost open container, closing every container that ends here.
            while true {
                skipWhitespace()
                guard let isObject = openIsObject.last else {
                    guard i == bytes.count else { throw Failure.syntax("Unexpected text after the JSON value", offset: i) }
                    return value
                }
                if isObject {
                    let k = objects.count - 1
                    // Which of two values counts differs between readers; a scene that names a key twice is a mistake.
                    // Found as the value goes in, so that a key is hashed once; its key is still the path's last part.
                    if objects[k].updateValue(value, forKey: keys[k]!) != nil { throw Failure.value(Self.namedTwice, path: path) }
                    if peek == UInt8(ascii: ",") {
                        i += 1
                        skipWhitespace()
                        keys[k] = nil
                        try readKey()
                    } else if peek == UInt8(ascii: "}") {
                        i += 1
                        openIsObject.removeLast()
                        keys.removeLast()
                        value = .object(objects.removeLast())
                        continue
                    } else {
                        throw unexpected(expecting: "',' or '}'")
                    }
                } else {
                    let k = arrays.count - 1
                    arrays[k].append(value)
                    if peek == UInt8(ascii: ",") {
                        i += 1
                        skipWhitespace()
                    } else if peek == UInt8(ascii: "]") {
                        i += 1
                        openIsObject.removeLast()
                        value = .array(arrays.removeLast())
                        continue
                    } else {
                        throw unexpected(expecting: "',' or ']'")
                    }
                }
                break
            }
        }
    }

    /// Reads an object's key and the colon after it into the innermost open object, which waits for it;
    /// the parser stands at the key's opening quote.
    private mutating func readKey() throws(Failure) {
        guard peek == UInt8(ascii: "\"") else { throw unexpected(expecting: "a string key") }
        let key = try string()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw unexpected(expecting: "':'") }
        i += 1
        skipWhitespace()
        keys[keys.count - 1] = key
    }

    private func checkDepth() throws(Failure) {
        if openIsObject.count >= Self.maximumDepth {
            throw Failure.syntax("Too many nested arrays or dictionaries", offset: i)
        }
    }

    private var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        for k in 0..<count {
            guard i + k < bytes.count else { throw endOfFile }
            guard bytes[i + k] == word.utf8Start[k] else {
                i += k
                throw unexpected()
            }
        }
        i += count
    }

    // MARK: Scalars

    /// A string; the parser stands at its opening quote.
    private mutating func string() throws(Failure) -> String {
        i += 1
        let start = i
        var valid = true
        // The common case: no escapes. The bytes are checked as UTF-8 in one go.
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let text = valid ? String(validating: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self) : nil
                i += 1
                guard let text else { throw Failure.value(Self.notText, path: path) }
                return text
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { valid = false }
            i += 1
        }
        guard i < bytes.count else { throw endOfFile }
        return try escapedString(from: start, valid: valid)
    }

    /// The rest of a string that holds escapes, from its first byte at `start`.
    private mutating func escapedString(from start: Int, valid: Bool) throws(Failure) -> String {
        var valid = valid
        var utf8: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<i]))
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                guard valid, let text = String(validating: utf8, as: UTF8.self) else { throw Failure.value(Self.notText, path: path) }
                return text
            case UInt8(ascii: "\\"):
                guard i + 1 < bytes.count else { throw endOfFile }
                let escape = bytes[i + 1]
                i += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var unit = try hex4()
                    if (0xD800...0xDBFF).contains(unit), i + 1 < bytes.count,
                       bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                        let resume = i
                        i += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            i = resume // a high surrogate alone; the next escape is read on its own
                        }
                    }
                    if let scalar = Unicode.Scalar(unit) {
                        utf8.append(contentsOf: UTF8.encode(scalar)!)
                    } else {
                        valid = false // a lone surrogate
                    }
                default:
                    throw Failure.syntax("Invalid escape sequence", offset: i - 2)
                }
            default:
                if b < 0x20 { valid = false }
                utf8.append(b)
                i += 1
            }
        }
        throw endOfFile
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hex4() throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw endOfFile }
        var value: UInt32 = 0
        for k in 0..<4 {
            let b = bytes[i + k]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw Failure.syntax("Invalid \\u escape sequence", offset: i + k)
            }
            value = value << 4 | UInt32(digit)
        }
        i += 4
        return value
    }

    /// A number, as JSON writes them: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func number() throws(Failure) -> Double {
        let start = i
        func digits() -> Int {
            let from = i
            while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 { i += 1 }
            return i - from
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let integerStart = i
        let integerDigits = digits()
        guard integerDigits > 0 else { throw i == bytes.count ? endOfFile : invalidNumber(start) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw invalidNumber(start) }
        var isInteger = true
        if peek == UInt8(ascii: ".") {
            i += 1
            isInteger = false
            guard digits() > 0 else { throw i == bytes.count ? endOfFile : invalidNumber(start) }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            i += 1
            isInteger = false
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw i == bytes.count ? endOfFile : invalidNumber(start) }
        }
        // Up to 15 digits an integer is exact as a Double: no conversion routine needed.
        if isInteger, integerDigits <= 15 {
            var magnitude = 0
            for k in integerStart..<i { magnitude = magnitude * 10 + Int(bytes[k] - UInt8(ascii: "0")) }
            let value = Double(magnitude)
            return bytes[start] == UInt8(ascii: "-") ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw Failure.value(Self.notRepresentable, path: path) }
        // A number that rounds to zero though some digit of its mantissa is not zero.
        if value == 0, bytes[start..<i].prefix(while: { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") })
            .contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
            throw Failure.value(Self.notRepresentable, path: path)
        }
        return value
    }

    // MARK: Errors

    private var endOfFile: Failure { .syntax("Unexpected end of file during JSON parse", offset: nil) }

    private func invalidNumber(_ start: Int) -> Failure { .syntax("Invalid number", offset: start) }

    /// The byte the parser stands at, which no JSON may have there.
    private func unexpected(expecting: String? = nil) -> Failure {
        guard i < bytes.count else { return endOfFile }
        let b = bytes[i]
        let found = b >= 0x21 && b < 0x7F ? "character '\(Character(Unicode.Scalar(b)))'" : String(format: "byte 0x%02X", b)
        return .syntax("Unexpected \(found)" + (expecting.map { ", expected \($0)," } ?? ""), offset: i)
    }

    /// The JSON path of the value being read: `$.sections[3].items`.
    private var path: String {
        var text = "$"
        var array = 0, object = 0
        for isObject in openIsObject {
            if isObject {
                // A key being read: the object is the place.
                guard let key = keys[object] else { return text }
                text = JSONReader.member(of: text, key)
                object += 1
            } else {
                text += "[\(arrays[array].count)]"
                array += 1
            }
        }
        return text
    }
}

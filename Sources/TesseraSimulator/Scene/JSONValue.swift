import Foundation

/// A parsed JSON document: what scene files and stored states are read into
/// before they are checked field by field with a JSON path for every error.
public enum JSONValue: Equatable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, read as a `Double` (integers included).
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values, in order.
    case array([JSONValue])
    /// An object; its keys have no order here (``JSONWriter/value(_:)`` sorts them).
    case object([String: JSONValue])

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses `data` as JSON (RFC 8259), in one pass and with no recursion.
    ///
    /// - Throws: ``SceneError`` with the path `$` and `not valid JSON: ` and the reason, with its line and column, for
    ///   text that is not JSON or nests arrays and objects more than 513 deep; or with the value's own path for a number no
    ///   `Double` holds or a string that is no text.
    public static func parse(_ data: Data, file: String? = nil) throws -> JSONValue {
        do {
            return try JSONParser.parse(data)
        } catch .value(let reason, let path) {
            throw SceneError(file: file, path: path, reason: reason)
        } catch .syntax(let reason, let offset) {
            throw SceneError(file: file, path: "$", reason: "not valid JSON: " + reason + (offset.map { place(of: $0, in: data) } ?? ""))
        }
    }

    /// ` at line L, column C` for byte `offset` of `data`, columns counted in bytes from 1.
    private static func place(of offset: Int, in data: Data) -> String {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == 10 { line += 1; column = 1 } else { column += 1 }
        }
        return " at line \(line), column \(column)"
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value: null, then boolean, number, string, array and object, in that order of trial.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else {
            // An array, else an object. What fails inside one (a string no Swift string can hold, a number no Double
            // can) is thrown as it is, with its own path; only "not an array here" moves on to the object.
            do {
                self = .array(try c.decode([JSONValue].self))
            } catch let DecodingError.typeMismatch(_, context) where context.codingPath.count == decoder.codingPath.count {
                self = .object(try c.decode([String: JSONValue].self))
            }
        }
    }
}

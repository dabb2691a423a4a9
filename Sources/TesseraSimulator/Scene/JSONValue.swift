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

    /// Parses `data` as JSON.
    ///
    /// - Throws: ``SceneError`` with the path `$` and the parser's reason.
    public static func parse(_ data: Data, file: String? = nil) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.typeMismatch(_, context) {
            // Every JSON value decodes as something, unless it is a number no Double can hold or a string no Swift
            // string can: the decoder then says what it found there.
            throw SceneError(file: file, path: jsonPath(context.codingPath), reason: unrepresentable(context))
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw SceneError(file: file, path: jsonPath(context.codingPath), reason: unrepresentable(context))
        } catch let DecodingError.dataCorrupted(context) {
            throw SceneError(file: file, path: "$", reason: "not valid JSON: " + syntaxProblem(in: data, fallback: context.debugDescription))
        } catch {
            throw SceneError(file: file, path: "$", reason: "not valid JSON: \(error)")
        }
    }

    /// Why the value the decoder stopped at cannot be read: a string, or a number, that has no Swift form.
    private static func unrepresentable(_ context: DecodingError.Context) -> String {
        context.debugDescription.contains("a string")
            ? "a string that is not valid text (a raw control character, a lone surrogate, or bytes that are not UTF-8)"
            : "a number too large, or too close to zero, to represent"
    }

    /// `$.a.b[2]` for a decoder's coding path.
    static func jsonPath(_ path: [CodingKey]) -> String {
        path.reduce("$") { text, key in key.intValue.map { text + "[\($0)]" } ?? text + "." + key.stringValue }
    }

    /// What is wrong with text that is not JSON, and where, for the error
    /// message. The decoder only says that the data was not valid, so the
    /// reason comes from Foundation's parser, with its character offset turned
    /// into a line and column.
    static func syntaxProblem(in data: Data, fallback: String) -> String {
        var reason = fallback
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? fallback
        }
        reason = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
        guard let range = reason.range(of: " around character "),
              let offset = Int(reason[range.upperBound...].prefix { $0.isNumber }), offset <= data.count else { return reason }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == 10 { line += 1; column = 1 } else { column += 1 }
        }
        return reason[..<range.lowerBound] + " at line \(line), column \(column)"
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

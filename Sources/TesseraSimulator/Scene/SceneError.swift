/// A scene (or other JSON input) that cannot be used, with the file, the JSON
/// path of the offending value and the reason.
///
/// ```
/// scene.json: $.layout.itemSize[0]: expected a non-negative number, found -5
/// ```
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The file the scene came from, or nil for JSON that came from elsewhere.
    public var file: String?
    /// The JSON path of the offending value, such as `$.layout.itemSize[0]`; `$` for the whole document.
    public var path: String
    /// What is wrong, in words.
    public var reason: String

    /// Creates an error for the value at `path` in `file`.
    public init(file: String? = nil, path: String, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    /// The error as one line, `file: path: reason`, or `path: reason` without a file.
    public var description: String {
        (file.map { "\($0): " } ?? "") + "\(path): \(reason)"
    }
}

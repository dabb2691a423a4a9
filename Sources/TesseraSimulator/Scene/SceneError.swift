/// A scene (or other JSON input) that cannot be used, with the file, the JSON
/// path of the offending value and the reason.
///
/// ```
/// scene.json: $.layout.itemSize[0]: expected a non-negative number, found -5
/// ```
public struct SceneError: Error, Equatable, CustomStringConvertible {
    public var file: String?
    public var path: String
    public var reason: String

    public init(file: String? = nil, path: String, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    public var description: String {
        (file.map { "\($0): " } ?? "") + "\(path): \(reason)"
    }
}

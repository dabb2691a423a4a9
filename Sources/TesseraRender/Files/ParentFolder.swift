/// The folder part of a path, worked out from its text.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on Linux for a path of one character (`-o a`), so
/// the command line and the readers take a path's folder from here.
package enum ParentFolder {
    /// `path` without its last component, as `deletingLastPathComponent` gives it: `""` for a bare name (`a`, `w/`),
    /// `"/"` for a name at the root, the folder otherwise (`a/b` and `a/b/` give `a`); trailing slashes are ignored.
    package static func of(_ path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        var end = slash
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        if end == 0 { return "/" }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}

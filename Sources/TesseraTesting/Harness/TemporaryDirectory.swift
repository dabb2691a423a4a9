import Foundation
import TesseraRender

/// A new, empty directory of a test's own in the system's temporary directory, removed with everything in it
/// by ``remove()`` or, at the latest, when the object is released.
///
/// `mkdtemp(3)` makes it, named `prefix` and six random characters, with mode 0700: no other test, run or
/// user holds the name or could have made it beforehand, and no other user can look inside.
///
/// Call ``remove()`` when the test ends, in `tearDown` or a `defer`: the release is only a backstop, since
/// Swift may release an object right after its last use, which for a local is often before the test is done
/// with the files. Removal takes symbolic links inside the directory away, never what they point to.
///
/// ```swift
/// final class ReplayTests: XCTestCase {
///     var temporary: TemporaryDirectory!
///
///     override func setUpWithError() throws { temporary = try TemporaryDirectory(prefix: "tessera-replay-") }
///     override func tearDownWithError() throws { try temporary?.remove() }
///
///     func testTheStateIsWritten() throws {
///         let state = temporary.url.appendingPathComponent("a.state.json")
///         // …
///     }
/// }
/// ```
public final class TemporaryDirectory: Sendable {
    /// The directory; it exists from `init` until ``remove()`` or the release.
    public let url: URL

    /// The directory's path, `url.path`.
    public var path: String { url.path }

    /// Makes the directory in `FileManager.default.temporaryDirectory` (`TMPDIR`, else `/tmp`).
    ///
    /// - Parameter prefix: The start of its name, such as `tessera-replay-`; it may not contain a slash.
    /// - Throws: An error naming the path and `mkdtemp`'s reason when the directory cannot be made.
    public init(prefix: String = "tessera-") throws {
        precondition(!prefix.contains("/"), "a TemporaryDirectory prefix is part of one name: \(prefix)")
        let made: String
        do {
            made = try PrivateFolder.make(prefix: prefix, in: FileManager.default.temporaryDirectory.path)
        } catch let failure as AtomicFile.Failure {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: failure.path,
                                                           NSLocalizedDescriptionKey: "cannot make \(failure.path): \(failure.reason)"])
        }
        url = URL(fileURLWithPath: made, isDirectory: true)
    }

    /// Removes the directory and everything in it; once it is gone, by this call or another way, it does nothing.
    ///
    /// - Throws: The file system's error when something in the directory cannot be removed.
    public func remove() throws {
        do {
            try FileManager.default.removeItem(at: url)
        } catch CocoaError.fileNoSuchFile {
            // Already removed.
        }
    }

    deinit {
        try? remove()
    }
}

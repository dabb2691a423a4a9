import Foundation
import XCTest
@testable import TesseraRender
import TesseraTesting

/// Outputs reach their folder without following a symbolic link another user planted in a shared folder such as `/tmp`,
/// whatever the machine's `fs.protected_symlinks` says, and follow every other link as the system would.
final class SafeFolderTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-safe-folder-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    /// A sticky folder everyone may write to (as `/tmp` is), holding `link` → `target/`, the link owned by uid 4242.
    /// Giving a link to another user needs root: the test is skipped without it.
    func plantForeignLink() throws -> (link: String, target: String) {
        guard geteuid() == 0 else { throw XCTSkip("giving a link to another user needs root") }
        try FileManager.default.createDirectory(atPath: path("shared"), withIntermediateDirectories: true)
        XCTAssertEqual(chmod(path("shared"), 0o1777), 0)
        try FileManager.default.createDirectory(atPath: path("target"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("shared/link"), withDestinationPath: path("target"))
        XCTAssertEqual(lchown(path("shared/link"), 4242, 4242), 0)
        return (path("shared/link"), path("target"))
    }

    func testTheRuleIsLinuxsProtectedSymlinksAndProtectedRegular() {
        let shared = mode_t(0o41777), me: uid_t = 1000, other: uid_t = 4242, root: uid_t = 0
        XCTAssertTrue(SafeFolder.mayUse(entryOwner: me, folderMode: shared, folderOwner: root, user: me), "one's own link")
        XCTAssertFalse(SafeFolder.mayUse(entryOwner: other, folderMode: shared, folderOwner: root, user: me),
                       "another user's link in a sticky folder everyone may write to")
        XCTAssertFalse(SafeFolder.mayUse(entryOwner: other, folderMode: shared, folderOwner: root, user: root),
                       "root is held to the rule too, as the kernel holds it")
        XCTAssertTrue(SafeFolder.mayUse(entryOwner: other, folderMode: shared, folderOwner: other, user: me),
                      "a link of the shared folder's owner")
        XCTAssertTrue(SafeFolder.mayUse(entryOwner: other, folderMode: 0o40777, folderOwner: root, user: me), "not sticky")
        XCTAssertTrue(SafeFolder.mayUse(entryOwner: other, folderMode: 0o41775, folderOwner: root, user: me),
                      "sticky, but only its group may write")
    }

    func testAnotherUsersLinkInASharedFolderIsNotFollowedForAWriteOrAFolder() throws {
        let (link, target) = try plantForeignLink()
        let message = "\(link): is a symbolic link another user (uid 4242) made in a folder everyone may write to; "
            + "Tessera does not follow it, as Linux's protected_symlinks would not"
        XCTAssertThrowsError(try AtomicFile.write("evil", to: link + "/state.json")) { XCTAssertEqual("\($0)", message) }
        XCTAssertThrowsError(try AtomicFile.checkReplaceable(link + "/deeper/state.json")) { XCTAssertEqual("\($0)", message) }
        XCTAssertThrowsError(try SafeFolder.open(link + "/made", creating: true)) { XCTAssertEqual("\($0)", message) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target), [], "nothing is written or made through the link")
    }

    func testALinkOfTheSharedFoldersOwnerIsFollowed() throws {
        let (link, target) = try plantForeignLink()
        XCTAssertEqual(chown(path("shared"), 4242, 4242), 0)
        try AtomicFile.write("ok", to: link + "/state.json")
        XCTAssertEqual(try String(contentsOfFile: target + "/state.json", encoding: .utf8), "ok")
    }

    func testOnesOwnLinksAreFollowedRelativeAbsoluteAndChained() throws {
        try FileManager.default.createDirectory(atPath: path("real/inner"), withIntermediateDirectories: true)
        XCTAssertEqual(chmod(dir.path, 0o1777), 0, "even in a shared folder, one's own links are followed")
        try FileManager.default.createSymbolicLink(atPath: path("absolute"), withDestinationPath: path("real"))
        try FileManager.default.createSymbolicLink(atPath: path("relative"), withDestinationPath: "real/inner/..")
        try FileManager.default.createSymbolicLink(atPath: path("chained"), withDestinationPath: "relative/inner")
        try AtomicFile.write("a", to: path("absolute/a.json"))
        try AtomicFile.write("b", to: path("relative/b.json"))
        try AtomicFile.write("c", to: path("chained/c.json"))
        XCTAssertEqual(try String(contentsOfFile: path("real/a.json"), encoding: .utf8), "a")
        XCTAssertEqual(try String(contentsOfFile: path("real/b.json"), encoding: .utf8), "b")
        XCTAssertEqual(try String(contentsOfFile: path("real/inner/c.json"), encoding: .utf8), "c")
    }

    func testFoldersAreMadeAsMkdirPAndWhatIsInTheWayIsNamed() throws {
        let fd = try SafeFolder.open(path("a/b/c"), creating: true)
        close(fd)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("a/b/c"), isDirectory: &isFolder) && isFolder.boolValue)
        try "x".write(toFile: path("file"), atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try SafeFolder.open(path("file/sub"), creating: true)) {
            XCTAssertEqual("\($0)", "\(path("file")): is not a folder")
        }
        XCTAssertThrowsError(try SafeFolder.open(path("missing/sub"), creating: false)) {
            XCTAssertEqual("\($0)", "\(path("missing")): no such folder")
        }
        XCTAssertNoThrow(try AtomicFile.checkReplaceable(path("missing/sub/x.json")), "a folder not made yet holds nothing to replace")
    }

    func testALoopOfLinksEndsInAnErrorNotAHang() throws {
        try FileManager.default.createSymbolicLink(atPath: path("ping"), withDestinationPath: "pong")
        try FileManager.default.createSymbolicLink(atPath: path("pong"), withDestinationPath: "ping")
        XCTAssertThrowsError(try AtomicFile.write("x", to: path("ping/x.json"))) { error in
            XCTAssertTrue("\(error)".hasSuffix("cannot follow the symbolic link: too many links, or an unreadable one"), "\(error)")
        }
    }
}

import Foundation
import XCTest
import TesseraRender
import TesseraTesting

/// Scratch folders are new, private and never a folder someone made beforehand.
final class PrivateFolderTests: XCTestCase {
    var temporary: TemporaryDirectory!

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-private-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func testEachFolderIsNewPrivateAndNamedAfterItsPrefix() throws {
        let a = try PrivateFolder.make(prefix: "scratch-", in: temporary.path)
        let b = try PrivateFolder.make(prefix: "scratch-", in: temporary.path)
        XCTAssertNotEqual(a, b)
        for folder in [a, b] {
            XCTAssertTrue((folder as NSString).lastPathComponent.hasPrefix("scratch-"))
            XCTAssertEqual((folder as NSString).deletingLastPathComponent, temporary.path)
            var info = stat()
            XCTAssertEqual(lstat(folder, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFDIR)
            XCTAssertEqual(info.st_mode & 0o777, 0o700, "no other user may enter")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
        }
    }

    func testAFolderThatCannotBeMadeIsNamedWithTheReason() {
        let parent = temporary.path + "/missing"
        XCTAssertThrowsError(try PrivateFolder.make(prefix: "scratch-", in: parent)) { error in
            XCTAssertEqual("\(error)", "\(parent)/scratch-XXXXXX: cannot make the folder: No such file or directory")
        }
    }
}

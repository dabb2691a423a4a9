import Foundation
import XCTest
import TesseraTesting

/// `--scene-root` confines an untrusted log's scene and pictures to one folder.
final class SceneRootTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-root-")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("root/scenes"), withIntermediateDirectories: true)
        try #"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":5}]}"#
            .write(to: dir.appendingPathComponent("root/scenes/s.json"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func log(scene: String) throws -> String {
        let path = dir.appendingPathComponent("root/untrusted.log").path
        try "tessera-log 1\nscene \(scene)\n0 key plus\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    var root: String { dir.appendingPathComponent("root").path }

    func testASceneInsideTheRootReplays() throws {
        let result = try TesseraExecutable.run(["replay", try log(scene: "scenes/s.json"), "--scene-root", root, "--quiet", "--allow-missing"])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testAPathOutsideTheRootIsRefusedAlikeWhetherOrNotItExists() throws {
        let existing = try TesseraExecutable.run(["replay", try log(scene: "/etc/passwd"), "--scene-root", root, "--quiet"])
        let missing = try TesseraExecutable.run(["replay", try log(scene: "/etc/no-such-file"), "--scene-root", root, "--quiet"])
        XCTAssertEqual(existing.status, 2)
        XCTAssertEqual(existing.stderr, "tessera: the scene /etc/passwd is outside --scene-root \(root)\n")
        XCTAssertEqual(missing.stderr, "tessera: the scene /etc/no-such-file is outside --scene-root \(root)\n",
                       "the message does not tell whether the file exists")
        let climbing = try TesseraExecutable.run(["replay", try log(scene: "../../../../etc/passwd"), "--scene-root", root, "--quiet"])
        XCTAssertTrue(climbing.stderr.hasSuffix("is outside --scene-root \(root)\n"), climbing.stderr)
    }

    func testALinkInsideTheRootThatLeadsOutsideIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("root/scenes/link.json").path,
                                                   withDestinationPath: "/etc/passwd")
        let result = try TesseraExecutable.run(["replay", try log(scene: "scenes/link.json"), "--scene-root", root, "--quiet"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("is outside --scene-root"), result.stderr)
        XCTAssertFalse(result.stderr.contains("JSON"), "nothing about the file's content leaks")
    }

    // The picture folder was checked, each picture in it not: a picture that links out of the root was read, and a
    // PNG from outside it drawn into the frames and traces a CI job publishes.
    func testAPictureThatLinksOutOfTheRootIsRefused() throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("root/images"), withIntermediateDirectories: true)
        let outside = TesseraExecutable.packageRoot.appendingPathComponent("assets/images/tall-moon.png").path
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("root/images/z.png").path, withDestinationPath: outside)
        let result = try TesseraExecutable.run(["replay", try log(scene: "scenes/s.json"), "--scene-root", root, "--quiet",
                                                "--allow-missing"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("the picture ") && result.stderr.contains("z.png is outside --scene-root \(root)"),
                      result.stderr)
    }
}

import Foundation
import XCTest
import TesseraTesting

/// A package nobody here wrote: made in a temporary folder, depending on this checkout by path,
/// with a layout of its own. It builds Tessera again in its own folder (about 20 s here);
/// `TESSERA_SKIP_PACKAGE_TESTS=1` skips it for a quick local run.
final class NewPackageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let manifest = """
        // swift-tools-version:6.1
        import PackageDescription

        let package = Package(
            name: "Stripes",
            platforms: [.macOS(.v14)],
            dependencies: [.package(name: "Tessera", path: "ROOT")],
            targets: [
                .executableTarget(name: "stripes", dependencies: [
                    .product(name: "TesseraLayout", package: "Tessera"),
                    .product(name: "TesseraSimulator", package: "Tessera"),
                    .product(name: "TesseraCommandLine", package: "Tessera"),
                ]),
            ]
        )
        """

    let layout = """
        import TesseraGeometry
        import TesseraLayout
        import TesseraSimulator

        /// Full-width stripes, one item each, `height` points tall.
        final class StripeLayout: Layout {
            var height = 30.0 { didSet { invalidateLayout() } }

            override var contentSize: Size {
                Size(width: collectionView?.bounds.width ?? 0, height: Double(count) * height)
            }

            private var count: Int { (0..<(collectionView?.numberOfSections ?? 0)).reduce(0) { $0 + collectionView!.numberOfItems(inSection: $1) } }

            override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
                guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < (collectionView?.numberOfItems(inSection: 0) ?? 0) else { return nil }
                return LayoutAttributes(forCellAt: indexPath, frame: Rect(x: 0, y: Double(indexPath.item) * height,
                                                                           width: collectionView!.bounds.width, height: height))
            }

            override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
                let n = collectionView?.numberOfItems(inSection: 0) ?? 0
                return (0..<n).compactMap { attributesForItem(at: ElementPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
            }
        }

        extension LayoutDescriptor {
            static let stripes = LayoutDescriptor(StripeLayout.self, name: "stripes", summary: "Full-width stripes.",
                                                  parameters: [.number("height", \\StripeLayout.height, range: 1...500, "stripe height")],
                                                  make: { StripeLayout() })
        }
        """

    let main = """
        import TesseraCommandLine

        TesseraCommand.main(adding: [.stripes])
        """

    let scene = #"{"size":[200,300],"layout":{"type":"stripes","height":40},"sections":[{"items":20}]}"#

    // A tap on the third stripe selects it; a drag scrolls the content up by 100 points.
    let log = """
        tessera-log 1
        scene stripes.json
        0 down 1 100 100
        0.05 up 1 100 100
        1 down 1 100 250
        1.05 move 1 100 200
        1.1 move 1 100 150
        1.15 up 1 100 150

        """

    func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        p.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    func testABrandNewPackageBuildsAndItsLayoutWorksInEveryCommand() throws {
        if ProcessInfo.processInfo.environment["TESSERA_SKIP_PACKAGE_TESTS"] == "1" {
            throw XCTSkip("TESSERA_SKIP_PACKAGE_TESTS=1: the new-package test is skipped")
        }
        let temporary = try TemporaryDirectory(prefix: "tessera-new-package-")
        addTeardownBlock { try temporary.remove() }
        let dir = temporary.url
        let sources = dir.appendingPathComponent("Sources/stripes")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try manifest.replacingOccurrences(of: "ROOT", with: Self.root.path)
            .write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try layout.write(to: sources.appendingPathComponent("StripeLayout.swift"), atomically: true, encoding: .utf8)
        try main.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try scene.write(to: dir.appendingPathComponent("stripes.json"), atomically: true, encoding: .utf8)
        try log.write(to: dir.appendingPathComponent("session.log"), atomically: true, encoding: .utf8)

        let swift = URL(fileURLWithPath: "/usr/bin/env")
        // SwiftPM keeps its lock files in TMPDIR, named after the package's path: inside the package, they go with it.
        let locks = dir.appendingPathComponent(".tmp")
        try FileManager.default.createDirectory(at: locks, withIntermediateDirectories: true)
        let build = try run(swift, ["TMPDIR=\(locks.path)", "swift", "build"], in: dir)
        XCTAssertEqual(build.status, 0, build.out + build.err)
        let exe = dir.appendingPathComponent(".build/debug/stripes")

        let layouts = try run(exe, ["layouts"], in: dir)
        XCTAssertEqual(layouts.status, 0, layouts.err)
        XCTAssertTrue(layouts.out.contains("stripes: Full-width stripes."), layouts.out)
        XCTAssertTrue(layouts.out.contains("flow:"), "the built-in layouts are still there")

        let attributes = try run(exe, ["attributes", "--scene", "stripes.json", "--rect", "0,70,200,20"], in: dir)
        XCTAssertEqual(attributes.status, 0, attributes.err)
        XCTAssertTrue(attributes.out.contains(#""item":1,"frame":[0,40,200,40]"#), attributes.out)
        XCTAssertTrue(attributes.out.contains(#""item":2,"frame":[0,80,200,40]"#), attributes.out)

        let replay = try run(exe, ["replay", "session.log", "--state", "final.json", "--allow-missing"], in: dir)
        XCTAssertEqual(replay.status, 0, replay.err)
        let state = try String(contentsOf: dir.appendingPathComponent("final.json"), encoding: .utf8)
        XCTAssertTrue(state.hasPrefix(#"{"layout":"stripes","parameters":{"height":40}"#), state)
        XCTAssertTrue(state.contains(#""selected":[[0,2]]"#), state)
    }
}

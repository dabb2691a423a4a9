import Foundation
@testable import TesseraImport
import XCTest
import TesseraTesting

/// The GitHub Actions workflow the README shows is run as written: its YAML parses, each shard's command runs,
/// and the shards' reports and traces are what the README promises.
final class ReadmeWorkflowTests: XCTestCase {
    /// A YAML node, as much of one as the workflow needs.
    indirect enum Node {
        case scalar(String)
        case sequence([Node])
        case mapping([(String, Node)])

        subscript(key: String) -> Node? {
            guard case .mapping(let entries) = self else { return nil }
            return entries.first { $0.0 == key }?.1
        }

        var items: [Node] {
            if case .sequence(let items) = self { return items }
            return []
        }

        var text: String? {
            if case .scalar(let text) = self { return text }
            return nil
        }
    }

    /// Parses `text` with libyaml, as a YAML-reading CI system would, failing on any syntax error.
    func parseYAML(_ text: String) throws -> Node {
        var text = text
        return try text.withUTF8 { buffer in
            let reader = YAMLEventReader(buffer, file: "README.md")
            func node(_ event: YAMLEventReader.Event) throws -> Node {
                switch event {
                case .scalar:
                    return .scalar(String(decoding: reader.scalar, as: UTF8.self))
                case .sequenceStart:
                    var items: [Node] = []
                    while case let next = try reader.next(), next != .sequenceEnd { items.append(try node(next)) }
                    return .sequence(items)
                case .mappingStart:
                    var entries: [(String, Node)] = []
                    while case let next = try reader.next(), next != .mappingEnd {
                        guard next == .scalar else { throw XCTSkip("a key that is not a scalar") }
                        let key = String(decoding: reader.scalar, as: UTF8.self)
                        entries.append((key, try node(try reader.next())))
                    }
                    return .mapping(entries)
                default:
                    XCTFail("unexpected YAML event \(event)")
                    return .scalar("")
                }
            }
            XCTAssertEqual(try reader.next(), .streamStart)
            XCTAssertEqual(try reader.next(), .documentStart)
            let root = try node(try reader.next())
            XCTAssertEqual(try reader.next(), .documentEnd)
            return root
        }
    }

    /// The README's workflow: the YAML block that names the replay job.
    func readmeWorkflow() throws -> String {
        let readme = try String(contentsOf: TesseraExecutable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        return try XCTUnwrap(blocks.first { $0.contains("tessera replay") && $0.contains("jobs:") }, "README has no workflow")
    }

    /// The arguments of a `swift run -c release tessera …` command, with `*` patterns expanded in `directory` as bash does.
    func tesseraArguments(_ command: String, in directory: URL) throws -> [String] {
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        XCTAssertEqual(Array(words.prefix(5)), ["swift", "run", "-c", "release", "tessera"], command)
        return words.dropFirst(5).flatMap { word -> [String] in
            guard word.contains("*") else { return [word] }
            let folder = (word as NSString).deletingLastPathComponent, pattern = (word as NSString).lastPathComponent
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
            return names.filter { fnmatch(pattern, $0, 0) == 0 }.sorted().map { folder + "/" + $0 }
        }
    }

    func testTheReadmesGitHubActionsJobRunsEveryLogInExactlyOneShardAndUploadsTheTraceOfAFailure() throws {
        let workflow = try parseYAML(try readmeWorkflow())
        let replay = try XCTUnwrap(workflow["jobs"]?["replay"])
        let shards = try XCTUnwrap(replay["strategy"]?["matrix"]?["shard"]).items.compactMap { $0.text.flatMap { Int($0) } }
        XCTAssertGreaterThan(shards.count, 1)
        let command = try XCTUnwrap(replay["steps"]?.items.compactMap { $0["run"]?.text }.first { $0.contains("tessera replay") })
        for option in ["--junit", "--trace", "--shard", "--failures-only"] { XCTAssertTrue(command.contains(option), option) }
        let uploads = try XCTUnwrap(replay["steps"]?.items.compactMap { $0["with"]?["path"]?.text }.first)
        let merge = try XCTUnwrap(workflow["jobs"]?["report"]?["steps"]?.items.compactMap { $0["with"]?["report_paths"]?.text }.first)

        // A suite of five recorded logs and their goldens, one of which no longer matches.
        let temporary = try TemporaryDirectory(prefix: "tessera-workflow-")
        addTeardownBlock { try temporary.remove() }
        let dir = temporary.url
        let logs = dir.appendingPathComponent("assets/logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let assets = TesseraExecutable.packageRoot.appendingPathComponent("assets")
        for folder in ["scenes", "images"] {
            try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("assets/\(folder)"),
                                                       withDestinationURL: assets.appendingPathComponent(folder))
        }
        let names = ["flow-double-tap", "flow-pan", "flow-tap", "spread-pinch", "zigzag-scroll"]
        for name in names {
            for file in ["\(name).log", "\(name).state.json"] {
                try FileManager.default.copyItem(at: assets.appendingPathComponent("logs/\(file)"), to: logs.appendingPathComponent(file))
            }
        }
        let broken = logs.appendingPathComponent("flow-tap.state.json")
        let golden = try String(contentsOf: broken, encoding: .utf8)
        XCTAssertTrue(golden.contains(#""selected": [[0, 1]]"#))
        try golden.replacingOccurrences(of: #""selected": [[0, 1]]"#, with: #""selected": [[0, 2]]"#)
            .write(to: broken, atomically: true, encoding: .utf8)

        var ran: [String] = [], statuses: [Int: Int32] = [:]
        for shard in shards {
            let line = command.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
            let result = try TesseraExecutable.run(try tesseraArguments(line, in: dir), in: dir)
            statuses[shard] = result.status
            XCTAssertTrue([0, 1].contains(result.status), result.stderr)
            let report = try XCTUnwrap(try tesseraArguments(line, in: dir).drop { $0 != "--junit" }.dropFirst().first)
            let xml = try String(contentsOf: dir.appendingPathComponent(report), encoding: .utf8)
            XCTAssertEqual(fnmatch(merge, report, 0), 0, "the report job's pattern \(merge) misses \(report)")
            ran += xml.components(separatedBy: "<testcase ").dropFirst().compactMap {
                $0.components(separatedBy: " name=\"").dropFirst().first?.components(separatedBy: "\"").first
            }
        }
        XCTAssertEqual(ran.sorted(), names.map { "\($0).log" }, "every log runs in exactly one shard")
        XCTAssertEqual(statuses.values.filter { $0 == 1 }.count, 1, "only the failing log's shard fails: \(statuses)")

        let traces = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("traces").path).sorted()
        XCTAssertEqual(traces, ["flow-tap.html", "flow-tap.png"], "traces only for the failure")
        for folder in ["reports", "traces"] { XCTAssertTrue(uploads.contains(folder + "/"), "the artifact uploads \(folder)/") }
    }
}

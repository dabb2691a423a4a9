import Foundation
import TesseraTesting

/// The hostile-input cases at scale, each against the same case ten times smaller: memory and time
/// must follow the work that is on screen or in the input, not the size of what a file claims.
///
/// Each case runs the release `tessera` as a child (``ChildRun``) three times; ours is the large
/// case's median, the baseline the small case's median, and min and max are reported beside them.
enum ReliabilityBenchmarks: BenchmarkSuite {
    static let prefixes = ["reliability."]

    static func run(filter: String?) -> [Metric] {
        // A new private folder (mkdtemp), never one someone made beforehand under a name from the pid.
        guard let temporary = try? TemporaryDirectory(prefix: "tessera-reliability-") else { fatalError("cannot make a temporary folder") }
        defer { try? temporary.remove() }
        let dir = temporary.url
        func file(_ name: String, _ write: (FileHandle) -> Void) -> String {
            let path = dir.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            let handle = FileHandle(forWritingAtPath: path)!
            write(handle)
            try? handle.close()
            return path
        }
        var metrics: [Metric] = []

        if wanted("reliability.replay.lines", filter) {
            // A log of n key presses: a replay holds one record at a time, so memory stays flat.
            func log(_ n: Int) -> String {
                file("keys-\(n).log") { h in
                    h.write(Data(#"tessera-log 1"#.utf8 + [10] + #"scene {"layout":{"type":"flow"},"sections":[{"items":50}],"size":[320,480]}"#.utf8 + [10]))
                    var chunk = ""
                    for i in 0..<n {
                        chunk += "\(i / 1000).\(String(format: "%03d", i % 1000)) key m\n"
                        if chunk.utf8.count > 1 << 16 { h.write(Data(chunk.utf8)); chunk = "" }
                    }
                    h.write(Data(chunk.utf8))
                }
            }
            metrics += pair("reliability.replay.lines", "replay of 10⁶ log lines against 10⁵, peak memory",
                            big: ["replay", log(1_000_000), "--quiet"], small: ["replay", log(100_000), "--quiet"],
                            goal: "ratio <= 1.2", timeGoal: "ratio <= 12")
        }
        if wanted("reliability.replay.moves", filter) {
            // A finger that moves n times: each move is a transcript line, written as it comes, so memory stays flat
            // (it held every line, 270 bytes a move, until the end).
            func log(_ n: Int) -> String {
                file("moves-\(n).log") { h in
                    h.write(Data(("tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":50}],\"size\":[320,480]}\n"
                                  + "0 down 1 100 100\n").utf8))
                    var chunk = ""
                    for i in 1...n {
                        chunk += "\(i / 10000).\(String(format: "%04d", i % 10000)) move 1 100 \(100 + i % 2)\n"
                        if chunk.utf8.count > 1 << 16 { h.write(Data(chunk.utf8)); chunk = "" }
                    }
                    h.write(Data(chunk.utf8))
                }
            }
            metrics += pair("reliability.replay.moves", "replay of 10⁶ moves against 10⁵, transcript to a file, peak memory",
                            big: ["replay", log(1_000_000), "--quiet", "--transcript", dir.appendingPathComponent("big.jsonl").path],
                            small: ["replay", log(100_000), "--quiet", "--transcript", dir.appendingPathComponent("small.jsonl").path],
                            goal: "ratio <= 1.2", timeGoal: "ratio <= 12")
        }
        if wanted("reliability.replay.gap", filter) {
            // A pause of 10⁹ s against 10⁸ s: idle frames are skipped, so time does not follow the pause.
            func log(_ seconds: Int) -> String {
                file("gap-\(seconds).log") { h in
                    h.write(Data(("tessera-log 1\nscene {\"layout\":{\"type\":\"flow\"},\"sections\":[{\"items\":50}],\"size\":[320,480]}\n"
                                  + "0 down 1 100 100\n\(seconds) up 1 100 100\n").utf8))
                }
            }
            metrics += pair("reliability.replay.gap", "replay of a 10⁹ s pause against a 10⁸ s one, peak memory",
                            big: ["replay", log(1_000_000_000), "--quiet"], small: ["replay", log(100_000_000), "--quiet"],
                            goal: "ratio <= 1.2", timeGoal: "ratio <= 1.5")
        }
        if wanted("reliability.refuse.nul", filter) {
            // A file of NUL bytes is refused at its first kilobytes, however long it is.
            func nul(_ megabytes: Int) -> String {
                file("nul-\(megabytes).log") { h in
                    let block = Data(count: 1 << 20)
                    for _ in 0..<megabytes { h.write(block) }
                }
            }
            metrics += pair("reliability.refuse.nul", "refusing 100 MB of NUL bytes against 10 MB, peak memory",
                            big: ["replay", nul(100), "--quiet"], small: ["replay", nul(10), "--quiet"],
                            goal: "ratio <= 1.2", timeGoal: "ratio <= 1.5")
        }
        // A ring and a pile that put every cell on screen: views are capped by the budget and the
        // layouts stream their elements, so memory follows the budget, not the count of cells.
        for (layout, big) in [("circle", 1_000_000), ("stack", 2_000_000)] where wanted("reliability.views.\(layout)", filter) {
            func log(_ n: Int) -> String {
                file("\(layout)-\(n).log") { h in
                    h.write(Data(("tessera-log 1\nscene {\"size\":[320,480],\"layout\":{\"type\":\"\(layout)\"},\"sections\":[{\"items\":\(n)}]}\n"
                                  + "0 down 1 100 100\n0.1 move 1 110 120\n0.2 up 1 110 120\n").utf8))
                }
            }
            metrics += pair("reliability.views.\(layout)", "replay over a \(layout) of \(big) cells against \(big / 10), peak memory",
                            big: ["replay", log(big), "--quiet"], small: ["replay", log(big / 10), "--quiet"],
                            goal: "ratio <= 2.5", timeGoal: "ratio <= 12")
        }
        if wanted("reliability.attributes", filter) {
            // attributes streams its output: memory is the layout's own cache, linear in the items at most.
            func scene(_ n: Int) -> String {
                file("flow-\(n).json") { h in
                    h.write(Data(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":\#(n)}]}"#.utf8))
                }
            }
            metrics += pair("reliability.attributes", "attributes of 10⁶ flow items against 10⁵, peak memory",
                            big: ["attributes", "--scene", scene(1_000_000)], small: ["attributes", "--scene", scene(100_000)],
                            goal: "ratio <= 10", timeGoal: "ratio <= 12")
        }
        if wanted("reliability.scene.alternates", filter) {
            // A scene of n alternate layouts (16 bytes each) that a replay switches through: its layouts are made
            // once each, so time follows n (each was made from a new copy of the whole list: 10⁵ took minutes).
            func scene(_ n: Int) -> String {
                let path = file("alternates-\(n).json") { h in
                    h.write(Data(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":5}],"alternates":["#.utf8))
                    h.write(Data(Array(repeating: #"{"type":"flow"}"#, count: n).joined(separator: ",").utf8))
                    h.write(Data("]}".utf8))
                }
                return file("alternates-\(n).log") { h in
                    h.write(Data("tessera-log 1\nscene \(path)\n0 key 2\n0.5 key 3\n1 tick\n".utf8))
                }
            }
            metrics += pair("reliability.scene.alternates", "replay of a scene of 10⁵ alternate layouts against 10⁴",
                            big: ["replay", scene(100_000), "--quiet", "--allow-missing"],
                            small: ["replay", scene(10_000), "--quiet", "--allow-missing"],
                            goal: "ratio <= 12", timeGoal: "ratio <= 15")
        }
        if wanted("reliability.import", filter) { metrics.append(importMemory(file: file)) }
        return metrics
    }

    /// `reliability.import.rss`: peak memory of `tessera import evemu` on a 57 MB recording of a million frames,
    /// against the physical floor of holding that recording once: its size, plus the peak of the same import of
    /// a recording of ten frames (the command's own footprint). Each record is written as it is decoded, so the
    /// import holds the recording's text and little else (it held the bytes, the text, every record and the
    /// whole log, 4.4 times the file, before).
    static func importMemory(file: (String, (FileHandle) -> Void) -> String) -> Metric {
        let description = """
            # EVEMU 1.3
            N: Generic Resistive Panel
            I: 0018 04f3 2c58 0100
            P: 02 00 00 00 00 00 00 00
            B: 00 0b 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 03 03 00 00 00 00 80 73 02
            A: 00 0 1023 0 0 4
            A: 01 0 1023 0 0 4

            """
        // Drags of 20 moves, a frame every 12 ms, 0.3 s apart.
        func recording(frames: Int) -> String {
            file("drags-\(frames).evemu") { h in
                var chunk = description, t = 0, written = 0
                func stamp(_ ms: Int) -> String { "\(ms / 1000).\(String(format: "%03d", ms % 1000))000" }
                while written < frames {
                    chunk += "E: \(stamp(t)) 0001 014a 1\nE: \(stamp(t)) 0003 0000 200\nE: \(stamp(t)) 0003 0001 500\nE: \(stamp(t)) 0000 0000 0\n"
                    for k in 0..<20 {
                        t += 12
                        chunk += "E: \(stamp(t)) 0003 0000 \(200 + 20 * k)\nE: \(stamp(t)) 0000 0000 0\n"
                    }
                    t += 12
                    chunk += "E: \(stamp(t)) 0001 014a 0\nE: \(stamp(t)) 0000 0000 0\n"
                    t += 300
                    written += 22
                    if chunk.utf8.count > 1 << 16 { h.write(Data(chunk.utf8)); chunk = "" }
                }
                h.write(Data(chunk.utf8))
            }
        }
        let big = recording(frames: 1_000_000), small = recording(frames: 10)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: big)[.size] as? Int) ?? 0
        let run = ChildRun.repeated(["import", "evemu", big, "--size", "1280x800", "-o", big + ".log"])
        let tiny = ChildRun.repeated(["import", "evemu", small, "--size", "1280x800", "-o", small + ".log"])
        let fileMegabytes = Double(bytes) / 1_048_576
        return Metric(name: "reliability.import.rss", ours: run.megabytes[1], baseline: fileMegabytes + tiny.megabytes[1], unit: "MB",
                      goal: "ratio <= 1.5",
                      extra: [("min", run.megabytes.first!), ("max", run.megabytes.last!), ("fileMB", fileMegabytes),
                              ("footprintMB", tiny.megabytes[1]), ("seconds", run.seconds[1])])
    }

    /// Two metrics for one case: peak memory (`name.rss`) and time (`name.time`), each as the large
    /// case's median against the small case's, with min and max of both.
    static func pair(_ name: String, _ what: String, big: [String], small: [String], goal: String, timeGoal: String) -> [Metric] {
        let b = ChildRun.repeated(big), s = ChildRun.repeated(small)
        return [
            Metric(name: name + ".rss", ours: b.megabytes[1], baseline: s.megabytes[1], unit: "MB", goal: goal,
                   extra: [("min", b.megabytes.first!), ("max", b.megabytes.last!),
                           ("baselineMin", s.megabytes.first!), ("baselineMax", s.megabytes.last!)]),
            Metric(name: name + ".time", ours: b.seconds[1] * 1000, baseline: s.seconds[1] * 1000, unit: "ms", goal: timeGoal,
                   extra: [("min", b.seconds.first! * 1000), ("max", b.seconds.last! * 1000),
                           ("baselineMin", s.seconds.first! * 1000), ("baselineMax", s.seconds.last! * 1000)]),
        ]
    }
}

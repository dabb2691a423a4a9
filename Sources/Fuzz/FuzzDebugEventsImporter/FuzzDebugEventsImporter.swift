import Foundation
import TesseraFuzzing

// Fuzzes the libinput debug-events importer.
// Built by Tests/Fixtures/fuzz/run.sh with -D FUZZING and -sanitize=fuzzer, this
// is a libFuzzer target; in a normal build its main replays the checked-in corpus
// Tests/Fixtures/fuzz/debug-events-importer (or the files and directories it is given).
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = LibFuzzer.bytes(data, size)
    ReaderTargets.debugEventsImporter(Data(bytes))
    return 0
}

/// SwiftPM links an executable's `main` to this symbol; it hands over to libFuzzer.
@_cdecl("FuzzDebugEventsImporter_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    LibFuzzer.run(argc, argv, fuzzTestOneInput)
}
#else
@main
enum FuzzDebugEventsImporter {
    static func main() {
        CorpusReplay.main(target: "debug-events-importer") { data in ReaderTargets.debugEventsImporter(data) }
    }
}
#endif

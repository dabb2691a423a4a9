// swift-tools-version:6.1
import PackageDescription

// Tessera's layers, from the bottom up. Every layer a user's package may build on
// is a library product; the executables are thin shells over TesseraCommandLine.
let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
        .library(name: "TesseraGeometry", targets: ["TesseraGeometry"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraGestures", targets: ["TesseraGestures"]),
        .library(name: "TesseraCollection", targets: ["TesseraCollection"]),
        .library(name: "TesseraRender", targets: ["TesseraRender"]),
        .library(name: "TesseraSimulator", targets: ["TesseraSimulator"]),
        .library(name: "TesseraReplay", targets: ["TesseraReplay"]),
        .library(name: "TesseraImport", targets: ["TesseraImport"]),
        .library(name: "TesseraX11", targets: ["TesseraX11"]),
        .library(name: "TesseraDemo", targets: ["TesseraDemo"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .library(name: "TesseraCommandLine", targets: ["TesseraCommandLine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target TesseraLayout` builds the DocC docs; a build tool only.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Xlib with XRender and Xft, as a system library. Only TesseraX11 may import it.
        // pkg-config xft brings Xlib's, Xrender's and FreeType's include paths.
        .systemLibrary(
            name: "CX11",
            path: "CX11",
            pkgConfig: "xft",
            providers: [.apt(["libx11-dev", "libxrender-dev", "libxft-dev"])]
        ),
        // FreeType and fontconfig, for the raster painter's text (the same font and glyphs as Xft's).
        .systemLibrary(
            name: "CFreeType",
            path: "Sources/CFreeType",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "fonts-dejavu-core"])]
        ),
        // libpng, as a system library, for the raster painter's PNG frames.
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libyaml, as a system library, for the libinput importer's streaming YAML parser.
        .systemLibrary(
            name: "CYAML",
            path: "Sources/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "TesseraGeometry"),
        .target(name: "TesseraLayout", dependencies: ["TesseraGeometry"]),
        .target(name: "TesseraGestures", dependencies: ["TesseraGeometry"]),
        .target(name: "TesseraCollection", dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraGestures"]),
        .target(name: "TesseraRender", dependencies: ["TesseraGeometry", "TesseraLayout", "CPNG", "CFreeType"]),
        // The simulation core: a scene as a running collection view with its recognizers and clock.
        .target(name: "TesseraSimulator",
                dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraGestures", "TesseraCollection", "TesseraRender"]),
        // The event log and the replayer: the headless (embedded) host.
        .target(name: "TesseraReplay",
                dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraGestures", "TesseraCollection", "TesseraRender", "TesseraSimulator"]),
        // Device recordings (evemu, libinput) to event logs, behind one importer protocol.
        .target(name: "TesseraImport", dependencies: ["CYAML", "TesseraGeometry", "TesseraSimulator", "TesseraReplay"]),
        // The live host: the only target that imports CX11.
        .target(name: "TesseraX11",
                dependencies: ["CX11", "TesseraGeometry", "TesseraLayout", "TesseraRender", "TesseraSimulator", "TesseraReplay"]),
        // The source documents' layouts, their views and their catalog entries.
        .target(name: "TesseraDemo",
                dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraCollection", "TesseraRender", "TesseraSimulator"]),
        // What a user tests a layout with: harness, contract check, snapshots, interaction drivers.
        .target(name: "TesseraTesting",
                dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraGestures", "TesseraCollection", "TesseraRender",
                               "TesseraSimulator", "TesseraReplay"]),
        // The commands, as a library that takes a layout catalog.
        .target(
            name: "TesseraCommandLine",
            dependencies: [
                "TesseraGeometry", "TesseraGestures", "TesseraLayout", "TesseraRender", "TesseraSimulator", "TesseraReplay",
                "TesseraImport", "TesseraX11", "TesseraDemo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "tessera", dependencies: ["TesseraCommandLine", "TesseraDemo"]),
        // Counts heap allocations for the benchmarks; linked into tessera-bench (and so its tests); inert under ASan.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "tessera-bench",
            dependencies: [
                "CAllocationCounter",
                "CPNG",
                "TesseraLayout",
                "TesseraDemo",
                "TesseraGestures",
                "TesseraCollection",
                "TesseraRender",
                "TesseraSimulator",
                "TesseraReplay",
                "TesseraX11",
                "TesseraTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzz targets (Tests/Fixtures/fuzz/run.sh builds them with libFuzzer). In a
        // normal build each is an executable that replays its checked-in corpus.
        // libFuzzer's driver entry point, declared for the fuzz build (-D FUZZING) only.
        .systemLibrary(name: "CLibFuzzer", path: "Sources/Fuzz/CLibFuzzer"),
        .target(name: "TesseraFuzzing", dependencies: ["CLibFuzzer", "TesseraGeometry", "TesseraLayout", "TesseraCollection",
                                                        "TesseraRender", "TesseraSimulator", "TesseraReplay", "TesseraImport",
                                                        "TesseraDemo"],
                path: "Sources/Fuzz/TesseraFuzzing"),
        .executableTarget(name: "FuzzSceneReader", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzSceneReader"),
        .executableTarget(name: "FuzzEventLogReader", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzEventLogReader"),
        .executableTarget(name: "FuzzEvemuImporter", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzEvemuImporter"),
        .executableTarget(name: "FuzzLibinputImporter", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzLibinputImporter"),
        .executableTarget(name: "FuzzGeteventImporter", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzGeteventImporter"),
        .executableTarget(name: "FuzzEvtestImporter", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzEvtestImporter"),
        .executableTarget(name: "FuzzDebugEventsImporter", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzDebugEventsImporter"),
        .executableTarget(name: "FuzzSimulation", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzSimulation"),
        .executableTarget(name: "FuzzPNGImage", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzPNGImage"),
        .testTarget(name: "TesseraGeometryTests", dependencies: ["TesseraGeometry"]),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout", "TesseraCollection", "TesseraTesting"]),
        .testTarget(name: "TesseraDemoTests", dependencies: ["TesseraDemo", "TesseraTesting"]),
        .testTarget(name: "TesseraGesturesTests", dependencies: ["TesseraGestures", "TesseraTesting"]),
        .testTarget(name: "TesseraCollectionTests", dependencies: ["TesseraCollection", "TesseraTesting"]),
        .testTarget(name: "TesseraRenderTests", dependencies: ["TesseraLayout", "TesseraRender", "TesseraTesting"]),
        .testTarget(name: "TesseraSimulatorTests",
                    dependencies: ["TesseraSimulator", "TesseraReplay", "TesseraImport", "TesseraDemo", "TesseraTesting"]),
        .testTarget(name: "TesseraReplayTests",
                    dependencies: ["TesseraReplay", "TesseraSimulator", "TesseraImport", "TesseraDemo", "TesseraTesting"]),
        .testTarget(name: "TesseraImportTests", dependencies: ["TesseraImport", "TesseraReplay", "TesseraSimulator", "TesseraDemo", "TesseraTesting"]),
        .testTarget(name: "TesseraTestingTests", dependencies: ["TesseraTesting", "TesseraDemo"], exclude: ["__Snapshots__"]),
        .testTarget(name: "TesseraCommandLineTests",
                    dependencies: ["TesseraCommandLine", "TesseraSimulator", "TesseraReplay", "TesseraImport", "TesseraDemo", "TesseraGeometry",
                                   "TesseraRender", "TesseraTesting"]),
        .testTarget(name: "TesseraX11Tests",
                    dependencies: ["TesseraX11", "TesseraSimulator", "TesseraReplay", "TesseraImport", "TesseraRender", "TesseraDemo",
                                   "TesseraTesting"]),
        .testTarget(name: "TesseraFuzzingTests", dependencies: ["TesseraFuzzing", "TesseraSimulator"]),
        .testTarget(name: "TesseraBenchTests", dependencies: ["tessera-bench", "TesseraReplay", "TesseraSimulator", "TesseraLayout", "TesseraGeometry"]),
    ]
)

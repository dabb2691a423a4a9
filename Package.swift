// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
        .library(name: "TesseraGeometry", targets: ["TesseraGeometry"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraLayouts", targets: ["TesseraLayouts"]),
        .library(name: "TesseraSimulator", targets: ["TesseraSimulator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Xlib, as a system library. Only TesseraX11 may import it.
        .systemLibrary(
            name: "CX11",
            path: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev"])]
        ),
        // libpng, as a system library, for the raster painter's PNG frames.
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "TesseraGeometry"),
        .target(name: "TesseraLayout", dependencies: ["TesseraGeometry"]),
        // The demo layouts from the source documents, one file per layout.
        .target(name: "TesseraLayouts", dependencies: ["TesseraGeometry", "TesseraLayout"]),
        .target(name: "TesseraGestures", dependencies: ["TesseraGeometry"]),
        .target(name: "TesseraCollection", dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraGestures"]),
        .target(name: "TesseraRender", dependencies: ["TesseraGeometry", "TesseraLayout", "CPNG"]),
        .target(
            name: "TesseraSimulator",
            dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraLayouts", "TesseraGestures", "TesseraCollection", "TesseraRender"]
        ),
        // The live host: the only target that imports CX11.
        .target(name: "TesseraX11", dependencies: ["CX11", "TesseraGeometry", "TesseraLayout", "TesseraRender", "TesseraSimulator"]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraSimulator",
                "TesseraX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Counts heap allocations for the benchmarks; linked into tessera-bench only.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "tessera-bench",
            dependencies: [
                "CAllocationCounter",
                "TesseraLayout",
                "TesseraLayouts",
                "TesseraGestures",
                "TesseraCollection",
                "TesseraRender",
                "TesseraSimulator",
                "TesseraX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzz targets (Tests/Fixtures/fuzz/run.sh builds them with libFuzzer). In a
        // normal build each is an executable that replays its checked-in corpus.
        // libFuzzer's driver entry point, declared for the fuzz build (-D FUZZING) only.
        .systemLibrary(name: "CLibFuzzer", path: "Sources/Fuzz/CLibFuzzer"),
        .target(name: "TesseraFuzzing", dependencies: ["CLibFuzzer", "TesseraGeometry", "TesseraLayout", "TesseraCollection",
                                                        "TesseraRender", "TesseraSimulator"],
                path: "Sources/Fuzz/TesseraFuzzing"),
        .executableTarget(name: "FuzzSceneReader", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzSceneReader"),
        .executableTarget(name: "FuzzEventLogReader", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzEventLogReader"),
        .executableTarget(name: "FuzzEvemuImporter", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzEvemuImporter"),
        .executableTarget(name: "FuzzLibinputImporter", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzLibinputImporter"),
        .executableTarget(name: "FuzzSimulation", dependencies: ["TesseraFuzzing"], path: "Sources/Fuzz/FuzzSimulation"),
        .testTarget(name: "TesseraGeometryTests", dependencies: ["TesseraGeometry"]),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout"]),
        .testTarget(name: "TesseraLayoutsTests", dependencies: ["TesseraLayouts"]),
        .testTarget(name: "TesseraGesturesTests", dependencies: ["TesseraGestures"]),
        .testTarget(name: "TesseraCollectionTests", dependencies: ["TesseraCollection"]),
        .testTarget(name: "TesseraRenderTests", dependencies: ["TesseraRender"]),
        .testTarget(name: "TesseraX11Tests", dependencies: ["TesseraX11", "TesseraSimulator", "TesseraRender"]),
        .testTarget(name: "TesseraSimulatorTests", dependencies: ["TesseraSimulator"]),
        .testTarget(name: "TesseraFuzzingTests", dependencies: ["TesseraFuzzing", "TesseraSimulator"]),
    ]
)

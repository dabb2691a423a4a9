// swift-tools-version:6.1
import PackageDescription

// An outside package that brings its own layout to Tessera: a hexagonal grid that
// runs in the window, replays logs in CI, and is covered by Tessera's contract check.
let package = Package(
    name: "HexGrid",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "HexGrid", targets: ["HexGrid"]),
        .executable(name: "hex-layouts", targets: ["hex-layouts"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .target(name: "HexGrid", dependencies: [
            .product(name: "TesseraLayout", package: "Tessera"),
            .product(name: "TesseraSimulator", package: "Tessera"),
        ]),
        // The command line: Tessera's commands with the hexagonal grid next to the built-in layouts.
        .executableTarget(name: "hex-layouts", dependencies: [
            "HexGrid",
            .product(name: "TesseraCommandLine", package: "Tessera"),
        ]),
        .testTarget(name: "HexGridTests", dependencies: [
            "HexGrid",
            .product(name: "TesseraTesting", package: "Tessera"),
            .product(name: "TesseraCollection", package: "Tessera"),
            .product(name: "TesseraSimulator", package: "Tessera"),
            .product(name: "TesseraReplay", package: "Tessera"),
        ], exclude: ["__Snapshots__"]),
    ]
)

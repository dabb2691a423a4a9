// swift-tools-version:6.1
import PackageDescription

// Benchmarks against peers that stay out of the product: cairo (an image surface
// and cairo-xlib) drawing the same display list as Tessera's painters, in the
// same run. Needs libcairo2-dev; run from this directory:
//   swift run -c release tessera-cairo-bench [--json]
let package = Package(
    name: "TesseraCairoBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tessera", path: ".."),
    ],
    targets: [
        // cairo with its image and Xlib surfaces, as a system library.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo-xlib", providers: [.apt(["libcairo2-dev"])]),
        .executableTarget(
            name: "tessera-cairo-bench",
            dependencies: [
                "CCairo",
                .product(name: "TesseraGeometry", package: "Tessera"),
                .product(name: "TesseraLayout", package: "Tessera"),
                .product(name: "TesseraRender", package: "Tessera"),
                .product(name: "TesseraX11", package: "Tessera"),
                .product(name: "TesseraTesting", package: "Tessera"),
            ]
        ),
    ]
)

// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "GIF", targets: ["GIF"]),
    ],
    dependencies: [],
    targets: [
        // Geometry, colour, Image, RenderTree, painting. Depends on nothing but Foundation.
        .target(name: "Raster"),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),

        // Image comparison: strategies (exact, per-channel, pixelmatch, CIEDE2000), statistics, diff images.
        .target(name: "ImageDiff", dependencies: ["Raster"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster"]),

        // GIF89a encoder: LZW, palettes, dithering, delta frames. Depends on Raster only.
        .target(name: "GIF", dependencies: ["Raster"]),
        .testTarget(name: "GIFTests", dependencies: ["GIF"]),
    ]
)

// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
    ],
    dependencies: [],
    targets: [
        // Geometry, colour, Image, RenderTree, painting. Depends on nothing but Foundation.
        .target(name: "Raster"),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
    ]
)

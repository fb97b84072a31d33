// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CardApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../Flipbook")
    ],
    targets: [
        // Your animators and their scenarios. Swift 5 mode here; drop `swiftSettings` for Swift 6 mode.
        .target(
            name: "CardTransitions",
            dependencies: [
                .product(name: "Flipbook", package: "Flipbook"),
                .product(name: "UIKitCompat", package: "Flipbook"),
            ], swiftSettings: [.swiftLanguageMode(.v5)]),
        // `swift run card-flipbook verify`: the whole command line over your scenarios.
        .executableTarget(
            name: "card-flipbook",
            dependencies: [
                "CardTransitions",
                .product(name: "FlipbookCLI", package: "Flipbook"),
            ]),
        // assertTransition in `swift test`.
        .testTarget(
            name: "CardTransitionsTests",
            dependencies: [
                "CardTransitions",
                .product(name: "FlipbookTesting", package: "Flipbook"),
            ]),
    ]
)

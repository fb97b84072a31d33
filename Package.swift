// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .executable(name: "flipbook-benchmarks", targets: ["flipbook-benchmarks"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "GIF", targets: ["GIF"]),
        .library(name: "Files", targets: ["Files"]),
        .library(name: "PNG", targets: ["PNG"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "FlipbookCLI", targets: ["FlipbookCLI"]),
        .executable(name: "flipbook", targets: ["FlipbookTool"]),
        .plugin(name: "FlipbookPlugin", targets: ["FlipbookPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation` (.ci/docs builds every DocC catalog and fails on a warning).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // Points, rects, affine and 3D transforms where the platform lacks them, homographies and Core
        // Animation's layer placement: one geometry under both the painter and the UIKit model.
        .target(name: "Geometry"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        // Image (premultiplied RGBA8), Pixel, Color and premultiplication: all that PNG, GIF and ImageDiff need.
        .target(name: "Pixels"),
        // RenderTree, coverage, compositing, the built-in font: the painter. Re-exports Geometry and Pixels.
        .target(name: "Raster", dependencies: ["Geometry", "Pixels"]),
        // PNG only to read and write the reference images in Fixtures/Raster.
        .testTarget(name: "RasterTests", dependencies: ["Raster", "PNG", "TestSupport"]),

        // Performance measurements, one file per suite: `swift run -c release flipbook-benchmarks [suite …]`;
        // the suites are listed one line each in Benchmarks/main.swift.
        .executableTarget(
            name: "flipbook-benchmarks",
            dependencies: [
                "Raster", "ImageDiff", "Files", "PNG", "GIF", "Flipbook", "Catalog",
                "FlipbookTesting", "UIKitCompat", "TestSupport", "SystemCrypto",
            ],
            path: "Benchmarks",
            exclude: ["Scenes", "Reference"]),

        // Image comparison: strategies (exact, per-channel, pixelmatch, CIEDE2000), statistics, diff images.
        .target(name: "ImageDiff", dependencies: ["Pixels"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster"]),

        // GIF89a encoder: LZW, palettes, dithering, delta frames. Depends on Pixels only.
        .target(name: "GIF", dependencies: ["Pixels"]),
        .testTarget(name: "GIFTests", dependencies: ["GIF", "Raster", "TestSupport"]),

        // The system libpng, found through pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The system libdeflate, found through pkg-config: whole-buffer inflate for the quick pixel match of
        // Flipbook's own fixture files (CPNGShim's fb_png_match_rgba).
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // The system xxHash, found through pkg-config: XXH3-128, the digests a fixture's manifest records per kept
        // frame (Flipbook's ManifestDigest), so a check hashes the painted frame instead of decoding the fixture.
        .systemLibrary(
            name: "CLibXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]
        ),
        // OpenSSL's libcrypto, found through pkg-config: SystemCrypto's SHA-256 and AES-GCM off Apple platforms.
        .systemLibrary(
            name: "CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        // SHA-256 and AES-256-GCM tags from the system's crypto library: CryptoKit on Apple platforms, OpenSSL's
        // libcrypto elsewhere (a dependency on swift-crypto compiled BoringSSL's 359 C files into every user's
        // first build: most of its minutes).
        .target(
            name: "SystemCrypto",
            dependencies: [.target(name: "CLibCrypto", condition: .when(platforms: [.linux, .android, .windows]))]),
        .testTarget(name: "SystemCryptoTests", dependencies: ["SystemCrypto"]),
        // C code that owns libpng's setjmp/longjmp, so an error never unwinds through Swift frames.
        .target(name: "CPNGShim", dependencies: ["CLibPNG", "CLibDeflate"]),
        // Files written atomically (whole files, streams, folder swaps) and read as regular files only: the
        // output layer under PNG, rendering and verification alike.
        .target(name: "Files"),
        .testTarget(name: "FilesTests", dependencies: ["Files", "TestSupport"]),
        // PNG decoder (with limits) and encoder, written through Files.
        .target(name: "PNG", dependencies: ["Pixels", "CPNGShim", "Files"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "Raster", "Files", "TestSupport"]),
        // What the test targets and the benchmarks share (never a library): ../shared/testdata (PngSuite, hostile
        // PNGs) and its manifests, the Pillow decoder, synthetic frames, SplitMix64, running the flipbook executable.
        .target(name: "TestSupport", dependencies: ["Pixels"], path: "Tests/TestSupport"),

        // The whole command line over any set of scenarios: `FlipbookCommand.main(scenarios:)`.
        .target(
            name: "FlipbookCLI",
            dependencies: [
                "Files", "PNG", "Raster", "ImageDiff", "Flipbook", "UIKitCompat", "SystemCrypto",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The built-in `flipbook` tool: the command line over the catalog.
        .executableTarget(name: "FlipbookTool", dependencies: ["FlipbookCLI", "Catalog"]),
        // `swift package flipbook <command>`: builds and runs a package's own executable that uses FlipbookCLI.
        .plugin(
            name: "FlipbookPlugin",
            capability: .command(
                intent: .custom(
                    verb: "flipbook",
                    description: "Run the package's Flipbook command line (verify, "
                        + "record, render, …)"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Flipbook writes fixtures, reports and frames in the "
                            + "package")
                ]
            ),
            path: "Sources/FlipbookPlugin"
        ),

        // The UIKit model under UIKit's own names: views, layers, controllers, navigation, presentation, gestures,
        // the animation engine, the virtual clock and the stage. App code compiles against it with
        // `#if canImport(UIKit) import UIKit #else import UIKitCompat #endif`. PNG (an internal import in
        // Images/PNGCoding.swift) decodes `UIImage(named:)`'s files and encodes `pngData()`.
        .target(name: "UIKitCompat", dependencies: ["Raster", "Geometry", "PNG", "CUIKitEnums", "SystemTiming"]),
        // UIKit's enums that Swift imports as open (non-frozen) enums, declared in C so that they are open here too
        // (`UIView.AnimationCurve`: `@unknown default` without a warning, any raw value).
        .systemLibrary(name: "CUIKitEnums"),
        // Foundation's and Dispatch's own timer, run-loop and queue calls, for UIKitCompat's fallbacks outside a
        // play: inside UIKitCompat its same-named app-time spellings (AppTime/) hide them.
        .target(name: "SystemTiming"),
        // Catalog: the seeds' own animators (SimpleOver) are checked as the catalog has them, not as copies.
        .testTarget(name: "UIKitCompatTests", dependencies: ["UIKitCompat", "Catalog", "TestSupport"]),
        // App code as real iOS apps and open-source transition libraries write it (non-isolated helpers, property
        // initialisers, free functions touching views), compiled in Swift 5 language mode as such code is: it must
        // compile against UIKitCompat with UIKit's @preconcurrency leniency. One file per area; add yours.
        .testTarget(
            name: "AppCodeTests", dependencies: ["UIKitCompat", "Flipbook"], exclude: ["README.md"],
            // Images app code loads with `UIImage(named:in: .module, compatibleWith:)`.
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // Scenarios (scripts on a stage), the parallel render pipeline (render trees → PNG files), verification
        // against fixtures (Verification/: fixture store, record modes, reports) and docs imagery (Docs/:
        // filmstrips, animated PNGs, GIFs). SystemCrypto: the keyed digests that let a check skip decoding a fixture
        // file this machine has read before (Verification/FixtureDigestCache).
        .target(
            name: "Flipbook",
            dependencies: [
                "UIKitCompat", "Raster", "Files", "PNG", "ImageDiff", "GIF",
                "CAllocator", "CLibXXHash", "SystemCrypto",
            ]),
        // glibc's allocator setting for frame loops (see FrameMemory).
        .target(name: "CAllocator"),
        .testTarget(
            name: "FlipbookTests",
            dependencies: [
                "Flipbook", "Catalog", "UIKitCompat", "Files", "PNG",
                "TestSupport",
            ]),

        // assertTransition(…) for Swift Testing and XCTest: a scenario against its fixture, failures with numbers and
        // images.
        .target(name: "FlipbookTesting", dependencies: ["Flipbook", "ImageDiff"]),
        .testTarget(
            name: "FlipbookTestingTests",
            dependencies: ["FlipbookTesting", "Flipbook", "ImageDiff", "PNG", "UIKitCompat", "Raster"]),

        // The built-in scenarios, written in UIKit style against UIKitCompat (`Catalog.registry`).
        .target(name: "Catalog", dependencies: ["Flipbook", "UIKitCompat"]),
        // Every catalog scenario renders and settles; pixels of each source transition at known times.
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Flipbook", "UIKitCompat", "PNG", "Raster"]),

        // The README's "Use Flipbook in your package", followed literally in a scratch package beside this checkout:
        // record, verify, assertTransition, a broken animator, approve.
        .testTarget(name: "AdoptionTests"),

        // Every command-line test: the built `flipbook` executable run as a process (exit statuses, output, files
        // written, peak memory) and the CLI's own pieces (option groups, setting flags, the demo picture).
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "FlipbookTool", "FlipbookCLI", "Flipbook", "Catalog", "UIKitCompat", "PNG", "Raster", "TestSupport",
                "SystemCrypto",
            ]
        ),
    ]
)

// MARK: - Fuzzing (only with FLIPBOOK_FUZZ=1)
// libFuzzer harnesses over the readers of hostile input, one executable per harness in Tests/Fuzz/<Harness>/.
// They exist only when FLIPBOOK_FUZZ=1 is set, so a normal `swift build` or `swift test` never sees them;
// `.ci/fuzz` sets it and builds them with `-sanitize=fuzzer,address` into their own `--scratch-path .build-fuzz`.
if Context.environment["FLIPBOOK_FUZZ"] == "1" {
    package.targets += [
        // libFuzzer's driver started from a Swift main (a harness's own main is what SwiftPM links).
        .target(name: "CFuzzDriver", path: "Tests/Fuzz/Driver"),
        // The driver call, a temporary folder per harness process, and checks that abort with a message.
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"], path: "Tests/Fuzz/Support"),
        .executableTarget(
            name: "fuzz-png-decoder", dependencies: ["PNG", "Pixels", "FuzzSupport"],
            path: "Tests/Fuzz/PNGDecoder"),
        .executableTarget(
            name: "fuzz-apng-reader", dependencies: ["PNG", "Pixels", "FuzzSupport"],
            path: "Tests/Fuzz/APNGReader"),
        .executableTarget(name: "fuzz-scene", dependencies: ["Raster", "FuzzSupport"], path: "Tests/Fuzz/Scene"),
        .executableTarget(
            name: "fuzz-manifest", dependencies: ["Flipbook", "PNG", "Pixels", "FuzzSupport"],
            path: "Tests/Fuzz/Manifest"),
        .executableTarget(
            name: "fuzz-report-merger", dependencies: ["Flipbook", "PNG", "Pixels", "FuzzSupport"],
            path: "Tests/Fuzz/ReportMerger"),
        .executableTarget(
            name: "fuzz-approve",
            dependencies: ["Flipbook", "PNG", "Pixels", "UIKitCompat", "FuzzSupport"],
            path: "Tests/Fuzz/Approval"),
        .executableTarget(
            name: "fuzz-zip-listing", dependencies: ["Flipbook", "FuzzSupport"], path: "Tests/Fuzz/ZipListing"),
    ]
}

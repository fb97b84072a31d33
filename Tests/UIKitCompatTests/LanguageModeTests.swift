import Foundation
import Testing

import TestSupport

/// Issue 16's first item, checked by the compiler itself: app code compiled against UIKitCompat in Swift 5 language
/// mode gets UIKit's `@preconcurrency` leniency (no diagnostic at all), and the same code in Swift 6 mode gets
/// UIKit's strictness — a view made in a property's default value of a non-isolated class is an error, and calls
/// from non-isolated code into the main actor are warnings, as Swift 6 gives for Clang-imported UIKit, whose
/// declarations are always `@preconcurrency`. Each snippet is type-checked by `swiftc` (the toolchain that runs the
/// tests) against the debug-built module, as a plain compiler invocation sees it.
@Suite("Swift 5 and Swift 6 language modes against UIKitCompat", .serialized)
struct LanguageModeTests {
    static let importSwitch = """
        #if canImport(UIKit)
        import UIKit
        #else
        import UIKitCompat
        #endif

        """

    /// Non-isolated helpers touching views, as transition libraries write them.
    static let nonisolatedCalls =
        importSwitch + """
            final class Helper {
                var delegate: UINavigationControllerDelegate?
                func make() -> UIView {
                    let view = UIView()
                    view.alpha = 0.5
                    view.layer.cornerRadius = 12
                    return view
                }
                func wire(_ navigation: UINavigationController) { navigation.delegate = delegate }
                func fade(_ view: UIView) { UIView.animate(withDuration: 0.3) { view.alpha = 0 } }
            }
            func makeButton() -> UIButton { UIButton(type: .system) }

            """

    /// A view in a property's default value of a non-isolated class.
    static let defaultValue =
        importSwitch + """
            final class Holder {
                let view = UIView()
            }

            """

    @Test func swift5ModeCompilesBothWithoutADiagnostic() throws {
        for source in [Self.nonisolatedCalls, Self.defaultValue] {
            let result = try Self.typeCheck(source, languageMode: 5)
            #expect(result.status == 0, "\(result.output)")
            #expect(!result.output.contains("warning:") && !result.output.contains("error:"), "\(result.output)")
        }
    }

    @Test func swift6ModeWarnsAboutNonisolatedCalls() throws {
        let result = try Self.typeCheck(Self.nonisolatedCalls, languageMode: 6)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
        for expected in [
            "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context",
            "main actor-isolated property 'alpha' can not be mutated from a nonisolated context",
            "main actor-isolated property 'delegate' can not be mutated from a nonisolated context",
        ] {
            #expect(result.output.contains("warning: " + expected), "\(expected)\n\(result.output)")
        }
    }

    @Test func swift6ModeRefusesAViewInANonisolatedDefaultValue() throws {
        let result = try Self.typeCheck(Self.defaultValue, languageMode: 6)
        #expect(result.status != 0)
        #expect(
            result.output.contains("error: main actor-isolated default value in a nonisolated context"),
            "\(result.output)")
    }

    /// `swiftc -typecheck` of `source` in `languageMode` against the debug-built UIKitCompat (and the C modules its
    /// interface makes a client load); exit status and the compiler's output.
    static func typeCheck(_ source: String, languageMode: Int) throws -> (status: Int32, output: String) {
        let build = try debugBuildFolder()
        let repository = TestData.repository.path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-language-mode-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try Data(source.utf8).write(to: file)
        var arguments = [
            "swiftc", "-typecheck", "-swift-version", "\(languageMode)", "-module-name", "App",
            "-I", build + "/Modules",
        ]
        for module in ["CUIKitEnums", "CLibPNG", "CLibDeflate"] {
            arguments += ["-I", repository + "/Sources/" + module]
        }
        arguments += ["-Xcc", "-fmodule-map-file=" + build + "/CPNGShim.build/module.modulemap", file.path]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The debug build folder that holds this test run's modules (`.build/<triple>/debug`).
    static func debugBuildFolder() throws -> String {
        let root = TestData.repository.appendingPathComponent(".build").path
        let candidates =
            [root + "/debug"]
            + ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted().map {
                root + "/" + $0 + "/debug"
            }
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate + "/Modules/UIKitCompat.swiftmodule")
            && FileManager.default.fileExists(atPath: candidate + "/CPNGShim.build/module.modulemap")
        {
            return URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
        }
        throw CocoaError(
            .fileNoSuchFile,
            userInfo: [NSLocalizedDescriptionKey: "no debug-built UIKitCompat module under \(root) (swift build)"])
    }
}

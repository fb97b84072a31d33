import Foundation
import Testing

/// A new user's package, end to end, as the README's "Use Flipbook in your package" section describes it:
/// a scratch package in a temporary folder that depends on this checkout by path, with an animator and a
/// scenario of its own (the files in `ScratchPackage/`). One debug build of it serves every step: record,
/// verify (its own executable and `swift package flipbook`), `assertTransition` in its `swift test`, then the
/// animator is broken and both the check and the test fail.
@Suite("A package that uses Flipbook", .serialized)
struct ScratchPackageTests {
    @Test(.timeLimit(.minutes(30))) func recordsVerifiesTestsAndCatchesABrokenAnimator() throws {
        let package = try ScratchPackage.create()
        defer { try? FileManager.default.removeItem(atPath: package.root) }

        try package.expect(0, "swift", "build", "--build-tests")
        let tool = package.root + "/.build/debug/card-flipbook"

        let recorded = try package.expect(0, tool, "record")
        #expect(recorded.contains("card-slide-up"), "\(recorded)")
        let manifest = package.root + "/Fixtures/card-slide-up/manifest.json"
        #expect(FileManager.default.fileExists(atPath: manifest))
        #expect(try String(contentsOfFile: manifest, encoding: .utf8).contains("\"keep\" : \"every 3\""))

        try package.expect(0, tool, "verify")
        let listed = try package.expect(
            0, "swift", "package", "--allow-writing-to-package-directory", "flipbook", "list")
        #expect(listed.contains("card-slide-up  The card screen slides up from the bottom (0.3 s)"), "\(listed)")
        try package.expect(0, "swift", "package", "--allow-writing-to-package-directory", "flipbook", "verify")
        #expect(FileManager.default.fileExists(atPath: package.root + "/output/report/report.json"))
        try package.expect(0, "swift", "test", "--skip-build")

        // Break the animator: a slower slide moves every in-between frame.
        let animator = package.root + "/Sources/CardTransitions/SlideUpAnimator.swift"
        let source = try String(contentsOfFile: animator, encoding: .utf8)
        try source.replacingOccurrences(of: "        0.3\n", with: "        0.5\n")
            .write(toFile: animator, atomically: true, encoding: .utf8)
        try package.expect(0, "swift", "build", "--build-tests")
        let failed = try package.expect(1, tool, "verify")
        #expect(failed.contains("card-slide-up"), "\(failed)")
        let test = try package.run("swift", "test", "--skip-build")
        #expect(test.status != 0)
        #expect(test.output.contains("card-slide-up: "), "\(test.output)")
        #expect(test.output.contains("not passed: frames 3–"), "\(test.output)")
    }
}

/// The scratch package: `ScratchPackage/` copied into a temporary folder, its manifest pointing at this
/// checkout.
struct ScratchPackage {
    let root: String

    /// This checkout: the folder above `Tests/`.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func create() throws -> ScratchPackage {
        let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "ScratchPackage")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flipbook-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // The dependency is reached as `…/Flipbook`, whatever this checkout's folder is called, so that the
        // package's identity is `flipbook` as it is for a user who depends on it by URL.
        let link = root.appendingPathComponent("deps/Flipbook")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: checkout)
        let app = root.appendingPathComponent("CardApp")
        try FileManager.default.copyItem(at: template, to: app)
        let manifest = app.appendingPathComponent("Package.swift.txt")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "FLIPBOOK_CHECKOUT", with: link.path)
        try text.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: manifest)
        return ScratchPackage(root: app.path)
    }

    /// Runs a command in the package's folder; returns its exit status and its output and errors together.
    func run(_ arguments: String...) throws -> (status: Int32, output: String) {
        try run(arguments)
    }

    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let log = root + "/.command-\(UUID().uuidString).log"
        FileManager.default.createFile(atPath: log, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        // The outer `swift test`'s own settings are not the scratch package's.
        for key in environment.keys where key.hasPrefix("SWIFTPM_") || key.hasPrefix("XCTest") {
            environment[key] = nil
        }
        environment["CI"] = "true"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
    }

    /// Runs a command and records an issue unless it exits with `status`; returns its output.
    @discardableResult
    func expect(_ status: Int32, _ arguments: String...) throws -> String {
        let result = try run(arguments)
        #expect(
            result.status == status, "\(arguments.joined(separator: " ")) exited \(result.status):\n\(result.output)")
        return result.output
    }
}

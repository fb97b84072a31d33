import Foundation
import PackagePlugin

/// `swift package flipbook <command> …`: runs the package's own Flipbook executable — the executable product
/// whose target depends on the `FlipbookCLI` product — with the arguments given, in the package's folder.
///
/// `--product NAME` before the command picks the executable when the package has more than one; `--release`
/// builds it in release mode (debug by default). The plugin declares that it writes in the package (fixtures,
/// reports, frames), so SwiftPM asks for `--allow-writing-to-package-directory` on every command.
@main
struct FlipbookPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let (productName, release) = try Self.takeOptions(from: &arguments)
        let product = try Self.flipbookProduct(in: context.package, named: productName)

        let result = try packageManager.build(
            .product(product.name),
            parameters: .init(configuration: release ? .release : .debug, logging: .concise))
        guard result.succeeded else {
            Diagnostics.error("building \(product.name) failed:\n\(result.logText)")
            throw PluginFailure(status: 2)
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("building \(product.name) produced no executable")
            throw PluginFailure(status: 2)
        }

        let process = Process()
        process.executableURL = executable.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        // report.html's approve commands start as this run did: through the plugin, with its own options.
        var environment = ProcessInfo.processInfo.environment
        environment["FLIPBOOK_PROGRAM"] = Self.program(product: productName, release: release)
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw PluginFailure(status: process.terminationStatus, isSignal: true)
        }
        if process.terminationStatus != 0 { throw PluginFailure(status: process.terminationStatus) }
    }

    /// The command that runs the plugin again with the same product and configuration, as shell words.
    static func program(product: String?, release: Bool) -> String {
        var words = ["swift", "package", "--allow-writing-to-package-directory", "flipbook"]
        if let product { words += ["--product", quoted(product)] }
        if release { words.append("--release") }
        return words.joined(separator: " ")
    }

    /// `word` as one word of a POSIX shell (single-quoted unless it holds only plain characters), as
    /// `ApproveCommandLine.quoted` in Flipbook, which a plugin cannot import.
    static func quoted(_ word: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=+,@%".unicodeScalars)
        if !word.isEmpty, word.unicodeScalars.allSatisfy(plain.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The executable product to run: the one named, or the only one whose targets depend on `FlipbookCLI`.
    static func flipbookProduct(in package: Package, named name: String?) throws -> ExecutableProduct {
        let executables = package.products(ofType: ExecutableProduct.self)
        if let name {
            guard let product = executables.first(where: { $0.name == name }) else {
                Diagnostics.error(
                    "--product: no executable product '\(name)' in \(package.displayName); "
                        + "executables: \(executables.map(\.name).joined(separator: ", "))")
                throw PluginFailure(status: 2)
            }
            return product
        }
        let candidates = executables.filter { product in product.targets.contains { dependsOnCLI($0) } }
        guard candidates.count == 1, let product = candidates.first else {
            let reason =
                candidates.isEmpty
                ? "no executable product of \(package.displayName) depends on the FlipbookCLI product"
                : "several executables depend on FlipbookCLI (\(candidates.map(\.name).joined(separator: ", ")))"
            Diagnostics.error(reason + "; name one with --product NAME")
            throw PluginFailure(status: 2)
        }
        return product
    }

    /// Whether `target` uses the `FlipbookCLI` product, directly or through a target of its package.
    static func dependsOnCLI(_ target: Target) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): return product.name == "FlipbookCLI"
            case .target(let inner): return dependsOnCLI(inner)
            @unknown default: return false
            }
        }
    }

    /// Takes the plugin's own options, `--product NAME` (or `--product=NAME`) and `--release`, from the front of
    /// `arguments`, before the command: what follows the command is the command's, passed on as it is.
    static func takeOptions(from arguments: inout [String]) throws -> (product: String?, release: Bool) {
        var product: String?
        var release = false
        while let first = arguments.first {
            if first == "--release" {
                release = true
                arguments.removeFirst()
            } else if first == "--product" || first.hasPrefix("--product=") {
                let value = first == "--product" ? arguments.dropFirst().first : String(first.dropFirst(10))
                guard let value, !value.isEmpty, !value.hasPrefix("-") else {
                    Diagnostics.error("--product needs the name of an executable product: --product NAME <command> …")
                    throw PluginFailure(status: 2)
                }
                product = value
                arguments.removeFirst(first == "--product" ? 2 : 1)
            } else {
                break
            }
        }
        return (product, release)
    }
}

/// The tool's exit status, passed on (1: a check found differences; 2: an error), or the signal that ended it.
struct PluginFailure: Error, CustomStringConvertible {
    /// The exit status, or the signal's number when `isSignal`.
    var status: Int32
    /// Whether the tool was ended by a signal (it crashed, or was killed) rather than exiting: "exited with
    /// status 4" for a crash (SIGILL) read as a status the README does not name.
    var isSignal = false

    var description: String {
        guard isSignal else { return "flipbook exited with status \(status)" }
        let name =
            [
                4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV",
                15: "SIGTERM",
            ][status].map { " (\($0))" } ?? ""
        return "flipbook was ended by signal \(status)\(name): it crashed or was killed (its output above says where)"
    }
}

import Flipbook
import Foundation

/// How this command line was started, as the words that start it again from the same folder: what the approve
/// commands in `report.html` begin with (``ApproveInvocation``).
///
/// - `$FLIPBOOK_PROGRAM` when set: a launcher that knows better says so (the plugin sets the plugin's form,
///   `swift package --allow-writing-to-package-directory flipbook`).
/// - An executable in a package's build folder (`swift run` starts it as `.build/<triple>/debug/<name>`,
///   relative to the working folder): `swift run <name>`, with `-c release` for a release build and
///   `--package-path <folder>` when the package is not the working folder.
/// - A name found on the `PATH` (`flipbook`): that name.
/// - Any other path: as it was typed.
enum InvokedProgram {
    /// The words for this process: from its environment, first argument and working folder.
    static func current() -> String {
        words(
            argument0: CommandLine.arguments.first ?? "flipbook",
            workingDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment)
    }

    /// The program's own name, for the first word of a summary's header (`card-flipbook verify: …`): the last
    /// component of the first argument (`.build/debug/card-flipbook` → `card-flipbook`), `flipbook` when it has none.
    static func name(argument0: String = CommandLine.arguments.first ?? "flipbook") -> String {
        let name = argument0.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "flipbook" : name
    }

    /// The words for a process started as `argument0` from `workingDirectory` with `environment`.
    static func words(argument0: String, workingDirectory: String, environment: [String: String]) -> String {
        if let program = environment[ApproveInvocation.environmentVariable],
            !program.trimmingCharacters(in: .whitespaces).isEmpty
        {
            return program
        }
        guard argument0.contains("/") else { return ApproveCommandLine.quoted(argument0) }
        var path = argument0
        let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if path.hasPrefix(folder) { path.removeFirst(folder.count) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // <package>/.build/[<triple>/]<configuration>/<name>
        guard let build = components.lastIndex(of: ".build"),
            components.count - build == 3 || components.count - build == 4,
            let name = components.last, !name.isEmpty
        else { return ApproveCommandLine.quoted(argument0) }
        let configuration = components[components.count - 2]
        guard configuration == "debug" || configuration == "release" else {
            return ApproveCommandLine.quoted(argument0)
        }
        components.removeSubrange(build...)
        var words = ["swift", "run"]
        let package = components.joined(separator: "/")
        if !package.isEmpty { words += ["--package-path", ApproveCommandLine.quoted(package)] }
        if configuration == "release" { words += ["-c", "release"] }
        return (words + [ApproveCommandLine.quoted(name)]).joined(separator: " ")
    }
}

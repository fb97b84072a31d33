import ArgumentParser
import Flipbook

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `flipbook` command line.
///
/// Exit statuses across the tool: 0 success, 1 a check found differences (a command throws
/// ``DifferencesFound``), 2 any error, usage errors included. `--help` exits 0.
@main
struct Flipbook: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Render, inspect and check UIKit-style view-controller transitions, headless.",
        subcommands: [
            // One line per subcommand (Sources/flipbook/Commands/<Name>Command.swift).
            DemoCommand.self,
            DiffCommand.self,
            DocsCommand.self,
            InspectCommand.self,
            ListCommand.self,
            MergeReportsCommand.self,
            PaintCommand.self,
            RecordCommand.self,
            RenderCommand.self,
            VerifyCommand.self,
        ]
    )

    static func main() async {
        FrameMemory.keepFreedBuffersForReuse()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withStatus: ExitStatus.handle(error, command: self))
        }
    }

    private static func exit(withStatus status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}

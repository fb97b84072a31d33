import ArgumentParser
import Flipbook

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole `flipbook` command line over a set of scenarios.
///
/// An executable target's `main.swift` runs it with its own scenarios:
///
/// ```swift
/// import FlipbookCLI
/// await FlipbookCommand.main(scenarios: MyScenarios.all)
/// ```
///
/// Exit statuses across the tool: 0 success, 1 a check found differences, 2 any error, usage errors
/// included. `--help` exits 0.
public enum FlipbookCommand {
    /// Parses the process's arguments, runs the command over `scenarios` and exits with its status.
    ///
    /// Two scenarios with one id, or a scenario with bad values, is an error (exit status 2) before any
    /// command runs.
    public static func main(scenarios: [Scenario]) async -> Never {
        let registry: ScenarioRegistry
        do {
            registry = try ScenarioRegistry(scenarios)
        } catch {
            ExitStatus.printError(error.description)
            exit(withStatus: ExitStatus.error)
        }
        await CommandScenarios.$registry.withValue(registry) {
            await RootCommand.main()
        }
        exit(withStatus: ExitStatus.success)
    }

    static func exit(withStatus status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}

/// The root of the command tree: `flipbook <subcommand>`.
struct RootCommand: AsyncParsableCommand {
    /// Help and usage name the command as it was started (`flipbook`, `swift run card-flipbook`, the plugin's
    /// form: ``InvokedProgram``), so what they show can be typed as it is.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: InvokedProgram.current(),
            abstract: "Render, inspect and check UIKit-style view-controller transitions, headless.",
            subcommands: [
                // One line per subcommand (Sources/FlipbookCLI/Commands/<Name>Command.swift).
                ApproveCommand.self,
                DemoCommand.self,
                DiffCommand.self,
                DocsCommand.self,
                InspectCommand.self,
                ListCommand.self,
                MergeReportsCommand.self,
                PaintCommand.self,
                PruneCommand.self,
                RecordCommand.self,
                RenderCommand.self,
                VerifyCommand.self,
            ]
        )
    }

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
            FlipbookCommand.exit(withStatus: ExitStatus.handle(error, command: self))
        }
    }
}

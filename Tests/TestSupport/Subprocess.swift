import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion and reports its exit status, output and peak resident memory (from
/// `wait4`'s rusage, so per process, whatever else runs in parallel).
public struct Subprocess {
    /// How a run ended and what it printed.
    public struct Outcome {
        public var status: Int32
        /// Set when the process was killed by a signal.
        public var signal: Int32?
        public var standardOutput: String
        public var standardError: String
        /// Peak resident set size in bytes.
        public var maximumResidentBytes: Int
    }

    /// The `flipbook` executable, built beside the test bundle (the test target depends on it), or the one
    /// `FLIPBOOK_EXECUTABLE` names: to run the command-line suites against another build (one without a fix, to
    /// see which cases fail there).
    public static let flipbook: String = {
        if let other = ProcessInfo.processInfo.environment["FLIPBOOK_EXECUTABLE"], !other.isEmpty { return other }
        #if os(Linux)
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        let testBinary =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        return testBinary.deletingLastPathComponent().appendingPathComponent("flipbook").path
    }()

    /// Runs `executable` with `arguments` to completion (standard input from /dev/null).
    public static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path

        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw CocoaError(
                .fileReadUnknown,
                userInfo: [NSLocalizedDescriptionKey: "cannot run \(executable): \(String(cString: strerror(spawned)))"]
            )
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}

        let signal = status & 0x7f
        #if os(Linux)
        let residentBytes = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
        let residentBytes = Int(usage.ru_maxrss)  // bytes on macOS
        #endif
        return Outcome(
            status: signal == 0 ? (status >> 8) & 0xff : -1,
            signal: signal == 0 ? nil : signal,
            standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            maximumResidentBytes: residentBytes)
    }

    /// Runs the `flipbook` executable with `arguments`.
    public static func flipbook(_ arguments: String...) throws -> Outcome {
        try run(flipbook, arguments)
    }

    /// Starts the `flipbook` executable with `arguments` in `folder` and returns at once, for a test that watches
    /// the run while it goes on: its environment is this process's without `CI` and `FLIPBOOK_RECORD` (so the
    /// test decides what a run records), with `environment` added; standard output and error go to pipes
    /// (`output`) or nowhere.
    public static func start(
        _ arguments: [String], in folder: String, environment: [String: String] = [:], output: Bool = true
    ) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: flipbook)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["FLIPBOOK_RECORD"] = nil
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardOutput = output ? Pipe() : FileHandle.nullDevice
        process.standardError = output ? Pipe() : FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `flipbook` as ``start(_:in:environment:output:)`` starts it, to completion (`maximumResidentBytes`
    /// is not measured: 0).
    public static func flipbook(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws
        -> Outcome
    {
        let process = try start(arguments, in: folder, environment: environment)
        let out = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
        let err = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal
        return Outcome(
            status: killed ? -1 : process.terminationStatus, signal: killed ? process.terminationStatus : nil,
            standardOutput: String(decoding: out, as: UTF8.self), standardError: String(decoding: err, as: UTF8.self),
            maximumResidentBytes: 0)
    }

    /// Runs `flipbook` with `maximumResidentBytes` its own peak: started from the test process directly
    /// (posix_spawn shares the parent's address space until exec), Linux would carry the test process's peak
    /// into the child's ru_maxrss, so the tool is forked from a small process (Tests/Scripts/peak_rss.py),
    /// which prints the peak as the last line of standard output.
    public static func flipbookMeasuringPeak(_ arguments: String...) throws -> Outcome {
        let script = TestData.repository.appendingPathComponent("Tests/Scripts/peak_rss.py").path
        var outcome = try run("/usr/bin/env", ["python3", script, flipbook] + arguments)
        var lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let last = lines.popLast(), let peak = Int(last) else {
            throw CocoaError(
                .fileReadUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "peak_rss.py printed no peak: \(outcome.standardOutput)\(outcome.standardError)"
                ])
        }
        outcome.maximumResidentBytes = peak
        outcome.standardOutput = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        return outcome
    }
}

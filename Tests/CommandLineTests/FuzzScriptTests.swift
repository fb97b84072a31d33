import Foundation
import TestSupport
import Testing

/// `.ci/fuzz`'s handling of what a harness reports, run with a stand-in harness (a shell script that answers as
/// libFuzzer does) through `FUZZ_HARNESS_DIR`, so no sanitizer build is needed: an input that times out is run
/// again alone with `FUZZ_RECHECK_TIMEOUT`; finishing then makes the run "slow" (not a failure), timing out
/// again makes it a hang (a failure), and a crash fails at once, without a recheck.
@Suite("The fuzz script")
struct FuzzScriptTests {
    /// A stand-in for `fuzz-scene`: accepts every seed; a fuzzing run (`-max_total_time`) leaves an input named
    /// for `FAKE_FUZZ_RUN` (timeout or crash) and exits as libFuzzer does; a recheck (one input) finishes when
    /// `FAKE_FUZZ_RECHECK` is `finishes`, else times out again. Every call's arguments go to `FAKE_FUZZ_CALLS`.
    static let harness = """
        #!/usr/bin/env bash
        echo "$*" >> "$FAKE_FUZZ_CALLS"
        prefix="" fuzzing=""
        for a in "$@"; do
            case "$a" in
                -runs=0) echo "accepted: seed"; exit 0 ;;
                -artifact_prefix=*) prefix="${a#-artifact_prefix=}" ;;
                -max_total_time=*) fuzzing=1 ;;
            esac
        done
        if [ -n "$fuzzing" ]; then
            echo "stat::number_of_executed_units: 7"
            echo "stat::average_exec_per_sec: 3"
            if [ "$FAKE_FUZZ_RUN" = crash ]; then
                printf x > "${prefix}crash-0123abcd"
                echo "==1==ERROR: AddressSanitizer: heap-buffer-overflow"
                exit 1
            fi
            printf x > "${prefix}timeout-0123abcd"
            echo "==1== ERROR: libFuzzer: timeout after 60 seconds"
            exit 70
        fi
        [ "$FAKE_FUZZ_RECHECK" = finishes ] && exit 0
        echo "==1== ERROR: libFuzzer: timeout after 600 seconds"
        exit 70
        """

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var run: String, recheck: String
        var status: Int32
        var result: String
        /// The inputs left in crashes/ afterwards.
        var kept: [String]
        /// Whether the input was run again alone (with -timeout=7, the recheck timeout given).
        var rechecked: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a timeout that finishes alone is slow, not a failure", run: "timeout", recheck: "finishes",
            status: 0, result: "slow", kept: ["slow-0123abcd"], rechecked: true),
        Case(
            name: "a timeout that times out again is a hang", run: "timeout", recheck: "hangs", status: 1,
            result: "timeout", kept: ["timeout-0123abcd"], rechecked: true),
        Case(
            name: "a crash fails without a recheck", run: "crash", recheck: "finishes", status: 1, result: "crash",
            kept: ["crash-0123abcd"], rechecked: false),
    ]

    @Test(arguments: cases)
    func aTimedOutInputIsRunAgainAlone(_ c: Case) throws {
        let folder = temporaryFolder("fuzz-script")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let harnesses = folder + "/bin", out = folder + "/out", calls = folder + "/calls.txt"
        try FileManager.default.createDirectory(atPath: harnesses, withIntermediateDirectories: true)
        // The executable is made by `install` in a child process, never opened for writing here: a write
        // descriptor of this process, inherited by a process another test starts at that moment, would make
        // running the harness fail with "Text file busy" for as long as that process lives.
        try Self.harness.write(toFile: folder + "/harness.sh", atomically: true, encoding: .utf8)
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        install.arguments = ["install", "-m", "755", folder + "/harness.sh", harnesses + "/fuzz-scene"]
        try install.run()
        install.waitUntilExit()
        try #require(install.terminationStatus == 0)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", TestData.repository.appendingPathComponent(".ci/fuzz").path, "1", "scene"]
        var environment = ProcessInfo.processInfo.environment
        environment.merge(
            [
                "FUZZ_HARNESS_DIR": harnesses, "FUZZ_OUT": out, "FUZZ_TIMEOUT": "60", "FUZZ_RECHECK_TIMEOUT": "7",
                "FAKE_FUZZ_RUN": c.run, "FAKE_FUZZ_RECHECK": c.recheck, "FAKE_FUZZ_CALLS": calls,
            ]
        ) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let standardError = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == c.status, "\(standardError)")
        let runs = try String(contentsOfFile: out + "/runs.tsv", encoding: .utf8).split(separator: "\n")
        #expect(runs.count == 2, "\(runs)")
        let fields = runs.last!.split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.count == 7 && fields[1] == "scene" && fields[3] == "7", "\(fields)")
        #expect(fields.last.map(String.init) == c.result, "\(runs.last!)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/scene/crashes").sorted() == c.kept)
        let recheck = try String(contentsOfFile: calls, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("-timeout=7 ") }
        #expect(recheck.count == (c.rechecked ? 1 : 0), "\(recheck)")
        if c.rechecked {
            #expect(recheck.first?.hasSuffix("/scene/crashes/timeout-0123abcd") == true, "\(recheck)")
        }
        if c.result == "slow" {
            // The recheck's times are printed (bash's own `time`: CI's fresh Debian has no /usr/bin/time).
            let times = try Regex(#"finished alone \([0-9.]+ s wall, [0-9.]+ s user, [0-9.]+ s system\)"#)
            #expect(standardError.contains(times), "\(standardError)")
        }
        if c.status != 0 {
            #expect(
                standardError.contains("error: fuzz-scene: \(c.result) on \(out)/scene/crashes/\(c.kept[0])"),
                "\(standardError)")
            #expect(
                standardError.contains("it timed out again when run alone with a 7 s timeout: a hang")
                    == (c.result == "timeout"), "\(standardError)")
        }
        // Its temporary folder is gone; nothing was written outside FUZZ_OUT.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["runs.tsv", "scene"])
    }
}

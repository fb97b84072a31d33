import Foundation
import PNG
import TestSupport
import Testing

/// `flipbook record` under CI, two records of the same fixtures at once, and the memory of recording
/// animated-PNG fixtures.
@Suite("record: CI rule, concurrent writers, bounded memory")
struct RecordSafetyTests {
    static let small = ["demo-cross-fade", "--scale", "0.25", "--fps", "5", "--keep", "every:2", "--jobs", "1"]

    static func scratch() throws -> String {
        let root = FileManager.default.temporaryDirectory.path + "/flipbook-record-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    static func files(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return result
    }

    @Test("record writes under CI: running it is the explicit request")
    func recordWritesUnderCI() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outcome = try Subprocess.run("/usr/bin/env", ["-i", "CI=true", "FLIPBOOK_RECORD=never", Subprocess.flipbook, "record"]
                                            + Self.small + ["--fixtures", root + "/F", "--report", root + "/R"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(FileManager.default.fileExists(atPath: root + "/F/demo-cross-fade/manifest.json"))
        // verify under CI writes nothing.
        try FileManager.default.removeItem(atPath: root + "/F")
        let verify = try Subprocess.run("/usr/bin/env", ["-i", "CI=true", Subprocess.flipbook, "verify"]
                                           + Self.small + ["--fixtures", root + "/F", "--report", root + "/R"])
        #expect(verify.status == 1)
        #expect(!FileManager.default.fileExists(atPath: root + "/F/demo-cross-fade"))
        // The help says so.
        let help = try Subprocess.flipbook("record", "--help")
        #expect(help.standardOutput.replacingOccurrences(of: "\n", with: " ").contains("it writes when CI is set too"))
    }

    @Test("two records of the same fixtures at once take turns", .timeLimit(.minutes(10)))
    func concurrentRecordsAreSerialized() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let ids = ["demo-cross-fade", "demo-card-spring", "fade-push"]
        let options = ["--scale", "0.25", "--fps", "10", "--jobs", "1", "--fixtures", root + "/F"]
        var processes: [(Process, Pipe)] = []
        for k in 0..<2 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Subprocess.flipbook)
            process.arguments = ["record"] + ids + options + ["--report", root + "/R\(k)"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            processes.append((process, errors))
        }
        for (process, errors) in processes {
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(text)")
            #expect(!text.contains("cannot be read"), "\(text)")
        }
        // Every fixture is complete, and what one record alone writes.
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "/F").sorted()
        #expect(names == ids.sorted(), "no lock or staging files are left: \(names)")
        let alone = try Subprocess.run(Subprocess.flipbook, ["record"] + ids + options.dropLast(2)
                                          + ["--fixtures", root + "/G", "--report", root + "/R2"])
        #expect(alone.status == 0)
        for id in ids { #expect(try Self.files(root + "/F/" + id) == Self.files(root + "/G/" + id), "\(id)") }
    }

    @Test("recording an animated-PNG fixture: peak memory does not grow with the frame count", .timeLimit(.minutes(15)))
    func animatedFixtureMemoryIsBounded() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var peaks: [Int] = []
        for fps in [15, 60] {
            let outcome = try Subprocess.flipbookMeasuringPeak(
                "record", "dismiss-to-right", "--fixture-format", "apng", "--fixtures", root + "/A\(fps)",
                "--report", root + "/R\(fps)", "--fps", "\(fps)", "--scale", "2", "--jobs", "2")
            #expect(outcome.status == 0, "\(outcome.standardError)")
            peaks.append(outcome.maximumResidentBytes)
        }
        // Four times the frames: before the recorder waited for its writer, memory grew with them.
        #expect(Double(peaks[1]) < Double(peaks[0]) * 1.25 + 20e6, "peaks \(peaks)")
    }
}

@testable import Flipbook
import Foundation
import PNG
import TestSupport
import Testing

/// `flipbook record` and `verify` with `--fixture-format apng`, as processes.
@Suite("flipbook verify --fixture-format apng", .serialized)
struct VerificationAnimatedFixtureCommandTests {
    static let ids = ["demo-cross-fade", "demo-card-flip"]
    static let options = VerificationCommandTests.small + ["--fixture-format", "apng"]

    @Test func recordThenVerifyOneFilePerScenario() throws {
        let folder = temporaryFolder("cli-apng")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let record = try Subprocess.flipbook(["record"] + Self.ids + Self.options, in: folder)
        #expect(record.status == 0, "\(record.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/Fixtures").sorted()
                == Self.ids.sorted().map { $0 + ".png" })
        let verify = try Subprocess.flipbook(["verify"] + Self.ids + Self.options, in: folder)
        #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
        #expect(
            verify.standardOutput.contains("2 passed, 0 failed, 0 missing, 0 re-recorded, 0 errors"),
            "\(verify.standardOutput)")

        // Without the option, the animated PNGs are not taken for folder fixtures.
        let frames = try Subprocess.flipbook(
            ["verify"] + Self.ids + VerificationCommandTests.small, in: folder)
        #expect(frames.status == 2)
        #expect(
            frames.standardError.contains(
                "fixture Fixtures/demo-card-flip.png: demo-card-flip's fixture is an animated PNG"),
            "\(frames.standardError)")

        // A truncated fixture is an error naming the file: exit 2.
        let path = folder + "/Fixtures/demo-cross-fade.png"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: path))
        let broken = try Subprocess.flipbook(["verify"] + Self.ids + Self.options, in: folder)
        #expect(broken.status == 2)
        #expect(
            broken.standardError.contains("demo-cross-fade: fixture Fixtures/demo-cross-fade.png: frame "),
            "\(broken.standardError)")

        let bad = try Subprocess.flipbook(["verify", "--fixture-format", "gif"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("gif"), "\(bad.standardError)")
    }
}

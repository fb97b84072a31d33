import Foundation
import PNG
import TestSupport
import Testing

/// The tool's exit statuses: 0 success (help included), 2 any error (usage errors included).
@Suite("flipbook exit statuses")
struct ExitStatusTests {
    @Test("--help exits 0 and lists the subcommands")
    func help() throws {
        let outcome = try Subprocess.flipbook("--help")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("inspect"))
        #expect(outcome.standardOutput.contains("demo"))
        #expect(try Subprocess.flipbook("inspect", "--help").status == 0)
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ["inspect"], ["no-such-command"], ["inspect", "--no-such-option", "x.png"],
            ["inspect", "--pixel-budget", "many", "x.png"], ["demo", "--scale", "17"],
        ])
    func usageErrors(arguments: [String]) throws {
        let outcome = try Subprocess.run(Subprocess.flipbook, arguments)
        #expect(outcome.status == 2, "\(arguments): \(outcome.standardError)")
        #expect(!outcome.standardError.isEmpty)
    }

    @Test("a missing file exits 2 with one line naming it")
    func missingFile() throws {
        let outcome = try Subprocess.flipbook("inspect", "/nonexistent/frame.png")
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "Error: /nonexistent/frame.png: cannot open: No such file or directory\n")
    }
}

@Suite("flipbook demo")
struct DemoCommandTests {
    @Test("writes the same opaque 780×1688 PNG every time, in both settings")
    func demo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flipbook-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("a.png").path
        let second = directory.appendingPathComponent("b.png").path
        let small = directory.appendingPathComponent("small.png").path
        #expect(try Subprocess.flipbook("demo", "--output", first).status == 0)
        #expect(try Subprocess.flipbook("demo", "-o", second).status == 0)
        #expect(try Subprocess.flipbook("demo", "-o", small, "--small").status == 0)
        #expect(FileManager.default.contents(atPath: first) == FileManager.default.contents(atPath: second))

        let decoded = try PNGDecoder().decode(contentsOf: first)
        #expect(decoded.width == 780 && decoded.height == 1688)
        #expect(decoded.header.colorType == .truecolor)
        #expect(try PNGDecoder().decode(contentsOf: small).rgba == decoded.rgba)
        // Not a blank picture: several distinct colours.
        var colours = Set<UInt32>()
        for i in stride(from: 0, to: decoded.rgba.count, by: 4 * 97) {
            colours.insert(
                UInt32(decoded.rgba[i]) << 16 | UInt32(decoded.rgba[i + 1]) << 8 | UInt32(decoded.rgba[i + 2]))
        }
        #expect(colours.count > 10)
    }

    @Test("a missing output directory exits 2 with one line and leaves nothing")
    func missingDirectory() throws {
        let outcome = try Subprocess.flipbook("demo", "-o", "/nonexistent-flipbook-dir/demo.png")
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError
                == "Error: /nonexistent-flipbook-dir/demo.png: directory /nonexistent-flipbook-dir does not exist\n")
    }
}

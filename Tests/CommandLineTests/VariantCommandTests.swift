import Foundation
import TestSupport
import Testing

/// `--variants`, `--matrix` and `--allow-large-matrix` on the command line: bad input is refused with the
/// known names or the limit; variants are rendered as scenarios of their own; a contact sheet is written.
@Suite("flipbook --variants and --matrix", .serialized)
struct VariantCommandTests {
    static func run(_ arguments: [String], in folder: String) throws -> Subprocess.Outcome {
        try Subprocess.flipbook(arguments, in: folder)
    }

    @Test("an unknown variant name is an error listing the known ones")
    func unknownVariant() throws {
        let folder = temporaryFolder("variants-unknown")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try Self.run(["render", "uikit-push", "--variants", "dark,sepia"], in: folder)
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("unknown variant \"sepia\""))
        #expect(
            outcome.standardError.contains("iphone-se") && outcome.standardError.contains("rtl")
                && outcome.standardError.contains("text-ax2"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/output"))
    }

    @Test("a matrix of more than 64 combinations needs --allow-large-matrix")
    func largeMatrix() throws {
        let folder = temporaryFolder("variants-matrix")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try Self.run(
            ["verify", "uikit-push", "--matrix", "text-sizes×devices×appearance×direction"],
            in: folder)
        #expect(outcome.status != 0)
        #expect(
            outcome.standardError.contains("192 combinations, more than 64")
                && outcome.standardError.contains("--allow-large-matrix"))
    }

    @Test("--device with a variant on another device is refused in one line naming both; its own device is not")
    func deviceOverAVariantsDevice() throws {
        let folder = temporaryFolder("variants-device")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in ["render", "verify", "record"] {
            let outcome = try Self.run(
                [command, "uikit-push", "--variants", "iphone-se+dark", "--device", "ipad", "--scale", "0.25"],
                in: folder)
            #expect(outcome.status == 2, "\(command): \(outcome.standardError)")
            #expect(
                outcome.standardError
                    == "Error: --device ipad: uikit-push+iphone-se+dark plays on its variant's device, iphone-se, "
                    + "and is named for it; leave the device out, or choose the variant on ipad\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "\(command) wrote nothing")
        }
        let same = try Self.run(
            [
                "render", "uikit-push", "--variants", "iphone-se+dark", "--device", "iphone-se", "--scale", "0.25",
                "--out", "frames",
            ], in: folder)
        #expect(same.status == 0, "\(same.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
                == [".flipbook-render", "uikit-push+iphone-se+dark"])
    }

    @Test("render --variants writes one folder per variant; docs --contact-sheet writes one sheet of them")
    func renderAndContactSheet() throws {
        let folder = temporaryFolder("variants-render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let render = try Self.run(
            [
                "render", "uikit-push", "--variants", "default,dark+rtl", "--scale", "0.25",
                "--out", "frames",
            ], in: folder)
        #expect(render.status == 0, "\(render.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
        #expect(names == [".flipbook-render", "uikit-push", "uikit-push+dark+rtl"])
        let docs = try Self.run(
            [
                "docs", "uikit-push", "--contact-sheet", "--matrix", "appearance×direction",
                "--strip-times", "0.05,0.15", "--scale", "0.25", "--supersampling", "1",
                "--out", "docs",
            ], in: folder)
        #expect(docs.status == 0, "\(docs.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder + "/docs/uikit-push-variants.png"))
    }
}

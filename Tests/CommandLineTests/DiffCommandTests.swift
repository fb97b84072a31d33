import Foundation
import PNG
import TestSupport
import Testing

/// `flipbook diff` as a process: exit statuses 0 / 1 / 2 and the fields of `--json`.
@Suite("flipbook diff")
struct DiffCommandTests {
    /// A scratch folder with a 20 × 10 grey image `a.png`, the same with pixel (7, 3) changed `b.png`, and
    /// a 10 × 10 image `small.png`.
    final class Images {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-diff-\(UUID().uuidString)")
            .path
        var a: String { folder + "/a.png" }
        var b: String { folder + "/b.png" }
        var small: String { folder + "/small.png" }

        init() throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var pixels = [UInt8](repeating: 0, count: 20 * 10 * 4)
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = 90; pixels[i + 1] = 90; pixels[i + 2] = 90; pixels[i + 3] = 255
            }
            try Data(PNGEncoder().encode(unpremultipliedRGBA: pixels, width: 20, height: 10)).write(
                to: URL(fileURLWithPath: a))
            let offset = (3 * 20 + 7) * 4
            pixels[offset] = 250  // red +160
            try Data(PNGEncoder().encode(unpremultipliedRGBA: pixels, width: 20, height: 10)).write(
                to: URL(fileURLWithPath: b))
            try Data(PNGEncoder().encode(unpremultipliedRGBA: Array(pixels[0..<400]), width: 10, height: 10))
                .write(to: URL(fileURLWithPath: small))
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }
    }

    func json(_ outcome: Subprocess.Outcome) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    }

    @Test func identicalImagesExitZero() throws {
        let images = try Images()
        let outcome = try Subprocess.flipbook("diff", images.a, images.a, "--json")
        #expect(outcome.status == 0)
        let fields = try json(outcome)
        #expect(fields["mismatched_pixels"] as? Int == 0)
        #expect(fields["total_pixels"] as? Int == 200)
        #expect(fields["max_channel_delta"] as? Int == 0)
        #expect(fields["bounding_box"] is NSNull)
        #expect(fields["outcome"] as? String == "identical")
    }

    @Test func oneChangedPixelExitsOneWithItsNumbers() throws {
        let images = try Images()
        let out = images.folder + "/deeper/diff.png"
        let outcome = try Subprocess.flipbook("diff", images.a, images.b, "--metric", "exact", "--json", "--out", out)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let fields = try json(outcome)
        #expect(fields["mismatched_pixels"] as? Int == 1)
        #expect(fields["total_pixels"] as? Int == 200)
        #expect(fields["max_channel_delta"] as? Int == 160)
        let box = try #require(fields["bounding_box"] as? [String: Int])
        #expect(box == ["x": 7, "y": 3, "width": 1, "height": 1])
        #expect(fields["diff_image"] as? String == out)
        let diff = try PNGDecoder().decode(contentsOf: out)
        #expect(diff.width == 20 && diff.height == 10)
        #expect(outcome.standardError.contains("differs from"))
    }

    @Test func aToleranceThatCoversTheChangeExitsZero() throws {
        let images = try Images()
        let channel = try Subprocess.flipbook(
            "diff", images.a, images.b, "--metric", "channel", "--threshold", "160", "--json")
        #expect(channel.status == 0)
        #expect(
            try json(channel)["outcome"] as? String == "identical"
                || (try json(channel)["mismatched_pixels"] as? Int) == 0)
        #expect(
            try Subprocess.flipbook("diff", images.a, images.b, "--metric", "channel", "--threshold", "159").status == 1
        )
        #expect(
            try Subprocess.flipbook("diff", images.a, images.b, "--metric", "exact", "--max-pixels", "1").status == 0)
        #expect(
            try Subprocess.flipbook("diff", images.a, images.b, "--metric", "exact", "--max-share", "0.001").status == 1
        )
    }

    @Test func aSizeMismatchExitsOneNamingBothSizes() throws {
        let images = try Images()
        let outcome = try Subprocess.flipbook("diff", images.a, images.small, "--json")
        #expect(outcome.status == 1)
        let fields = try json(outcome)
        #expect(fields["outcome"] as? String == "size_mismatch")
        #expect(fields["mismatched_pixels"] is NSNull)
        #expect(fields["expected_size"] as? [String: Int] == ["width": 20, "height": 10])
        #expect(fields["actual_size"] as? [String: Int] == ["width": 10, "height": 10])
        let plain = try Subprocess.flipbook("diff", images.a, images.small)
        #expect(plain.standardOutput == "size mismatch: expected 20×10, actual 10×10\n")
    }

    @Test(
        "errors exit 2",
        arguments: [
            (["diff", "/nonexistent/a.png", "B"], "/nonexistent/a.png"),
            (["diff", "A", "B", "--metric", "psnr"], "psnr"),
            (["diff", "A", "B", "--threshold", "2"], "threshold 2.0 for pixelmatch is outside 0.0…1.0"),
            (
                ["diff", "A", "B", "--metric", "exact", "--threshold", "1"],
                "--threshold does not apply to the exact metric"
            ),
            (
                ["diff", "A", "B", "--metric", "exact", "--include-aa"],
                "--include-aa applies only to --metric pixelmatch"
            ),
            (["diff", "A", "B", "--diff-color", "1,2"], "is not R,G,B"),
            (["diff", "A", "B", "--alpha", "3"], "--alpha 3.0 is outside 0…1"),
        ])
    func errors(arguments: [String], message: String) throws {
        let images = try Images()
        let resolved = arguments.map { $0 == "A" ? images.a : $0 == "B" ? images.b : $0 }
        let outcome = try Subprocess.run(Subprocess.flipbook, resolved)
        #expect(outcome.status == 2, "\(resolved): \(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }
}

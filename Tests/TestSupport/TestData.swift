import Foundation

/// The third-party test images in `../shared/testdata` beside the repository (never copied into it), for
/// every test target that needs them.
public enum TestData {
    /// The repository, found from this source file's path.
    public static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `<repo>/../shared/testdata` (a clone beside `shared/`, as in CI), or `<repo>/../../shared/testdata`
    /// (a git worktree one level further down, e.g. `work/wt/<branch>` beside `work/shared`).
    public static let root: URL = {
        let candidates = ["../shared/testdata", "../../shared/testdata"].map {
            repository.appendingPathComponent($0, isDirectory: true).standardizedFileURL
        }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("pngsuite/MANIFEST.tsv").path)
        }
            ?? candidates[0]
    }()

    public static let pngSuite = root.appendingPathComponent("pngsuite", isDirectory: true)
    public static let hostile = root.appendingPathComponent("hostile", isDirectory: true)

    /// The rows of a tab-separated manifest with a header line, as dictionaries keyed by column name.
    public static func manifest(_ url: URL) -> [[String: String]] {
        // A missing manifest gives no rows; the tests that count the rows then fail and name the path.
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let columns = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (index, column) in columns.enumerated() where index < fields.count { row[column] = fields[index] }
            return row
        }
    }

    /// PngSuite's manifest rows.
    public static let pngSuiteRows = manifest(pngSuite.appendingPathComponent("MANIFEST.tsv"))
    public static let validPngSuiteNames = pngSuiteRows.filter { $0["expected"] == "valid" }.map { $0["name"]! }
    public static let corruptPngSuiteNames = pngSuiteRows.filter { $0["expected"] == "corrupt" }.map { $0["name"]! }

    /// The hostile files' manifest rows.
    public static let hostileRows = manifest(hostile.appendingPathComponent("MANIFEST.tsv"))
    public static let hostileFiles = hostileRows.map { $0["file"]! }

    /// The reference pixels for a PngSuite image, `lunapaint-rgba-json/<stem>.json`: r, g, b, a integers,
    /// 0…255 for sources up to 8 bits and 0…65535 for 16-bit sources.
    public static func referencePixels(_ name: String) -> [Int] {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let url = pngSuite.appendingPathComponent("lunapaint-rgba-json/\(stem).json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        var values: [Int] = []
        values.reserveCapacity(data.count / 3)
        var current = 0
        var inNumber = false
        for byte in data {
            if byte >= 0x30 && byte <= 0x39 {
                current = current * 10 + Int(byte - 0x30)
                inNumber = true
            } else if inNumber {
                values.append(current)
                current = 0
                inNumber = false
            }
        }
        if inNumber { values.append(current) }
        return values
    }

    /// Whether `lunapaint-rgba-json/` has the reference pixels for `name` (all valid images but the logo,
    /// `PngSuite.png`).
    public static func hasReferencePixels(_ name: String) -> Bool {
        FileManager.default.fileExists(
            atPath: pngSuite.appendingPathComponent("lunapaint-rgba-json/\(name.dropLast(4)).json").path)
    }

    /// image-png's CRC-32 of the decoded buffer per file, from `image-png-reference/<file>`.
    public static func imagePNGChecksums(_ file: String) -> [String: UInt32] {
        let url = pngSuite.appendingPathComponent("image-png-reference/\(file)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var checksums: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let crc = UInt32(parts[1]), parts[0].hasPrefix("tests/pngsuite/") else { continue }
            checksums[String(parts[0].dropFirst("tests/pngsuite/".count))] = crc
        }
        return checksums
    }

    /// The IEEE CRC-32 (as zlib's `crc32()`).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var table = [UInt32](repeating: 0, count: 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            table[n] = c
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

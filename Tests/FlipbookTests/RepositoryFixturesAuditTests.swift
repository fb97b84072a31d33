@testable import Flipbook
import Foundation
import TestSupport
import Testing

/// This repository's own `Fixtures/`: every kept frame records its digests (``ManifestDigest``), and every
/// manifest's digests agree with its decoded files (``FixtureDigestAudit``, what `flipbook verify
/// --decode-fixtures` checks first) — so a manifest edited to lie about a frame fails CI here.
@Suite("Verification: this repository's fixtures audited")
struct RepositoryFixturesAuditTests {
    @Test func everyManifestDigestAgreesWithItsDecodedFiles() throws {
        let root = TestData.repository.appendingPathComponent("Fixtures").path
        let store = FixtureStore(root: root)
        let ids = try FileManager.default.contentsOfDirectory(atPath: root).sorted().filter {
            FileManager.default.fileExists(atPath: root + "/" + $0 + "/" + RenderManifest.fileName)
        }
        #expect(ids.count >= 82, "\(ids.count) fixtures in \(root)")
        var frames = 0
        for id in ids {
            let fixture = try #require(try store.load(ScenarioID(validating: id)), "\(id)")
            for entry in fixture.manifest.frames {
                #expect(fixture.digests(ofFrame: entry.index) != nil, "\(id) frame \(entry.index) has no digests")
            }
            frames += fixture.manifest.frames.count
            #expect(throws: Never.self, "\(id)") { try FixtureDigestAudit.check(fixture) }
        }
        #expect(frames > 0)
    }
}

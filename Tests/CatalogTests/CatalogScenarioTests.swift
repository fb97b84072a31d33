import Catalog
import Flipbook
import Foundation
import PNG
import Raster
import Testing
import UIKitCompat

/// What holds for every built-in scenario, whatever its transition.
@MainActor
@Suite("Every catalog scenario")
struct CatalogScenarioTests {
    nonisolated static let ids: [String] = (try? Catalog.registry().scenarios.map(\.id.rawValue)) ?? []

    @Test func theRegistryBuildsAndIsNotEmpty() throws {
        let registry = try Catalog.registry()
        #expect(!registry.scenarios.isEmpty)
        #expect(registry.scenarios.map(\.id.rawValue) == registry.scenarios.map(\.id.rawValue).sorted())
    }

    /// Plays the scenario to its end at scale 1 and paints its first and last frames: it must settle, paint
    /// opaque frames of the device's size, and record exactly its hold frames after settling.
    @Test(arguments: ids)
    func rendersAndSettles(_ id: String) throws {
        let scenario = try CatalogTestSupport.scenario(id)
        let (first, last) = try CatalogTestSupport.firstAndLastFrames(of: scenario)
        #expect(first.width == Int(scenario.device.size.width) && first.height == Int(scenario.device.size.height))
        #expect(first.isOpaque && last.isOpaque)
        let summary = try ScenarioPlayer().play(scenario, painting: false)
        #expect(summary.settledFrame >= summary.firstActionFrame)
        #expect(summary.frameCount == summary.settledFrame + scenario.recording.holdFrames + 1)
    }

    /// The whole catalog rendered with one job and with two gives byte-identical files (at scale 1, every
    /// 3rd frame, to keep the test quick; the pipeline is the one `flipbook render` uses).
    @Test func oneJobAndTwoJobsWriteIdenticalFiles() throws {
        let registry = try Catalog.registry()
        var results: [[String: [UInt8]]] = []
        for jobs in [1, 2] {
            let folder = NSTemporaryDirectory() + "flipbook-catalog-jobs-\(jobs)-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let settings = RenderSettings(
                outputDirectory: folder,
                overrides: ScenarioOverrides(scale: 1), jobs: jobs)
            let scenarios = registry.scenarios.map { scenario -> Scenario in
                var everyThird = scenario
                everyThird.keep = .every(3)
                return everyThird
            }
            _ = try ScenarioRenderer(settings: settings).render(scenarios)
            results.append(try Self.files(under: folder))
        }
        #expect(results[0].count > registry.scenarios.count)
        #expect(results[0].keys.sorted() == results[1].keys.sorted())
        for (name, bytes) in results[0] where results[1][name] != bytes {
            Issue.record("\(name) differs between --jobs 1 and --jobs 2")
        }
    }

    static func files(under folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)!
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                files[path] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
            }
        }
        return files
    }
}

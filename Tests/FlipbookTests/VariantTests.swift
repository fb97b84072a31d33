@testable import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// Variants: names, matrices and their limit, scenarios played in variants, their fixtures, rows and shards.
@Suite("Variants and matrices")
@MainActor
struct VariantTests {
    /// A square that slides from the leading edge, on a system background; declares two variants.
    static func leadingSlide(id: ScenarioID = "test-leading-slide") -> Scenario {
        Scenario(
            id: id, summary: "A square slides in from the leading edge", device: TestScenarios.device,
            variants: [.dark, .rightToLeft], framesPerSecond: 10,
            recording: RecordingRules(leadInFrames: 0, holdFrames: 0, maximumDuration: 5),
            setup: { stage in
                stage.window.backgroundColor = .systemBackground
                let square = UIView(frame: CGRect(x: 0, y: 20, width: 20, height: 20))
                square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                stage.window.addSubview(square)
                // At the leading edge: the right one right to left.
                if square.effectiveUserInterfaceLayoutDirection == .rightToLeft { square.frame.origin.x = 80 }
                return square
            },
            actions: [
                .at(0, "slide") { (square: UIView) in
                    let rtl = square.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    UIView.animate(
                        withDuration: 0.3, delay: 0, options: [.curveLinear],
                        animations: {
                            square.frame.origin.x = rtl ? 30 : 50  // towards the trailing side
                        })
                }
            ])
    }

    @Test("names: each setting has one, combinations join them by + in a fixed order")
    func names() throws {
        #expect(Variant.dark.name == "dark" && Variant.rightToLeft.name == "rtl" && Variant.default.name == "default")
        let all = Variant.contentSize(.accessibilityLarge) + .rightToLeft + .dark + .device(.iPhoneSE)
        #expect(all.name == "iphone-se+dark+rtl+text-ax2")
        #expect(try Variant(named: "iphone-se+dark+rtl+text-ax2") == all)
        #expect(try Variant(named: "RTL+dark") == .dark + .rightToLeft)
        #expect(try Variant(named: "default") == .default)
        for name in VariantNames.known { #expect(try Variant(named: name).name == name) }
    }

    @Test("an unknown variant name is an error listing the known ones; a setting given twice is refused")
    func badNames() {
        #expect(throws: ScenarioError.unknownVariant("sepia", known: VariantNames.known)) {
            try Variant(named: "dark+sepia")
        }
        let message = ScenarioError.unknownVariant("sepia", known: VariantNames.known).description
        #expect(message.contains("\"sepia\"") && message.contains("dark, ltr, rtl") && message.contains("text-ax5"))
        #expect(throws: ScenarioError.self) { try Variant(named: "dark+light") }
        #expect(throws: ScenarioError.self) { try Variant(named: "dark+") }
    }

    @Test("a matrix is every combination of its axes; over 64 it needs to be allowed")
    func matrix() throws {
        let devicesByAppearance = try VariantMatrix(parsing: "devices×appearance").combinations()
        #expect(devicesByAppearance.count == Device.presets.count * 2)
        #expect(devicesByAppearance.first?.name == "iphone-se+light" && devicesByAppearance.last?.name == "ipad+dark")
        #expect(try VariantMatrix(parsing: "dark,light*rtl").combinations().map(\.name) == ["dark+rtl", "light+rtl"])
        let large = try VariantMatrix(parsing: "text-sizes×devices×appearance×direction")
        #expect(large.combinationCount == 192)
        #expect(throws: ScenarioError.matrixTooLarge(192, limit: 64)) { try large.combinations() }
        #expect(try large.combinations(allowsMoreThanLimit: true).count == 192)
        #expect(throws: ScenarioError.self) { try VariantMatrix(parsing: "appearance×dark").combinations() }
        #expect(throws: ScenarioError.self) { try VariantMatrix(parsing: "devices×colours") }
    }

    @Test("a scenario in a variant has its own id and settings, and plays with the variant's traits")
    func playedInAVariant() throws {
        let scenario = Self.leadingSlide()
        let variant = scenario.variant(.device(.iPhoneSE) + .rightToLeft)
        #expect(variant.id == "test-leading-slide+iphone-se+rtl" && variant.id.base == scenario.id)
        #expect(variant.id.variantName == "iphone-se+rtl" && variant.device == .iPhoneSE && variant.variants.isEmpty)
        #expect(scenario.variant(.default).id == scenario.id)
        #expect(variant.variant(.dark).id == "test-leading-slide+iphone-se+dark+rtl")
        let played = try ScenarioPlayer().run(variant)
        #expect(played.stage.window.traitCollection.layoutDirection == .rightToLeft)
        #expect(played.stage.device == .iPhoneSE)
        let dark = try ScenarioPlayer().run(scenario.variant(.dark + .contentSize(.extraSmall)))
        #expect(dark.stage.window.traitCollection.userInterfaceStyle == .dark)
        #expect(dark.stage.window.traitCollection.preferredContentSizeCategory == .extraSmall)
        // A declared id may not look like a variant's.
        #expect(throws: ScenarioError.self) { try ScenarioRegistry([Self.leadingSlide(id: "a+dark")]) }
    }

    @Test("a device override other than a variant's own device is refused, naming both; the same device is not")
    func deviceOverrideOfAVariantWithADevice() throws {
        let onSE = Self.leadingSlide().variant(.device(.iPhoneSE) + .dark)
        let override = ScenarioOverrides(device: .iPad)
        #expect {
            try override.applied(to: onSE)
        } throws: { error in
            "\(error)"
                == "device ipad: test-leading-slide+iphone-se+dark plays on its variant's device, iphone-se, and is "
                + "named for it; leave the device out, or choose the variant on ipad"
        }
        // Its own device, or a variant without one: the override applies as before.
        #expect(
            try ScenarioOverrides(device: .iPhoneSE, scale: 1).applied(to: onSE).device.size == Device.iPhoneSE.size)
        #expect(try override.applied(to: Self.leadingSlide().variant(.dark)).device == .iPad)
        // A check refuses it before writing anything.
        let scratch = FileManager.default.temporaryDirectory.path + "/flipbook-variant-device-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let settings = VerifySettings(
            fixtures: FixtureStore(root: scratch + "/F"), reportDirectory: nil,
            record: RecordSetting(mode: .all, source: .explicit), overrides: override, digestCache: nil)
        #expect(throws: VerificationError.self) { try ScenarioVerifier(settings: settings).verify([onSE]) }
        #expect(!FileManager.default.fileExists(atPath: scratch + "/F"))
    }

    @Test("selection: declared variants come with their scenario; ids and lists choose others; shards deal variants")
    func selectionAndShards() throws {
        let registry = try ScenarioRegistry([Self.leadingSlide(), TestScenarios.slide()])
        #expect(
            try registry.select([]).map(\.id.rawValue)
                == ["test-leading-slide", "test-leading-slide+dark", "test-leading-slide+rtl", "test-slide"])
        #expect(try registry.select(["test-slide+iphone-se"]).map(\.id.rawValue) == ["test-slide+iphone-se"])
        #expect(
            try registry.select(["test-slide"], variants: [.default, .light]).map(\.id.rawValue)
                == ["test-slide", "test-slide+light"])
        #expect(throws: ScenarioError.self) { try registry.select(["test-slide+sepia"]) }
        let all = try registry.select([])
        let first = try Shard(index: 1, count: 2).select(all).map(\.id.rawValue)
        let second = try Shard(index: 2, count: 2).select(all).map(\.id.rawValue)
        #expect(first == ["test-leading-slide", "test-leading-slide+rtl"])
        #expect(second == ["test-leading-slide+dark", "test-slide"])
    }

    @Test("each variant has its own fixture and report row; one variant's fixture never passes another's check")
    func fixturesPerVariant() throws {
        let scratch = VerificationTests.Scratch()
        let scenarios = try ScenarioRegistry([Self.leadingSlide()]).select([])
        let recorded = try scratch.verify(scenarios, .missing)
        #expect(
            recorded.scenarios.map(\.id.rawValue)
                == ["test-leading-slide", "test-leading-slide+dark", "test-leading-slide+rtl"])
        for id in recorded.scenarios.map(\.id.rawValue) {
            #expect(FileManager.default.fileExists(atPath: scratch.fixtures + "/\(id)/manifest.json"))
        }
        #expect(try scratch.verify(scenarios, .never).passed)
        // The dark fixture copied over the right-to-left one: its manifest names another scenario.
        let rtl = scratch.fixtures + "/test-leading-slide+rtl", dark = scratch.fixtures + "/test-leading-slide+dark"
        try FileManager.default.removeItem(atPath: rtl)
        try FileManager.default.copyItem(atPath: dark, toPath: rtl)
        let swapped = try scratch.verify(scenarios, .never)
        let row = try #require(swapped.scenarios.first { $0.id == "test-leading-slide+rtl" })
        #expect(row.status == .error && row.message?.contains("test-leading-slide+dark") == true)
        // Even with the manifest's name changed, the frames differ: the square moves the other way on black.
        let manifest = rtl + "/manifest.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
            .replacingOccurrences(of: "test-leading-slide+dark", with: "test-leading-slide+rtl")
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        let relabelled = try scratch.verify(scenarios, .never)
        #expect(relabelled.scenarios.first { $0.id == "test-leading-slide+rtl" }?.status == .failed)
        #expect(relabelled.scenarios.first { $0.id == "test-leading-slide+dark" }?.status == .passed)
    }

    @Test("a contact sheet: a row per variant, a column per time; dark and right-to-left frames differ from light")
    func contactSheet() throws {
        let settings = DocsSettings(scale: 1, supersampling: 1, strip: .times([0, 0.2]), outline: false, jobs: 2)
        let variants: [Variant] = [.default, .dark, .rightToLeft]
        let sheet = try VariantContactSheet(settings: settings).render(Self.leadingSlide(), variants: variants)
        let layout = FilmstripLayout(
            count: 6, frameWidth: 100, frameHeight: 80,
            style: FilmstripStyle(columns: 2, outline: nil))
        #expect(layout.rows == 3 && sheet.width == layout.width && sheet.height == layout.height)
        func cell(_ index: Int) -> [Pixel] {
            let box = layout.cells[index].screen
            return (0..<box.height).flatMap { y in (0..<box.width).map { x in sheet[x: box.x + x, y: box.y + y] } }
        }
        func redAt(_ index: Int, x: Int) -> Bool {
            let box = layout.cells[index].screen
            return sheet[x: box.x + x, y: box.y + 30] == Pixel(r: 255, g: 0, b: 0, a: 255)
        }
        #expect(redAt(0, x: 5) && !redAt(0, x: 95), "left to right the square starts at the left edge")
        #expect(redAt(4, x: 95) && !redAt(4, x: 5), "right to left it starts at the right edge")
        #expect(
            sheet[x: layout.cells[2].screen.x + 60, y: layout.cells[2].screen.y + 60]
                == Pixel(r: 0, g: 0, b: 0, a: 255), "dark: the system background is black")
        #expect(
            sheet[x: layout.cells[0].screen.x + 60, y: layout.cells[0].screen.y + 60]
                == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(cell(1) != cell(5))
        #expect(VariantContactSheet.label(variant: .dark + .rightToLeft, time: 0.1) == "dark+rtl · 0.10 s")
        #expect(throws: DocsError.self) {
            try VariantContactSheet(settings: settings).render(
                Self.leadingSlide(), variants: [.default, .device(.iPad)])
        }
    }
}

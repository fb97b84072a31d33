import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Trait collections, dark mode and dynamic colours")
@MainActor
struct TraitTests {
    final class TraitView: UIView {
        var changes: [UITraitCollection?] = []
        var styleWhenCalled: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection)
            styleWhenCalled.append(UITraitCollection.current.userInterfaceStyle)
        }
    }

    final class TraitController: UIViewController {
        var changes: [UIUserInterfaceStyle?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.userInterfaceStyle)
        }
    }

    static func pixel(_ stage: Stage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = Rasterizer().render(stage.renderTree())[x: x, y: y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test("UIKit's published light and dark values for the system colours, as a table")
    func systemColorTable() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        // (colour, light RGB, light alpha, dark RGB, dark alpha)
        let table: [(String, UIColor, UInt32, Double, UInt32, Double)] = [
            ("systemBackground", .systemBackground, 0xFFFFFF, 1, 0x000000, 1),
            ("secondarySystemBackground", .secondarySystemBackground, 0xF2F2F7, 1, 0x1C1C1E, 1),
            ("tertiarySystemBackground", .tertiarySystemBackground, 0xFFFFFF, 1, 0x2C2C2E, 1),
            ("systemGroupedBackground", .systemGroupedBackground, 0xF2F2F7, 1, 0x000000, 1),
            ("label", .label, 0x000000, 1, 0xFFFFFF, 1),
            ("secondaryLabel", .secondaryLabel, 0x3C3C43, 0.6, 0xEBEBF5, 0.6),
            ("tertiaryLabel", .tertiaryLabel, 0x3C3C43, 0.3, 0xEBEBF5, 0.3),
            ("separator", .separator, 0x3C3C43, 0.29, 0x545458, 0.6),
            ("opaqueSeparator", .opaqueSeparator, 0xC6C6C8, 1, 0x38383A, 1),
            ("systemFill", .systemFill, 0x787880, 0.2, 0x787880, 0.36),
            ("systemBlue", .systemBlue, 0x007AFF, 1, 0x0A84FF, 1),
            ("systemRed", .systemRed, 0xFF3B30, 1, 0xFF453A, 1),
            ("systemGreen", .systemGreen, 0x34C759, 1, 0x30D158, 1),
            ("systemOrange", .systemOrange, 0xFF9500, 1, 0xFF9F0A, 1),
            ("systemIndigo", .systemIndigo, 0x5856D6, 1, 0x5E5CE6, 1),
            ("systemGray", .systemGray, 0x8E8E93, 1, 0x8E8E93, 1),
            ("systemGray2", .systemGray2, 0xAEAEB2, 1, 0x636366, 1),
            ("systemGray3", .systemGray3, 0xC7C7CC, 1, 0x48484A, 1),
            ("systemGray4", .systemGray4, 0xD1D1D6, 1, 0x3A3A3C, 1),
            ("systemGray5", .systemGray5, 0xE5E5EA, 1, 0x2C2C2E, 1),
            ("systemGray6", .systemGray6, 0xF2F2F7, 1, 0x1C1C1E, 1),
        ]
        func hex(_ color: UIColor) -> UInt32 {
            let c = color.color
            let r = UInt32((c.red * 255).rounded()), g = UInt32((c.green * 255).rounded())
            return r << 16 | g << 8 | UInt32((c.blue * 255).rounded())
        }
        for (name, color, lightRGB, lightAlpha, darkRGB, darkAlpha) in table {
            let l = color.resolvedColor(with: light), d = color.resolvedColor(with: dark)
            #expect(hex(l) == lightRGB, "\(name) light")
            #expect(abs(l.color.alpha - lightAlpha) < 1e-9, "\(name) light alpha")
            #expect(hex(d) == darkRGB, "\(name) dark")
            #expect(abs(d.color.alpha - darkAlpha) < 1e-9, "\(name) dark alpha")
            #expect(l.color.dynamicSource == nil && d.color.dynamicSource == nil, "\(name) resolves to a plain colour")
            // Its own components are the light values; unspecified resolves as light.
            #expect(hex(color) == lightRGB)
            #expect(color.resolvedColor(with: UITraitCollection()) == l)
        }
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(hex(UIColor.systemBackground.resolvedColor(with: elevated)) == 0x1C1C1E)
    }

    @Test("UIColor(dynamicProvider:) asks the provider for each trait collection; plain colours resolve to themselves")
    func dynamicProvider() {
        var asked: [UIUserInterfaceStyle] = []
        let color = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .systemBlue : .red
        }
        #expect(
            color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0x0A / 255.0, green: 0x84 / 255.0, blue: 1, alpha: 1))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .red)
        #expect(asked.suffix(2) == [.dark, .light])
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
        #expect(color == color && color != UIColor.red, "a dynamic colour differs from its light components")
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(
            faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 1, alpha: 0.5))
        #expect(
            faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(white: 0, alpha: 0.5))
        let fadedProvided = color.withAlphaComponent(0.25).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        #expect(fadedProvided == UIColor.red.withAlphaComponent(0.25))
        #expect(UIColor.red.withAlphaComponent(0.5).color.dynamicSource == nil)
    }

    @Test("trait collections combine (last specified wins), compare and contain")
    func combining() {
        let a = UITraitCollection(userInterfaceStyle: .dark)
        let b = UITraitCollection(horizontalSizeClass: .regular)
        let both = UITraitCollection(traitsFrom: [a, b, UITraitCollection(userInterfaceStyle: .light)])
        #expect(both.userInterfaceStyle == .light && both.horizontalSizeClass == .regular)
        #expect(both.containsTraits(in: b) && !both.containsTraits(in: a))
        #expect(UITraitCollection(traitsFrom: [a, b]) == UITraitCollection(traitsFrom: [b, a]))
        #expect(a.hasDifferentColorAppearance(comparedTo: both))
        #expect(
            UIContentSizeCategory.large < .extraLarge
                && UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("the window's traits come from the device; views and controllers inherit them")
    func windowTraits() throws {
        let stage = try Stage(device: .iPhone15)
        let traits = stage.window.traitCollection
        #expect(traits.userInterfaceStyle == .light && traits.displayScale == 3)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.layoutDirection == .leftToRight && traits.preferredContentSizeCategory == .large)
        let pad = try Stage(device: .iPad)
        #expect(pad.window.traitCollection.horizontalSizeClass == .regular)
        let controller = TraitController()
        pad.window.rootViewController = controller
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.view.traitCollection.displayScale == 2)
    }

    @Test(
        """
        dark mode on the stage: views and controllers hear traitCollectionDidChange, colours resolve dark in the\
         pixels
        """
    )
    func darkStage() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let controller = TraitController()
        stage.window.rootViewController = controller
        let view = TraitView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .systemBackground
        controller.view.addSubview(view)
        let label = UILabel(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        label.backgroundColor = .secondarySystemBackground
        controller.view.addSubview(label)
        #expect(view.changes.count == 1 && view.changes[0] == nil, "first traits in a window: previous is nil")
        #expect(Self.pixel(stage, 5, 5) == [255, 255, 255, 255])
        #expect(Self.pixel(stage, 25, 5) == [0xF2, 0xF2, 0xF7, 255])

        stage.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes.count == 2 && view.changes[1]?.userInterfaceStyle == .light)
        #expect(view.styleWhenCalled.last == .dark, "UITraitCollection.current is the new traits in the callback")
        #expect(controller.changes.last == .light)
        #expect(view.backgroundColor == .systemBackground, "the getter returns the dynamic colour")
        #expect(view.layer.backgroundColor == .black, "the layer holds the resolved colour")
        #expect(Self.pixel(stage, 5, 5) == [0, 0, 0, 255])
        #expect(Self.pixel(stage, 25, 5) == [0x1C, 0x1C, 0x1E, 255])
        #expect(label.textColor == .label && label.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("overrideUserInterfaceStyle on a view or controller changes its subtree only")
    func overrides() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 20))
        let left = TraitView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let inner = TraitView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let right = TraitView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        left.addSubview(inner)
        for v in [left, inner, right] { v.backgroundColor = .label }
        stage.window.addSubview(left)
        stage.window.addSubview(right)
        left.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(right.traitCollection.userInterfaceStyle == .light)
        #expect(Self.pixel(stage, 5, 5) == [255, 255, 255, 255], "label in dark is white")
        #expect(Self.pixel(stage, 25, 5) == [0, 0, 0, 255])
        #expect(inner.changes.last??.userInterfaceStyle == .light && right.changes.count == 1)

        let controller = TraitController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark, "before its view is loaded")
        stage.window.rootViewController = controller
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(controller.view.traitCollection.userInterfaceStyle == .light)
        #expect(controller.changes.last == .dark)
    }

    @Test(
        "a layer colour set from cgColor keeps the appearance it was resolved in; a view's background follows")
    func layerColors() throws {
        let stage = try Stage(size: CGSize(width: 20, height: 10))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        stage.window.addSubview(a)
        stage.window.addSubview(b)
        a.layer.backgroundColor = UIColor.label.cgColor
        b.backgroundColor = UIColor.label
        stage.userInterfaceStyle = .dark
        #expect(Self.pixel(stage, 5, 5) == [0, 0, 0, 255], "resolved when set (light): stays black")
        #expect(Self.pixel(stage, 15, 5) == [255, 255, 255, 255], "a view's dynamic background: drawn for its traits")
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .light)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .dark, "the stage's window when none is set")
    }

    @Test("an animated change between dynamic colours interpolates their resolved values")
    func animatedDynamicColor() throws {
        let stage = try Stage(size: CGSize(width: 10, height: 10))
        stage.userInterfaceStyle = .dark
        let view = UIView(frame: stage.window.bounds)
        stage.window.addSubview(view)
        view.backgroundColor = .systemBackground
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.backgroundColor = .secondarySystemBackground
            })
        try stage.clock.advance(to: 0.5)
        let mid = view.layer.presentationState().backgroundColor
        #expect(mid.map { abs($0.red * 255 - 14) < 0.01 } == true, "halfway from black to #1C1C1E, not a light value")
    }
}

import Foundation
import Testing
@testable import Raster

/// `Benchmarks/Scenes/determinism-scene.json`: one scene with every feature (shadows, group opacity with
/// overlapping children, clipping, 3D, image content, text, borders, rotation), which `.ci/determinism` paints
/// with the release and the debug build at several thread counts and requires to be byte-identical.
///
/// The file must stay what ``DeterminismScene/tree`` says (`FLIPBOOK_RECORD=1` rewrites it), so the check
/// cannot quietly lose a feature.
@Suite struct DeterminismSceneTests {
    static let file = FixtureTests.root.appendingPathComponent("Benchmarks/Scenes/determinism-scene.json")

    @Test func theSceneFileIsTheSceneWithEveryFeature() throws {
        let tree = DeterminismScene.tree
        let existing = try? RenderTree(json: Data(contentsOf: Self.file))
        if existing != tree {
            if ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1" {
                try tree.jsonData().write(to: Self.file, options: .atomic)
                Issue.record("recorded \(Self.file.path); run again without FLIPBOOK_RECORD to check it")
            } else {
                Issue.record(
                    """
                    \(Self.file.path) is missing or differs from DeterminismScene.tree; rewrite it with\
                     FLIPBOOK_RECORD=1
                    """
                )
            }
            return
        }
        var features: Set<String> = []
        func visit(_ node: RenderNode) {
            if node.shadow.opacity > 0 { features.insert("shadow") }
            if node.masksToBounds { features.insert("clip") }
            if node.alpha < 1 && node.allowsGroupOpacity && node.children.count > 1 { features.insert("group opacity") }
            if node.transform.m34 != 0 { features.insert("3D") }
            if node.borderWidth > 0 { features.insert("border") }
            switch node.contents {
            case .image?: features.insert("image")
            case .text?: features.insert("text")
            case nil: break
            }
            for child in node.children { visit(child) }
        }
        visit(tree.root)
        #expect(features == ["shadow", "clip", "group opacity", "3D", "border", "image", "text"])
    }

    @Test func theSceneIsIdenticalAtEveryThreadCount() {
        let tree = DeterminismScene.tree
        let one = Scene.render(tree, threads: 1)
        for threads in [2, 3, 7] { #expect(Scene.render(tree, threads: threads) == one) }
    }
}

/// ``ComplexScene`` with text beside and on top of it and a second, shadowed 3D card, at scale 3 so that
/// several threads get several bands each.
enum DeterminismScene {
    static var tree: RenderTree {
        var complex = ComplexScene.tree
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let title = Scene.view(CGRect(x: 8, y: 184, width: 154, height: 14), nil) {
            $0.contents = .text(
                TextContent(
                    text: "Déterminisme 1/2 — Qg", fontSize: 11, weight: .bold,
                    color: Color(red: 1, green: 0.95, blue: 0.8), alignment: .center))
        }
        let caption = Scene.view(CGRect(x: 100, y: 96, width: 64, height: 40), Color(white: 1, alpha: 0.6)) {
            $0.cornerRadius = 6; $0.alpha = 0.85
            $0.shadow = Shadow(color: .black, opacity: 0.5, radius: 6, offset: CGSize(width: 2, height: 4))
            $0.transform = CATransform3DRotate(perspective, -0.5, 1, 0.3, 0)
            $0.children = [
                Scene.view(CGRect(x: 2, y: 2, width: 60, height: 36), nil) {
                    $0.contents = .text(
                        TextContent(
                            text: "A caption that wraps over lines", fontSize: 9, weight: .regular,
                            color: .black, alignment: .left, numberOfLines: 0))
                }
            ]
        }
        complex.root.children += [title, caption]
        complex.scale = 3
        return complex
    }
}

@Suite struct OpaqueOutputTests {
    /// Translucent layers, shadows, faded groups, 3D planes, text and images over an opaque background: every
    /// pixel stays opaque, as `Rasterizer.paintsOnlyOpaquePixels` promises; a translucent background breaks
    /// the promise and the check says so.
    @Test func opaqueBackgroundKeepsEveryPixelOpaque() {
        var tree = DeterminismScene.tree
        tree.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        #expect(Rasterizer.paintsOnlyOpaquePixels(tree))
        #expect(Rasterizer().render(tree).isOpaque)
        tree.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5)
        #expect(!Rasterizer.paintsOnlyOpaquePixels(tree))
        #expect(!Rasterizer().render(tree).isOpaque)
    }
}

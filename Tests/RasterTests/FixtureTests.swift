import Foundation
import PNG
import Testing
@testable import Raster

/// One reference image per feature in `Fixtures/Raster/`, compared byte for byte.
///
/// A missing or different fixture fails the test and writes what was rendered to `output/Raster/`. With
/// `FLIPBOOK_RECORD=1` missing or changed fixtures are (re)written instead, deliberately.
@Suite struct FixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func check(_ name: String, _ tree: RenderTree) throws {
        let image = Rasterizer(options: .init(threadCount: 2)).render(tree)
        let fixture = FixtureTests.root.appendingPathComponent("Fixtures/Raster/\(name).png")
        let record = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1"
        let existing = try? PNGDecoder().decode(contentsOf: fixture).image
        if existing == image { return }
        if record {
            try FileManager.default.createDirectory(
                at: fixture.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGEncoder(compression: .small).write(image, to: fixture.path)
            Issue.record("recorded \(fixture.path); run again without FLIPBOOK_RECORD to check it")
            return
        }
        let actual = FixtureTests.root.appendingPathComponent("output/Raster/\(name).png")
        try FileManager.default.createDirectory(
            at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGEncoder().write(image, to: actual.path)
        guard let existing else {
            Issue.record(
                "missing fixture \(fixture.path); rendered image in \(actual.path); record with FLIPBOOK_RECORD=1")
            return
        }
        var differing = 0
        if existing.width == image.width && existing.height == image.height {
            for i in stride(from: 0, to: image.pixels.count, by: 4)
            where image.pixels[i..<i + 4] != existing.pixels[i..<i + 4] { differing += 1 }
        }
        Issue.record(
            """
            \(name): \(differing) pixels differ from \(fixture.path) (sizes \(existing.width)×\(existing.height),\
             \(image.width)×\(image.height)); rendered image in \(actual.path)
            """
        )
    }

    @Test func coverage() throws {
        var views: [RenderNode] = []
        for i in 0..<6 {
            let f = CGFloat(i) * 0.2
            views.append(
                Scene.view(CGRect(x: 2 + CGFloat(i) * 10 + f, y: 2 + f, width: 6.5 - f, height: 12.25 + f), .white))
            views.append(
                Scene.view(CGRect(x: 4 + CGFloat(i) * 10, y: 22, width: 7, height: 7), .white) {
                    $0.transform = CATransform3DMakeRotation(CGFloat(i) * .pi / 24, 0, 0, 1)
                })
        }
        try check("coverage", Scene.tree(64, 34, views))
    }

    @Test func roundedCorners() throws {
        let views = [
            Scene.view(CGRect(x: 4, y: 4, width: 40, height: 40), .white) { $0.cornerRadius = 12 },
            Scene.view(CGRect(x: 52, y: 4, width: 40, height: 40), .white) {
                $0.cornerRadius = 12; $0.cornerCurve = .continuous
            },
            Scene.view(CGRect(x: 100, y: 4, width: 40, height: 40), .white) {
                $0.cornerRadius = 16; $0.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            },
            Scene.view(CGRect(x: 148, y: 4, width: 40, height: 40), Color(red: 0.2, green: 0.5, blue: 0.9)) {
                $0.cornerRadius = 20; $0.borderWidth = 3; $0.borderColor = .white
            },
        ]
        try check("rounded-corners", Scene.tree(192, 48, scale: 1, views))
    }

    @Test func compositing() throws {
        func pair(_ x: CGFloat, group: Bool) -> RenderNode {
            Scene.view(CGRect(x: x, y: 4, width: 40, height: 30), nil) {
                $0.alpha = 0.5; $0.allowsGroupOpacity = group
                $0.children = [
                    Scene.view(CGRect(x: 0, y: 0, width: 26, height: 30), Color(red: 1, green: 0, blue: 0)),
                    Scene.view(CGRect(x: 14, y: 0, width: 26, height: 30), Color(red: 0, green: 0, blue: 1)),
                ]
            }
        }
        let nested = Scene.view(CGRect(x: 100, y: 4, width: 30, height: 30), .white) {
            $0.alpha = 0.5
            $0.children = [Scene.view(CGRect(x: 5, y: 5, width: 20, height: 20), .black) { $0.alpha = 0.5 }]
        }
        try check(
            "compositing",
            Scene.tree(136, 38, background: Color(white: 0.8), [pair(4, group: true), pair(50, group: false), nested]))
    }

    @Test func clipping() throws {
        let child = Scene.view(CGRect(x: -10, y: 10, width: 60, height: 14), Color(red: 1, green: 0.6, blue: 0))
        let clipped = Scene.view(CGRect(x: 8, y: 8, width: 44, height: 44), Color(white: 0.3)) {
            $0.masksToBounds = true; $0.cornerRadius = 14; $0.children = [child]
            $0.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        }
        var open = clipped
        open.position.x += 56
        open.masksToBounds = false
        try check("clipping", Scene.tree(120, 60, [clipped, open]))
    }

    @Test func shadows() throws {
        let views = [
            Scene.view(CGRect(x: 12, y: 12, width: 36, height: 36), .white) {
                $0.shadow = Shadow(color: .black, opacity: 0.6, radius: 5, offset: CGSize(width: 0, height: 4))
            },
            Scene.view(CGRect(x: 68, y: 12, width: 36, height: 36), .white) {
                $0.cornerRadius = 10; $0.shadow = Shadow(color: .black, opacity: 0.6, radius: 5, offset: .zero)
            },
            Scene.view(CGRect(x: 124, y: 12, width: 36, height: 36), .white) {
                $0.masksToBounds = true; $0.shadow = Shadow(color: .black, opacity: 0.6, radius: 5, offset: .zero)
            },
            Scene.view(CGRect(x: 180, y: 12, width: 36, height: 36), .white) {
                $0.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
                $0.shadow = Shadow(
                    color: Color(red: 0, green: 0, blue: 0.6), opacity: 0.8, radius: 3,
                    offset: CGSize(width: 3, height: 3),
                    path: .ellipse(CGRect(x: 0, y: 0, width: 36, height: 36)))
            },
        ]
        try check("shadows", Scene.tree(232, 60, background: Color(white: 0.92), views))
    }

    @Test func transforms() throws {
        var views: [RenderNode] = []
        for (i, anchor) in [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)].enumerated() {
            let frame = CGRect(x: 14 + CGFloat(i) * 50, y: 20, width: 24, height: 12)
            views.append(Scene.view(frame, Color(white: 0.35)))
            views.append(
                Scene.view(frame, Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.8)) {
                    $0.anchorPoint = anchor
                    $0.position = CGPoint(
                        x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                    $0.transform = CATransform3DScale(CATransform3DMakeRotation(.pi / 6, 0, 0, 1), 1.2, 0.8, 1)
                })
        }
        try check("transforms", Scene.tree(150, 52, views))
    }

    @Test func flip3D() throws {
        func flipped(_ x: CGFloat, _ degrees: Double) -> RenderNode {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            return Scene.view(CGRect(x: x, y: 10, width: 50, height: 50), Color(red: 0.9, green: 0.3, blue: 0.2)) {
                $0.transform = CATransform3DRotate(perspective, degrees * .pi / 180, 0, 1, 0)
                $0.children = [Scene.view(CGRect(x: 5, y: 5, width: 20, height: 20), .white)]
            }
        }
        try check("flip-3d", Scene.tree(190, 70, [flipped(5, 30), flipped(65, 60), flipped(125, 89)]))
    }

    @Test func imageContentModes() throws {
        var rgba: [UInt8] = []
        for y in 0..<6 {
            for x in 0..<8 {
                rgba += [UInt8(x * 36), UInt8(y * 50), UInt8((x + y) % 2 == 0 ? 255 : 60), 255]
            }
        }
        let image = Image(width: 8, height: 6, unpremultipliedRGBA: rgba)
        let modes: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
        var views = modes.enumerated().map { i, mode in
            Scene.view(CGRect(x: 4 + CGFloat(i) * 34, y: 4, width: 30, height: 20), Color(white: 0.25)) {
                $0.contents = .image(image, contentMode: mode); $0.masksToBounds = mode == .scaleAspectFill
            }
        }
        views.append(
            Scene.view(CGRect(x: 4, y: 30, width: 30, height: 20), nil) {
                $0.contents = .image(image, contentMode: .scaleToFill);
                $0.transform = CATransform3DMakeRotation(0.35, 0, 0, 1)
            })
        try check("image-content-modes", Scene.tree(144, 56, views))
    }

    @Test func text() throws {
        let views = [
            Scene.view(CGRect(x: 0, y: 0, width: 160, height: 24), nil) {
                $0.contents = .text(
                    TextContent(text: "Settings", fontSize: 17, weight: .bold, color: .black, alignment: .center))
            },
            Scene.view(CGRect(x: 0, y: 24, width: 160, height: 20), nil) {
                $0.contents = .text(
                    TextContent(text: "Caption text, 12 pt", fontSize: 12, color: Color(white: 0.4), alignment: .left))
            },
        ]
        try check("text", Scene.tree(160, 44, background: .white, scale: 2, views))
    }

    @Test func complexScene() throws {
        try check("complex-scene", ComplexScene.tree)
    }
}

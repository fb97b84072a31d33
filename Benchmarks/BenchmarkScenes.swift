import Foundation
import Raster

/// The rasterizer benchmark scene of issue 3, at 1179×2556 pixels (scale 1), and its variants.
enum BenchmarkScenes {
    static let width: CGFloat = 1179, height: CGFloat = 2556

    static func view(_ frame: CGRect, _ color: Color?) -> RenderNode {
        RenderNode(frame: frame, backgroundColor: color)
    }

    /// - An opaque background; a full-screen white view translated by x = 412.37 at alpha 0.83; a full-screen
    ///   black view at alpha 0.1; a group clipped to (36, 420, 1107×1800) at alpha 0.7 holding 40 cards
    ///   530.5×84 with corner radius 24 at alpha 0.9 in two columns (x 48.5 and 600.25; y from 400.25 every
    ///   100); one 600×360 red rectangle rotated 7° about (589.5, 1950).
    /// - `shadows`: the cards cast shadows (opacity 0.3, radius 8, offset (0, 4)).
    /// - `flip`: the white view is also turned 60° about the y axis (perspective m34 = −1/2000).
    static func scene(shadows: Bool = false, flip: Bool = false) -> RenderTree {
        let full = CGRect(x: 0, y: 0, width: width, height: height)
        var white = view(full.offsetBy(dx: 412.37, dy: 0), .white)
        white.alpha = 0.83
        if flip {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 2000
            white.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        }
        var dim = view(full, .black)
        dim.alpha = 0.1
        var group = view(CGRect(x: 36, y: 420, width: 1107, height: 1800), nil)
        group.masksToBounds = true
        group.alpha = 0.7
        for i in 0..<40 {
            let x: CGFloat = i % 2 == 0 ? 48.5 : 600.25
            let y: CGFloat = 400.25 + CGFloat(i / 2) * 100
            var card = view(
                CGRect(x: x - 36, y: y - 420, width: 530.5, height: 84),
                Color(red8: 0x34, green8: 0xC7, blue8: 0x59))
            card.cornerRadius = 24
            card.alpha = 0.9
            if shadows {
                card.shadow = Shadow(color: .black, opacity: 0.3, radius: 8, offset: CGSize(width: 0, height: 4))
            }
            group.children.append(card)
        }
        var red = view(CGRect(x: 589.5 - 300, y: 1950 - 180, width: 600, height: 360), Color(red: 1, green: 0, blue: 0))
        red.transform = CATransform3DMakeRotation(7 * .pi / 180, 0, 0, 1)
        let root = RenderNode(
            frame: full, backgroundColor: Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7),
            children: [white, dim, group, red])
        return RenderTree(size: CGSize(width: width, height: height), scale: 1, backgroundColor: .black, root: root)
    }

    static let variants: [(name: String, file: String, tree: RenderTree)] = [
        ("base", "raster-scene.json", scene()),
        ("shadowed cards", "raster-scene-shadows.json", scene(shadows: true)),
        ("60° y flip", "raster-scene-flip.json", scene(flip: true)),
    ]

    /// `Benchmarks/Scenes`, found from this source file.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes")
    }
}

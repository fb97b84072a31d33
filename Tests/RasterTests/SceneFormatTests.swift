import Foundation
import Testing
@testable import Raster

@Suite struct SceneFormatTests {
    private func decode(_ json: String) throws -> RenderTree { try RenderTree(json: Data(json.utf8)) }

    private func error(_ json: String) -> SceneFormatError? {
        do { _ = try decode(json); return nil } catch let e as SceneFormatError { return e } catch { return nil }
    }

    @Test func aTreeSurvivesARoundTripThroughJSON() throws {
        let tree = ComplexScene.tree
        let data = try tree.jsonData()
        let back = try RenderTree(json: data)
        #expect(back == tree)
        #expect(Rasterizer().render(back) == Rasterizer().render(tree))
    }

    @Test func keysAreUIKitPropertyNamesWithCoreAnimationDefaults() throws {
        let tree = try decode(
            """
            {"size": {"width": 10, "height": 8}, "scale": 2, "backgroundColor": "#336699",
             "root": {"frame": {"x": 1, "y": 2, "width": 6, "height": 4}, "backgroundColor": {"white": 1, "alpha": 0.5},
                      "cornerRadius": 2, "cornerCurve": "continuous", "maskedCorners": ["layerMinXMinYCorner"],
                      "shadowOpacity": 0.3, "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 3, "ty": 0},
                      "subviews": [{"bounds": {"width": 2, "height": 2}, "position": {"x": 1, "y": 1}, "isHidden":\
             true}]}}
            """)
        #expect(tree.size == CGSize(width: 10, height: 8) && tree.scale == 2)
        #expect(tree.backgroundColor == Color(red8: 0x33, green8: 0x66, blue8: 0x99))
        #expect(tree.root.bounds == CGRect(x: 0, y: 0, width: 6, height: 4))
        #expect(tree.root.position == CGPoint(x: 4, y: 4))
        #expect(tree.root.cornerCurve == .continuous && tree.root.maskedCorners == [.layerMinXMinYCorner])
        #expect(
            tree.root.shadow.opacity == 0.3 && tree.root.shadow.offset == CGSize(width: 0, height: -3)
                && tree.root.shadow.radius == 3)
        #expect(tree.root.transform.m41 == 3 && tree.root.allowsGroupOpacity)
        #expect(tree.root.children.count == 1 && tree.root.children[0].isHidden)
    }

    @Test func badFilesNameThePathAndTheValue() {
        let base = #"{"size": {"width": 10, "height": 10}, "root": %@}"#
        func bad(_ root: String) -> SceneFormatError? { error(base.replacingOccurrences(of: "%@", with: root)) }

        let unknown = bad(##"{"subviews": [{"backgroundColour": "#FFFFFF"}]}"##)
        #expect(unknown?.path == "root.subviews[0].backgroundColour")
        #expect(unknown?.message.contains("unknown key") == true)

        // Of several unknown keys the first by name is named, every run (it was the first of a dictionary's
        // order, which changes with each process's hash seed).
        let keys = (0..<20).map { "\"zz\($0)\": 1" } + ["\"aa\": 1"]
        let several = bad("{" + keys.shuffled().joined(separator: ", ") + "}")
        #expect(several?.path == "root.aa")

        // A path 500 levels deep (or a long key) is shortened to its ends: the error stays a readable line.
        let deep = error(String(repeating: "[", count: 600) + String(repeating: "]", count: 600))
        #expect(deep?.path.count == 80 + 3 + 80 && deep?.path.hasPrefix("[0][0][0]") == true)
        #expect(deep?.path.contains("[0][0 … 0][0]") == true, "\(String(describing: deep))")
        #expect(deep?.message.contains("nested deeper") == true)
        let long = bad("{\"" + String(repeating: "k", count: 5000) + "\": 1}")
        #expect(long?.path == "root." + String(repeating: "k", count: 75) + " … " + String(repeating: "k", count: 80))

        let type = bad(#"{"cornerRadius": "round"}"#)
        #expect(type?.path == "root.cornerRadius" && type?.message.contains("\"round\"") == true)

        let negative = bad(#"{"subviews": [{}, {"bounds": {"width": -4, "height": 2}}]}"#)
        #expect(negative?.path == "root.subviews[1].bounds.width" && negative?.message.contains("-4") == true)

        let alpha = bad(#"{"alpha": 1.5}"#)
        #expect(alpha?.path == "root.alpha" && alpha?.message.contains("1.5") == true)

        let colour = bad(##"{"backgroundColor": "#12345"}"##)
        #expect(colour?.path == "root.backgroundColor" && colour?.message.contains("#12345") == true)

        let transform = bad(#"{"transform": [1, 0, 0]}"#)
        #expect(transform?.path == "root.transform" && transform?.message.contains("16 numbers") == true)

        let huge = error(#"{"size": {"width": 100000, "height": 100000}, "root": {}}"#)
        #expect(huge?.path == "size" && huge?.message.contains("pixels") == true)

        let absurd = bad(#"{"position": {"x": 1e300, "y": 0}}"#)
        #expect(absurd?.path == "root.position.x")

        let nan = error(#"{"size": {"width": NaN, "height": 10}, "root": {}}"#)
        #expect(nan?.message.contains("invalid JSON") == true)

        let missing = error(#"{"size": {"width": 10, "height": 10}}"#)
        #expect(missing?.path == "root")

        let corner = bad(#"{"maskedCorners": ["topLeft"]}"#)
        #expect(corner?.path == "root.maskedCorners[0]" && corner?.message.contains("topLeft") == true)
    }
}

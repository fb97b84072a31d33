import Foundation
@testable import Raster
import Testing

/// Scene files that ask for unbounded work or are ambiguous are refused with the JSON path, before any view
/// is decoded: a key given twice, views nested deeper than ``SceneLimits/maxDepth``, more than
/// ``SceneLimits/maxViews`` views, shadows covering more than ``SceneLimits/maxShadowPixels``.
@Suite struct SceneLimitTests {
    private func error(_ json: String) -> SceneFormatError? {
        do { _ = try RenderTree(json: Data(json.utf8)); return nil } catch let e as SceneFormatError { return e } catch
        { return nil }
    }

    /// A view nested `depth` levels below the root.
    private func nested(_ depth: Int) -> String {
        var view = "{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}"
        for _ in 0..<depth { view = "{\"subviews\": [\(view)]}" }
        return "{\"size\": {\"width\": 4, \"height\": 4}, \"root\": \(view)}"
    }

    @Test func aDuplicateKeyIsNamedWithItsPath() {
        let e = error(
            """
            {"size": {"width": 4, "height": 4}, "root": {"subviews": [{"alpha": 0.5}, {"alpha": 1, "alpha": 0}]}}
            """)
        #expect(
            e
                == SceneFormatError(
                    path: "root.subviews[1].alpha",
                    message: "duplicate key \"alpha\" (each key may appear once in an object)"))
        // Keys equal after their escapes are decoded are the same key.
        #expect(
            error("{\"size\": {\"width\": 4, \"height\": 4, \"w\\u0069dth\": 2}, \"root\": {}}")?.message
                == "duplicate key \"width\" (each key may appear once in an object)")
        // A key holding a line feed (escaped in the JSON) stays on one line in the message (found by fuzz-approve:
        // an error message of approve spread over lines).
        let split = error("{\"size\": {\"width\": 4, \"height\": 4}, \"root\": {\"a\\nb\": 1, \"a\\nb\": 2}}")
        #expect(
            split?.description == "root.a\\nb: duplicate key \"a\\nb\" (each key may appear once in an object)",
            "\(String(describing: split))")
        // The same key in different objects is fine.
        #expect(
            error(
                "{\"size\": {\"width\": 4, \"height\": 4}, \"root\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 4, "
                    + "\"height\": 4}}}"
            ) == nil)
    }

    @Test func theDepthLimitIsReachedBeforeTheJSONDecodersOwn() {
        #expect(error(nested(SceneLimits.maxDepth)) == nil)
        let e = error(nested(SceneLimits.maxDepth + 1))
        #expect(e?.message == "views nested deeper than \(SceneLimits.maxDepth) levels", "\(String(describing: e))")
        // Far deeper than any decoder allows: still this message, no stack exhaustion.
        #expect(error(nested(5000))?.message == "views nested deeper than \(SceneLimits.maxDepth) levels")
        // Nesting that is not views is bounded too.
        let arrays = String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)
        #expect(
            error("{\"size\": {\"width\": 4, \"height\": 4}, \"root\": {\"x\": \(arrays)}}")?.message.hasPrefix(
                "JSON nested deeper than") == true)
    }

    @Test func theViewCountIsLimited() {
        let view = "{}"
        let many = Array(repeating: view, count: SceneLimits.maxViews).joined(separator: ",")
        let e = error("{\"size\": {\"width\": 4, \"height\": 4}, \"root\": {\"subviews\": [\(many)]}}")
        #expect(e?.message == "more than \(SceneLimits.maxViews - 1) views (the limit)", "\(String(describing: e))")
        let fewer = Array(repeating: view, count: SceneLimits.maxViews - 1).joined(separator: ",")
        #expect(error("{\"size\": {\"width\": 4, \"height\": 4}, \"root\": {\"subviews\": [\(fewer)]}}") == nil)
    }

    @Test func wideStrokesOverlappingInTheSameRowsAreLimited() {
        // A zigzag of `lines` lines 400 points tall stroked 1000 points wide with miter joins, at @3x: under the
        // row limit at every count here, but its overlap grows with the square of the lines (500: 25 s of CPU).
        let zigzag = { (lines: Int) in
            "{\"size\": {\"width\": 400, \"height\": 400}, \"scale\": 3, \"root\": {\"subviews\": [{\"shape\": "
                + "{\"strokeColor\": \"#000000\", \"lineWidth\": 1000, \"lineJoin\": \"miter\", \"miterLimit\": 10000, "
                + "\"path\": [\"M\", 0, 0"
                + (1...lines).map { ", \"L\", \(Double($0) * 380 / Double(lines)), \($0 % 2 * 400)" }.joined()
                + "]}}]}}"
        }
        let e = error(zigzag(500))
        #expect(e?.path == "root")
        #expect(
            e?.message.hasPrefix("the edges of root.subviews[0].shape.path would overlap in its rows at scale 3.0")
                == true, "\(String(describing: e))")
        #expect(error(zigzag(300)) == nil)
        #expect(error(zigzag(100)) == nil)
    }

    @Test func theTotalShadowAreaIsLimited() {
        // Ten shadows each covering a 10000 × 10000 canvas: a small file asking for a billion blurred pixels.
        let shadow =
            "{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 10000, \"height\": 10000}, \"shadowOpacity\": 1, "
            + "\"shadowRadius\": 50}"
        let scene = { (count: Int) in
            "{\"size\": {\"width\": 10000, \"height\": 10000}, \"root\": {\"subviews\": "
                + "[\(Array(repeating: shadow, count: count).joined(separator: ","))]}}"
        }
        let e = error(scene(10))
        #expect(e?.path == "root")
        #expect(
            e?.message.hasPrefix("the shadows cover 1000000000 pixels together; at most 400000000") == true,
            "\(String(describing: e))")
        #expect(error(scene(3)) == nil)
        // A small view scaled up counts the whole canvas.
        let scaled =
            "{\"bounds\": {\"width\": 1, \"height\": 1}, \"shadowOpacity\": 1, \"transform\": {\"a\": 9000, \"b\": 0, "
            + "\"c\": 0, \"d\": 9000, \"tx\": 0, \"ty\": 0}}"
        #expect(
            error(
                "{\"size\": {\"width\": 10000, \"height\": 10000}, \"root\": {\"subviews\": "
                    + "[\(Array(repeating: scaled, count: 5).joined(separator: ","))]}}"
            )
                != nil)
        // Shadows that are invisible cost nothing.
        let invisible = "{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 10000, \"height\": 10000}, \"shadowOpacity\": 0}"
        #expect(
            error(
                "{\"size\": {\"width\": 10000, \"height\": 10000}, \"root\": {\"subviews\": "
                    + "[\(Array(repeating: invisible, count: 10).joined(separator: ","))]}}"
            ) == nil)
    }
}

import Raster

/// One frame on its way through the check.
struct VerifyJob: Sendable {
    var scenario: Int
    var index: Int
    var time: Double
    var tree: RenderTree
}

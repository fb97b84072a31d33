import Raster
@testable import UIKitCompat

/// A 100 × 100 stage with a free-standing 10 × 10 layer at the origin of its window, already on screen (placed
/// without implicit animations): what the Core Animation suites start from.
@MainActor
func stageWithFreeLayer() throws -> (Stage, CALayer) {
    let stage = try Stage(size: CGSize(width: 100, height: 100))
    let layer = CALayer()
    CATransaction.begin(); CATransaction.setDisableActions(true)
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    CATransaction.commit()
    stage.window.layer.addSublayer(layer)
    _ = stage.renderTree()
    return (stage, layer)
}

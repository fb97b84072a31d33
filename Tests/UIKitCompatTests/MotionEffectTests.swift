import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("Motion effects: kept on the view, computed as UIKit's, never moving it on a stage")
@MainActor
struct MotionEffectTests {
    @Test("interpolating effects map the viewer offset linearly, clamped; groups add; views keep them unmoved")
    func effects() throws {
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -10
        x.maximumRelativeValue = 30.0
        #expect(
            x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))?["center.x"] as? CGFloat
                == 10)
        #expect(
            x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0))?["center.x"] as? CGFloat
                == -10)
        #expect(
            x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 5, vertical: 0))?["center.x"] as? CGFloat
                == 30)
        let y = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = NSNumber(value: 0)
        y.maximumRelativeValue = NSNumber(value: 4)
        let group = UIMotionEffectGroup()
        group.motionEffects = [x, y]
        let both = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1))
        #expect(both?["center.x"] as? CGFloat == 34)
        let none = UIInterpolatingMotionEffect(keyPath: "alpha", type: .tiltAlongVerticalAxis)
        #expect(none.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)

        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        stage.window.addSubview(view)
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        try stage.clock.advance(by: 1)
        #expect(view.center == CGPoint(x: 15, y: 15) && view.layer.presentation()?.position == CGPoint(x: 15, y: 15))
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
    }
}

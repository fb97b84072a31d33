import Flipbook
import Foundation
import Raster
import UIKitCompat

/// A 60 × 40 point, scale-1 window in which a blue bar grows from 10 to 50 points wide over 0.4 s (10 fps):
/// five frames, quick to render.
enum TestingScenarios {
    static func growingBar(id: ScenarioID = "testing-bar", width: CGFloat = 50) -> Scenario {
        Scenario(
            id: id, summary: "A bar grows", device: Device(name: "tiny", size: CGSize(width: 60, height: 40), scale: 1),
            framesPerSecond: 10, recording: RecordingRules(maximumDuration: 2),
            setup: { stage in
                stage.window.backgroundColor = UIColor.white
                let bar = UIView(frame: CGRect(x: 5, y: 15, width: 10, height: 10))
                bar.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
                stage.window.addSubview(bar)
                return bar
            },
            actions: [
                .at(0, "grow") { (bar: UIView) in
                    UIView.animate(
                        withDuration: 0.4, delay: 0, options: [.curveLinear],
                        animations: { bar.frame.size.width = width })
                }
            ])
    }

    /// A fresh folder, removed by the caller.
    static func scratch() -> String {
        let path = FileManager.default.temporaryDirectory.path + "/flipbook-testing-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

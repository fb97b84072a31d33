import Flipbook
import Foundation
import Raster
import UIKitCompat

/// Small scenarios with known timing for the tests: a 100 × 80 point window at scale 1.
enum TestScenarios {
    static let device = Device(name: "test", size: CGSize(width: 100, height: 80), scale: 1)

    /// A red square moved from x = 0 to x = 50 over `duration` seconds (linear), by an action at `start`.
    static func slide(
        id: ScenarioID = "test-slide", start: TimeInterval = 0, duration: TimeInterval = 0.5,
        fps: Double = 10, leadIn: Int = 0, hold: Int = 0, keep: FrameSelection = .all
    ) -> Scenario {
        Scenario(
            id: id, summary: "A square slides right", device: device, framesPerSecond: fps,
            recording: RecordingRules(leadInFrames: leadIn, holdFrames: hold, maximumDuration: 5), keep: keep,
            setup: { stage in
                let square = UIView(frame: CGRect(x: 0, y: 20, width: 20, height: 20))
                square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                stage.window.backgroundColor = UIColor.white
                stage.window.addSubview(square)
                return square
            },
            actions: [
                .at(start, "slide") { (square: UIView) in
                    UIView.animate(
                        withDuration: duration, delay: 0, options: [.curveLinear],
                        animations: {
                            square.frame.origin.x = 50
                        })
                }
            ])
    }

    /// The x position (points) of the window's first subview in a frame's tree.
    static func squareX(_ tree: RenderTree) -> Double {
        let node = tree.root.children[0]
        return Double(node.position.x - node.bounds.width / 2)
    }
}

/// A thread-safe counter for the pipeline tests.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private(set) var peak = 0

    func increment() {
        lock.withLock {
            value += 1; peak = max(peak, value)
        }
    }
    func decrement() { lock.withLock { value -= 1 } }
    var current: Int { lock.withLock { value } }
}

extension Image {
    /// The premultiplied pixel at (x, y).
    func pixel(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
}

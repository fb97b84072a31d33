import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// The example of the DocC article "Animating a view and sampling its frames", with the numbers its table shows.
@Suite("Documentation example")
@MainActor
struct DocumentationExampleTests {
    @Test("slide-up card: frames and completion as the article shows")
    func slideUp() throws {
        let stage = try Stage(device: .iPhoneSE)
        let card = UIView(frame: CGRect(x: 20, y: 667, width: 335, height: 200))
        card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = 16
        stage.window.addSubview(card)
        var completion: (Bool, TimeInterval)?
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [.curveEaseOut],
            animations: {
                card.frame.origin.y = 447
            }, completion: { finished in completion = (finished, stage.clock.now) })
        let frames = try FrameSampler(framesPerSecond: 10).sample(stage, duration: 0.4)
        let table: [(TimeInterval, CGFloat)] = [(0, 767), (0.1, 683.81), (0.2, 616.38), (0.3, 567.56), (0.4, 547)]
        #expect(frames.count == table.count)
        for (frame, row) in zip(frames, table) {
            #expect(abs(frame.time - row.0) < 1e-12)
            #expect(abs(frame.tree.root.children[0].position.y - row.1) < 0.005, "frame \(frame.index)")
        }
        #expect(completion?.0 == true)
        #expect(completion.map { abs($0.1 - 0.4) < 1e-12 } == true)
    }
}

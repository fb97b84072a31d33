// The README's "Write your own scenario" example, verbatim, so that it cannot drift from the code.
#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook
import Foundation
import PNG
import TestSupport
import Testing

/// My animator: drops a card in from the top with a spring, then fades its badge in.
@MainActor
struct DropInAnimator {
    func animate(_ card: UIView, to y: CGFloat, badge: UIView) {
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
            options: [.curveEaseOut], animations: { card.frame.origin.y = y },
            completion: { _ in UIView.animate(withDuration: 0.2) { badge.alpha = 1 } })
    }
}

let dropIn = Scenario(
    id: "my-drop-in",  // names output/frames/my-drop-in/
    summary: "A card drops in from the top on a spring",
    device: .iPhone15,  // 393 × 852 points @3x
    framesPerSecond: 60,
    recording: RecordingRules(leadInFrames: 3, holdFrames: 10),
    keep: .all,  // or .every(5), .times([0, 0.3, 0.8])
    setup: { stage in
        stage.window.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 24, y: -300, width: 345, height: 260))
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 20
        let badge = UIView(frame: CGRect(x: 297, y: 16, width: 32, height: 32))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 16
        badge.alpha = 0
        card.addSubview(badge)
        stage.window.addSubview(card)
        return (card, badge)
    },
    actions: [
        .at(0.0, "drop in") { screens in
            DropInAnimator().animate(screens.0, to: 200, badge: screens.1)
        }
    ]
)

/// The README's touch action ("Write your own scenario"), as written there: a finger down at (80, 60), dragged
/// to (80, 204) in 0.3 s, then lifted.
let readmeTouch: ScenarioAction<UIView> =
    .touch(at: 0, .drag(from: CGPoint(x: 80, y: 60), to: CGPoint(x: 80, y: 204), duration: 0.3).release())

@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    @Test func theExampleScenarioRecordsTheSpringAndTheBadgeFade() throws {
        var frames: [RecordedFrame] = []
        let summary = try ScenarioPlayer().play(dropIn) { frames.append($0) }
        // The spring (0.6 s) then the badge fade (0.2 s) end at 0.8 s: frame 3 + 48; 10 frames held.
        #expect(summary.firstActionFrame == 3)
        #expect(summary.settledFrame == 3 + 48)
        #expect(frames.count == 3 + 48 + 10 + 1)
        let card = { (frame: RecordedFrame) in frame.tree.root.children[0] }
        #expect(abs(card(frames[0]).position.y - (-300 + 130)) < 1e-9)
        #expect(abs(card(frames[3]).position.y - (-300 + 130)) < 1e-3)  // the spring has just begun
        #expect(abs(card(frames[3 + 36]).position.y - (200 + 130)) < 1)  // 0.6 s: the spring has (nearly) settled
        #expect(abs(card(frames.last!).position.y - (200 + 130)) < 1e-9)
        #expect(card(frames[3 + 35]).children[0].alpha == 0)  // before 0.6 s the badge has not started
        #expect(card(frames.last!).children[0].alpha == 1)
    }

    @Test func theExampleRendersThroughTheRenderer() throws {
        let folder = temporaryFolder("readme")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try ScenarioRenderer(
            settings: RenderSettings(
                outputDirectory: folder, overrides: ScenarioOverrides(framesPerSecond: 10, scale: 0.5))
        ).render([dropIn])
        #expect(result.scenarios.first?.folder == folder + "/my-drop-in")
        let last = try PNGDecoder().decode(
            contentsOf: folder + "/my-drop-in/" + result.scenarios[0].manifest.frames.last!.file)
        #expect(last.image.width == 197 && last.image.height == 426)
    }

    /// The touch example is the README's line, and it drives a pan recognizer as the README says: began, changed
    /// frame by frame, ended with the whole translation.
    @Test func theTouchExampleDrivesAPanRecognizer() throws {
        let readme = try String(contentsOfFile: TestData.repository.path + "/README.md", encoding: .utf8)
        #expect(
            readme.contains(
                ".touch(at: 0, .drag(from: CGPoint(x: 80, y: 60), to: CGPoint(x: 80, y: 204), duration: 0.3).release())"
            ))
        final class Log { var events: [(UIGestureRecognizer.State, CGFloat)] = [] }
        let log = Log()
        let scenario = Scenario(
            id: "readme-touch", summary: "A pan follows the README's touch",
            device: Device(name: "small phone", size: CGSize(width: 160, height: 240), scale: 1),
            setup: { stage in
                let view = UIView(frame: stage.window.bounds)
                view.addGestureRecognizer(
                    UIPanGestureRecognizer { pan in log.events.append((pan.state, pan.translation(in: view).y)) })
                stage.window.addSubview(view)
                return view
            },
            actions: [readmeTouch])
        _ = try ScenarioPlayer().play(scenario) { _ in }
        #expect(log.events.first?.0 == .began)
        #expect(log.events.contains { $0.0 == .changed })
        #expect(log.events.last?.0 == .ended)
        #expect(log.events.last?.1 == 144)
    }
}

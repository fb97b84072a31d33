import Foundation
import Testing
@testable import UIKitCompat

/// Failure requirements decided per touch sequence, as UIKit's `UIGestureRecognizerSubclass` hooks
/// (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`) and the delegate's
/// `gestureRecognizer(_:shouldRequireFailureOf:)` / `shouldBeRequiredToFailBy:` set them: the same waiting as
/// `require(toFail:)`, without a fixed pairing (an overlay's pan that waits for its scroll view's pan).
@Suite("Failure requirements from subclass hooks and delegates")
@MainActor
struct DynamicFailureRequirementTests {
    /// A pan that waits for every swipe of the same touches to fail.
    final class PatientPan: UIPanGestureRecognizer {
        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer is UISwipeGestureRecognizer
        }
    }

    /// A swipe that makes every pan of the same touches wait for it.
    final class DemandingSwipe: UISwipeGestureRecognizer {
        override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer is UIPanGestureRecognizer
        }
    }

    final class Delegate: NSObject, UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            asked += 1
            return otherGestureRecognizer is UISwipeGestureRecognizer
        }
    }

    func stage() throws -> (Stage, UIView) {
        let stage = try Stage(size: CGSize(width: 400, height: 400))
        let view = UIView(frame: stage.window.bounds)
        stage.window.addSubview(view)
        return (stage, view)
    }

    /// Plays a downward swipe and then a sideways drag; returns what each recognizer reported.
    func play(pan: UIPanGestureRecognizer, swipe: UISwipeGestureRecognizer) throws -> ([String], [String]) {
        let (stage, view) = try stage()
        var log: [String] = []
        pan.addHandler { log.append("pan \($0.state)") }
        swipe.addHandler { _ in log.append("swipe") }
        swipe.direction = .down
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        try stage.perform(.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 250), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        let down = log
        log = []
        try stage.perform(
            .drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2).release(), at: 1)
        try stage.clock.runUntilIdle()
        return (down, log)
    }

    @Test("without a requirement the pan wins the downward drag; each hook makes it wait for the swipe instead")
    func hooks() throws {
        let (plainDown, _) = try play(pan: UIPanGestureRecognizer(), swipe: UISwipeGestureRecognizer())
        #expect(plainDown.first == "pan began" && !plainDown.contains("swipe"), "\(plainDown)")
        for (pan, swipe) in [
            (PatientPan() as UIPanGestureRecognizer, UISwipeGestureRecognizer()),
            (UIPanGestureRecognizer(), DemandingSwipe() as UISwipeGestureRecognizer),
        ] {
            let (down, sideways) = try play(pan: pan, swipe: swipe)
            #expect(down == ["swipe"], "the swipe recognizes and the waiting pan fails: \(down)")
            #expect(sideways.first == "pan began" && sideways.last == "pan ended", "the swipe failed: \(sideways)")
        }
    }

    @Test("the delegate's shouldRequireFailureOf sets the same requirement, asked about the other recognizers")
    func delegate() throws {
        let pan = UIPanGestureRecognizer()
        let delegate = Delegate()
        pan.delegate = delegate
        let (down, sideways) = try play(pan: pan, swipe: UISwipeGestureRecognizer())
        #expect(down == ["swipe"])
        #expect(sideways.first == "pan began" && sideways.last == "pan ended")
        #expect(delegate.asked > 0)
        // The optional-chained form app code uses to forward to another delegate.
        let other: UIGestureRecognizerDelegate? = delegate
        #expect(other?.gestureRecognizer?(pan, shouldRequireFailureOf: UISwipeGestureRecognizer()) == true)
        #expect(other?.gestureRecognizer?(pan, shouldBeRequiredToFailBy: UISwipeGestureRecognizer()) == false)
    }
}

import Foundation
import Testing
@testable import UIKitCompat

/// "Change a constraint, then `layoutIfNeeded()` in an animation block": each affected view's frame animates
/// from its old to its new solved value, in every animation API.
@Suite("Auto Layout: animated constraint changes")
@MainActor
struct AutoLayoutAnimationTests {
    func setUp() throws -> (Stage, UIView, NSLayoutConstraint, UIView) {
        let stage = try Stage(device: .iPhoneSE)
        let card = constrainedView(in: stage.window)
        let height = card.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -20),
            card.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor, constant: -20),
            height,
        ])
        let label = constrainedView(in: card)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.5),
        ])
        stage.window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 547, width: 335, height: 100))
        return (stage, card, height, label)
    }

    @Test("UIView.animate: frames move from the old solution to the new one")
    func animate() throws {
        let (stage, card, height, label) = try setUp()
        height.constant = 300
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                stage.window.layoutIfNeeded()
            })
        #expect(card.frame == CGRect(x: 20, y: 347, width: 335, height: 300))
        #expect(label.frame.height == 150)
        try stage.clock.advance(by: 0.25)
        let cardNow = card.layer.presentationState().frame
        #expect(abs(cardNow.minY - 497) < 1e-9 && abs(cardNow.height - 150) < 1e-9)
        #expect(abs(label.layer.presentationState().frame.height - 75) < 1e-9)
        try stage.clock.advance(by: 0.75)
        #expect(card.layer.presentationState().frame == card.frame)
    }

    @Test("springs, keyframes and property animators animate the change too")
    func otherAPIs() throws {
        do {
            let (stage, card, height, _) = try setUp()
            height.constant = 200
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [], animations: { stage.window.layoutIfNeeded() })
            try stage.clock.advance(by: 0.5)
            let y = card.layer.presentationState().frame.minY
            #expect(y < 547 && y > 447)
        }
        do {
            let (stage, card, height, _) = try setUp()
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: [.calculationModeLinear],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        height.constant = 200
                        stage.window.layoutIfNeeded()
                    }
                })
            try stage.clock.advance(by: 0.25)
            #expect(card.layer.presentationState().frame.minY == 547)
            try stage.clock.advance(by: 0.5)
            let y = card.layer.presentationState().frame.minY
            #expect(y < 547 && y > 447)
        }
        do {
            let (stage, card, height, _) = try setUp()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                height.constant = 200
                stage.window.layoutIfNeeded()
            }
            animator.startAnimation()
            try stage.clock.advance(by: 0.5)
            #expect(abs(card.layer.presentationState().frame.minY - 497) < 1e-9)
        }
    }

    @Test("outside an animation block the next layout pass applies the change at once")
    func withoutAnimation() throws {
        let (stage, card, height, _) = try setUp()
        height.constant = 50
        _ = stage.renderTree()
        #expect(card.frame.height == 50)
        #expect(card.layer.presentationState().frame.height == 50)
    }
}

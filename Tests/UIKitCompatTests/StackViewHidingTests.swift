import Foundation
import Testing
@testable import UIKitCompat

/// A hidden arranged view collapses as in UIKit: no length along the axis, no spacing of its own, and inside
/// an animation block it shrinks on screen before it is hidden.
@Suite("UIStackView hiding")
@MainActor
struct StackViewHidingTests {
    /// A vertical stack 200 wide at y = 100 holding views 40, 60 and 40 tall, 10 apart; its height follows them.
    func makeColumn(_ stage: Stage) -> (UIStackView, [SizedView]) {
        let views = [SizedView(200, 40), SizedView(200, 60), SizedView(200, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        stage.window.layoutIfNeeded()
        return (stack, views)
    }

    /// One row of a frame table: the middle view's minY and height, the last view's minY and the stack's
    /// height, all on screen (presentation values), and whether the middle view is drawn.
    /// Sets `isHidden` inside a one-second linear `UIView.animate`, laying the window out in the block (the usual
    /// way to animate a stack view's arrangement).
    func setHiddenLinearly(_ view: UIView, _ hidden: Bool, in stage: Stage) {
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                view.isHidden = hidden
                stage.window.layoutIfNeeded()
            })
    }

    func row(_ stack: UIStackView, _ views: [UIView]) -> String {
        let middle = views[1].layer.presentationState().frame, last = views[2].layer.presentationState().frame
        let drawn = !views[1].presentationRenderNode().isHidden
        return "\(middle.minY) \(middle.height) | \(last.minY) | \(stack.layer.presentationState().bounds.height)"
            + " | \(drawn ? "drawn" : "hidden")"
    }

    @Test("hidden outside animation: zero height, its spacing gone, hidden at once")
    func collapsesAtOnce() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeColumn(stage)
        #expect(views.map(\.frame.minY) == [0, 50, 120])
        #expect(stack.frame.height == 160)
        views[1].isHidden = true
        stage.window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 40, 50])
        #expect(views.map(\.frame.height) == [40, 0, 40])
        #expect(stack.frame.height == 90)
        #expect(views[1].layer.isHidden)
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === views[1] })
        // Hiding the first view: the next one starts at the top, with no spacing before it.
        views[0].isHidden = true
        stage.window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 0, 0])
        #expect(stack.frame.height == 40)
        views[0].isHidden = false
        views[1].isHidden = false
        stage.window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 50, 120])
        #expect(views.map(\.frame.height) == [40, 60, 40])
    }

    @Test("hidden inside UIView.animate: the view shrinks, the gap closes, then it is hidden (frame table)")
    func animatesAway() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeColumn(stage)
        setHiddenLinearly(views[1], true, in: stage)
        #expect(views[1].isHidden)  // reads hidden at once, as in UIKit
        #expect(!views[1].layer.isHidden)  // but stays on screen while it collapses
        var table: [String] = [row(stack, views)]
        for _ in 0..<4 {
            try stage.clock.advance(by: 0.25)
            table.append(row(stack, views))
        }
        #expect(
            table == [
                "50.0 60.0 | 120.0 | 160.0 | drawn",
                "47.5 45.0 | 102.5 | 142.5 | drawn",
                "45.0 30.0 | 85.0 | 125.0 | drawn",
                "42.5 15.0 | 67.5 | 107.5 | drawn",
                "40.0 0.0 | 50.0 | 90.0 | hidden",
            ])
        // Shown again inside an animation: visible at once, growing back from nothing.
        setHiddenLinearly(views[1], false, in: stage)
        #expect(!views[1].layer.isHidden)
        try stage.clock.advance(by: 0.5)
        #expect(row(stack, views) == "45.0 30.0 | 85.0 | 125.0 | drawn")
    }

    @Test("showing the view before the hiding animation ends cancels the pending hide")
    func showCancelsPendingHide() throws {
        #expect(UIKitChoices.current.stackViewShowCancelsPendingHide)
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeColumn(stage)
        setHiddenLinearly(views[1], true, in: stage)
        try stage.clock.advance(by: 0.5)
        views[1].isHidden = false
        stage.window.layoutIfNeeded()
        try stage.clock.advance(by: 1)
        #expect(!views[1].isHidden && !views[1].layer.isHidden)
        #expect(row(stack, views) == "50.0 60.0 | 120.0 | 160.0 | drawn")
    }

    @Test("hidden inside a property animator: hidden when the animator finishes")
    func propertyAnimator() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeColumn(stage)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            views[2].isHidden = true
            stage.window.layoutIfNeeded()
        }
        animator.startAnimation()
        try stage.clock.advance(by: 0.5)
        #expect(views[2].isHidden && !views[2].layer.isHidden)
        #expect(abs(stack.layer.presentationState().bounds.height - 135) < 1e-9)
        try stage.clock.advance(by: 0.6)
        #expect(views[2].layer.isHidden)
        #expect(stack.frame.height == 110)
    }

    @Test("a view that is not arranged hides at once, even inside an animation block")
    func plainSubviewHidesAtOnce() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, _) = makeColumn(stage)
        let extra = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stack.addSubview(extra)
        UIView.animate(withDuration: 1) { extra.isHidden = true }
        #expect(extra.layer.isHidden)
    }
}

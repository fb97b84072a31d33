import Foundation
import Testing
@testable import UIKitCompat

/// Worked examples of UIStackView's distributions and alignments (Apple's descriptions of each case), in a
/// 300 × 100 horizontal stack holding views of intrinsic widths 50, 100 and 50.
@Suite("UIStackView")
@MainActor
struct AutoLayoutStackViewTests {
    func makeStack(_ stage: Stage, spacing: CGFloat = 0) -> (UIStackView, [SizedView]) {
        let views = [SizedView(50, 20), SizedView(100, 40), SizedView(50, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = spacing
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 100)
        stage.window.addSubview(stack)
        return (stack, views)
    }

    func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }
    func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }

    @Test("fill: the view with the lowest hugging priority takes the extra space")
    func fill() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage, spacing: 10)
        views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        stack.layoutIfNeeded()
        #expect(widths(views) == [50, 180, 50])
        #expect(xs(views) == [0, 60, 250])
        #expect(views.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 })  // alignment .fill
        // All equal hugging: the ambiguity is resolved by index (the last view stretches).
        views[1].setContentHuggingPriority(.defaultLow, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(widths(views) == [50, 100, 130])
    }

    @Test("fillEqually: equal widths, spacing kept")
    func fillEqually() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage, spacing: 15)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(widths(views) == [90, 90, 90])
        #expect(xs(views) == [0, 105, 210])
    }

    @Test("fillProportionally: widths in proportion to intrinsic widths")
    func fillProportionally() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage)
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        #expect(widths(views) == [75, 150, 75])
    }

    @Test("equalSpacing: intrinsic widths, the free space as equal gaps")
    func equalSpacing() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage, spacing: 4)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(widths(views) == [50, 100, 50])
        #expect(xs(views) == [0, 100, 250])
    }

    @Test("equalCentering: centres equally far apart")
    func equalCentering() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage)
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        #expect(widths(views) == [50, 100, 50])
        let centers = views.map(\.frame.midX)
        #expect(centers == [25, 150, 275])
    }

    @Test(
        "alignments across the axis",
        arguments: [
            (UIStackView.Alignment.leading, [0.0, 0, 0]),
            (UIStackView.Alignment.center, [40.0, 30, 35]),
            (UIStackView.Alignment.trailing, [80.0, 60, 70]),
        ])
    func alignments(alignment: UIStackView.Alignment, tops: [Double]) throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage)
        stack.alignment = alignment
        stack.layoutIfNeeded()
        #expect(views.map { Double($0.frame.minY) } == tops)
        #expect(views.map(\.frame.height) == [20, 40, 30])
    }

    @Test("vertical axis, custom spacing after a view, margins-relative arrangement")
    func verticalAndSpacing() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage, spacing: 5)
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 200)  // below the status bar's safe area
        stack.setCustomSpacing(20, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [12, 12, 12])
        // 180 points inside the margins, 90 of views: two equal gaps of 45 (both above their minimum).
        #expect(views.map(\.frame.minY) == [10, 75, 160])
    }

    @Test("a hidden arranged view collapses; inside UIView.animate the others slide into place")
    func hiddenCollapses() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage, spacing: 15)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(xs(views) == [0, 105, 210])
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                views[1].isHidden = true
                stack.layoutIfNeeded()
            })
        #expect(widths([views[0], views[2]]) == [142.5, 142.5])
        #expect(views[2].frame.minX == 157.5)
        try stage.clock.advance(by: 0.5)
        let midway = views[2].layer.presentationState().frame
        #expect(abs(midway.minX - (210 + 157.5) / 2) < 1e-9)
        try stage.clock.advance(by: 0.5)
        views[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(xs(views) == [0, 105, 210])
    }

    @Test("removing an arranged view from its superview takes it out of the arrangement")
    func removal() throws {
        let stage = try Stage(device: .iPhoneSE)
        let (stack, views) = makeStack(stage)
        views[0].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
        stack.removeArrangedSubview(views[1])
        #expect(stack.arrangedSubviews.count == 1 && views[1].superview === stack)
        stack.layoutIfNeeded()
        #expect(views[2].frame.minX == 0)
    }
}

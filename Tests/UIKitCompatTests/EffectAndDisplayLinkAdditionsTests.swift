import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// `UIVisualEffectView()` with the effect set later, `UIVibrancyEffect`, and `CADisplayLink.remove(from:forMode:)`
/// and `preferredFrameRateRange`.
@Suite("Effect views made empty, vibrancy; display links removed and re-added")
@MainActor
struct EffectAndDisplayLinkAdditionsTests {
    @Test("UIVisualEffectView() has no effect; a blur set in an animation block blurs in along its timing")
    func emptyEffectViewBlursIn() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let blurView = UIVisualEffectView()
        blurView.frame = stage.window.bounds
        stage.window.addSubview(blurView)
        #expect(blurView.effect == nil && blurView.contentView.superview === blurView)
        #expect(stage.renderTree().root.children[0].backdrop == nil)
        UIView.animate(withDuration: 1) { blurView.effect = UIBlurEffect(style: .dark) }
        try stage.clock.advance(to: 0.5)
        let half = try #require(stage.renderTree().root.children[0].backdrop)
        try stage.clock.advance(to: 1)
        let full = try #require(stage.renderTree().root.children[0].backdrop)
        #expect(half.radius > 0 && half.radius < full.radius)
        let framed = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(framed.frame.width == 5 && framed.effect == nil)
    }

    @Test("a vibrancy effect view draws its content and no backdrop of its own")
    func vibrancy() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let blur = UIBlurEffect(style: .light)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        let view = UIVisualEffectView(effect: vibrancy)
        view.frame = stage.window.bounds
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.backgroundColor = .red
        view.contentView.addSubview(label)
        stage.window.addSubview(view)
        let node = stage.renderTree().root.children[0]
        #expect(node.backdrop == nil && vibrancy.blurEffect === blur && vibrancy.style == .secondaryLabel)
        #expect(UIVibrancyEffect(blurEffect: blur).style == .label)
    }

    @Test("remove(from:forMode:) stops a display link until it is added again; the frame-rate range sets its rate")
    func removeAndReadd() throws {
        let stage = try Stage(device: .iPhone15)
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        link.add(to: .main, forMode: .common)
        try stage.clock.advance(to: 5.5 / 60)
        #expect(fired == 5)
        link.remove(from: .main, forMode: .common)
        try stage.clock.advance(to: 10.5 / 60)
        #expect(fired == 5)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
        #expect(link.preferredFramesPerSecond == 30)
        link.add(to: .main, forMode: .common)
        try stage.clock.advance(to: 20.5 / 60)
        #expect(fired == 10, "every second frame at 30 of 60 frames per second")
    }
}

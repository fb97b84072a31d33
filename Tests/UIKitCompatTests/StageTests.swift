import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Stage, clock and frame sampler")
@MainActor
struct StageTests {
    @Test("device presets")
    func presets() throws {
        #expect(Device.iPhoneSE.size == CGSize(width: 375, height: 667) && Device.iPhoneSE.scale == 2)
        #expect(Device.iPhone15.size == CGSize(width: 393, height: 852) && Device.iPhone15.scale == 3)
        #expect(Device.iPhone15ProMax.size == CGSize(width: 430, height: 932) && Device.iPhone15ProMax.scale == 3)
        #expect(Device.iPad.size == CGSize(width: 820, height: 1180) && Device.iPad.scale == 2)
        let stage = try Stage(device: .iPad)
        #expect(stage.window.bounds.size == Device.iPad.size)
        let tree = stage.renderTree()
        #expect(tree.pixelWidth == 1640 && tree.pixelHeight == 2360)
    }

    @Test("bad values are clear errors")
    func badValues() throws {
        #expect(throws: StageError.invalidWindowSize(CGSize(width: 0, height: 100))) {
            try Stage(size: CGSize(width: 0, height: 100))
        }
        #expect(throws: StageError.self) { try Stage(size: CGSize(width: CGFloat.nan, height: 100)) }
        #expect(throws: StageError.invalidScale(0)) { try Stage(size: CGSize(width: 10, height: 10), scale: 0) }
        // One rule for scales (PixelGrid): 0.01…16.
        #expect(throws: StageError.invalidScale(17)) { try Stage(size: CGSize(width: 10, height: 10), scale: 17) }
        #expect(StageError.invalidScale(17).description == "scale must be a number from 0.01 to 16, got 17.0")
        #expect(throws: StageError.invalidFramesPerSecond(0)) { try FrameSampler(framesPerSecond: 0) }
        #expect(throws: StageError.self) { try FrameSampler(framesPerSecond: .infinity) }
        #expect(throws: StageError.self) { try FrameSampler(framesPerSecond: -.nan) }
        let sampler = try FrameSampler(framesPerSecond: 60)
        let stage = try Stage()
        #expect(throws: StageError.invalidDuration(-1)) { try sampler.sample(stage, duration: -1) }
        #expect(throws: StageError.self) { try sampler.sample(stage, duration: .infinity) }
        #expect(throws: StageError.self) { try sampler.sample(stage, duration: 1e9) }
        #expect(throws: ClockError.self) { try stage.clock.advance(by: .nan) }
        #expect(throws: ClockError.self) { try stage.clock.advance(by: -1) }
        #expect(throws: ClockError.self) { try stage.clock.advance(to: -5) }
        #expect(stage.clock.now == 0)
    }

    @Test("frame times are exact and the count includes both ends")
    func frameTimes() throws {
        let stage = try Stage()
        let sampler = try FrameSampler(framesPerSecond: 60)
        let frames = try sampler.sample(stage, duration: 0.5)
        #expect(frames.count == 31)
        #expect(frames.map(\.time) == (0...30).map { Double($0) / 60 })
        #expect(try FrameSampler(framesPerSecond: 30).frameCount(forDuration: 0.35) == 11)
    }

    @MainActor
    static func scene() throws -> [Frame] {
        let stage = try Stage(device: .iPhoneSE)
        let card = UIView(frame: CGRect(x: 20, y: 700, width: 335, height: 200))
        card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 300, height: 24))
        label.text = "Hello"
        card.addSubview(label)
        stage.window.addSubview(card)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseOut], animations: { card.frame.origin.y = 400 })
        UIView.animate(
            withDuration: 0.3, delay: 0.1, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
            options: [], animations: { label.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) })
        return try FrameSampler(framesPerSecond: 60).sample(stage, duration: 0.5)
    }

    @Test("sampled render trees are identical across runs")
    func deterministic() throws {
        let first = try Self.scene()
        let second = try Self.scene()
        #expect(first == second)
        #expect(first.count == 31)
        // The card moves: frame 0 at y = 700, the last at y = 400, in between strictly between.
        let ys = first.map { $0.tree.root.children[0].position.y - 100 }
        #expect(ys.first == 700 && ys.last == 400)
        #expect(ys[10] < 700 && ys[10] > 400)
        #expect(first[0].tree.root.children[0].children[0].contents == .text(TextContent(text: "Hello")))
    }

    @Test("the render tree carries the presentation values")
    func treeContents() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100), scale: 2)
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        v.backgroundColor = .white
        v.layer.cornerRadius = 8
        v.clipsToBounds = true
        v.layer.maskedCorners = [.layerMinXMinYCorner]
        v.layer.borderWidth = 2
        v.layer.borderColor = UIColor(white: 0.5, alpha: 1).cgColor
        v.layer.shadowOpacity = 0.5
        v.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        v.layer.zPosition = 3
        v.layer.allowsGroupOpacity = false
        v.isHidden = true
        v.alpha = 0.7
        stage.window.addSubview(v)
        let tree = stage.renderTree()
        #expect(tree.scale == 2 && tree.backgroundColor == .black)
        let node = tree.root.children[0]
        #expect(node.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(node.position == CGPoint(x: 35, y: 35))
        #expect(node.backgroundColor == .white && node.cornerRadius == 8 && node.masksToBounds)
        #expect(node.maskedCorners == [.layerMinXMinYCorner] && node.borderWidth == 2)
        #expect(node.borderColor == Color(white: 0.5))
        #expect(node.shadow.opacity == 0.5 && node.shadow.path == .rect(CGRect(x: 0, y: 0, width: 50, height: 50)))
        #expect(node.zPosition == 3 && !node.allowsGroupOpacity && node.isHidden)
        #expect(abs(node.alpha - 0.7) < 1e-12)
    }

    @Test("timers, delayed blocks and async run at their virtual times")
    func timers() throws {
        let stage = try Stage()
        let clock = stage.clock
        var log: [String] = []
        clock.asyncAfter(deadline: clock.now + 0.3) { log.append("after 0.3 @\(clock.now)") }
        clock.async { log.append("async @\(clock.now)") }
        var ticks = 0
        clock.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
            ticks += 1
            log.append("tick \(ticks) @\(clock.now)")
            if ticks == 3 { timer.invalidate() }
        }
        try clock.advance(by: 2)
        #expect(log == ["async @0.0", "tick 1 @0.25", "after 0.3 @0.3", "tick 2 @0.5", "tick 3 @0.75"])
        #expect(clock.now == 2)
    }

    @Test("a pending one-shot VirtualTimer keeps the clock busy until it fires, as a run loop turns for it")
    func oneShotTimerHoldsSettling() throws {
        let stage = try Stage()
        let clock = stage.clock
        var firedAt: TimeInterval?
        clock.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in firedAt = clock.now }
        #expect(!clock.isIdle && !stage.isSettled)
        try stage.runUntilSettled()
        #expect(firedAt == 0.4 && clock.isIdle && stage.isSettled)
        let cancelled = clock.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in firedAt = nil }
        #expect(!clock.isIdle)
        cancelled.invalidate()
        #expect(clock.isIdle, "an invalidated timer holds nothing")
        let repeating = clock.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in }
        #expect(clock.isIdle, "a repeating timer would never settle")
        repeating.invalidate()
        _ = clock.scheduledTimer(withTimeInterval: 60, repeats: false, holdsSettling: false) { _ in }
        #expect(clock.isIdle, "Flipbook's watchdogs hold nothing")
    }

    @Test("a display link fires once per frame with its timestamps")
    func displayLink() throws {
        let stage = try Stage()
        var stamps: [(TimeInterval, TimeInterval)] = []
        let link = stage.clock.displayLink { link in stamps.append((link.timestamp, link.targetTimestamp)) }
        try stage.clock.advance(by: 0.05)
        let expectedStamps: [TimeInterval] = [1, 2, 3].map { Double($0) / 60 }
        let expectedTargets: [TimeInterval] = [2, 3, 4].map { Double($0) / 60 }
        #expect(stamps.map(\.0) == expectedStamps)
        #expect(stamps.map(\.1) == expectedTargets)
        link.isPaused = true
        try stage.clock.advance(by: 0.05)
        #expect(stamps.count == 3)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        try stage.clock.advance(by: 0.05)
        #expect(stamps.count == 4 || stamps.count == 5)
        link.invalidate()
        try stage.clock.advance(by: 1)
        #expect(stamps.count <= 5)
    }

    @Test("a self-rescheduling loop at one instant is an error, not a hang")
    func runaway() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        func loop() { UIView.animate(withDuration: 0, animations: { v.alpha = 0 }, completion: { _ in loop() }) }
        loop()
        #expect(throws: ClockError.self) { try stage.clock.advance(by: 1) }
    }

    @Test("runUntilIdle waits for animations and reports ones that never end")
    func runUntilIdle() throws {
        let stage = try Stage()
        let v = UIView()
        stage.window.addSubview(v)
        UIView.animate(withDuration: 0.7) { v.alpha = 0 }
        #expect(!stage.clock.isIdle)
        try stage.clock.runUntilIdle()
        #expect(stage.clock.isIdle)
        #expect(abs(stage.clock.now - 0.7) < 1e-12)
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { v.alpha = 1 })
        #expect(throws: ClockError.stillBusy(after: 5)) { try stage.clock.runUntilIdle(timeout: 5) }
    }
}

import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UIActivityIndicatorView: styles, hiding when stopped, spokes turning on the virtual clock")
@MainActor
struct ActivityIndicatorTests {
    /// A 40 × 40 white stage with a large red spinner in the middle.
    func stageWithSpinner() throws -> (Stage, UIActivityIndicatorView) {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        stage.window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        spinner.center = CGPoint(x: 20, y: 20)
        stage.window.addSubview(spinner)
        return (stage, spinner)
    }

    @Test("sizes and colours of the styles; init(frame:) is medium")
    func styles() {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .white).color == .white)
        let plain = UIActivityIndicatorView(frame: .zero)
        #expect(plain.style == .medium && plain.color == .secondaryLabel && plain.hidesWhenStopped)
        plain.color = .red
        #expect(plain.color == .red)
        plain.color = nil
        #expect(plain.color == .secondaryLabel)
        #expect(
            UIActivityIndicatorView.Style.whiteLarge.rawValue == 0
                && UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test("hidden while stopped (by default), shown while animating; runUntilIdle does not wait for it")
    func hiding() throws {
        let (stage, spinner) = try stageWithSpinner()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        try stage.clock.runUntilIdle(timeout: 1)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 20, y: 6].g < 40, "a stopped spinner that does not hide shows its leading spoke at the top")
        spinner.hidesWhenStopped = true
        #expect(spinner.isHidden)
    }

    /// The green channel at the top spoke and at the upper-right spoke after each step.
    func topAndUpperRight(steps: Int) throws -> [(top: UInt8, upperRight: UInt8)] {
        let (stage, spinner) = try stageWithSpinner()
        spinner.startAnimating()
        let step = UIKitChoices.current.activityIndicatorStepDuration
        var samples: [(UInt8, UInt8)] = []
        let start = stage.clock.now
        for index in 0..<steps {
            try stage.clock.advance(to: start + (Double(index) + 0.5) * step)
            let image = Rasterizer().render(stage.renderTree())
            samples.append((image[x: 20, y: 6].g, image[x: 29, y: 10].g))
        }
        return samples
    }

    @Test("the leading (opaque) spoke moves one eighth of a turn clockwise each step; the trail fades behind it")
    func turning() throws {
        let samples = try topAndUpperRight(steps: 9)
        // Red over white: the green channel is 255 × (1 − alpha) of the spoke there.
        #expect(samples[0].top < 10, "step 0: the leading spoke at the top, \(samples)")
        #expect(samples[1].upperRight < 10 && samples[1].top > 15, "step 1: the leading spoke upper right, \(samples)")
        let tops = samples[1..<8].map(\.top)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 < $1 }, "fainter spokes pass the top: \(tops)")
        #expect(samples[8].top == samples[0].top, "a full turn a second")
    }

    @Test("two plays give the same pixels at the same virtual times")
    func determinism() throws {
        let first = try topAndUpperRight(steps: 5), second = try topAndUpperRight(steps: 5)
        #expect(first.map(\.top) == second.map(\.top) && first.map(\.upperRight) == second.map(\.upperRight))
        func frames() throws -> [Image] {
            let (stage, spinner) = try stageWithSpinner()
            spinner.startAnimating()
            return try (0..<4).map { _ in
                try stage.clock.advance(by: 0.07)
                return Rasterizer().render(stage.renderTree())
            }
        }
        #expect(try frames() == frames())
    }
}

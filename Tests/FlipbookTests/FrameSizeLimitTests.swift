import Flipbook
import Foundation
import Raster
import Testing
import UIKitCompat

/// Frames and filmstrips over the canvas limits are refused before anything is painted, naming the sizes.
@Suite("Frame size limit")
@MainActor
struct FrameSizeLimitTests {
    @Test func framesOverTheLimitNameTheirSizeAndTheLargestScaleThatFits() throws {
        var iPad = Device.iPad
        iPad.scale = 16
        let problem = try #require(FrameSizeLimit.problem(device: iPad))
        #expect(
            problem
                == "its frames would be 13120×18880 pixels (820×1180 points at scale 16); a frame may have at most "
                + "16384 pixels a side and 100000000 in all: scale 10.16 fits")
        iPad.scale = 10.16
        #expect(FrameSizeLimit.problem(device: iPad) == nil)
        iPad.scale = 10.17
        #expect(FrameSizeLimit.problem(device: iPad) != nil)
        // Docs' largest setting (@4 supersampled 4 times) on an iPhone 15: 6288×13632, 85.7 million pixels.
        var phone = Device.iPhone15
        phone.scale = 16
        #expect(FrameSizeLimit.problem(device: phone) == nil)
        // A side over 16384 alone; no scale fits a screen 10 million points wide.
        #expect(
            FrameSizeLimit.problem(device: Device(name: "strip", size: CGSize(width: 20_000, height: 1), scale: 1))?
                .hasSuffix("in all: scale 0.81 fits") == true)
        #expect(
            FrameSizeLimit.problem(device: Device(name: "wide", size: CGSize(width: 1e7, height: 1e7), scale: 0.01))?
                .hasSuffix("100000000 in all") == true)
    }

    @Test func aScenarioWithFramesOverTheLimitIsRefusedBeforeItPlays() throws {
        var setupRan = false
        let scenario = Scenario(
            id: "huge", summary: "A screen too large to paint",
            device: Device(name: "wall", size: CGSize(width: 5000, height: 5000), scale: 3),
            setup: { _ in setupRan = true },
            actions: [.at(0, "nothing") { _ in }])
        #expect {
            try ScenarioPlayer().play(scenario, painting: false)
        } throws: { error in
            "\(error)".contains("huge") && "\(error)".contains("its frames would be 15000×15000 pixels")
        }
        #expect(!setupRan)
    }

    @Test func aFilmstripOverTheLimitIsRefused() throws {
        let layout = FilmstripLayout(count: 64, frameWidth: 1179, frameHeight: 2556, style: FilmstripStyle())
        let problem = try #require(Filmstrip.sizeProblem(of: layout))
        #expect(problem.hasPrefix("the sheet would be \(layout.width)×\(layout.height) pixels, more than the limit"))
        let grid = FilmstripLayout(
            count: 64, frameWidth: 1179, frameHeight: 2556, style: FilmstripStyle(columns: 8))
        #expect(Filmstrip.sizeProblem(of: grid) != nil)
        let small = FilmstripLayout(count: 5, frameWidth: 197, frameHeight: 426, style: FilmstripStyle())
        #expect(Filmstrip.sizeProblem(of: small) == nil)
        let frame = Filmstrip.Frame(
            image: Image(width: 4000, height: 4000, fill: Pixel(r: 0, g: 0, b: 0, a: 255)), time: 0)
        #expect(throws: FilmstripError.self) { try Filmstrip(frames: Array(repeating: frame, count: 8)) }
    }
}

/// Keep and strip times far outside any recording are refused by name; converting them to frame indices
/// trapped before (`--keep at:1e300`, `docs --strip-times 1e300`).
@Suite("Frame times far outside the recording")
@MainActor
struct FarFrameTimeTests {
    @Test func keepTimesFarOutsideTheRecordingAreErrors() throws {
        for time in [1e300, -1e300, 1e18, -Double.greatestFiniteMagnitude] {
            let scenario = TestScenarios.slide(keep: .times([time]))
            #expect {
                try ScenarioPlayer().play(scenario, painting: false)
            } throws: { error in
                "\(error)".contains("keep time \(time) s is")
            }
        }
    }
}

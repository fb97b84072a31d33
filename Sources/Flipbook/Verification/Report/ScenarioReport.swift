/// One scenario in a ``VerificationReport``.
public struct ScenarioReport: Codable, Sendable, Equatable {
    /// The scenario's verdict; stored in `report.json` under the raw values.
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// A fixture existed, had the same frames (count, fps, size, kept frames), and every frame matched.
        case passed
        /// A fixture existed and something differs: a frame, the frame count, the fps, the size.
        case failed
        /// There was no fixture (see ``ScenarioReport/fixtureWritten`` for whether one was recorded).
        case missing
        /// Record mode `all`: the fixture was written whatever the comparison found.
        case recorded
        /// The scenario could not be checked: it threw, or its fixture could not be read (see
        /// ``ScenarioReport/message``).
        case error
    }

    /// The scenario's id.
    public var id: ScenarioID
    /// The scenario's one-line summary.
    public var summary: String
    /// The scenario's verdict.
    public var status: Status
    /// Whether this run wrote the scenario's fixture.
    public var fixtureWritten: Bool
    /// The fixture's folder (`Fixtures/<id>`).
    public var fixture: String
    /// The fixture's frames, as its manifest says (nil when there was no fixture or it could not be read).
    public var expected: FrameLayout?
    /// What this run rendered (nil when the scenario failed before its frames were known).
    public var actual: FrameLayout?
    /// How the fixture's frames and the rendered ones differ as a whole, one plain sentence each:
    /// `fps: fixture 60, rendered 30`, `frame count: fixture 40, rendered 42`, `frame size: …`, `kept frames: …`.
    public var layoutDifferences: [String]
    /// Why the scenario could not be checked (status `error`), or what is missing (status `missing`).
    public var message: String?
    /// Every kept frame of either side, by index.
    public var frames: [FrameReport]

    /// A report with the given parts; `frames` are sorted by index.
    public init(
        id: ScenarioID, summary: String, status: Status, fixtureWritten: Bool, fixture: String,
        expected: FrameLayout?, actual: FrameLayout?, layoutDifferences: [String], message: String?,
        frames: [FrameReport]
    ) {
        self.id = id
        self.summary = summary
        self.status = status
        self.fixtureWritten = fixtureWritten
        self.fixture = fixture
        self.expected = expected
        self.actual = actual
        self.layoutDifferences = layoutDifferences
        self.message = message
        self.frames = frames.sorted { $0.index < $1.index }
    }

    /// The frames that did not pass.
    public var failedFrames: [FrameReport] { frames.filter { !$0.status.passed } }

    enum CodingKeys: String, CodingKey {
        case id, summary, status, fixture, expected, actual, message, frames
        case fixtureWritten = "fixture_written", layoutDifferences = "layout_differences"
    }
}

/// A scenario's frames as a whole: what a manifest says about them.
public struct FrameLayout: Codable, Sendable, Equatable {
    /// The device's name, such as `iPhone 15`.
    public var device: String
    /// Frames per second.
    public var fps: Double
    /// Frames recorded, kept or not.
    public var frameCount: Int
    /// Each frame's width in pixels.
    public var pixelWidth: Int
    /// Each frame's height in pixels.
    public var pixelHeight: Int
    /// The frame selection: `all`, `every K`, `at T s, …`.
    public var keep: String
    /// The indices of the kept frames.
    public var keptFrames: [Int]

    /// A layout with the given values, taken as they are.
    public init(
        device: String, fps: Double, frameCount: Int, pixelWidth: Int, pixelHeight: Int, keep: String,
        keptFrames: [Int]
    ) {
        self.device = device
        self.fps = fps
        self.frameCount = frameCount
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.keep = keep
        self.keptFrames = keptFrames
    }

    /// The layout a manifest states: its device, frame rate, frame count, pixel size, keep setting and kept frames.
    public init(_ manifest: RenderManifest) {
        self.init(
            device: manifest.device, fps: manifest.fps, frameCount: manifest.frameCount,
            pixelWidth: manifest.pixelWidth, pixelHeight: manifest.pixelHeight, keep: manifest.settings.keep,
            keptFrames: manifest.frames.map(\.index))
    }

    enum CodingKeys: String, CodingKey {
        case device, fps, keep
        case frameCount = "frame_count", pixelWidth = "pixel_width", pixelHeight = "pixel_height"
        case keptFrames = "kept_frames"
    }

    /// How `actual` differs from this (the fixture's) layout, one sentence per difference; empty when the
    /// frames line up one to one.
    public func differences(to actual: FrameLayout) -> [String] {
        var found: [String] = []
        if fps != actual.fps {
            found.append("fps: fixture \(ReportNumbers.format(fps)), rendered \(ReportNumbers.format(actual.fps))")
        }
        if pixelWidth != actual.pixelWidth || pixelHeight != actual.pixelHeight {
            found.append(
                "frame size: fixture \(pixelWidth)×\(pixelHeight) pixels (\(device)), rendered "
                    + "\(actual.pixelWidth)×\(actual.pixelHeight) pixels (\(actual.device))"
            )
        }
        if frameCount != actual.frameCount {
            found.append(
                "frame count: fixture \(frameCount), rendered \(actual.frameCount) (frames recorded, kept or not)")
        }
        if keptFrames != actual.keptFrames {
            var sentence =
                "kept frames: fixture \(keptFrames.count) (\(keep)), rendered \(actual.keptFrames.count) "
                + "(\(actual.keep))"
            let onlyFixture = Set(keptFrames).subtracting(actual.keptFrames).sorted()
            let onlyRendered = Set(actual.keptFrames).subtracting(keptFrames).sorted()
            if !onlyFixture.isEmpty { sentence += "; only in the fixture: " + ReportNumbers.list(onlyFixture) }
            if !onlyRendered.isEmpty { sentence += "; only rendered: " + ReportNumbers.list(onlyRendered) }
            found.append(sentence)
        }
        return found
    }
}

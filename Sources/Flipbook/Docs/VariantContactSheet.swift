import Files
import Foundation
import PNG
import Raster

/// A contact sheet of one scenario across variants: one row per variant, one column per filmstrip frame
/// (``DocsSettings/strip``), each frame labelled with the variant's name and its time
/// (`dark+rtl · 0.10 s`). The docs gallery shows one transition this way across light and dark, both
/// directions and a large text size.
///
/// Frames are painted as ``DocsRenderer`` paints them (``DocsSettings/scale`` × ``DocsSettings/supersampling``,
/// shrunk by area averaging) and laid out by ``Filmstrip``; the variants must share a screen size. The file
/// is written atomically.
public struct VariantContactSheet: Sendable {
    /// How frames are painted (scale, supersampling, frame rate, jobs), which are shown (`strip`) and the sheet's
    /// background; one row per variant, no outline.
    public var settings: DocsSettings

    /// A contact sheet maker with `settings`; they are checked when rendering starts.
    public init(settings: DocsSettings) {
        self.settings = settings
    }

    /// The label of a frame: the variant's name and the time.
    public static func label(variant: Variant, time: TimeInterval) -> String {
        "\(variant.name) · \(Filmstrip.label(forTime: time))"
    }

    /// The sheet of `scenario` in `variants` (``Variant/default`` is the scenario as declared), in order.
    ///
    /// - Throws: ``DocsError`` for bad settings, no variants, or variants of different screen sizes;
    ///   ``ScenarioError`` when a variant cannot be played.
    @MainActor
    public func render(_ scenario: Scenario, variants: [Variant]) throws -> Image {
        try settings.validate()
        guard !variants.isEmpty else { throw DocsError.invalidSetting("a contact sheet needs at least one variant") }
        let overrides = ScenarioOverrides(
            framesPerSecond: settings.framesPerSecond,
            scale: settings.scale * Double(settings.supersampling))
        let player = ScenarioPlayer()
        let rasterizer = Rasterizer()
        var frames: [Filmstrip.Frame] = []
        var size: CGSize?
        for variant in variants {
            var played = try overrides.applied(to: scenario.variant(variant))
            if let size, size != played.device.size {
                throw DocsError.invalidSetting(
                    "variant \(variant.name) plays on a \(played.device) screen, the first "
                        + "variant on \(size.width)×\(size.height) points; a contact sheet's "
                        + "variants share a screen size")
            }
            size = played.device.size
            played.keep = .all
            let summary = try player.play(played, painting: false)
            let strip = try settings.strip.indices(in: summary)
            played.keep = .times(strip.map { summary.keptFrames[$0].time })
            let pixels = PixelGrid.pixelSize(of: played.device.size, scale: CGFloat(settings.scale))
            try player.play(played) { frame in
                let painted = rasterizer.render(frame.tree)
                let image = AreaDownscale.downscale(
                    painted, width: max(1, min(pixels.width, painted.width)),
                    height: max(1, min(pixels.height, painted.height)))
                frames.append(
                    Filmstrip.Frame(
                        image: image, time: frame.time,
                        label: Self.label(variant: variant, time: frame.time)))
            }
        }
        let columns = max(1, frames.count / variants.count)
        let style = FilmstripStyle(columns: columns, background: settings.background, outline: nil)
        return try Filmstrip(frames: frames, style: style).render(threads: settings.jobs)
    }

    /// Renders the sheet and writes it as PNG to `path` (through a temporary file; its folder is created when
    /// missing); returns its size in bytes.
    @MainActor
    @discardableResult
    public func write(_ scenario: Scenario, variants: [Variant], to path: String) throws -> Int {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { _ = try OutputDirectory.prepare(folder) }
        let sheet = try render(scenario, variants: variants)
        let bytes: [UInt8]
        do {
            bytes = try PNGEncoder(compression: .small).encode(sheet)
        } catch {
            throw DocsError.unwritable(path, "\(error)")
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw DocsError.unwritable(path, error.reason)
        }
        return bytes.count
    }
}

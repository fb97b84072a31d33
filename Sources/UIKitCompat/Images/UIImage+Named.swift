import Foundation

extension UIImage {
    /// UIKit's `UIImage(named:)`: the image `name` from the main bundle, for the current display scale (see
    /// ``init(named:in:compatibleWith:)``); nil if there is none.
    @preconcurrency @MainActor
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image `name` from `bundle` (nil: `Bundle.main`; a Swift package's own images: `Bundle.module`), the file
    /// for `traitCollection`'s display scale (nil: the current traits): `name@3x.png` on a 3× display, else the
    /// nearest larger then smaller scale, `name.png` being 1×, or an asset catalog's image set. The image's
    /// ``scale`` is its file's, so it is drawn at its size in points. Nil if there is no such PNG; a file that is
    /// not a valid PNG gives nil too and is reported on the clock with the decoder's reason.
    ///
    /// UIKit's loading initialisers are thread-safe; these are main-actor isolated (with UIKit's `@preconcurrency`
    /// leniency in Swift 5 mode) because they read the stage's traits and report on its clock
    /// (``UIKitChoices``' `imageLoadingIsMainActorIsolated`).
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let scale = traitCollection?.displayScale ?? UITraitCollection.current.displayScale
        let lookup = ImageResourceLookup(bundle: bundle ?? .main, displayScale: scale)
        guard let found = lookup.find(name) else { return nil }
        switch UIImage.decodePNG(at: found.url) {
        case .success(let bitmap):
            self.init(cgImage: bitmap, scale: CGFloat(found.scale), orientation: .up)
        case .failure(let error):
            VirtualClock.current.report("UIImage(named: \"\(name)\"): \(error); nil")
            return nil
        }
    }

    /// The image `name` from `bundle` for the display scale of `configuration`'s traits (UIKit's iOS 13 form).
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    /// The PNG file at `path` at scale 1 (UIKit reads the scale from an `@2x`/`@3x` suffix of the file's name, and
    /// so does Flipbook). Nil if the file is missing or not a valid PNG (as UIKit, silently: it may run on any thread).
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        switch UIImage.decodePNG(at: url) {
        case .success(let bitmap): self.init(cgImage: bitmap, scale: scale, orientation: .up)
        case .failure: return nil
        }
    }

    /// The image in PNG `data` at scale 1; nil if it is not a valid PNG (other formats are not decoded).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG `data` with `scale` pixels per point; nil if it is not a valid PNG.
    public convenience init?(data: Data, scale: CGFloat) {
        switch UIImage.decodePNG([UInt8](data), name: "UIImage(data:)") {
        case .success(let bitmap): self.init(cgImage: bitmap, scale: scale, orientation: .up)
        case .failure: return nil
        }
    }
}

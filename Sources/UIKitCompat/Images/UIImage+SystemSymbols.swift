import Foundation

/// What a symbol image was made from: its name and configuration (so a new configuration can draw it again).
struct SystemSymbolSource: Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
}

extension UIImage {
    /// UIKit's `UIImage(systemName:)`: the system symbol `name` at the default size (17 points, regular weight),
    /// for the current display scale, drawn as a template (views tint it). Flipbook draws a set of common symbols
    /// from its own paths (``UIKitChoices``' `systemSymbolsAreFlipbooksOwn` lists them); any other name gives nil,
    /// as UIKit does for a name it does not know.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn for `configuration` (a ``SymbolConfiguration`` sets the point size, weight and
    /// scale; its traits the display scale), or nil for a name Flipbook does not draw. Main-actor isolated here, as
    /// the named images are (``UIKitChoices``' `imageLoadingIsMainActorIsolated`).
    @preconcurrency @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let symbol = SystemSymbol.all[name] else { return nil }
        let symbolConfiguration = SymbolConfiguration.unspecified.applying(configuration)
        let choices = UIKitChoices.current
        let scale = symbolConfiguration.traitCollection?.displayScale ?? UITraitCollection.current.displayScale
        let pointSize = symbolConfiguration.pointSize(choices)
        let weight = symbolConfiguration.weight == .unspecified ? .regular : symbolConfiguration.weight
        let stroke = pointSize * choices.symbolRegularStrokeWidth * weight.strokeFactor(choices)
        let bitmap = symbol.render(pointSize: pointSize, strokeWidth: stroke, scale: scale)
        self.init(
            bitmap: bitmap, scale: scale, orientation: .up, renderingMode: .alwaysTemplate, tint: nil,
            symbol: SystemSymbolSource(name: name, configuration: symbolConfiguration))
    }

    /// The system symbol `name` for the display scale of `traitCollection`.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: UIImage.Configuration(traitCollection: traitCollection))
    }

    /// The configuration a symbol image was drawn for (nil for a bitmap image).
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The configuration the image was made for (a symbol's; nil for a bitmap image).
    public var configuration: Configuration? { symbol?.configuration }

    /// A symbol image drawn again with `configuration` applied over its own; a bitmap image is returned as it is.
    @preconcurrency @MainActor
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return self }
        return redrawn(symbol, with: symbol.configuration.applying(configuration))
    }

    /// A symbol image drawn again with `configuration` applied over its own (nil for a bitmap image, as UIKit).
    @preconcurrency @MainActor
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(symbol, with: symbol.configuration.applying(configuration))
    }

    @MainActor private func redrawn(_ symbol: SystemSymbolSource, with configuration: SymbolConfiguration) -> UIImage {
        guard let image = UIImage(systemName: symbol.name, withConfiguration: configuration) else { return self }
        return UIImage(
            bitmap: image.cgImage, scale: image.scale, orientation: imageOrientation, renderingMode: renderingMode,
            tint: tintColor, symbol: image.symbol)
    }
}

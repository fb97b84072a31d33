import Foundation

extension UIImage {
    /// UIKit's `UIImage.SymbolWeight` (raw values as UIKit's): the stroke weight of a symbol image.
    public enum SymbolWeight: Int, Sendable {
        /// No weight given: regular, or the weight of a configuration applied over it.
        case unspecified = 0
        /// The weights from the thinnest to the heaviest.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// How much thicker than the regular weight the strokes are drawn (``UIKitChoices``'
        /// `symbolWeightStrokeFactors`, by raw value).
        func strokeFactor(_ choices: UIKitChoices) -> CGFloat {
            let factors = choices.symbolWeightStrokeFactors
            return rawValue < factors.count ? factors[rawValue] : 1
        }
    }

    /// UIKit's `UIImage.SymbolScale` (raw values as UIKit's): a symbol's size relative to its point size.
    public enum SymbolScale: Int, Sendable {
        /// The default (medium).
        case `default` = -1
        /// No scale given: medium, or the scale of a configuration applied over it.
        case unspecified = 0
        /// Smaller, medium and larger than the point size (``UIKitChoices``' `symbolScaleFactors`).
        case small = 1, medium = 2, large = 3
    }

    /// UIKit's `UIImage.SymbolConfiguration`: the point size, weight and scale a symbol image is drawn at.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size given (nil: the default, 17, the body text size).
        let givenPointSize: CGFloat?
        /// The weight given.
        let weight: SymbolWeight
        /// The scale given.
        let scale: SymbolScale

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, traits: UITraitCollection?) {
            // A point size that is not positive and finite counts as none (UIKit draws at the default size).
            givenPointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            self.weight = weight
            self.scale = scale
            super.init(traitCollection: traits)
        }

        /// A configuration of `pointSize` points (regular weight, medium scale).
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, traits: nil)
        }

        /// A configuration of `pointSize` points in `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, traits: nil)
        }

        /// A configuration of `pointSize` points in `weight` at `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, traits: nil)
        }

        /// A configuration in `weight` (default size).
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, traits: nil)
        }

        /// A configuration at `scale` (default size).
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, traits: nil)
        }

        /// A configuration at the size of `textStyle` (for the current content size category).
        @preconcurrency @MainActor
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// A configuration at the size of `textStyle` (for the current content size category) at `scale`.
        @preconcurrency @MainActor
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            let size = UIFont.preferredFont(forTextStyle: textStyle).pointSize
            self.init(pointSize: size, weight: .unspecified, scale: scale, traits: nil)
        }

        /// A configuration at `font`'s size and weight.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A configuration at `font`'s size and weight, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale, traits: nil)
        }

        /// A configuration that sets nothing.
        public static var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified, traits: nil)
        }

        /// The point size the symbol is drawn at: the given one (17 without), times the scale's factor.
        func pointSize(_ choices: UIKitChoices) -> CGFloat {
            let factors = choices.symbolScaleFactors
            let factor: CGFloat
            switch scale {
            case .small: factor = factors[0]
            case .large: factor = factors[2]
            default: factor = factors[1]
            }
            return (givenPointSize ?? choices.symbolDefaultPointSize) * factor
        }

        /// The settings of `other` that it gives over these (UIKit's `applying(_:)`).
        open override func applying(_ other: UIImage.Configuration?) -> Self {
            guard let other else { return self }
            let symbol = other as? SymbolConfiguration
            let merged = SymbolConfiguration(
                pointSize: symbol?.givenPointSize ?? givenPointSize,
                weight: symbol.map { $0.weight == .unspecified ? weight : $0.weight } ?? weight,
                scale: symbol.map { $0.scale == .unspecified || $0.scale == .default ? scale : $0.scale } ?? scale,
                traits: other.traitCollection ?? traitCollection)
            return merged as! Self
        }

        override func replacingTraits(_ traits: UITraitCollection?) -> Configuration {
            SymbolConfiguration(pointSize: givenPointSize, weight: weight, scale: scale, traits: traits)
        }

        /// Two configurations are equal when they set the same size, weight, scale and traits.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return givenPointSize == other.givenPointSize && weight == other.weight && scale == other.scale
                && traitCollection == other.traitCollection
        }
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight matching a font weight (the nearest of UIKit's named weights).
    init(_ weight: UIFont.Weight) {
        let named: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self = named.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }
}

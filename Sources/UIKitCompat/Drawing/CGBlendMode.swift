import Foundation

/// Core Graphics' `CGBlendMode` (raw values as Core Graphics'): how a drawing combines with what is below.
/// Flipbook composites every drawing in a context normally (source over);
/// see ``UIKitChoices/contextBlendModesDrawNormally``.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    /// Source over (the default), and the separable blend modes of the PDF specification.
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// The remaining separable and the non-separable PDF blend modes.
    case difference, exclusion, hue, saturation, color, luminosity
    /// The Porter–Duff modes.
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    /// The last Porter–Duff mode and the plus modes.
    case destinationAtop, xor, plusDarker, plusLighter
}

extension CGContext {
    /// Sets how later drawings combine with what is below; Flipbook draws them all normally
    /// (``UIKitChoices/contextBlendModesDrawNormally``).
    public func setBlendMode(_ mode: CGBlendMode) { blendMode = mode }
}

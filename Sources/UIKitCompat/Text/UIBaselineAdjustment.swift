import Foundation

/// UIKit's `UIBaselineAdjustment`: how a label places text whose font ``UILabel/adjustsFontSizeToFitWidth``
/// shrank — on the original baseline (`alignBaselines`), centred where the original text was (`alignCenters`),
/// or at the top of its box (`none`).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The raw values are UIKit's (0, 1, 2).
    case alignBaselines = 0, alignCenters, none
}

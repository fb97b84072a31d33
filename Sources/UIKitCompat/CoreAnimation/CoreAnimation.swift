import Foundation

/// Core Animation's layer: the model's ``Layer`` (`view.layer`).
public typealias CALayer = Layer

/// `CACurrentMediaTime()`: the current stage's virtual time (never the wall clock).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> TimeInterval { VirtualClock.current.now }

// CAMediaTimingFunction, CAMediaTimingFunctionName and CATransition are Transitions' own
// (LayerTransition/CATransition.swift).

/// Core Animation's corner mask for `layer.maskedCorners` (`.layerMinXMinYCorner` is the top left).
public typealias CACornerMask = CornerMask

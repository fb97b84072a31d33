import Foundation

// UIScreen lives in Controllers/UIScreen.swift.

/// Accessibility settings an animator may check; the simulated device has the defaults.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
}

// UIKit's Objective-C enums whose Swift form app code relies on being open, as Swift imports UIKit's: a switch
// over the named cases needs `@unknown default` (and gets no warning for it), and `init(rawValue:)` accepts
// values without a name. A Swift enum of a module built without library evolution is always frozen, so these are
// declared in C and UIKitCompat names them in Swift with UIKit's spelling (`UIView.AnimationCurve`).
#ifndef FLIPBOOK_UIKIT_ENUMS_H
#define FLIPBOOK_UIKIT_ENUMS_H

/// UIKit's `UIView.AnimationCurve` (Objective-C `UIViewAnimationCurve`): an open `Int` enum with UIKit's four
/// named curves. Other raw values are kept; the keyboard and system transitions use the private curve 7.
typedef enum __attribute__((enum_extensibility(open))) UIViewAnimationCurve : long {
    /// Slow at both ends (UIKit's default curve).
    UIViewAnimationCurveEaseInOut = 0,
    /// Slow at the start, then faster.
    UIViewAnimationCurveEaseIn = 1,
    /// Fast at the start, slowing to the end.
    UIViewAnimationCurveEaseOut = 2,
    /// Constant speed.
    UIViewAnimationCurveLinear = 3,
} UIViewAnimationCurve;

#endif

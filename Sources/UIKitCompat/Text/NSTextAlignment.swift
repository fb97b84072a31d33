import Raster

/// UIKit's `NSTextAlignment` (`.left`, `.center`, `.right`, `.justified`, `.natural`): Flipbook's text alignment.
/// Justified lines are drawn left-aligned (see ``UIKitChoices/justifiedTextIsDrawnLeftAligned``).
public typealias NSTextAlignment = TextAlignment

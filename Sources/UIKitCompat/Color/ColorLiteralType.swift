import Foundation

/// The type a `#colorLiteral(red:green:blue:alpha:)` takes where nothing else says which (a property declared
/// without a type, `var tint = #colorLiteral(…)`): `UIColor`, as UIKit declares.
public typealias _ColorLiteralType = UIColor

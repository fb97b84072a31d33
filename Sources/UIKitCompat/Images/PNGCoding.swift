import Foundation
// Hidden from UIKitCompat's clients, so that code compiled against UIKitCompat's module without SwiftPM (`swiftc -I
// .build/debug/Modules`) does not need PNG's C modules (libpng's module map). `internal import` does not hide it: a
// module built without library evolution still makes its clients load every dependency. No type of PNG appears in
// UIKitCompat's declarations or stored properties, which is what makes this import safe without library evolution
// (the compiler warns about it once, for this file).
@_implementationOnly import PNG

extension UIImage {
    /// The bitmap decoded from the PNG file at `url` (Flipbook's PNG decoder), or the decoder's one-line error.
    static func decodePNG(at url: URL) -> Result<CGImage, any Error> {
        Result { try PNGDecoder().decode(contentsOf: url).image }
    }

    /// The bitmap decoded from PNG `bytes`, or the decoder's one-line error.
    static func decodePNG(_ bytes: [UInt8], name: String) -> Result<CGImage, any Error> {
        Result { try PNGDecoder().decode(bytes, name: name).image }
    }

    /// The image's pixels as a PNG file (Flipbook's PNG encoder), nil for an image without a bitmap. Like UIKit's,
    /// the scale is not stored (a 2× image gives a file twice its point size).
    public func pngData() -> Data? {
        guard let cgImage, cgImage.width > 0, cgImage.height > 0 else { return nil }
        guard let bytes = try? PNGEncoder().encode(cgImage) else { return nil }
        return Data(bytes)
    }
}

import Foundation
// Internal: no type of PNG appears in UIKitCompat's declarations. A module built without library evolution still
// makes its clients load its dependencies, so code compiled against UIKitCompat outside SwiftPM (`swiftc -I
// .build/debug/Modules`) also needs the C modules' maps (CLibPNG, CLibDeflate, CPNGShim); SwiftPM passes them.
internal import PNG

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

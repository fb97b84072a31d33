/// How colours that the frame's palette lacks are approximated.
///
/// Dithering applies only when a frame's drawn pixels have more distinct colours than its palette holds
/// (255 with a transparent index, else 256); otherwise the palette is exact and every pixel keeps its colour.
public enum GIFDithering: Sendable, Hashable, CaseIterable {
    /// Ordered dithering with an 8×8 Bayer matrix (the default). The threshold depends only on the pixel's
    /// position in the canvas, so a pixel whose colour does not change looks the same in every frame: no
    /// "crawling" patterns in animations. The same offset `((m + 0.5) / 64 − 0.5) · s` is added to the red,
    /// green and blue of the pixel before the nearest palette colour is taken, where `m` is the matrix entry
    /// and `s` the palette's spacing (the median distance between a palette colour and its nearest
    /// neighbour). Hence each pixel's colour error is at most its nearest-colour error plus `√3 · s`.
    case ordered
    /// Floyd–Steinberg error diffusion (7/16, 3/16, 5/16, 1/16; rows left to right), within the pixels the
    /// frame draws. Smoother on gradients, but the pattern of a region can change when a neighbouring region
    /// does.
    case floydSteinberg
    /// No dithering: every pixel takes its nearest palette colour.
    case none

    /// The 8×8 Bayer matrix.
    static let bayer8: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]
}

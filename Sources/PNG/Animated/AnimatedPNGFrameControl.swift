/// The contents of an APNG `fcTL` chunk: where a frame is drawn, for how long, and how it is composited.
///
/// Compositing follows the APNG specification: the canvas starts fully transparent black; before a frame
/// is drawn whose `dispose` is ``Dispose/previous``, the region it covers is saved; the frame's pixels are
/// then written into its region (``Blend/source``) or alpha-composited over it (``Blend/over``); after the
/// frame's delay its region is left alone (``Dispose/none``), cleared to transparent black
/// (``Dispose/background``) or restored from the saved copy (``Dispose/previous``).
public struct AnimatedPNGFrameControl: Sendable, Hashable {
    /// What happens to the frame's region after it has been shown.
    public enum Dispose: UInt8, Sendable, Hashable, CaseIterable {
        /// The region is left as the frame drew it (`APNG_DISPOSE_OP_NONE`).
        case none = 0
        /// The region is cleared to transparent black (`APNG_DISPOSE_OP_BACKGROUND`).
        case background = 1
        /// The region is restored to what it was before the frame was drawn (`APNG_DISPOSE_OP_PREVIOUS`).
        case previous = 2
    }

    /// How the frame's pixels meet the canvas.
    public enum Blend: UInt8, Sendable, Hashable, CaseIterable {
        /// The frame's pixels replace the region's, alpha included (`APNG_BLEND_OP_SOURCE`).
        case source = 0
        /// The frame's pixels are alpha-composited over the region (`APNG_BLEND_OP_OVER`).
        case over = 1
    }

    /// The chunk's sequence number: `fcTL` and `fdAT` chunks are numbered together from 0, in file order.
    public var sequenceNumber: UInt32
    /// The width of the frame's region, in pixels.
    public var width: Int
    /// The height of the frame's region, in pixels.
    public var height: Int
    /// The left edge of the frame's region on the canvas, in pixels.
    public var x: Int
    /// The top edge of the frame's region on the canvas, in pixels.
    public var y: Int
    /// Delay numerator and denominator, in seconds; a denominator of 0 means 100 (as the specification says).
    public var delayNumerator: UInt16
    /// The denominator of the delay (see ``delayNumerator``); 0 stands for 100.
    public var delayDenominator: UInt16
    /// What happens to the region after the frame's delay.
    public var dispose: Dispose
    /// How the frame's pixels are combined with the canvas.
    public var blend: Blend

    /// A frame control with the given fields, taken as they are (the reader checks them against the canvas).
    public init(
        sequenceNumber: UInt32, width: Int, height: Int, x: Int, y: Int,
        delayNumerator: UInt16, delayDenominator: UInt16, dispose: Dispose, blend: Blend
    ) {
        self.sequenceNumber = sequenceNumber
        self.width = width; self.height = height; self.x = x; self.y = y
        self.delayNumerator = delayNumerator; self.delayDenominator = delayDenominator
        self.dispose = dispose; self.blend = blend
    }

    /// The delay in seconds.
    public var delay: Double {
        Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
    }

    /// The 26 bytes of the chunk's data.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(26)
        out.appendBigEndian(sequenceNumber)
        out.appendBigEndian(UInt32(width)); out.appendBigEndian(UInt32(height))
        out.appendBigEndian(UInt32(x)); out.appendBigEndian(UInt32(y))
        out.appendBigEndian(delayNumerator); out.appendBigEndian(delayDenominator)
        out.append(dispose.rawValue); out.append(blend.rawValue)
        return out
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24)); append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8)); append(UInt8(truncatingIfNeeded: value))
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value >> 8)); append(UInt8(truncatingIfNeeded: value))
    }
}

import Foundation
@testable import GIF

/// A small GIF reader for the tests: parses the blocks, decodes LZW with the module's decoder, and
/// composites frames (keep / clear-to-transparent disposal), so the writer's output can be checked
/// independently of Pillow's compositing as well.
struct GIFFileReader {
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var disposal: Int
        var delay: Int
        var transparentIndex: Int?
        var palette: [UInt32]
        var indices: [UInt8]
    }

    var width = 0, height = 0
    /// The NETSCAPE2.0 repeat count, nil when the block is absent.
    var loop: Int?
    var frames: [Frame] = []

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(_ bytes: [UInt8]) throws {
        var p = 0
        func byte() throws -> Int {
            guard p < bytes.count else { throw Failure(description: "truncated at \(p)") }
            defer { p += 1 }
            return Int(bytes[p])
        }
        func le16() throws -> Int { let lo = try byte(); return lo | (try byte()) << 8 }
        func blocks() throws -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let n = try byte()
                if n == 0 { return data }
                guard p + n <= bytes.count else { throw Failure(description: "truncated sub-block") }
                data += bytes[p..<(p + n)]
                p += n
            }
        }
        guard bytes.count >= 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else {
            throw Failure(description: "not GIF89a")
        }
        p = 6
        width = try le16(); height = try le16()
        let flags = try byte(); _ = try byte(); _ = try byte()
        if flags & 0x80 != 0 { p += 3 << ((flags & 7) + 1) }
        var pending: (disposal: Int, delay: Int, transparent: Int?)?
        while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let data = try blocks()
                if label == 0xF9 {
                    guard data.count == 4 else { throw Failure(description: "GCE of \(data.count) bytes") }
                    pending = (
                        Int(data[0]) >> 2 & 7, Int(data[1]) | Int(data[2]) << 8,
                        data[0] & 1 != 0 ? Int(data[3]) : nil
                    )
                } else if label == 0xFF, data.count >= 14,
                    String(decoding: data[0..<11], as: UTF8.self) == "NETSCAPE2.0"
                {
                    loop = Int(data[12]) | Int(data[13]) << 8
                }
            case 0x2C:
                let x = try le16(), y = try le16(), w = try le16(), h = try le16()
                let f = try byte()
                guard f & 0x80 != 0 else { throw Failure(description: "frame without a local colour table") }
                guard f & 0x40 == 0 else { throw Failure(description: "interlaced frame") }
                var palette: [UInt32] = []
                for _ in 0..<(1 << ((f & 7) + 1)) {
                    palette.append(UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte()))
                }
                let codeSize = try byte()
                let data = try blocks()
                guard let indices = LZW.decode(data, minimumCodeSize: codeSize, limit: w * h), indices.count == w * h
                else {
                    throw Failure(description: "frame \(frames.count): LZW data does not decode to \(w)×\(h) indices")
                }
                guard x + w <= width, y + h <= height else { throw Failure(description: "frame outside the screen") }
                let control = pending ?? (0, 0, nil)
                frames.append(
                    Frame(
                        x: x, y: y, width: w, height: h, disposal: control.disposal, delay: control.delay,
                        transparentIndex: control.transparent, palette: palette, indices: indices))
                pending = nil
            case 0x3B:
                return
            case let other:
                throw Failure(description: "unexpected block 0x\(String(other, radix: 16)) at \(p - 1)")
            }
        }
    }

    /// Every frame composited, straight RGBA.
    func composited() -> [[UInt8]] {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var out: [[UInt8]] = []
        for frame in frames {
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    let index = Int(frame.indices[row * frame.width + column])
                    if index == frame.transparentIndex { continue }
                    let c = frame.palette[index]
                    let o = ((frame.y + row) * width + frame.x + column) * 4
                    canvas[o] = UInt8(c >> 16 & 0xFF); canvas[o + 1] = UInt8(c >> 8 & 0xFF)
                    canvas[o + 2] = UInt8(c & 0xFF); canvas[o + 3] = 255
                }
            }
            out.append(canvas)
            if frame.disposal == 2 {
                for row in 0..<frame.height {
                    let o = ((frame.y + row) * width + frame.x) * 4
                    for i in o..<(o + frame.width * 4) { canvas[i] = 0 }
                }
            }
        }
        return out
    }
}

import Files
import Foundation

/// An animated PNG written through a ``AtomicFileStream`` (Files): the same calls, failing with ``PNGError``
/// (the same path and reason) as the rest of the PNG writer does.
extension AtomicFileStream {
    /// A stream whose file appears at `url` when it is committed.
    static func png(at url: URL) throws(PNGError) -> AtomicFileStream {
        do { return try AtomicFileStream(destination: url) } catch { throw PNGError(error) }
    }

    /// Appends `bytes`.
    func writeBytes(_ bytes: [UInt8]) throws(PNGError) {
        do { try write(bytes) } catch { throw PNGError(error) }
    }

    /// Appends one chunk: length, type, `data` and CRC.
    func writeChunk(type: String, data: [UInt8]) throws(PNGError) {
        try writeBytes(PNGChunk.bytes(type: type, data: data))
    }

    /// Overwrites bytes already written at `position`.
    func patchBytes(_ bytes: [UInt8], at position: Int) throws(PNGError) {
        do { try patch(bytes, at: position) } catch { throw PNGError(error) }
    }

    /// Moves the complete file into place.
    func commitFile() throws(PNGError) {
        do { try commit() } catch { throw PNGError(error) }
    }
}

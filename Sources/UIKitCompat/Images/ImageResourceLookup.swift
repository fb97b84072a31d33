import Foundation

/// How `UIImage(named:in:compatibleWith:)` finds an image in a bundle, as UIKit does for loose files: the file
/// named for the display scale (`name@3x.png` on a 3× screen) first, then the larger scales, then the smaller ones
/// (`name@1x.png` or `name.png` for 1×); an image set of an asset catalog (`*.xcassets/name.imageset`, its
/// `Contents.json` naming one file per scale) the same way. The image's ``UIImage/scale`` is the scale of the file
/// found. A name with an extension (`"photo.png"`) looks for that file type.
///
/// Files are decoded by Flipbook's PNG decoder (any valid PNG); other formats are not decoded (nil).
struct ImageResourceLookup {
    /// The folder the bundle's resources are in.
    let resourceFolder: URL
    /// Pixels per point of the display the image is for (1, 2 or 3).
    let displayScale: Int

    init(bundle: Bundle, displayScale: CGFloat) {
        resourceFolder = URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath, isDirectory: true)
        self.displayScale = min(3, max(1, Int(displayScale.rounded())))
    }

    /// The scales to try, best first: the display's, the larger ones upwards, then the smaller ones downwards.
    var scaleOrder: [Int] {
        [displayScale] + Array(stride(from: displayScale + 1, through: 3, by: 1))
            + Array(stride(from: displayScale - 1, through: 1, by: -1))
    }

    /// The file and scale for `name`, or nil.
    func find(_ name: String) -> (url: URL, scale: Int)? {
        guard !name.isEmpty else { return nil }
        let nameURL = URL(fileURLWithPath: name)
        let ext = nameURL.pathExtension.isEmpty ? "png" : nameURL.pathExtension
        let base = nameURL.pathExtension.isEmpty ? name : String(name.dropLast(ext.count + 1))
        let files = FileManager.default
        for scale in scaleOrder {
            let names = scale == 1 ? ["\(base).\(ext)", "\(base)@1x.\(ext)"] : ["\(base)@\(scale)x.\(ext)"]
            for file in names {
                let url = resourceFolder.appendingPathComponent(file)
                var folder: ObjCBool = false
                if files.fileExists(atPath: url.path, isDirectory: &folder), !folder.boolValue {
                    return (url, scale)
                }
            }
        }
        return findInAssetCatalogs(base)
    }

    /// An image set named `name` in one of the bundle's asset catalogs (folders ending in `.xcassets`, at the top of
    /// the resources), by the scales of its `Contents.json`.
    private func findInAssetCatalogs(_ name: String) -> (url: URL, scale: Int)? {
        let files = FileManager.default
        guard let entries = try? files.contentsOfDirectory(atPath: resourceFolder.path) else { return nil }
        for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
            let set = resourceFolder.appendingPathComponent(catalog).appendingPathComponent("\(name).imageset")
            guard let data = Self.readContents(set.appendingPathComponent("Contents.json")),
                let contents = try? JSONDecoder().decode(AssetCatalogImageSet.self, from: data)
            else { continue }
            var byScale: [Int: String] = [:]
            for image in contents.images {
                // A file of the image set itself: a name with a `/` (or `..`) could read any file.
                guard let file = image.filename, !file.isEmpty, file != ".", file != "..", !file.contains("/"),
                    !file.contains("\0")
                else { continue }
                let scale = Int(image.scale?.dropLast() ?? "1") ?? 1
                if byScale[scale] == nil { byScale[scale] = file }
            }
            for scale in scaleOrder {
                if let file = byScale[scale] { return (set.appendingPathComponent(file), scale) }
            }
        }
        return nil
    }
}

extension ImageResourceLookup {
    /// The most bytes of an image set's `Contents.json` read (Xcode writes a few hundred; one per scale and
    /// appearance stays far below this).
    static let contentsByteLimit = 1 << 20

    /// The bytes of the `Contents.json` at `url` when it is a regular file (not a link, a FIFO, which would block
    /// the read, or a device) of at most ``contentsByteLimit`` bytes; nil otherwise.
    static func readContents(_ url: URL) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = (attributes[.size] as? NSNumber)?.intValue, size <= contentsByteLimit,
            let handle = try? FileHandle(forReadingFrom: url)
        else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: contentsByteLimit + 1), data.count <= contentsByteLimit else {
            return nil
        }
        return data
    }
}

/// The part of an asset catalog image set's `Contents.json` the lookup reads.
struct AssetCatalogImageSet: Decodable {
    struct Entry: Decodable {
        var filename: String?
        var scale: String?
    }
    var images: [Entry]
}

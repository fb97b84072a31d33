import Foundation

/// Every file under `folder` (relative paths) with its bytes: what a test compares before and after a run
/// that must write nothing, or exactly some files.
public func filesUnder(_ folder: String) throws -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let path = folder + "/" + relative
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            result[relative] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
    }
    return result
}

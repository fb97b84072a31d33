import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The test cases of a JUnit file, read with an XML parser (which fails on malformed XML).
public struct JUnitCases {
    public var names: [String] = []
    public var failures: [String] = []
    public var failureBodies: [String] = []
    public var errors: [String] = []

    /// Parses `data`; throws on malformed XML.
    public init(_ data: Data) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        let ok = parser.parse()
        if !ok || parser.parserError != nil {
            throw CocoaError(
                .fileReadCorruptFile,
                userInfo: [NSLocalizedDescriptionKey: "malformed JUnit XML: \(String(describing: parser.parserError))"])
        }
        self = delegate.cases
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var cases = JUnitCases()
        var inFailure = false
        override init() {}
        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "testcase": cases.names.append(attributes["name"] ?? "?")
            case "failure":
                cases.failures.append(attributes["message"] ?? ""); cases.failureBodies.append(""); inFailure = true
            case "error": cases.errors.append(attributes["message"] ?? "")
            default: break
            }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inFailure { cases.failureBodies[cases.failureBodies.count - 1] += string }
        }
        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "failure" { inFailure = false }
        }
    }

    private init() {}
}

import Foundation
import Testing
@testable import ImageDiff
import Raster

@Suite struct ReportAndSettingsTests {
    @Test func metricsBuildTheirStrategiesAndCheckThresholds() throws {
        #expect(try Metric.pixelmatch.strategy().name == "pixelmatch")
        #expect(try Metric.channel.strategy(threshold: 2).name == "channel")
        #expect(try Metric.ciede2000.strategy(threshold: 2.3).name == "ciede2000")
        #expect(throws: MetricError("threshold does not apply to the exact metric")) {
            try Metric.exact.strategy(threshold: 1)
        }
        #expect(throws: MetricError("threshold 1.5 for pixelmatch is outside 0.0…1.0 (YIQ threshold (pixelmatch))")) {
            try Metric.pixelmatch.strategy(threshold: 1.5)
        }
        #expect(throws: MetricError.self) { try Metric.channel.strategy(threshold: 2.5) }
        #expect(throws: MetricError.self) { try Metric.channel.strategy(threshold: .nan) }
        // The threshold takes effect: grey 100 → 103 is within a channel tolerance of 3, not of 2.
        let expected = TestImages.grey(width: 1, height: 1, [100]), actual = TestImages.grey(width: 1, height: 1, [103])
        #expect(try Metric.channel.strategy(threshold: 3).compare(expected, actual).passed)
        #expect(try !Metric.channel.strategy(threshold: 2).compare(expected, actual).passed)
        #expect(
            try Metric.exact.strategy(limits: .init(maxPixels: 1)).compare(expected, actual).outcome == .withinTolerance
        )
    }

    @Test func coloursParseAsRGBTriples() throws {
        #expect(try RGB(parsing: "255,0,0") == RGB(255, 0, 0))
        #expect(try RGB(parsing: " 1, 2 ,3") == RGB(1, 2, 3))
        #expect(throws: MetricError("colour \"255,0\" is not R,G,B (three numbers 0…255 separated by commas)")) {
            try RGB(parsing: "255,0")
        }
        #expect(throws: MetricError("colour \"1,256,0\": green \"256\" is not a whole number 0…255")) {
            try RGB(parsing: "1,256,0")
        }
        #expect(throws: MetricError.self) { try RGB(parsing: "a,b,c") }
    }

    @Test func jsonReportHasTheNumbers() throws {
        var values = [UInt8](repeating: 50, count: 12)
        let expected = TestImages.grey(width: 4, height: 3, values)
        values[5] = 250
        values[6] = 250
        let result = ComparisonStrategy.pixelmatch().compare(expected, TestImages.grey(width: 4, height: 3, values))
        let report = DiffReport(
            expected: "a.png", actual: "b.png", metric: "pixelmatch", threshold: 0.1, result: result,
            expectedSize: ImageSize(width: 4, height: 3), actualSize: ImageSize(width: 4, height: 3),
            diffImagePath: "out/diff.png")
        let object = try #require(JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(object["mismatched_pixels"] as? Int == 2)
        #expect(object["total_pixels"] as? Int == 12)
        #expect(object["max_channel_delta"] as? Int == 200)
        #expect(object["outcome"] as? String == "different")
        #expect(object["passed"] as? Bool == false)
        #expect(object["diff_image"] as? String == "out/diff.png")
        let box = try #require(object["bounding_box"] as? [String: Int])
        #expect(box == ["x": 1, "y": 1, "width": 2, "height": 1])
        let regions = try #require(object["regions"] as? [[String: Int]])
        #expect(regions == [["x": 1, "y": 1, "width": 2, "height": 1, "pixel_count": 2]])
    }

    @Test func jsonReportOfASizeMismatchNamesBothSizes() throws {
        let result = ComparisonStrategy.exact.compare(Image(width: 2, height: 2), Image(width: 3, height: 2))
        let report = DiffReport(
            expected: "a.png", actual: "b.png", metric: "exact", threshold: nil, result: result,
            expectedSize: ImageSize(width: 2, height: 2), actualSize: ImageSize(width: 3, height: 2),
            diffImagePath: nil)
        let object = try #require(JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(object["outcome"] as? String == "size_mismatch")
        #expect(object["expected_size"] as? [String: Int] == ["width": 2, "height": 2])
        #expect(object["actual_size"] as? [String: Int] == ["width": 3, "height": 2])
        #expect(object["mismatched_pixels"] is NSNull)
        #expect(object["bounding_box"] is NSNull)
        #expect(object["threshold"] is NSNull)
    }
}

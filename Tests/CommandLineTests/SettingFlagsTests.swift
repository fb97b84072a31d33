@testable import FlipbookCLI
import Testing

/// The library names settings by their fields; the command line says the flags.
@Suite("Setting flags")
struct SettingFlagsTests {
    @Test(arguments: [
        (
            "framesPerSecond must be a number greater than 0 and at most 1000, got 0.0",
            "--fps must be a number greater than 0 and at most 1000, got 0.0"
        ),
        ("scale must be a number from 0.01 to 16, got 20.0", "--scale must be a number from 0.01 to 16, got 20.0"),
        (
            "scale × supersampling must be a number from 0.01 to 16, got 32.0",
            "--scale × --supersampling must be a number from 0.01 to 16, got 32.0"
        ),
        ("strip.times: 9.0 s is outside the recording", "--strip-times: 9.0 s is outside the recording"),
        ("strip.evenly must be 1…64, got 0", "--strip-frames must be 1…64, got 0"),
        ("loopCount must be 0 (forever) … 65535, got -1", "--loop must be 0 (forever) … 65535, got -1"),
        ("endPause must be 0…60 seconds, got -1.0", "--end-pause must be 0…60 seconds, got -1.0"),
        ("jobs must be 1…256, got 0", "--jobs must be 1…256, got 0"),
        ("shard \"x\" is not i/n (for example 1/4)", "--shard \"x\" is not i/n (for example 1/4)"),
        ("threshold does not apply to the exact metric", "--threshold does not apply to the exact metric"),
    ])
    func fieldsBecomeFlags(library: String, commandLine: String) {
        #expect(SettingFlags.flagged(library) == commandLine)
    }

    @Test func otherMessagesStayAsTheyAre() {
        for message in ["scaled frames are missing", "jobsite", "fixture F/x: manifest.json is missing", ""] {
            #expect(SettingFlags.flagged(message) == message)
        }
    }
}

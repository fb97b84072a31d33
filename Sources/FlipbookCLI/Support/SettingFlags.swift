/// The library names a bad setting by its field (`framesPerSecond must be …`, `strip.times: …`); the command line
/// says the flag the user typed (`--fps must be …`). This is the one table between the two.
enum SettingFlags {
    /// Library field names and the flags that set them, longest field first (so `scale × supersampling` wins
    /// over `scale`).
    static let flags: [(field: String, flag: String)] = [
        ("scale × supersampling", "--scale × --supersampling"),
        ("framesPerSecond", "--fps"),
        ("supersampling", "--supersampling"),
        ("strip.evenly", "--strip-frames"),
        ("strip.times", "--strip-times"),
        ("threshold", "--threshold"),
        ("loopCount", "--loop"),
        ("endPause", "--end-pause"),
        ("columns", "--columns"),
        ("device", "--device"),
        ("scale", "--scale"),
        ("shard", "--shard"),
        ("jobs", "--jobs"),
    ]

    /// `message` with a leading field name (followed by a space, a colon or nothing) replaced by its flag;
    /// any other message as it is.
    static func flagged(_ message: String) -> String {
        for (field, flag) in flags where message.hasPrefix(field) {
            let rest = message.dropFirst(field.count)
            if rest.isEmpty || rest.first == " " || rest.first == ":" { return flag + rest }
        }
        return message
    }
}

extension Color {
    // UIKit's `UIColor.red`, `.green` and `.blue`. They are declared here, beside the `red`, `green` and
    // `blue` components, because a module that imports Raster (UIKitCompat, which adds UIKit's other colour
    // names) would otherwise shadow the components with them: Swift prefers an importing module's member.

    /// Pure red (1, 0, 0), UIKit's `UIColor.red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green (0, 1, 0), UIKit's `UIColor.green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue (0, 0, 1), UIKit's `UIColor.blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
}

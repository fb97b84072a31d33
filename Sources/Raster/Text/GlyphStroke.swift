/// One stroke of a glyph: a centre line (already flattened into a polyline) drawn with a round pen.
///
/// Coordinates are font design units (1000 per em), y up from the baseline. An open stroke gets round caps,
/// a closed one is a ring. A stroke of a single point is a disc (a dot). Sharp corners in the polyline get
/// round joins; gentle bends (flattened curves) are joined exactly.
struct GlyphStroke: Sendable, Equatable {
    var points: [GlyphVector]
    var isClosed: Bool
    /// Half the pen width, in design units.
    var radius: Double
}

import Foundation

/// The CIEDE2000 colour difference ΔE₀₀ (CIE 142-2001), as written out by Sharma, Wu and Dalal (2005),
/// with the parametric factors kL = kC = kH = 1.
///
/// A ΔE₀₀ near 1 is about the smallest difference an observer notices side by side (a
/// just-noticeable difference); 2–3 is noticeable at a glance.
public enum CIEDE2000 {
    /// ΔE₀₀ between two L*a*b* colours. Symmetric, 0 for equal colours.
    public static func difference(_ c1: CIELab, _ c2: CIELab) -> Double {
        let pow25to7 = 6103515625.0  // 25⁷
        let chroma1 = (c1.a * c1.a + c1.b * c1.b).squareRoot()
        let chroma2 = (c2.a * c2.a + c2.b * c2.b).squareRoot()
        let meanChroma = (chroma1 + chroma2) / 2
        let meanChroma7 = pow(meanChroma, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a
        let cp1 = (a1 * a1 + c1.b * c1.b).squareRoot()
        let cp2 = (a2 * a2 + c2.b * c2.b).squareRoot()
        let hp1 = hueAngle(b: c1.b, a: a1)
        let hp2 = hueAngle(b: c2.b, a: a2)

        let deltaL = c2.l - c1.l
        let deltaC = cp2 - cp1
        var deltaH = 0.0
        if cp1 * cp2 != 0 {
            deltaH = hp2 - hp1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaHHue = 2 * (cp1 * cp2).squareRoot() * sin(radians(deltaH / 2))

        let meanL = (c1.l + c2.l) / 2
        let meanCp = (cp1 + cp2) / 2
        var meanH = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 {
                meanH /= 2
            } else if meanH < 360 {
                meanH = (meanH + 360) / 2
            } else {
                meanH = (meanH - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let lMinus50Squared = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lMinus50Squared / (20 + lMinus50Squared).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc

        let l = deltaL / sl, c = deltaC / sc, h = deltaHHue / sh
        return max(0, l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    /// The hue angle in degrees, 0…360; 0 for a neutral colour.
    private static func hueAngle(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}

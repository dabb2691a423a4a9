#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How an animation's progress follows time, as `CAMediaTimingFunction` and
/// UIKit's spring timing.
///
/// ``progress(at:)`` maps the elapsed fraction of the duration, 0…1, to the
/// fraction of the change, which starts at 0 and ends exactly at 1. A spring
/// may pass 1 on the way (overshoot). Every curve is a pure function of its
/// input, so animations are deterministic under the virtual clock.
public enum TimingCurve: Sendable, Equatable {
    /// Constant speed.
    case linear
    /// Slow start: the cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Slow end: the cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Slow start and end: the cubic Bézier (0.42, 0, 0.58, 1), Core Animation's `easeInEaseOut`.
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2); x1 and x2 in 0…1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring released from 0 towards 1 that settles by the end of the
    /// duration (its envelope decays to 1e-4). A damping ratio of 1 is critically
    /// damped; below 1 it overshoots and oscillates; above 1 is treated as 1.
    case spring(dampingRatio: Double)

    /// The fraction of the change done after the fraction `t` of the duration.
    public func progress(at t: Double) -> Double {
        if !(t > 0) { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, t)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, t)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, t)
        case let .cubicBezier(x1, y1, x2, y2): return Self.bezier(x1, y1, x2, y2, t)
        case let .spring(ratio): return Self.spring(dampingRatio: ratio, t)
        }
    }

    /// The natural log of 1e4: the envelope's decay over the whole duration.
    static let settleExponent = 9.210_340_371_976_184

    static func spring(dampingRatio: Double, _ t: Double) -> Double {
        let zeta = min(max(dampingRatio, 0.05), 1)
        let decay = settleExponent          // ζ·ω0, so the envelope is e^(−decay·t)
        if zeta >= 1 {
            return 1 - (1 + decay * t) * exp(-decay * t)
        }
        let omega0 = decay / zeta
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-decay * t) * (cos(omegaD * t) + (decay / omegaD) * sin(omegaD * t))
    }

    /// Solves x(s) = t for the curve parameter s, then returns y(s).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let error = coordinate(x1, x2, s) - t
            if abs(error) < 1e-12 { return coordinate(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        // Newton stalled: bisect, which always converges since x(s) is monotonic for x1, x2 in 0…1.
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<60 {
            let x = coordinate(x1, x2, s)
            if abs(x - t) < 1e-12 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return coordinate(y1, y2, s)
    }
}

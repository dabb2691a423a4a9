/// How one axis of a released scroll moves: a pure function of the time since
/// the release, built from ``ScrollPhysics``.
///
/// Every case is closed-form in the elapsed time, so where the content is at a
/// given clock time is the same however often frames are ticked (and a frame
/// that skips a whole overshoot lands on the edge).
enum ScrollAxisMotion: Sendable, Equatable {
    /// The axis does not move.
    case still(Double)
    /// Decelerates from `from` towards `target` at `rate` (an in-range fling; the
    /// target is the layout's resting point, so this is also how snapping runs).
    case decelerate(from: Double, target: Double, rate: Double)
    /// Released past `edge`: springs back to it, starting at `velocity` (content
    /// points per second).
    case bounce(from: Double, edge: Double, velocity: Double)
    /// Flung into `edge`: see ``Overshoot``.
    case overshoot(Overshoot)

    /// A fling whose natural resting point lies past an edge. It decelerates
    /// towards that point until it reaches the edge (at ``edgeTime``), then the
    /// momentum it has there (``edgeVelocity``) carries it past the edge against
    /// the rubber band, and it springs back to rest on the edge.
    struct Overshoot: Sendable, Equatable {
        var from: Double
        var natural: Double
        var edge: Double
        var rate: Double
        /// Seconds from the release to reaching the edge.
        var edgeTime: Double
        /// Content points per second at the edge.
        var edgeVelocity: Double
        /// The view's size along the axis, for the rubber band.
        var dimension: Double

        init(from: Double, natural: Double, edge: Double, rate: Double, dimension: Double) {
            self.from = from
            self.natural = natural
            self.edge = edge
            self.rate = rate
            self.dimension = dimension
            edgeTime = ScrollPhysics.timeToReach(edge, from: from, towards: natural, rate: rate)
            edgeVelocity = ScrollPhysics.decelerationVelocity(at: edge, towards: natural, rate: rate)
        }
    }

    /// Where the axis comes to rest.
    var restingPoint: Double {
        switch self {
        case .still(let x): x
        case .decelerate(_, let target, _): target
        case .bounce(_, let edge, _): edge
        case .overshoot(let o): o.edge
        }
    }

    /// The position `elapsed` seconds after the release, and whether the axis has
    /// settled (within ``ScrollPhysics/restingThreshold`` of its resting point and
    /// no longer heading away from it).
    func position(at elapsed: Double) -> (Double, settled: Bool) {
        let threshold = ScrollPhysics.restingThreshold
        switch self {
        case .still(let x):
            return (x, true)
        case let .decelerate(from, target, rate):
            let x = ScrollPhysics.decelerate(from: from, to: target, elapsed: .fromSeconds(elapsed), rate: rate)
            return (x, abs(x - target) < threshold)
        case let .bounce(from, edge, velocity):
            let t = Duration.fromSeconds(elapsed)
            let x = ScrollPhysics.bounce(from: from, to: edge, velocity: velocity, elapsed: t)
            let v = ScrollPhysics.bounceVelocity(from: from, to: edge, velocity: velocity, elapsed: t)
            return (x, abs(x - edge) < threshold && abs(v) < threshold * ScrollPhysics.bounceFrequency)
        case .overshoot(let o):
            if elapsed < o.edgeTime {
                return (ScrollPhysics.decelerate(from: o.from, to: o.natural, elapsed: .fromSeconds(elapsed), rate: o.rate), false)
            }
            let t = elapsed - o.edgeTime
            let past = ScrollPhysics.overshoot(velocity: o.edgeVelocity, elapsed: t, dimension: o.dimension)
            // Past the peak (1 / frequency) the stretch only shrinks.
            return (o.edge + past, t > 1 / ScrollPhysics.bounceFrequency && abs(past) < threshold)
        }
    }
}

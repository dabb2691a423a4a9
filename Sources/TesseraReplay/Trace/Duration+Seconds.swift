extension Duration {
    /// The duration in seconds, a whole number of nanoseconds divided in one step so that 1.57 s
    /// prints as 1.57 (as transcripts print times).
    var secondsValue: Double {
        let c = components
        let (ns, rest) = c.attoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        if rest == 0, abs(c.seconds) < 9_000_000 { return Double(c.seconds * 1_000_000_000 + ns) / 1e9 }
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }
}

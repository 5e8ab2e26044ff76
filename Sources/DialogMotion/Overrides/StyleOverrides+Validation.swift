extension StyleOverrides {
  /// Every problem of these overrides against the contract's ranges, with paths such as
  /// `presentDuration` or `curve.spring.damping`; empty when valid.
  public func validate() -> [ValidationProblem] {
    var checks = Checks()
    let maximum = DialogDefinition.maximumDuration
    if let presentDuration {
      checks.positive(presentDuration, atMost: maximum, "presentDuration", "presentDuration (seconds)")
    }
    if let dismissDuration {
      checks.positive(dismissDuration, atMost: maximum, "dismissDuration", "dismissDuration (seconds)")
    }
    if let curve {
      if case .physicalSpring = curve {
        checks.add("curve", "A style's curve must be a named curve, a bezier or a spring.")
      }
      checks.append(curve.validate(), under: "curve")
    }
    if let overlayAlpha { checks.inRange(overlayAlpha, 0...1, "overlayAlpha", "overlayAlpha") }
    if let fromScale { checks.positive(fromScale, atMost: Self.maximumFromScale, "fromScale", "fromScale") }
    if let colors { checks.append(colors.validate(), under: "colors") }
    return checks.problems
  }
}

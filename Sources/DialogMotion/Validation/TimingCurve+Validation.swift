extension TimingCurve {
  /// The problems of this curve, paths relative to it (`bezier[0]`, `spring.damping`).
  public func validate() -> [ValidationProblem] {
    var checks = Checks()
    switch self {
    case .easeInOut, .easeIn, .easeOut, .linear:
      break
    case .bezier(let curve):
      checks.inRange(curve.x1, 0...1, "bezier[0]", "A bezier's x1")
      checks.finite(curve.y1, "bezier[1]", "A bezier's y1")
      checks.inRange(curve.x2, 0...1, "bezier[2]", "A bezier's x2")
      checks.finite(curve.y2, "bezier[3]", "A bezier's y2")
    case .spring(let spring):
      checks.positive(spring.dampingRatio, atMost: 1, "spring.damping", "A spring's damping ratio")
      checks.finite(spring.initialVelocity, "spring.velocity", "A spring's velocity")
    case .physicalSpring(let spring):
      checks.positive(spring.mass, "physicalSpring.mass", "A spring's mass")
      checks.positive(spring.stiffness, "physicalSpring.stiffness", "A spring's stiffness")
      checks.nonNegative(spring.damping, "physicalSpring.damping", "A spring's damping")
      checks.finite(spring.initialVelocity, "physicalSpring.initialVelocity", "A spring's velocity")
    }
    return checks.problems
  }
}

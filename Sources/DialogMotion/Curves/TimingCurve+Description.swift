extension TimingCurve: CustomStringConvertible {
  /// A short human-readable name: `ease-in-out`, `cubic-bezier(…)`, `spring(damping 0.7, velocity 0.6)`,
  /// `system slide`.
  public var description: String {
    switch self {
    case .easeInOut: "ease-in-out"
    case .easeIn: "ease-in"
    case .easeOut: "ease-out"
    case .linear: "linear"
    case .bezier(let curve):
      "cubic-bezier(\(curve.controlPoints.map { NumberText.format($0) }.joined(separator: ", ")))"
    case .spring(let spring):
      "spring(damping \(NumberText.format(spring.dampingRatio)), "
        + "velocity \(NumberText.format(spring.initialVelocity)))"
    case .physicalSpring where self == Transition.systemSlide.curve:
      "system slide"
    case .physicalSpring(let spring):
      "spring (m \(NumberText.format(spring.mass)), k \(NumberText.format(spring.stiffness)), "
        + "c \(NumberText.format(spring.damping)), v \(NumberText.format(spring.initialVelocity)))"
    }
  }
}

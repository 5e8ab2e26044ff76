import DialogMotion

extension TimingCurve {
  /// The CSS easing for this curve on a transition of `duration` seconds: UIKit's named beziers as
  /// the CSS keyword with the same control points (`ease-in-out` is exactly (0.42, 0, 0.58, 1);
  /// CSS's `ease` is never used), other beziers as `cubic-bezier()`, springs as ``LinearEasing``.
  public func cssEasing(duration: Double) -> String {
    switch self {
    case .easeInOut: "ease-in-out"
    case .easeIn: "ease-in"
    case .easeOut: "ease-out"
    case .linear: "linear"
    case .bezier(let curve):
      "cubic-bezier(\(curve.controlPoints.map { CSSNumber.text($0) }.joined(separator: ", ")))"
    case .spring, .physicalSpring:
      LinearEasing(curve: self, duration: duration).css
    }
  }
}

import DialogMotion

extension TimingCurve {
  /// The CSS easing for this curve on a transition of `duration` seconds: UIKit's named beziers as
  /// the CSS keyword with the same control points (`ease-in-out` is exactly (0.42, 0, 0.58, 1);
  /// CSS's `ease` is never used), other beziers as `cubic-bezier()`, springs as ``LinearEasing``.
  public func cssEasing(duration: Double) -> String { cssEasingFit(duration: duration).css }

  /// The CSS easing and how far it can be from this curve, as a fraction of the travel: 0 where CSS
  /// runs the same function (the named curves and beziers), else the ``LinearEasing/bound`` of the
  /// `linear()` that stands for it.
  public func cssEasingFit(duration: Double) -> (css: String, bound: Double) {
    switch self {
    case .easeInOut: ("ease-in-out", 0)
    case .easeIn: ("ease-in", 0)
    case .easeOut: ("ease-out", 0)
    case .linear: ("linear", 0)
    case .bezier(let curve):
      ("cubic-bezier(\(curve.controlPoints.map { CSSNumber.text($0) }.joined(separator: ", ")))", 0)
    case .spring, .physicalSpring:
      LinearEasing(curve: self, duration: duration).fit
    }
  }

  /// The bound in words: `within 0.018 % of UIKit's curve`, or `exact: CSS runs the same curve` for
  /// the curves CSS runs itself.
  public func cssEasingFidelity(duration: Double) -> String {
    Self.fidelity(bound: cssEasingFit(duration: duration).bound)
  }

  /// `within 0.018 % of UIKit's curve` (rounded up to 3 decimals: never shown smaller than it is), or
  /// `exact: CSS runs the same curve` for 0.
  public static func fidelity(bound: Double) -> String {
    guard bound > 0 else { return "exact: CSS runs the same curve" }
    return "within \(boundPercent(bound)) % of UIKit's curve"
  }

  /// A bound in percent of the travel, rounded up to 3 decimals: `0.02` for 0.000_2.
  public static func boundPercent(_ bound: Double) -> String {
    CSSNumber.text((bound * 100 * 1000).rounded(.up) / 1000, digits: 3)
  }
}

extension LinearEasing {
  /// The CSS text and the bound.
  fileprivate var fit: (css: String, bound: Double) { (css, bound) }
}

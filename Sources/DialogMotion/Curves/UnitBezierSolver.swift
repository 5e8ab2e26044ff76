/// Chromium's `gfx::CubicBezier` (`ui/gfx/geometry/cubic_bezier.cc`), the solver behind CSS
/// `cubic-bezier()` in Blink, ported step for step so Swift and the browser agree to the last digit
/// that matters: an 11-sample spline for the first guess, 4 Newton steps, then bisection,
/// epsilon 1e-7; outside 0…1 the curve continues along its end gradients.
struct UnitBezierSolver {
  static let epsilon = 1e-7
  static let splineSamples = 11
  static let maxNewtonIterations = 4

  let ax, bx, cx: Double
  let ay, by, cy: Double
  let startGradient, endGradient: Double
  let samples: [Double]

  init(_ curve: CubicBezier) {
    let (p1x, p1y, p2x, p2y) = (curve.x1, curve.y1, curve.x2, curve.y2)
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by

    if p1x > 0 {
      startGradient = p1y / p1x
    } else if p1y == 0 && p2x > 0 {
      startGradient = p2y / p2x
    } else if p1y == 0 && p2y == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }
    if p2x < 1 {
      endGradient = (p2y - 1) / (p2x - 1)
    } else if p2y == 1 && p1x < 1 {
      endGradient = (p1y - 1) / (p1x - 1)
    } else if p2y == 1 && p1y == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }

    let (a, b, c) = (ax, bx, cx)
    let deltaT = 1.0 / Double(Self.splineSamples - 1)
    samples = (0..<Self.splineSamples).map { i in
      let t = Double(i) * deltaT
      return ((a * t + b) * t + c) * t
    }
  }

  func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func sampleCurveDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The curve parameter t whose x is `x` (0 ≤ x ≤ 1).
  func solveCurveX(_ x: Double, epsilon: Double = UnitBezierSolver.epsilon) -> Double {
    var t0 = 0.0
    var t1 = 1.0
    var t2 = x
    var x2 = 0.0

    let deltaT = 1.0 / Double(Self.splineSamples - 1)
    for i in 1..<Self.splineSamples where x <= samples[i] {
      t1 = deltaT * Double(i)
      t0 = t1 - deltaT
      t2 = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
      break
    }

    let newtonEpsilon = min(Self.epsilon, epsilon)
    for _ in 0..<Self.maxNewtonIterations {
      x2 = sampleCurveX(t2) - x
      if abs(x2) < newtonEpsilon { return t2 }
      let d2 = sampleCurveDerivativeX(t2)
      if abs(d2) < Self.epsilon { break }
      t2 -= x2 / d2
    }
    if abs(x2) < epsilon { return t2 }

    while t0 < t1 {
      x2 = sampleCurveX(t2)
      if abs(x2 - x) < epsilon { return t2 }
      if x > x2 { t0 = t2 } else { t1 = t2 }
      t2 = (t1 + t0) * 0.5
    }
    return t2
  }

  /// The curve's y for input `x`, as `CubicBezier::Solve` computes it.
  func solve(_ x: Double) -> Double {
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    return sampleCurveY(solveCurveX(x))
  }
}

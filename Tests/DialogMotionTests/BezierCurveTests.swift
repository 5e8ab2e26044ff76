import Testing

@testable import DialogMotion

/// dialog-spec.md §2: UIKit's named curves and their reference values.
struct BezierCurveTests {
  @Test(arguments: [(0.2, 0.081660), (0.5, 0.5), (0.8, 0.918340)])
  func easeInOutMatchesTheSpecTable(x: Double, expected: Double) {
    #expect(abs(TimingCurve.easeInOut.progress(at: x, duration: 0.25) - expected) < 1e-5)
  }

  @Test(arguments: [(0.2, 0.308366), (0.5, 0.684643), (0.8, 0.937718)])
  func easeOutMatchesTheSpecTable(x: Double, expected: Double) {
    #expect(abs(TimingCurve.easeOut.progress(at: x, duration: 0.2) - expected) < 1e-5)
  }

  @Test func namedCurvesHaveUIKitsControlPoints() {
    #expect(TimingCurve.easeInOut.bezier == CubicBezier(0.42, 0, 0.58, 1))
    #expect(TimingCurve.easeIn.bezier == CubicBezier(0.42, 0, 1, 1))
    #expect(TimingCurve.easeOut.bezier == CubicBezier(0, 0, 0.58, 1))
    #expect(TimingCurve.linear.bezier == CubicBezier(0, 0, 1, 1))
  }

  @Test func curvesStartAtZeroAndEndAtOne() {
    for curve in [
      TimingCurve.easeInOut, .easeIn, .easeOut, .linear, .bezier(CubicBezier(0.3, -0.5, 0.7, 1.6)),
    ] {
      #expect(abs(curve.progress(at: 0, duration: 1)) < 1e-7)
      #expect(abs(curve.progress(at: 1, duration: 1) - 1) < 1e-7)
    }
  }

  @Test func solverInvertsXToWithinChromiumsEpsilon() {
    let solver = UnitBezierSolver(CubicBezier(0.25, 0.1, 0.25, 1))
    for i in 0...1000 {
      let x = Double(i) / 1000
      let t = solver.solveCurveX(x)
      #expect(abs(solver.sampleCurveX(t) - x) < 1e-7)
    }
  }

  @Test func outsideZeroToOneTheCurveFollowsItsEndGradients() {
    let curve = CubicBezier(0.42, 0, 0.58, 1)
    #expect(curve.progress(at: -0.5) == 0)
    #expect(curve.progress(at: 1.5) == 1)
    #expect(abs(CubicBezier(0.5, 0.25, 0.5, 1.5).progress(at: -1) - (-0.5)) < 1e-12)
  }

  @Test func cssEaseIsNotUIKitsDefault() {
    // The pitfall of §2: CSS `ease` differs from UIKit's ease-in-out by a lot.
    let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    let largest = (0...100).map { Double($0) / 100 }
      .map { abs(ease.progress(at: $0) - TimingCurve.easeInOut.progress(at: $0, duration: 1)) }.max()!
    #expect(largest > 0.2)
  }
}

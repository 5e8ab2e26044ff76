import DialogMotion

/// A CSS `linear()` easing approximating a curve CSS has no function for (UIKit's springs), with
/// stops chosen adaptively so it stays within ``tolerance`` of the curve everywhere. The error is in
/// progress, that is as a fraction of the travel (every animated value moves by its travel times the
/// progress), never relative to the spring's own range, which an overshoot makes larger. ``bound``
/// is what the QA page, the compare view, `dialog-preview css` and `/api/style` publish.
///
/// The curve is sampled on a grid of N = 10⁴ inputs (10⁵ or 10⁶ for fast oscillations, so the
/// chord between grid points can't hide an error); from each stop the next is the farthest grid
/// point whose chord stays within the tolerance at every grid point in between (found in one pass
/// by narrowing the interval of admissible slopes), measured with the stop outputs as rounded for
/// CSS. Stops carry explicit percentages. The last stop is the curve's value at the end (for a
/// spring p(T), UIKit's value just before its snap to 1). The result is then measured at 1,001
/// evenly spaced points; were it above the tolerance there, the fit is redone with a tighter one
/// (more stops) until it is within.
public struct LinearEasing: Hashable, Sendable {
  /// One `linear()` stop: output at an input fraction.
  public struct Stop: Hashable, Sendable {
    /// The input progress, 0…1.
    public var input: Double
    /// The output progress (may exceed 1 during an overshoot).
    public var output: Double
  }

  /// The stops, inputs strictly increasing from 0 to 1.
  public let stops: [Stop]
  /// Decimals of the percentages (2 on the 10⁴ grid).
  public let percentDigits: Int
  /// An upper bound on |easing − curve| over all of 0…1, as a fraction of the travel: the largest
  /// difference at the grid's points (every one of them, not a sample) plus the most the curve can
  /// stray from a straight line between two neighbouring grid points (an eighth of its largest second
  /// difference there), which is where a piecewise-linear easing can differ from it in between.
  public let bound: Double

  /// The error the fit aims for: 0.02 % of travel (issue 44), a fifth of the 0.1 % the motion tests
  /// allow the browser against UIKit's formulas, so the easing is never the larger part of that
  /// budget. The shipped springs take 51–57 stops at it (27 at 0.1 %), about 2.3 KB more CSS over
  /// every preset.
  public static let tolerance = 0.0002
  /// Decimals of the output values.
  public static let outputDigits = 5

  /// The easing for `curve` on a transition of `duration` seconds.
  public init(curve: TimingCurve, duration: Double, tolerance: Double = LinearEasing.tolerance) {
    self.init(fitting: curve.progressFunction(duration: duration), tolerance: tolerance)
  }

  /// The easing for any progress function on 0…1.
  public init(fitting progress: (Double) -> Double, tolerance: Double = LinearEasing.tolerance) {
    var exponent = 4
    var exact = Self.sample(progress, count: 10_000)
    while exponent < 6 && Self.largestChordGap(exact) > tolerance / 10 {
      exponent += 1
      var count = 1
      for _ in 0..<exponent { count *= 10 }
      exact = Self.sample(progress, count: count)
    }
    percentDigits = exponent - 2
    let rounded = exact.map { Self.roundOutput($0) }
    // Within `target` at every grid point and at most `gap` between them: within the tolerance
    // everywhere, by construction; tightened only should the check say otherwise.
    let gap = Self.largestChordGap(exact)
    var target = max(tolerance - gap, tolerance / 4)
    var stops = Self.fit(exact: exact, rounded: rounded, tolerance: target)
    var error = Self.gridError(of: stops, exact: exact) + gap
    while target > tolerance / 16,
      error > tolerance || Self.maxError(of: stops, against: progress, samples: Self.checkSamples) > tolerance
    {
      target *= 0.8
      stops = Self.fit(exact: exact, rounded: rounded, tolerance: target)
      error = Self.gridError(of: stops, exact: exact) + gap
    }
    self.stops = stops
    bound = error
  }

  /// The largest |easing − curve| at the grid's points, in one sweep over the stops.
  static func gridError(of stops: [Stop], exact: [Double]) -> Double {
    let n = exact.count - 1
    var largest = 0.0
    var segment = 1
    for (index, value) in exact.enumerated() {
      let x = Double(index) / Double(n)
      while segment < stops.count - 1 && stops[segment].input < x { segment += 1 }
      let a = stops[segment - 1]
      let b = stops[min(segment, stops.count - 1)]
      let easing =
        b.input > a.input ? a.output + (x - a.input) / (b.input - a.input) * (b.output - a.output) : b.output
      largest = max(largest, abs(easing - value))
    }
    return largest
  }

  /// How many intervals the finished easing is checked on: 1,001 evenly spaced points.
  public static let checkSamples = 1000

  /// The stops through the grid's `exact` values (outputs as `rounded` for CSS) within `tolerance`.
  static func fit(exact: [Double], rounded: [Double], tolerance: Double) -> [Stop] {
    let n = exact.count - 1
    var stops = [Stop(input: 0, output: rounded[0])]
    var start = 0
    while start < n {
      // The slopes from the start stop that keep every grid point seen so far within the tolerance
      // form an interval that only shrinks; the stop goes at the farthest grid point whose chord
      // slope lies in it, found before the interval empties.
      var end = start + 1
      var low = -Double.infinity
      var high = Double.infinity
      var m = start + 1
      while m <= n && low <= high {
        let run = Double(m - start)
        let chord = (rounded[m] - rounded[start]) / run
        if chord >= low && chord <= high { end = m }
        low = max(low, (exact[m] - tolerance - rounded[start]) / run)
        high = min(high, (exact[m] + tolerance - rounded[start]) / run)
        m += 1
      }
      stops.append(Stop(input: Double(end) / Double(n), output: rounded[end]))
      start = end
    }
    return stops
  }

  static func sample(_ progress: (Double) -> Double, count: Int) -> [Double] {
    (0...count).map { progress(Double($0) / Double(count)) }
  }

  /// A bound on how far the curve can stray from a chord between neighbouring grid points:
  /// an eighth of the largest second difference.
  static func largestChordGap(_ values: [Double]) -> Double {
    var largest = 0.0
    for i in 1..<(values.count - 1) {
      largest = max(largest, abs(values[i + 1] - 2 * values[i] + values[i - 1]))
    }
    return largest / 8
  }

  static func roundOutput(_ value: Double) -> Double {
    var scale = 1.0
    for _ in 0..<outputDigits { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  /// `linear(0 0%, 0.30968 10%, …, 0.99854 100%)`.
  public var css: String {
    let list = stops.map { stop in
      "\(CSSNumber.text(stop.output, digits: Self.outputDigits)) \(CSSNumber.percent(stop.input, digits: percentDigits))"
    }
    return "linear(\(list.joined(separator: ", ")))"
  }

  /// The easing's output at `input`, piecewise linear between the stops as CSS evaluates it.
  public func value(at input: Double) -> Double { Self.value(of: stops, at: input) }

  static func value(of stops: [Stop], at input: Double) -> Double {
    guard let last = stops.last else { return input }
    if input >= last.input { return last.output }
    var upper = stops.firstIndex { $0.input > input } ?? stops.count - 1
    upper = max(upper, 1)
    let a = stops[upper - 1]
    let b = stops[upper]
    return a.output + (input - a.input) / (b.input - a.input) * (b.output - a.output)
  }

  /// The largest |easing − progress| over `samples` + 1 evenly spaced inputs from 0 to 1: the error
  /// as a fraction of the travel.
  public func maxError(against progress: (Double) -> Double, samples: Int = checkSamples) -> Double {
    Self.maxError(of: stops, against: progress, samples: samples)
  }

  static func maxError(of stops: [Stop], against progress: (Double) -> Double, samples: Int) -> Double {
    gridError(of: stops, exact: sample(progress, count: samples))
  }
}

/// A CSS/Core Animation cubic Bézier timing curve from (0, 0) to (1, 1) with two control points.
///
/// Evaluated exactly as browsers do (see ``UnitBezierSolver``), so a test can compare the Swift
/// curve with the CSS `cubic-bezier()` the renderer emits. Encodes as `[x1, y1, x2, y2]`.
public struct CubicBezier: Hashable, Sendable {
  /// The first control point's x, in 0…1 for a valid timing curve.
  public var x1: Double
  /// The first control point's y (may leave 0…1 to overshoot).
  public var y1: Double
  /// The second control point's x, in 0…1 for a valid timing curve.
  public var x2: Double
  /// The second control point's y (may leave 0…1 to overshoot).
  public var y2: Double

  /// A curve with control points (x1, y1) and (x2, y2).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The control points as `[x1, y1, x2, y2]`.
  public var controlPoints: [Double] { [x1, y1, x2, y2] }

  /// The curve's output for an input progress `x` (outside 0…1 it extends along the end tangents).
  public func progress(at x: Double) -> Double {
    UnitBezierSolver(self).solve(x)
  }
}

extension CubicBezier: Codable {
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var values: [Double] = []
    while !container.isAtEnd { values.append(try container.decode(Double.self)) }
    guard values.count == 4 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "A bezier needs exactly four numbers [x1, y1, x2, y2], got \(values.count)."))
    }
    self.init(values[0], values[1], values[2], values[3])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: controlPoints)
  }
}

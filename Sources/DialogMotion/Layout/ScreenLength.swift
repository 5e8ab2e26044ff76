/// A length on the simulated screen, in points: `points + scaled × W / 375 + width × W + height × H`
/// for a screen W × H points.
///
/// One value covers every length the seeds use: fixed points (`12`), seed 000's `scaled(v)`
/// (`v × W / 375`), fractions of the container (`W / 2`) and offsets from its edges (`H − 140`).
/// Encodes only its non-zero terms, e.g. `{"points": -140, "height": 1}`.
public struct ScreenLength: Hashable, Sendable {
  /// Fixed points.
  public var points: Double
  /// Points scaled by the screen width over 375 (seed 000's `scaled(_:)`).
  public var scaled: Double
  /// A fraction of the screen width.
  public var width: Double
  /// A fraction of the screen height.
  public var height: Double

  /// The sum of the given terms.
  public init(points: Double = 0, scaled: Double = 0, width: Double = 0, height: Double = 0) {
    self.points = points
    self.scaled = scaled
    self.width = width
    self.height = height
  }

  /// Zero.
  public static let zero = ScreenLength()
  /// The screen's width.
  public static let screenWidth = ScreenLength(width: 1)
  /// The screen's height.
  public static let screenHeight = ScreenLength(height: 1)

  /// A fixed length in points.
  public static func points(_ value: Double) -> ScreenLength { ScreenLength(points: value) }
  /// Seed 000's `scaled(v) = v × screenWidth / 375`.
  public static func scaled(_ value: Double) -> ScreenLength { ScreenLength(scaled: value) }

  /// The width UIKit designs at, which `scaled(_:)` divides by.
  public static let referenceWidth = 375.0

  /// The length in points on a screen of the given size.
  public func resolved(in screen: ScreenSize) -> Double {
    points + scaled * screen.width / Self.referenceWidth + width * screen.width + height * screen.height
  }

  /// True when every term is zero.
  public var isZero: Bool { points == 0 && scaled == 0 && width == 0 && height == 0 }

  /// True when every term is finite.
  public var isFinite: Bool { points.isFinite && scaled.isFinite && width.isFinite && height.isFinite }

  /// The term-by-term sum.
  public static func + (a: ScreenLength, b: ScreenLength) -> ScreenLength {
    ScreenLength(
      points: a.points + b.points, scaled: a.scaled + b.scaled, width: a.width + b.width,
      height: a.height + b.height)
  }

  /// The term-by-term difference.
  public static func - (a: ScreenLength, b: ScreenLength) -> ScreenLength { a + b * -1 }

  /// Every term multiplied by `factor`.
  public static func * (a: ScreenLength, factor: Double) -> ScreenLength {
    ScreenLength(
      points: a.points * factor, scaled: a.scaled * factor, width: a.width * factor,
      height: a.height * factor)
  }
}

extension ScreenLength: Codable {
  enum CodingKeys: String, CodingKey { case points, scaled, width, height }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    points = try container.decodeIfPresent(Double.self, forKey: .points) ?? 0
    scaled = try container.decodeIfPresent(Double.self, forKey: .scaled) ?? 0
    width = try container.decodeIfPresent(Double.self, forKey: .width) ?? 0
    height = try container.decodeIfPresent(Double.self, forKey: .height) ?? 0
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if points != 0 || isZero { try container.encode(points, forKey: .points) }
    if scaled != 0 { try container.encode(scaled, forKey: .scaled) }
    if width != 0 { try container.encode(width, forKey: .width) }
    if height != 0 { try container.encode(height, forKey: .height) }
  }
}

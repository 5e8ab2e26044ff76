/// An opaque sRGB colour, components in 0…1 (alpha is carried separately, as UIKit views do).
public struct RGBColor: Hashable, Codable, Sendable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double

  /// A colour from its components in 0…1.
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A grey as `UIColor(white:)` makes it.
  public static func white(_ white: Double) -> RGBColor { RGBColor(red: white, green: white, blue: white) }

  /// `UIColor.black`.
  public static let black = white(0)
  /// `UIColor.white`.
  public static let white = white(1)
  /// `UIColor.gray`: white 0.5.
  public static let gray = white(0.5)
}

extension RGBColor {
  /// A colour from `0xRRGGBB`.
  public init(hex: Int) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
  }
}

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
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255)
  }
}

extension RGBColor {
  /// `#RRGGBB` (either case), or nil for anything else.
  public init?(hexString text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
      let value = Int(String(decoding: digits.dropFirst(), as: UTF8.self), radix: 16),
      digits.dropFirst().allSatisfy({
        (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0)
      })
    else { return nil }
    self.init(hex: value)
  }

  /// `#rrggbb`, components rounded to bytes.
  public var hexString: String {
    let bytes = [red, green, blue].map { Int((min(1, max(0, $0)) * 255).rounded()) }
    return "#" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}

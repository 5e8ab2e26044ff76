/// Where UIKit puts the presented view (`frameOfPresentedViewInContainerView`), always centred.
public enum DialogFrame: Hashable, Codable, Sendable {
  /// The whole screen (seeds 000–002).
  case fullScreen
  /// The screen minus `horizontal` and `vertical` points in total, centred: seed 003's
  /// `(W − 30) × (H − 220)` at origin (15, 110).
  case inset(horizontal: Double, vertical: Double)
  /// Fractions of the screen, centred: seed 004's half width and height at (W/4, H/4).
  case fraction(width: Double, height: Double)

  /// The frame as a rectangle on the screen.
  public var rect: ScreenRect {
    switch self {
    case .fullScreen:
      ScreenRect(x: .zero, y: .zero, width: .screenWidth, height: .screenHeight)
    case .inset(let horizontal, let vertical):
      ScreenRect(
        x: .points(horizontal / 2), y: .points(vertical / 2),
        width: ScreenLength(points: -horizontal, width: 1), height: ScreenLength(points: -vertical, height: 1)
      )
    case .fraction(let width, let height):
      ScreenRect(
        x: ScreenLength(width: (1 - width) / 2), y: ScreenLength(height: (1 - height) / 2),
        width: ScreenLength(width: width), height: ScreenLength(height: height))
    }
  }
}

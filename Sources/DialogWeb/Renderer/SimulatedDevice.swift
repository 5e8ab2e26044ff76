import DialogMotion

/// The phones the preview simulates (api.md, `device`): class `dp-device-NAME` on the screen
/// element sets `--screen-width`, `--screen-height` and the portrait safe area (`--safe-top`,
/// `--safe-bottom`), which the status bar and the home indicator fill.
public enum SimulatedDevice: String, CaseIterable, Hashable, Sendable {
  /// iPhone SE (2nd/3rd generation), 375 × 667 pt.
  case iPhoneSE = "iphone-se"
  /// iPhone 15, 393 × 852 pt: the default.
  case iPhone15 = "iphone-15"
  /// iPhone 15 Pro Max, 430 × 932 pt.
  case iPhone15ProMax = "iphone-15-pro-max"

  /// The device used when none is asked for.
  public static let standard = SimulatedDevice.iPhone15

  /// Every device's name, separated by commas (`iphone-se, iphone-15, iphone-15-pro-max`): what the
  /// sentences and labels that list them say.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The screen in points.
  public var screen: ScreenSize {
    switch self {
    case .iPhoneSE: ScreenSize(width: 375, height: 667)
    case .iPhone15: ScreenSize(width: 393, height: 852)
    case .iPhone15ProMax: ScreenSize(width: 430, height: 932)
    }
  }

  /// The safe area's insets in portrait, as UIKit reports them: the status bar above (20 pt on the
  /// home-button SE, 59 pt with the Dynamic Island), the home indicator below (none on the SE).
  public var safeArea: (top: Double, bottom: Double) {
    switch self {
    case .iPhoneSE: (20, 0)
    case .iPhone15, .iPhone15ProMax: (59, 34)
    }
  }

  /// Whether the phone has a home indicator (Face ID) rather than a home button.
  public var hasHomeIndicator: Bool { safeArea.bottom > 0 }

  /// Whether the status bar wraps around a Dynamic Island (iPhone 15 and 15 Pro Max).
  public var hasDynamicIsland: Bool { self != .iPhoneSE }

  /// The class to put on the screen element, e.g. `dp-device-iphone-15`.
  public var cssClass: String { "dp-device-\(rawValue)" }
}

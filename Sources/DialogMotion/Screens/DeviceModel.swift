/// The devices a dialog is laid out and previewed on (api.md, `device`): three iPhones and two iPads,
/// each with its portrait size and the safe areas UIKit reports in each orientation.
public enum DeviceModel: String, CaseIterable, Hashable, Codable, Sendable {
  /// iPhone SE (2nd/3rd generation), 375 × 667 pt, a home button.
  case iPhoneSE = "iphone-se"
  /// iPhone 15, 393 × 852 pt, the Dynamic Island: the default.
  case iPhone15 = "iphone-15"
  /// iPhone 15 Pro Max, 430 × 932 pt.
  case iPhone15ProMax = "iphone-15-pro-max"
  /// iPad (10th generation), 820 × 1180 pt.
  case iPad10 = "ipad-10"
  /// iPad Pro 13-inch (M4), 1032 × 1376 pt.
  case iPadPro13 = "ipad-pro-13"

  /// The device used when none is asked for.
  public static let standard = DeviceModel.iPhone15

  /// The name people use: "iPhone SE", "iPad (10th generation)".
  public var name: String {
    switch self {
    case .iPhoneSE: "iPhone SE"
    case .iPhone15: "iPhone 15"
    case .iPhone15ProMax: "iPhone 15 Pro Max"
    case .iPad10: "iPad (10th generation)"
    case .iPadPro13: "iPad Pro 13\""
    }
  }

  /// The screen in portrait, in points.
  public var portraitSize: ScreenSize {
    switch self {
    case .iPhoneSE: ScreenSize(width: 375, height: 667)
    case .iPhone15: ScreenSize(width: 393, height: 852)
    case .iPhone15ProMax: ScreenSize(width: 430, height: 932)
    case .iPad10: ScreenSize(width: 820, height: 1180)
    case .iPadPro13: ScreenSize(width: 1032, height: 1376)
    }
  }

  /// True for the iPads (split view and slide over, `device` `tablet` in events).
  public var isTablet: Bool { self == .iPad10 || self == .iPadPro13 }

  /// The safe area in `orientation`, as UIKit reports it for a full-screen app: iPhones with a home
  /// button have only the 20-pt status bar in portrait and nothing in landscape (the status bar
  /// hides); Face ID iPhones 59 pt above and the 34-pt home indicator below in portrait, 59 pt on each
  /// side and 21 pt below in landscape; iPads a 24-pt status bar and a 20-pt home indicator in both.
  public func safeArea(_ orientation: DeviceOrientation) -> PlanInsets {
    switch (self, orientation) {
    case (.iPhoneSE, .portrait): PlanInsets(top: 20)
    case (.iPhoneSE, .landscape): .zero
    case (.iPhone15, .portrait), (.iPhone15ProMax, .portrait): PlanInsets(top: 59, bottom: 34)
    case (.iPhone15, .landscape), (.iPhone15ProMax, .landscape):
      PlanInsets(top: 0, left: 59, bottom: 21, right: 59)
    case (.iPad10, _), (.iPadPro13, _): PlanInsets(top: 24, bottom: 20)
    }
  }

  /// The widths an app can have beside another in split view or slide over (iPads only): 320, 504
  /// and 678 pt, at the iPad's full height.
  public var splitWidths: [Double] { isTablet ? DeviceContainer.splitWidths : [] }

  /// Every model's id, separated by commas: what sentences listing them say.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

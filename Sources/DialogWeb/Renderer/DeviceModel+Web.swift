import DialogMotion

/// What the pages need of a device beyond its model (``DeviceModel``, which replaced the three-iPhone
/// `SimulatedDevice`; the ids stayed): its class, what iOS draws on it, and the devices the banner crop
/// check measures.
extension DeviceModel {
  /// The class to put on the screen element, e.g. `dp-device-iphone-15`.
  public var cssClass: String { "dp-device-\(rawValue)" }

  /// The screen in portrait, in points.
  public var screen: ScreenSize { portraitSize }

  /// Whether the device has a home indicator (Face ID iPhones and the iPads) rather than a home button.
  public var hasHomeIndicator: Bool { self != .iPhoneSE }

  /// Whether the status bar wraps around a Dynamic Island (iPhone 15 and 15 Pro Max).
  public var hasDynamicIsland: Bool { self == .iPhone15 || self == .iPhone15ProMax }

  /// The devices the banner crop check measures (`check`, the QA page's note, the gallery's mark):
  /// the three iPhones, in portrait.
  public static let cropChecked: [DeviceModel] = allCases.filter { !$0.isTablet }

  /// The device as the banner crop check measures it: its portrait screen and safe area.
  public var deviceScreen: DeviceScreen {
    DeviceScreen(id: rawValue, name: name, size: portraitSize, safeArea: safeArea(.portrait))
  }

  /// Every device the crop check measures (``cropChecked``).
  public static var deviceScreens: [DeviceScreen] { cropChecked.map(\.deviceScreen) }

  /// The split widths, separated by commas (`320, 504, 678`): what sentences listing them say.
  public static var splitNames: String {
    DeviceContainer.splitWidths.map { NumberText.shortest($0) }.joined(separator: ", ")
  }
}

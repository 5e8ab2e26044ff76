import DialogMotion

extension SimulatedDevice {
  /// The name people use: "iPhone SE", "iPhone 15", "iPhone 15 Pro Max".
  public var modelName: String {
    switch self {
    case .iPhoneSE: "iPhone SE"
    case .iPhone15: "iPhone 15"
    case .iPhone15ProMax: "iPhone 15 Pro Max"
    }
  }

  /// The device as the banner crop check measures it: its screen and portrait safe area.
  public var deviceScreen: DeviceScreen {
    DeviceScreen(
      id: rawValue, name: modelName, size: screen,
      safeArea: PlanInsets(top: safeArea.top, bottom: safeArea.bottom))
  }

  /// Every simulated device, as the crop check measures them.
  public static var deviceScreens: [DeviceScreen] { allCases.map(\.deviceScreen) }
}

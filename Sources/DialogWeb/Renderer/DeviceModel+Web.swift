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

  /// The device in portrait as the banner crop check measures it: its screen and safe area.
  public var deviceScreen: DeviceScreen { DeviceContainer(device: self).deviceScreen }

  /// Every screen the banner crop check measures (`check`, the QA page's note, the gallery's mark):
  /// every device in both orientations and every iPad split width (``DeviceContainer/all``).
  public static let deviceScreens: [DeviceScreen] = DeviceContainer.all.map(\.deviceScreen)

  /// The split widths, separated by commas (`320, 504, 678`): what sentences listing them say.
  public static var splitNames: String {
    DeviceContainer.splitWidths.map { NumberText.shortest($0) }.joined(separator: ", ")
  }
}

extension DeviceContainer {
  /// The container as the banner crop check measures it: `iphone-15` (portrait), `iphone-15-landscape`,
  /// `ipad-10-portrait-320` (`Public/qa/stage.js` names the screen shown the same way), named "iPhone
  /// 15", "iPhone 15, landscape", with its size and safe area.
  public var deviceScreen: DeviceScreen {
    var id = device.rawValue
    if orientation == .landscape || splitWidth != nil { id += "-" + orientation.rawValue }
    if let splitWidth { id += "-" + NumberText.shortest(splitWidth) }
    let name = orientation == .portrait && splitWidth == nil ? device.name : description
    return DeviceScreen(id: id, name: name, size: size, safeArea: safeArea)
  }
}

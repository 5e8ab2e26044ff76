/// One container a dialog is presented in: a device held one way, full screen or (on an iPad) at a
/// split-view width, with its safe area. The grid of every container is what layout is checked on.
public struct DeviceContainer: Hashable, Codable, Sendable {
  /// The device.
  public var device: DeviceModel
  /// How it is held.
  public var orientation: DeviceOrientation
  /// The app's width in split view or slide over, or nil for full screen.
  public var splitWidth: Double?

  /// The widths split view and slide over give an app on an iPad, in points.
  public static let splitWidths: [Double] = [320, 504, 678]

  /// `device` held in `orientation`, full screen unless `splitWidth` is given.
  public init(device: DeviceModel, orientation: DeviceOrientation = .portrait, splitWidth: Double? = nil) {
    self.device = device
    self.orientation = orientation
    self.splitWidth = splitWidth
  }

  /// The container's size in points: the screen turned to the orientation, narrowed to the split width.
  public var size: ScreenSize {
    let portrait = device.portraitSize
    let screen =
      orientation == .portrait ? portrait : ScreenSize(width: portrait.height, height: portrait.width)
    return ScreenSize(width: splitWidth ?? screen.width, height: screen.height)
  }

  /// The safe area: the device's in this orientation (a split app has no side insets either).
  public var safeArea: PlanInsets { device.safeArea(orientation) }

  /// What people call it: "iPhone 15, landscape", "iPad (10th generation), portrait, split 320 pt".
  public var description: String {
    var text = "\(device.name), \(orientation.rawValue)"
    if let splitWidth { text += ", split \(NumberText.format(splitWidth, maxFractionDigits: 1)) pt" }
    return text
  }

  /// Every container of every device: both orientations, and on iPads each split width.
  public static let all: [DeviceContainer] = DeviceModel.allCases.flatMap { device in
    DeviceOrientation.allCases.flatMap { orientation in
      [DeviceContainer(device: device, orientation: orientation)]
        + device.splitWidths.map { DeviceContainer(device: device, orientation: orientation, splitWidth: $0) }
    }
  }
}

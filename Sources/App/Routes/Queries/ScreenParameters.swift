import DialogMotion
import DialogWeb
import HTTPServer

/// The screen parameters of the QA page, the compare view and the embed (``PreviewScreen``):
/// `orientation`, `split`, `appearance`, `textSize` and `direction`. A value that is not one of the
/// valid ones is a 400 naming them (never echoing what was given); `split` on a device that has no
/// split widths (an iPhone) is a 400 saying they are for iPads.
enum ScreenParameters {
  /// The refusal of a `device` (or of a name in `devices`) that is none of ours.
  static var deviceRefusal: String { "device must be one of \(DeviceModel.names)." }
  /// The refusal of an `orientation` that is neither.
  static var orientationRefusal: String { "orientation must be one of \(DeviceOrientation.names)." }
  /// The refusal of a `split` that is not one of the widths.
  static var splitRefusal: String {
    "split must be one of \(DeviceModel.splitNames) (points), or left out for full screen."
  }
  /// The refusal of a `split` on a device that has none.
  static func splitOnPhoneRefusal(_ device: DeviceModel) -> String {
    let tablets = DeviceModel.allCases.filter(\.isTablet).map(\.rawValue).joined(separator: ", ")
    return "split widths are for iPads (\(tablets)); \(device.rawValue) has none."
  }
  static var appearanceRefusal: String { "appearance must be one of \(Appearance.names)." }
  static var textSizeRefusal: String { "textSize must be one of \(TextSize.names)." }
  static var directionRefusal: String { "direction must be one of \(LayoutDirection.names)." }

  /// The `device` parameter, when given.
  static func device(_ request: Request) throws -> DeviceModel? {
    guard let text = try EmbedQuery.single(request, "device") else { return nil }
    guard let device = DeviceModel(rawValue: text) else { throw HTTPError(400, deviceRefusal) }
    return device
  }

  /// The orientation, split width and traits of `request` for a screen whose devices are `devices`
  /// (one for the QA page and the embed; the compare view's list, where a split width applies to its
  /// iPads and is refused when it lists none).
  static func parse(_ request: Request, devices: [DeviceModel]) throws -> (
    orientation: DeviceOrientation, split: Double?, traits: DialogTraits
  ) {
    var orientation = DeviceOrientation.portrait
    var split: Double?
    var traits = DialogTraits.standard
    if let text = try EmbedQuery.single(request, "orientation") {
      guard let value = DeviceOrientation(rawValue: text) else { throw HTTPError(400, orientationRefusal) }
      orientation = value
    }
    if let text = try EmbedQuery.single(request, "split"), !text.isEmpty {
      guard let value = Double(text), DeviceContainer.splitWidths.contains(value) else {
        throw HTTPError(400, splitRefusal)
      }
      if let phone = devices.first(where: { !$0.isTablet }), !devices.contains(where: \.isTablet) {
        throw HTTPError(400, splitOnPhoneRefusal(phone))
      }
      split = value
    }
    if let text = try EmbedQuery.single(request, "appearance") {
      guard let value = Appearance(rawValue: text) else { throw HTTPError(400, appearanceRefusal) }
      traits.appearance = value
    }
    if let text = try EmbedQuery.single(request, "textSize") {
      guard let value = TextSize(rawValue: text) else { throw HTTPError(400, textSizeRefusal) }
      traits.textSize = value
    }
    if let text = try EmbedQuery.single(request, "direction") {
      guard let value = LayoutDirection(rawValue: text) else { throw HTTPError(400, directionRefusal) }
      traits.direction = value
    }
    return (orientation, split, traits)
  }

  /// The screen of the QA page or the embed: `device` (default iPhone 15) and the parameters above.
  static func screen(_ request: Request) throws -> PreviewScreen {
    let device = try self.device(request) ?? .standard
    let parsed = try parse(request, devices: [device])
    return PreviewScreen(
      container: DeviceContainer(device: device, orientation: parsed.orientation, splitWidth: parsed.split),
      traits: parsed.traits)
  }
}

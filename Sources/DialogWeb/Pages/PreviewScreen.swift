import DialogMotion

/// The screen a preview shows a dialog on: a container (device, orientation, split width) and the
/// traits (appearance, text size, direction). The QA page, the compare view and the embed take it as
/// the query parameters `device`, `orientation`, `split`, `appearance`, `textSize` and `direction`
/// (docs/api.md), each left out of a URL at its default.
public struct PreviewScreen: Hashable, Sendable {
  public var container: DeviceContainer
  public var traits: DialogTraits

  /// A container and traits; iPhone 15 portrait, light, large text, left to right unless given.
  public init(
    container: DeviceContainer = DeviceContainer(device: .standard), traits: DialogTraits = .standard
  ) {
    self.container = container
    self.traits = traits
  }

  /// The device.
  public var device: DeviceModel {
    get { container.device }
    set { container.device = newValue }
  }

  /// The screen's size in points (the container's).
  public var size: ScreenSize { container.size }

  /// The classes of the screen element: the container's, then the traits'
  /// (``CSSRenderer/containerClasses(_:)``, ``CSSRenderer/traitClasses(_:)``).
  public var classes: [String] {
    CSSRenderer.containerClasses(container) + CSSRenderer.traitClasses(traits)
  }

  /// The parameters besides `device`, in the order URLs write them, with the value at which each is
  /// left out: `orientation=portrait split= appearance=light textSize=large direction=ltr`.
  public static let parameters: [(name: String, omittedWhen: String)] = [
    ("orientation", DeviceOrientation.portrait.rawValue), ("split", ""),
    ("appearance", Appearance.light.rawValue), ("textSize", TextSize.standard.rawValue),
    ("direction", LayoutDirection.ltr.rawValue),
  ]

  /// This screen's values of ``parameters`` (split empty at full screen).
  public var values: [String: String] {
    [
      "orientation": container.orientation.rawValue,
      "split": container.splitWidth.map { NumberText.shortest($0) } ?? "",
      "appearance": traits.appearance.rawValue, "textSize": traits.textSize.rawValue,
      "direction": traits.direction.rawValue,
    ]
  }

  /// The values of ``parameters`` that differ from their defaults, in order: a URL's pairs.
  public var pairs: [(String, String)] {
    let values = values
    return Self.parameters.compactMap { parameter in
      guard let value = values[parameter.name], value != parameter.omittedWhen else { return nil }
      return (parameter.name, value)
    }
  }

  /// What tells this screen from the standard one, for titles and captions: "landscape, split 504 pt,
  /// dark, AX3, rtl" (empty for portrait, light, large, left to right).
  public var summary: String {
    var parts: [String] = []
    if container.orientation != .portrait { parts.append(container.orientation.rawValue) }
    if let split = container.splitWidth { parts.append("split \(NumberText.shortest(split)) pt") }
    if traits.appearance != .light { parts.append(traits.appearance.rawValue) }
    if traits.textSize != .standard { parts.append(traits.textSize.rawValue) }
    if traits.direction != .ltr { parts.append(traits.direction.rawValue) }
    return parts.joined(separator: ", ")
  }
}

/// How the device is held (api.md, `orientation`).
public enum DeviceOrientation: String, CaseIterable, Hashable, Codable, Sendable {
  /// Taller than wide: the default.
  case portrait
  /// Wider than tall: width and height swap.
  case landscape

  /// Every orientation's name, separated by commas.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Light or dark mode (`UIUserInterfaceStyle`; api.md, `appearance`).
public enum Appearance: String, CaseIterable, Hashable, Codable, Sendable {
  /// Light mode: the default.
  case light
  /// Dark mode.
  case dark

  /// Every appearance's name, separated by commas.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

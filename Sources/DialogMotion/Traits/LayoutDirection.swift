/// The writing direction (`UIUserInterfaceLayoutDirection`; api.md, `direction`).
public enum LayoutDirection: String, CaseIterable, Hashable, Codable, Sendable {
  /// Left to right: the default.
  case ltr
  /// Right to left (Arabic, Hebrew): what the seeds put on the right goes to the left.
  case rtl

  /// Every direction's name, separated by commas.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

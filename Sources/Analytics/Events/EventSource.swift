/// Where an event was logged; raw values are the contract's names.
public enum EventSource: String, CaseIterable, Hashable, Sendable {
  /// The iOS app (the default).
  case app
  /// A preview or embed page.
  case preview
}

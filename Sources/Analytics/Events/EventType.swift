/// The kind of an event; raw values are the contract's names.
public enum EventType: String, CaseIterable, Hashable, Sendable {
  /// The dialog was shown.
  case impression
  /// The banner was tapped (a tap logs no close, though the dialog closes).
  case tap
  /// The dialog was dismissed without a tap.
  case close
}

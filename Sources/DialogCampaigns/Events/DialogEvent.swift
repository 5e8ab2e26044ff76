/// What a presented dialog reports, named as the events contract names it (api.md, "Events"): an
/// `impression` when the present transition completes, a `tap` (trigger `banner`) when the banner
/// is tapped (the dialog closes, no `close` follows), a `close` with its trigger otherwise.
public enum DialogEvent: Hashable, Sendable {
  /// The dialog is on screen: the present transition completed.
  case impression
  /// The banner was tapped.
  case tap
  /// The dialog closed without a banner tap.
  case close(CloseEventTrigger)

  /// The event's `type`: `impression`, `tap` or `close`.
  public var type: String {
    switch self {
    case .impression: "impression"
    case .tap: "tap"
    case .close: "close"
    }
  }

  /// The event's `trigger`: nil for an impression, `banner` for a tap, the close's trigger.
  public var trigger: String? {
    switch self {
    case .impression: nil
    case .tap: "banner"
    case .close(let trigger): trigger.rawValue
    }
  }
}

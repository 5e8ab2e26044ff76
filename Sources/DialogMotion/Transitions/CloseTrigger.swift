/// What closes a dialog without a banner tap, named as the analytics `close` event's `trigger`.
public enum CloseTrigger: String, Hashable, Codable, Sendable, CaseIterable {
  /// The ✕ button (`data-close`).
  case closeButton = "close_button"
  /// A tap anywhere outside the card (`data-overlay`, or seed 002's transparent full-screen button).
  case overlay
  /// A button on the card (`data-button`).
  case button
}

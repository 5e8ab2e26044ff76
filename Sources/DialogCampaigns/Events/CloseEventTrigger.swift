import DialogMotion

/// The `trigger` of a `close` event (api.md, "Events"): what closed the dialog without a banner tap.
public enum CloseEventTrigger: String, Hashable, Codable, Sendable, CaseIterable {
  /// The ✕ button.
  case closeButton = "close_button"
  /// A tap anywhere outside the card.
  case overlay
  /// A button on the card (seed 002's OK).
  case button
  /// VoiceOver's escape gesture (`accessibilityPerformEscape`).
  case escape
  /// The app dismissed the dialog itself.
  case programmatic

  /// The trigger of a control the definition closes with.
  public init(_ trigger: CloseTrigger) {
    switch trigger {
    case .closeButton: self = .closeButton
    case .overlay: self = .overlay
    case .button: self = .button
    }
  }
}

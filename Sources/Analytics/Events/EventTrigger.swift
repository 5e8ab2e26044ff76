/// What caused a tap or a close; raw values are the contract's names.
public enum EventTrigger: String, CaseIterable, Hashable, Sendable {
  /// The banner (the only trigger of a tap).
  case banner
  /// The ✕ button.
  case closeButton = "close_button"
  /// Any tap outside the card.
  case overlay
  /// A button on the card.
  case button
  /// The escape key.
  case escape
  /// Dismissed by code.
  case programmatic

  /// The triggers a close may have, in the contract's order.
  public static let closeTriggers: [EventTrigger] = [.closeButton, .overlay, .button, .escape, .programmatic]
}

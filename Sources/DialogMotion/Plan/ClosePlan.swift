/// What closes the dialog and where a tap outside the card lands.
///
/// Besides these, every dialog closes on VoiceOver's escape gesture (`accessibilityPerformEscape`,
/// trigger `escape`) and when the app dismisses it (trigger `programmatic`); a banner tap with an
/// action URL closes it and opens the URL (a `tap` event, no `close`).
public struct ClosePlan: Hashable, Codable, Sendable {
  /// Where a tap outside the card closes the dialog (trigger `overlay`).
  public enum OutsideTap: String, Hashable, Codable, Sendable {
    /// Nowhere: tapping the dim does nothing (seed 000).
    case none
    /// A transparent full-screen control inside the presented view, behind the card (seeds 001
    /// and 002, whose presented view covers the overlay).
    case behindCard
    /// The presentation controller's overlay view itself (seeds 003 and 004).
    case overlay
  }

  /// The controls that close it, in the order of ``DialogDefinition/closeTriggers``.
  public var triggers: [CloseTrigger]
  /// Where a tap outside the card closes it.
  public var outsideTap: OutsideTap

  /// A close plan from its parts.
  public init(triggers: [CloseTrigger], outsideTap: OutsideTap) {
    self.triggers = triggers
    self.outsideTap = outsideTap
  }
}

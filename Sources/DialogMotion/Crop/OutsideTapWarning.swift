/// A dialog whose only way out is a tap outside its card (no ✕, no button on the card), on a
/// container where the widest strip that takes such a tap is narrower than the 44 pt Apple's Human
/// Interface Guidelines give a finger: hard to close there. VoiceOver's escape gesture and the app
/// still close it.
public struct OutsideTapWarning: Hashable, Sendable {
  /// A finger's target, in points: Apple's minimum touch target (``FitRule/minimumTouchTarget``, the
  /// ✕'s hit frame's side too).
  public static let minimum = FitRule.minimumTouchTarget

  /// Where.
  public var container: DeviceContainer
  /// The widest strip outside the card where a tap closes the dialog, in points; 0 where none does.
  public var widest: Double

  /// A warning from its parts.
  public init(container: DeviceContainer, widest: Double) {
    self.container = container
    self.widest = widest
  }

  /// "iPhone 15, landscape: the widest strip outside the card is 30 pt", or that no tap outside closes it.
  public var summary: String {
    widest <= 0
      ? "\(container.description): no tap outside the card closes it"
      : "\(container.description): the widest strip outside the card is \(NumberText.format(widest, maxFractionDigits: 1)) pt"
  }
}

/// The numbers of the layout rule that are ours, not the seeds' (docs/layout.md).
public enum FitRule {
  /// How far inside the safe area a card or a presented view stays when it has to shrink, in points.
  public static let margin = 8.0
  /// Apple's minimum touch target: the ✕'s hit frame is at least this square.
  public static let minimumTouchTarget = 44.0
  /// The smallest banner height (and card width) a layout may shrink to before validation refuses it.
  public static let minimumBanner = 44.0
}

/// The numbers of the layout rule that are ours, not the seeds' (docs/layout.md).
public enum FitRule {
  /// How far inside the safe area a card or a presented view stays when it has to shrink, in points.
  public static let margin = 8.0
  /// Apple's minimum touch target: the ✕'s hit frame is at least this square.
  public static let minimumTouchTarget = 44.0
  /// The widest a card or a presented view gets, in points: an iPad's form sheet
  /// (`UIModalPresentationStyle.formSheet`, 540 pt wide), so that a dialog on an iPad sits among its
  /// modals instead of being a phone's dialog scaled up (656 pt wide on an iPad (10th generation), 826
  /// on an iPad Pro 13", by `scaled(300)`). No portrait iPhone reaches it.
  public static let largestWidth = 540.0
  /// The smallest banner height (and card width) a layout may shrink to before validation refuses it.
  public static let minimumBanner = 44.0
}

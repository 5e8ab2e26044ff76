extension DialogDefinition {
  /// `half-screen-slide`, seed 004 (Objective-C `UIPresentationController` without an animator).
  ///
  /// The presented view is half the screen's width and height, centred at (W/4, H/4), the banner
  /// filling it. A gray overlay (`UIColor.grayColor`, white 0.5) fades 0→0.5 alongside and to 0.01
  /// on dismissal, as the seed's code does. With no animator, UIKit's default cover-vertical slide
  /// runs both ways: ``Transition/systemSlide``, from one screen height below its frame over 0.5 s
  /// and back down the same way. Having no animator, it has no duration, curve or scale a campaign
  /// could change (``StyleOverrides/problems(for:)``).
  /// Deviations (both inferred from the article's stated intent): a tap on the shadow closes,
  /// though the code never adds a target to the shadow button; the shadow is removed when the
  /// dismissal completes (the code removes `_shadowView`, a typo for `_shadowBtn`) and when a
  /// presentation is cancelled. The system slide itself is our model (dialog-spec.md §4).
  public static let halfScreenSlide = DialogDefinition(
    name: "half-screen-slide",
    seed: "004",
    present: .systemSlide,
    dismiss: .systemSlide,
    overlay: Overlay(
      color: .gray, alpha: 0.5, dismissedAlpha: 0.01, placement: .alongside, closesOnTap: true),
    layout: DialogLayout(
      frame: .fraction(width: 0.5, height: 0.5),
      card: CardLayout(placement: .fillsDialog, cornerRadius: 0)))
}

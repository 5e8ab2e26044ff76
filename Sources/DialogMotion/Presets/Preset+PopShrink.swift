extension DialogDefinition {
  /// `pop-shrink`, seed 002 (Swift dialog with `UIPresentationController`).
  ///
  /// A black overlay fades 0→0.5 alongside the transition and back to 0. The white card is 16 pt
  /// from the sides, as high as its content (the banner, then an OK button), centred, corner
  /// radius 8. Present: alpha 0→1 and scale 1.1→1 over 0.2 s, ease-out; dismiss: alpha 1→0 over
  /// 0.2 s with UIView's default curve (ease-in-out: the seed passes no option). The OK button and a
  /// tap outside the card (a transparent full-screen button) close it.
  /// Deviations: the card's layout comes from the storyboard of the sample repository the article
  /// links to (shingohry/CustomDialogSample), not from its text; the OK button's 44 pt height is
  /// ours (UIKit's minimum tap target).
  public static let popShrink = DialogDefinition(
    name: "pop-shrink",
    seed: "002",
    present: Transition(
      duration: 0.2, curve: .easeOut, effects: [.opacity(alpha: 0), .scale(factor: 1.1)]),
    dismiss: Transition(duration: 0.2, curve: .easeInOut, effects: [.opacity(alpha: 0)]),
    overlay: Overlay(color: .black, alpha: 0.5, placement: .alongside, closesOnTap: true),
    layout: DialogLayout(
      frame: .fullScreen,
      card: CardLayout(
        placement: .centred(width: .insetFromSides(points: 16), height: .content),
        cornerRadius: 8,
        background: .white,
        button: CardButton(title: "OK", height: 44))))
}
